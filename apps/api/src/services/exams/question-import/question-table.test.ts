import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvRows, parseCsv, templateHeadings, xlsxRows, questionsOfTable } from './question-table';

const heading = templateHeadings.join(',');

describe('CSV template', () => {
  it('reads every kind, Arabic intact, quoted cells with commas, quotes and line breaks', () => {
    const { questions, errors } = parseCsv(
      [
        heading,
        'single_choice,ما معنى الصلاة؟,الدعاء,الصوم,,,,,A',
        'multiple_choice,"Which, of these, are ""prayers""?",Subuh,Puasa,Maghrib,,,,"A, C"',
        'short_answer,"Two',
        'lines",,,,,,,Muharram | Muharam',
        'essay,Explain tawhid.,,,,,,,',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(questions.map((q) => [q.line, q.kind, q.prompt, q.direction])).toEqual([
      [2, 'single_choice', 'ما معنى الصلاة؟', 'rtl'],
      [3, 'multiple_choice', 'Which, of these, are "prayers"?', 'ltr'],
      [4, 'short_answer', 'Two\nlines', 'ltr'],
      [6, 'essay', 'Explain tawhid.', 'ltr'],
    ]);
    expect(questions[0]!.options).toEqual([
      { text: 'الدعاء', correct: true },
      { text: 'الصوم', correct: false },
    ]);
    expect(questions[1]!.options.map((o) => o.correct)).toEqual([true, false, true]);
    expect(questions[2]!.acceptedAnswers).toEqual(['Muharram', 'Muharam']);
  });

  it('reads a semicolon-separated file (Excel in an Indonesian locale)', () => {
    const { questions } = parseCsv('kind;prompt;option_a;option_b;answer\r\nsingle_choice;Q?;a;b;B\r\n');
    expect(questions[0]!.options.map((o) => o.correct)).toEqual([false, true]);
  });

  it('answers each bad row by its number', () => {
    const { questions, errors } = parseCsv(
      [
        heading,
        'true_false,Q?,a,b,,,,,A',
        'single_choice,Q?,a,b,,,,,C',
        'single_choice,,a,b,,,,,A',
        'short_answer,Q?,,,,,,,',
      ].join('\n'),
    );
    expect(questions).toEqual([]);
    expect(errors).toEqual([
      { line: 2, key: 'importKindUnknown' },
      { line: 3, key: 'importAnswerLetterUnknown' },
      { line: 4, key: 'importPromptMissing' },
      { line: 5, key: 'acceptedAnswerMissing' },
    ]);
  });

  it('refuses a file without the template headings, and an unclosed quote', () => {
    expect(parseCsv('question,answer\nQ?,A\n').errors).toEqual([
      { line: 1, key: 'importHeaderInvalid', whole: true },
    ]);
    expect(csvRows('a,b\n"open,\nc')).toEqual({ unclosedAt: 2 });
  });
});

describe('XLSX template', () => {
  it('reads the first sheet by row number, Arabic intact', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Questions');
    sheet.addRow(templateHeadings);
    sheet.addRow(['single_choice', 'ما معنى الزكاة؟', 'التطهير', 'النوم', '', '', '', '', 'A']);
    sheet.addRow(['essay', '', '', '', '', '', '', '', '']);
    const rows = await xlsxRows(Buffer.from(await workbook.xlsx.writeBuffer()));
    const { questions, errors } = questionsOfTable(rows!);
    expect(questions).toMatchObject([
      {
        line: 2,
        prompt: 'ما معنى الزكاة؟',
        options: [{ text: 'التطهير', correct: true }, { text: 'النوم' }],
      },
    ]);
    expect(errors).toEqual([{ line: 3, key: 'importPromptMissing' }]);
  });

  it('refuses a formula cell without a stored result by its address, and reads one with a result', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Questions');
    sheet.addRow(templateHeadings);
    sheet.addRow(['single_choice', 'Q?', { formula: 'UPPER("a")' }, 'b', '', '', '', '', 'A']);
    sheet.addRow(['single_choice', 'R?', { formula: 'UPPER("c")', result: 'C' }, 'd', '', '', '', '', 'A']);
    const rows = await xlsxRows(Buffer.from(await workbook.xlsx.writeBuffer()));
    const { questions, errors } = questionsOfTable(rows!);
    expect(errors).toEqual([
      { line: 2, key: 'importFormulaWithoutResult', params: { cell: 'C2', formula: '=UPPER("a")' } },
    ]);
    expect(questions.map((q) => q.options.map((o) => o.text))).toEqual([['C', 'd']]);
  });

  it('answers null for a file that is no workbook', async () => {
    expect(await xlsxRows(Buffer.from('PK\u0003\u0004 not really a zip'))).toBeNull();
  });
});
