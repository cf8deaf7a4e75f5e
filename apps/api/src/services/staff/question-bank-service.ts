import type { Language } from '@academy/contract/language';
import type {
  StaffBankCopyBody,
  StaffBankCopyResult,
  StaffQuestionBank,
  StaffQuestionImportFields,
  StaffQuestionImportResult,
} from '@academy/contract/staff-question-bank';
import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bankQuestions, classes, examQuestions, exams, kitab } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Table } from '../../lib/table-file';
import { translate } from '../../lib/translate';
import { copyBankQuestion } from '../exams/exam-draws';
import { writeAudit } from './audit-log';
import { tableOfQuestions } from './question-import/question-table';
import { readImport } from './question-import/read-import';
import type { StaffActor } from './staff-resource-service';

/**
 * A class's question bank (decision 0106) and its import: a file is read whole, answered as a
 * preview with line-numbered errors, and saved only when it is not a dry run and has no error,
 * all its questions and the one audit row in one transaction. An admin works on any class, a
 * teacher on the classes they teach.
 */
export class QuestionBankService {
  constructor(private readonly db: Database) {}

  async import(
    fields: StaffQuestionImportFields,
    file: { content: Buffer; fileName: string },
    actor: StaffActor,
    language: Language,
  ): Promise<StaffQuestionImportResult> {
    await this.checkClass(fields.classId, actor);
    const parsed = await readImport(fields.format, file.content);
    const errors = parsed.errors.map((error) => ({
      line: error.line,
      message: translate(error.key, language),
    }));
    if (errors.length > 0 || fields.dryRun === 'true')
      return { questions: parsed.questions, errors, saved: 0 };
    await this.db.transaction(async (tx) => {
      const saved = await tx
        .insert(bankQuestions)
        .values(
          parsed.questions.map((question, index) => ({
            classId: fields.classId,
            category: fields.category,
            kind: question.kind,
            prompt: { en: question.prompt, id: question.prompt },
            direction: question.direction,
            options: question.options.map((option) => ({
              text: { en: option.text, id: option.text },
              correct: option.correct,
            })),
            acceptedAnswers: question.acceptedAnswers,
            position: index + 1,
          })),
        )
        .returning({ id: bankQuestions.id });
      await writeAudit(tx, actor, 'create', 'question-bank', fields.classId, null, {
        classId: fields.classId,
        category: fields.category,
        format: fields.format,
        fileName: file.fileName,
        questionIds: saved.map((row) => row.id),
      });
    });
    return { questions: parsed.questions, errors, saved: parsed.questions.length };
  }

  async bank(classId: string, actor: StaffActor): Promise<StaffQuestionBank> {
    await this.checkClass(classId, actor);
    const items = await this.db
      .select({
        id: bankQuestions.id,
        classId: bankQuestions.classId,
        category: bankQuestions.category,
        kind: bankQuestions.kind,
        prompt: bankQuestions.prompt,
        direction: bankQuestions.direction,
        points: bankQuestions.points,
        options: bankQuestions.options,
        acceptedAnswers: bankQuestions.acceptedAnswers,
      })
      .from(bankQuestions)
      .where(eq(bankQuestions.classId, classId))
      .orderBy(asc(bankQuestions.category), asc(bankQuestions.createdAt), asc(bankQuestions.position));
    return { items };
  }

  /**
   * The bank as the CSV / XLSX template with a `category` column first (texts in the reader's
   * language), which the import reads back; named `question-bank-<class>.<format>`.
   */
  async table(
    classId: string,
    actor: StaffActor,
    language: Language,
  ): Promise<{ file: { name: string; sheet: string }; table: Table }> {
    const { items } = await this.bank(classId, actor);
    const { header, rows } = tableOfQuestions(
      items.map((item) => ({
        category: item.category,
        kind: item.kind,
        prompt: item.prompt[language],
        options: item.options.map((option) => ({ text: option.text[language], correct: option.correct })),
        acceptedAnswers: item.acceptedAnswers,
      })),
    );
    return {
      file: { name: `question-bank-${classId.slice(0, 8)}`, sheet: language === 'en' ? 'Questions' : 'Soal' },
      table: { header, rows },
    };
  }

  /**
   * Copies bank questions of the exam's class into the exam as fixed questions, after its last,
   * in the order given; one audit row per new question (`questions`, created, from which bank
   * question). A question of another class's bank is refused by its place in the list.
   */
  async copyToExam(examId: string, body: StaffBankCopyBody, actor: StaffActor): Promise<StaffBankCopyResult> {
    const [exam] = await this.db
      .select({ classId: kitab.classId })
      .from(exams)
      .innerJoin(kitab, eq(kitab.id, exams.kitabId))
      .where(eq(exams.id, examId));
    if (!exam) throw new AppError(404, 'notFound');
    await this.checkClass(exam.classId, actor);
    const sources = await this.db
      .select()
      .from(bankQuestions)
      .where(and(eq(bankQuestions.classId, exam.classId), inArray(bankQuestions.id, body.questionIds)));
    const errorList = body.questionIds.flatMap((id, index) =>
      sources.some((source) => source.id === id)
        ? []
        : [{ field: `questionIds.${index}`, message: 'bankQuestionUnknown' as const }],
    );
    if (errorList.length > 0) throw new AppError(400, 'validationFailed', { errorList });
    const questionIds = await this.db.transaction(async (tx) => {
      const [last] = await tx
        .select({ position: max(examQuestions.position) })
        .from(examQuestions)
        .where(and(eq(examQuestions.examId, examId), isNull(examQuestions.attemptId)));
      const created: string[] = [];
      for (const [index, id] of body.questionIds.entries()) {
        const source = sources.find((row) => row.id === id)!;
        const questionId = await copyBankQuestion(tx, source, {
          examId,
          attemptId: null,
          position: (last?.position ?? 0) + index + 1,
        });
        await writeAudit(tx, actor, 'create', 'questions', questionId, null, {
          examId,
          fromBank: source.id,
          category: source.category,
          kind: source.kind,
          prompt: source.prompt,
        });
        created.push(questionId);
      }
      return created;
    });
    return { questionIds };
  }

  private async checkClass(classId: string, actor: StaffActor) {
    const [klass] = await this.db
      .select({ teacherId: classes.teacherId })
      .from(classes)
      .where(eq(classes.id, classId));
    if (!klass) throw new AppError(404, 'notFound');
    if (actor.role !== 'admin' && (!actor.teacherId || klass.teacherId !== actor.teacherId))
      throw new AppError(403, 'forbidden');
  }
}
