import type { Buffer as ExcelBuffer, CellFormulaValue } from 'exceljs';
import type { QuestionKind } from '@academy/contract/exam';
import { examQuestionKinds } from '@academy/contract/staff';
import { ImportCollector, type ParsedImport } from './imported-question';

// The CSV / XLSX template: a heading row `kind, prompt, option_a … option_f, answer`, then one
// question a row. `answer` names the right letters of a choice question (`B`, or `A, C`), the
// accepted texts of a short answer separated by `|`, and is empty for an essay.

export const templateHeadings = [
  'kind',
  'prompt',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'option_e',
  'option_f',
  'answer',
];
const letters = ['a', 'b', 'c', 'd', 'e', 'f'];

/** A row of cells and its 1-based row (or line) number in the file. */
export interface TableRow {
  number: number;
  cells: string[];
  /** Cells of a workbook holding a formula without a stored result (which has no text to read). */
  formulas?: { cell: string; formula: string }[];
}

export function questionsOfTable(rows: TableRow[]): ParsedImport {
  const collector = new ImportCollector();
  const [heading, ...body] = rows.filter((row) => row.cells.some((cell) => cell.trim().length > 0));
  const columns = new Map((heading?.cells ?? []).map((cell, index) => [cell.trim().toLowerCase(), index]));
  if (!heading || !columns.has('kind') || !columns.has('prompt')) {
    return {
      questions: [],
      errors: [{ line: heading?.number ?? 1, key: 'importHeaderInvalid', whole: true }],
    };
  }
  for (const row of body) {
    const formula = row.formulas?.[0];
    if (formula) {
      collector.fail(row.number, 'importFormulaWithoutResult', formula);
      continue;
    }
    const cell = (name: string) => {
      const index = columns.get(name);
      // An exported text a spreadsheet would have run as a formula carries a leading apostrophe.
      return index === undefined ? '' : unneutralised((row.cells[index] ?? '').trim());
    };
    const kind = cell('kind').toLowerCase() as QuestionKind;
    if (!examQuestionKinds.includes(kind)) {
      collector.fail(row.number, 'importKindUnknown');
      continue;
    }
    const base = {
      line: row.number,
      kind,
      title: '',
      prompt: cell('prompt'),
      options: [],
      acceptedAnswers: [],
    };
    const answer = cell('answer');
    if (kind === 'essay') collector.add(base);
    else if (kind === 'short_answer')
      collector.add({
        ...base,
        acceptedAnswers: answer
          .split('|')
          .map((text) => text.trim())
          .filter((text) => text.length > 0),
      });
    else {
      const filled = letters.filter((letter) => cell(`option_${letter}`).length > 0);
      const right = answer
        .toLowerCase()
        .split(/[\s,;]+/)
        .filter((letter) => letter.length > 0);
      if (right.some((letter) => !filled.includes(letter))) {
        collector.fail(row.number, 'importAnswerLetterUnknown');
        continue;
      }
      collector.add({
        ...base,
        options: filled.map((letter) => ({
          text: cell(`option_${letter}`),
          correct: right.includes(letter),
        })),
      });
    }
  }
  return collector.result();
}

const unneutralised = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** What a bank question holds, as the template writes it (texts in one language). */
export interface TemplateQuestion {
  category: string;
  kind: QuestionKind;
  prompt: string;
  options: { text: string; correct: boolean }[];
  acceptedAnswers: string[];
}

/**
 * The template's table of some questions, a `category` column first: the bank's export, which
 * the import reads back (its category named on the form). At most six options a question, as the
 * template has columns for.
 */
export function tableOfQuestions(questions: readonly TemplateQuestion[]) {
  const header = ['category', ...templateHeadings];
  const rows = questions.map((question) => {
    const options = letters.map((_, index) => question.options[index]?.text ?? '');
    const answer =
      question.kind === 'short_answer'
        ? question.acceptedAnswers.join(' | ')
        : question.options
            .slice(0, letters.length)
            .flatMap((option, index) => (option.correct ? [letters[index]!.toUpperCase()] : []))
            .join(', ');
    return [question.category, question.kind, question.prompt, ...options, answer];
  });
  return { header, rows };
}

/**
 * Cuts CSV text into rows (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks),
 * each numbered by the line it starts on. A heading with `;` and no `,` (Excel in an Indonesian
 * locale) is read with `;`. Null (with the line) when a quote is never closed.
 */
export function csvRows(text: string): { rows: TableRow[] } | { unclosedAt: number } {
  const firstLine = text.split('\n', 1)[0] ?? '';
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const rows: TableRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let quoteLine = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell.length === 0) {
      quoted = true;
      quoteLine = line;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at++;
      cells.push(cell);
      rows.push({ number: rowLine, cells });
      cells = [];
      cell = '';
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (quoted) return { unclosedAt: quoteLine };
  if (cell.length > 0 || cells.length > 0) rows.push({ number: rowLine, cells: [...cells, cell] });
  return { rows };
}

export function parseCsv(text: string): ParsedImport {
  const read = csvRows(text);
  if ('unclosedAt' in read)
    return { questions: [], errors: [{ line: read.unclosedAt, key: 'importQuoteUnclosed', whole: true }] };
  return questionsOfTable(read.rows);
}

/**
 * The first sheet of a workbook as rows of texts (a formula as its stored result; one without a
 * result, as a program that does not calculate writes it, named by its cell); null when it is no
 * workbook.
 */
export async function xlsxRows(file: Buffer): Promise<TableRow[] | null> {
  // Loaded at the first workbook read, not at every start (decision 0187).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ExcelBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const rows: TableRow[] = [];
  sheet.eachRow((row, number) => {
    const cells: string[] = [];
    const formulas: NonNullable<TableRow['formulas']> = [];
    for (let column = 1; column <= Math.max(row.cellCount, templateHeadings.length); column++) {
      const cell = row.getCell(column);
      const value = cell.value as CellFormulaValue | null;
      if (cell.type === ExcelJS.ValueType.Formula && (value?.result === undefined || value.result === null))
        formulas.push({ cell: cell.address, formula: `=${cell.formula}` });
      cells.push(cell.text ?? '');
    }
    rows.push(formulas.length > 0 ? { number, cells, formulas } : { number, cells });
  });
  return rows;
}
