import type { Language } from '@academy/contract/language';
import type {
  StaffBankCopyBody,
  StaffBankCopyResult,
  StaffBankQuestion,
  StaffBankQuestionPatch,
  StaffBankImportRemoval,
  StaffQuestionBank,
  StaffQuestionBankQuery,
  StaffQuestionBankSummary,
  StaffQuestionImportFields,
  StaffQuestionImportResult,
} from '@academy/contract/staff-question-bank';
import { and, asc, eq, inArray, isNull, max, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { bankQuestions, classes, examQuestions, exams, kitab, staffAuditLog } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import type { Table } from '../../lib/table-file';
import { translate } from '../../lib/translate';
import { type BankOwner, copyBankQuestion, inBank } from './exam-draws';
import { writeAudit } from '../audit/index';
import { type ImportMessage, problemOf } from './question-import/imported-question';
import { tableOfQuestions } from './question-import/question-table';
import { readImport } from './question-import/read-import';
import type { StaffActor } from '../audit/index';
import {
  bankAuditId,
  bankImports,
  bankQuestionColumns,
  bankSummary,
  searchBank,
} from './question-bank-search';
import { examsDrawingFrom } from './bank-in-use';

/** The academy bank's name in its file's name. */
const academyBank = 'academy';

/**
 * A class's question bank (decision 0106) and the academy-wide one (decision 0121), and their
 * import: a file is read whole, answered as a preview with line-numbered errors, and saved only
 * when it is not a dry run and has no error, all its questions and the one audit row in one
 * transaction. An admin works on any bank; a teacher on the banks of the classes they teach, and
 * reads (exports, copies from, draws from) the academy's without changing it.
 */
export class QuestionBankService {
  constructor(private readonly db: Database) {}

  async import(
    fields: StaffQuestionImportFields,
    file: { content: Buffer; fileName: string },
    actor: StaffActor,
    language: Language,
  ): Promise<StaffQuestionImportResult> {
    const owner = fields.classId ?? null;
    await this.checkBank(owner, actor, 'write');
    const parsed = await readImport(fields.format, file.content);
    const errors = parsed.errors.map((error) => ({ line: error.line, message: importText(error, language) }));
    const fileRefused = parsed.errors.some((error) => error.whole === true);
    const questions = parsed.questions.map(({ options, notes, ...question }) => ({
      ...question,
      options: options.map((option) => ({
        text: option.words?.[language] ?? option.text,
        correct: option.correct,
      })),
      notes: notes.map((note) => importText(note, language)),
    }));
    if (fileRefused || fields.dryRun === 'true' || questions.length === 0)
      return { questions, errors, saved: 0, fileRefused };
    await this.db.transaction(async (tx) => {
      const saved = await tx
        .insert(bankQuestions)
        .values(
          parsed.questions.map((question, index) => ({
            classId: owner,
            category: fields.category,
            kind: question.kind,
            title: question.title,
            prompt: { en: question.prompt, id: question.prompt },
            direction: question.direction,
            options: question.options.map((option) => ({
              text: option.words ?? { en: option.text, id: option.text },
              correct: option.correct,
            })),
            acceptedAnswers: question.acceptedAnswers,
            explanation: question.explanation ? { en: question.explanation, id: question.explanation } : null,
            position: index + 1,
          })),
        )
        .returning({ id: bankQuestions.id });
      await writeAudit(tx, actor, 'create', 'question-bank', bankAuditId(owner), null, {
        classId: owner,
        category: fields.category,
        format: fields.format,
        fileName: file.fileName,
        questionIds: saved.map((row) => row.id),
        // The questions left out, as Moodle leaves them: named by line and why.
        skipped: errors,
      });
    });
    return { questions, errors, saved: questions.length, fileRefused };
  }

  async bank(owner: BankOwner, actor: StaffActor): Promise<StaffQuestionBank> {
    await this.checkBank(owner, actor, 'read');
    const items = await this.db
      .select(bankQuestionColumns)
      .from(bankQuestions)
      .where(inBank(owner))
      .orderBy(asc(bankQuestions.category), asc(bankQuestions.createdAt), asc(bankQuestions.position));
    return { items };
  }

  /** One page of a bank, searched by words and narrowed to a category (decision 0164). */
  async page(owner: BankOwner, query: StaffQuestionBankQuery, actor: StaffActor) {
    await this.checkBank(owner, actor, 'read');
    return searchBank(this.db, owner, query);
  }

  /** The bank's size, categories and imports (each with its questions still in the bank). */
  async summary(owner: BankOwner, actor: StaffActor): Promise<StaffQuestionBankSummary> {
    await this.checkBank(owner, actor, 'read');
    return bankSummary(this.db, owner);
  }

  /**
   * Removes every question one import saved that is still in its bank, with one audit row
   * (`delete` on `question-bank`, the questions as they were), by whoever may change the bank.
   * Refused whole (409, naming the exams) when an exam that learners have started draws from the
   * category of one of them: removing it would change what later attempts draw (decision 0164).
   * Exams' fixed copies and attempts' draws stay as they were.
   */
  async removeImport(importId: string, actor: StaffActor): Promise<StaffBankImportRemoval> {
    const [record] = await this.db
      .select({ resourceId: staffAuditLog.resourceId })
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.id, importId),
          eq(staffAuditLog.resource, 'question-bank'),
          eq(staffAuditLog.action, 'create'),
        ),
      );
    if (!record) throw new AppError(404, 'notFound');
    const owner = record.resourceId === bankAuditId(null) ? null : record.resourceId;
    await this.checkBank(owner, actor, 'write');
    return this.db.transaction(async (tx) => {
      const entry = (await bankImports(tx, owner)).find((row) => row.id === importId);
      if (!entry) throw new AppError(404, 'notFound');
      const questions = await tx
        .select(bankQuestionColumns)
        .from(bankQuestions)
        .where(and(inBank(owner), inArray(bankQuestions.id, entry.questionIds)));
      const used = await examsDrawingFrom(tx, owner, [...new Set(questions.map((row) => row.category))]);
      if (used.length > 0) throw new AppError(409, 'bankImportInUse', { data: { exams: used } });
      await tx.delete(bankQuestions).where(inArray(bankQuestions.id, entry.questionIds));
      const { questionIds: _ids, ...named } = entry;
      await writeAudit(
        tx,
        actor,
        'delete',
        'question-bank',
        bankAuditId(owner),
        { ...named, questions },
        null,
      );
      return { removed: questions.length };
    });
  }

  /**
   * The bank as the CSV / XLSX template with a `category` column first (texts in the reader's
   * language), which the import reads back; named `question-bank-<class>.<format>` (the academy's
   * `question-bank-academy.<format>`).
   */
  async table(
    owner: BankOwner,
    actor: StaffActor,
    language: Language,
  ): Promise<{ file: { name: string; sheet: string }; table: Table }> {
    const { items } = await this.bank(owner, actor);
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
      file: {
        name: `question-bank-${owner?.slice(0, 8) ?? academyBank}`,
        sheet: language === 'en' ? 'Questions' : 'Soal',
      },
      table: { header, rows },
    };
  }

  /**
   * Changes one question of a bank (not its kind), with an audit row (`bank-questions`, before and
   * after). What an exam copied or an attempt drew before stays as it was: those are copies.
   */
  async update(id: string, patch: StaffBankQuestionPatch, actor: StaffActor): Promise<StaffBankQuestion> {
    return this.db.transaction(async (tx) => {
      const before = await this.questionToChange(tx, id, actor);
      checkAnswers({ ...before, ...patch });
      const [saved] = await tx
        .update(bankQuestions)
        .set(patch)
        .where(eq(bankQuestions.id, id))
        .returning(bankQuestionColumns);
      await writeAudit(tx, actor, 'update', 'bank-questions', id, before, saved);
      return saved!;
    });
  }

  /** Removes one question of a bank, with an audit row; exams' copies and attempts' draws stay. */
  async remove(id: string, actor: StaffActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.questionToChange(tx, id, actor);
      await tx.delete(bankQuestions).where(eq(bankQuestions.id, id));
      await writeAudit(tx, actor, 'delete', 'bank-questions', id, before, null);
    });
  }

  /**
   * Copies bank questions of the exam's class or of the academy bank into the exam as fixed
   * questions, after its last, in the order given; one audit row per new question (`questions`,
   * created, from which bank question). A question of another class's bank is refused by its place
   * in the list.
   */
  async copyToExam(examId: string, body: StaffBankCopyBody, actor: StaffActor): Promise<StaffBankCopyResult> {
    const [exam] = await this.db
      .select({ classId: kitab.classId })
      .from(exams)
      .innerJoin(kitab, eq(kitab.id, exams.kitabId))
      .where(eq(exams.id, examId));
    if (!exam) throw new AppError(404, 'notFound');
    await this.checkBank(exam.classId, actor, 'write');
    const sources = await this.db
      .select()
      .from(bankQuestions)
      .where(and(or(inBank(exam.classId), inBank(null)), inArray(bankQuestions.id, body.questionIds)));
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

  /** A bank question to change, read in the change's transaction; 404 unknown, 403 not the actor's. */
  private async questionToChange(tx: Transaction, id: string, actor: StaffActor) {
    const [question] = await tx
      .select(bankQuestionColumns)
      .from(bankQuestions)
      .where(eq(bankQuestions.id, id));
    if (!question) throw new AppError(404, 'notFound');
    await this.checkBank(question.classId, actor, 'write', tx);
    return question;
  }

  /**
   * Who may work on a bank: an admin on any; a teacher on the banks of the classes they teach, and
   * on the academy's only to read it (403 writing). An unknown class is 404.
   */
  private async checkBank(
    owner: BankOwner,
    actor: StaffActor,
    access: 'read' | 'write',
    db: Database = this.db,
  ) {
    if (owner === null) {
      if (access === 'write' && actor.role !== 'admin') throw new AppError(403, 'forbidden');
      return;
    }
    const [klass] = await db
      .select({ teacherId: classes.teacherId })
      .from(classes)
      .where(eq(classes.id, owner));
    if (!klass) throw new AppError(404, 'notFound');
    if (actor.role !== 'admin' && (!actor.teacherId || klass.teacherId !== actor.teacherId))
      throw new AppError(403, 'forbidden');
  }
}

/** A parser's message in the request's language, its `{placeholders}` filled with the file's texts. */
function importText(message: ImportMessage, language: Language): string {
  const text = translate(message.key, language);
  const params = message.params;
  return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole) : text;
}

/**
 * A bank holds only questions with their answers, which draws rely on: an edit meets the import's
 * own rules (`problemOf`) in each language, or is refused by its field.
 */
function checkAnswers(
  question: Omit<StaffBankQuestion, 'id' | 'classId' | 'category' | 'points' | 'explanation'>,
) {
  for (const language of ['en', 'id'] as const) {
    const problem = problemOf({
      line: 0,
      title: question.title,
      kind: question.kind,
      prompt: question.prompt[language],
      direction: question.direction,
      options: question.options.map((option) => ({ text: option.text[language], correct: option.correct })),
      acceptedAnswers: question.acceptedAnswers,
    });
    if (problem) {
      const field =
        question.kind === 'short_answer' && problem !== 'importPromptMissing'
          ? 'acceptedAnswers'
          : problem === 'importPromptMissing'
            ? `prompt.${language}`
            : 'options';
      throw fieldError(field, problem);
    }
  }
}
