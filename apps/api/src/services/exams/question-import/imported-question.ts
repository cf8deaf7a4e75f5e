import type { Localized } from '@academy/contract/language';
import type { MessageKey } from '@academy/contract/messages';
import { questionImportMaxQuestions, type ImportedQuestion } from '@academy/contract/staff-question-bank';

/**
 * A message key and the values of its `{placeholders}` (texts from the file, such as an answer
 * and its weight), filled in when the message is answered in the request's language.
 */
export interface ImportMessage {
  key: MessageKey;
  params?: Record<string, string>;
}

/**
 * A parser's finding: the 1-based line (or row) and why; `whole` when the file as a whole cannot
 * be read (nothing is saved), otherwise only that question is skipped.
 */
export interface ImportError extends ImportMessage {
  line: number;
  whole?: boolean;
}

/**
 * A question as a parser reads it: an option may carry its text in both of the academy's languages
 * (true/false); `notes` say what was left out without changing how it is graded.
 */
export interface ReadQuestion extends Omit<ImportedQuestion, 'options' | 'notes'> {
  options: { text: string; correct: boolean; words?: Localized }[];
  notes: ImportMessage[];
}

export interface ParsedImport {
  questions: ReadQuestion[];
  errors: ImportError[];
}

/** `“Cat” (50%), “*” (0%)`: answers named in a message as the file wrote them. */
export const quoted = (answers: readonly { text: string; weight?: number | null }[]) =>
  answers
    .map((answer) =>
      answer.weight === undefined || answer.weight === null
        ? `“${answer.text}”`
        : `“${answer.text}” (${answer.weight}%)`,
    )
    .join(', ');

/** The letters a right-to-left question starts with (Arabic and its presentation forms). */
const rightToLeftStart = /^[^\p{L}]*[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

export const directionOf = (text: string): ImportedQuestion['direction'] =>
  rightToLeftStart.test(text) ? 'rtl' : 'ltr';

/**
 * What is wrong with a read question, by the same rules as a question saved in the console
 * (a choice question has ≥ 2 options and a right one, single choice exactly one; a short answer an
 * accepted text), or null when it can be saved.
 */
export function problemOf(question: Omit<ReadQuestion, 'notes' | 'explanation'>): MessageKey | null {
  if (question.prompt.length === 0) return 'importPromptMissing';
  if (question.prompt.length > 5000 || question.title.length > 255) return 'tooLong';
  if (question.kind === 'single_choice' || question.kind === 'multiple_choice') {
    if (question.options.length < 2) return 'optionsTooFew';
    if (question.options.length > 20) return 'tooLong';
    if (question.options.some((option) => option.text.length === 0)) return 'required';
    if (question.options.some((option) => option.text.length > 1000)) return 'tooLong';
    const right = question.options.filter((option) => option.correct).length;
    if (right === 0) return 'correctOptionMissing';
    if (question.kind === 'single_choice' && right > 1) return 'singleChoiceOneCorrect';
  }
  if (question.kind === 'short_answer') {
    if (question.acceptedAnswers.length === 0) return 'acceptedAnswerMissing';
    if (question.acceptedAnswers.length > 50 || question.acceptedAnswers.some((text) => text.length > 500))
      return 'tooLong';
  }
  return null;
}

/**
 * Thrown by a collector past the file-wide limits (more than `questionImportMaxQuestions` questions
 * read, or as many skipped): reading stops there and the file is refused as a whole, its answer the
 * one error and no questions, so a preview never holds more than the bank takes in one import.
 */
export class ImportOverflow extends Error {
  constructor(readonly parsed: ParsedImport) {
    super('import past its limits');
  }
}

/** Runs a parser, answering a file past the limits as refused (see ImportOverflow). */
export function withinLimits(parse: () => ParsedImport): ParsedImport {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ImportOverflow) return error.parsed;
    throw error;
  }
}

const refused = (key: MessageKey): ImportOverflow =>
  new ImportOverflow({ questions: [], errors: [{ line: 1, key, whole: true }] });

/** Collects a parser's questions, checking each, and the file-wide rules (not empty, not too many). */
export class ImportCollector {
  readonly questions: ReadQuestion[] = [];
  readonly errors: ImportError[] = [];

  fail(line: number, key: MessageKey, params?: Record<string, string>) {
    this.errors.push(params ? { line, key, params } : { line, key });
    if (this.errors.length > questionImportMaxQuestions) throw refused('importTooManyErrors');
  }

  add(
    question: Omit<ReadQuestion, 'direction' | 'notes' | 'explanation'> &
      Partial<Pick<ReadQuestion, 'notes' | 'explanation'>>,
  ) {
    const complete = {
      explanation: '',
      notes: [],
      ...question,
      direction: directionOf(question.prompt),
    };
    const problem = problemOf(complete);
    if (problem) this.fail(question.line, problem);
    else this.questions.push(complete);
    if (this.questions.length > questionImportMaxQuestions) throw refused('importTooMany');
  }

  result(): ParsedImport {
    if (this.questions.length === 0 && this.errors.length === 0)
      this.errors.push({ line: 1, key: 'importEmpty', whole: true });
    return { questions: this.questions, errors: this.errors.sort((a, b) => a.line - b.line) };
  }
}
