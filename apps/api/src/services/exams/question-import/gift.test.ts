import { describe, expect, it } from 'vitest';
import { parseGift } from './gift';

describe('GIFT', () => {
  it('reads single choice, multiple choice, short answer and essay, with titles and comments', () => {
    const { questions, errors } = parseGift(
      [
        '// a comment line',
        '::Rukun:: How many pillars has Islam? {=Five ~Four ~Six}',
        '',
        'Which are prayers? {~%50%Subuh ~%50%Maghrib ~%-100%Puasa}',
        '',
        'Which are months? {=Ramadan =Syawal ~Senin}',
        '',
        'The first month? {=Muharram =Muharam}',
        '',
        'Explain tawhid. {}',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(questions.map((q) => [q.line, q.kind, q.title, q.prompt])).toEqual([
      [2, 'single_choice', 'Rukun', 'How many pillars has Islam?'],
      [4, 'multiple_choice', '', 'Which are prayers?'],
      [6, 'multiple_choice', '', 'Which are months?'],
      [8, 'short_answer', '', 'The first month?'],
      [10, 'essay', '', 'Explain tawhid.'],
    ]);
    expect(questions[0]!.options).toEqual([
      { text: 'Five', correct: true },
      { text: 'Four', correct: false },
      { text: 'Six', correct: false },
    ]);
    expect(questions[1]!.options.map((o) => o.correct)).toEqual([true, true, false]);
    expect(questions[3]!.acceptedAnswers).toEqual(['Muharram', 'Muharam']);
  });

  it('keeps Arabic intact and writes an Arabic prompt right to left', () => {
    const { questions } = parseGift('ما معنى التوحيد؟ {=إفراد الله بالعبادة ~الصلاة}\n');
    expect(questions[0]!.prompt).toBe('ما معنى التوحيد؟');
    expect(questions[0]!.direction).toBe('rtl');
    expect(questions[0]!.options[0]!.text).toBe('إفراد الله بالعبادة');
  });

  it('reads escaped characters as themselves and drops feedback', () => {
    const { questions, errors } = parseGift('1 \\= 1 \\{true\\} \\: ok? {=a \\~ b#right ~c \\# d}');
    expect(errors).toEqual([]);
    expect(questions[0]!.prompt).toBe('1 = 1 {true} : ok?');
    expect(questions[0]!.options.map((o) => o.text)).toEqual(['a ~ b', 'c # d']);
  });

  it('answers each broken question with its line and keeps reading', () => {
    const { questions, errors } = parseGift(
      [
        'Good one {=a ~b}',
        '',
        'No right answer {~a ~b}',
        '',
        'Unclosed',
        'answers {=a ~b',
        '',
        'No braces at all',
        '',
        'True or false {T}',
        '',
        'Bad weight {~%abc%a =b}',
        '',
        'One option {=a ~}',
        '',
        'First {=a ~b}',
        'Second without a blank line {=c ~d}',
      ].join('\n'),
    );
    expect(questions).toHaveLength(1);
    expect(errors).toEqual([
      { line: 3, key: 'correctOptionMissing' },
      { line: 6, key: 'importBraceUnclosed' },
      { line: 8, key: 'importAnswersMissing' },
      { line: 10, key: 'importGiftUnsupported' },
      { line: 12, key: 'importWeightInvalid' },
      { line: 14, key: 'required' },
      { line: 16, key: 'importGiftBlankLine' },
    ]);
  });

  it('finds no questions in an empty file', () => {
    expect(parseGift('// only a comment\n\n').errors).toEqual([{ line: 1, key: 'importEmpty' }]);
  });
});
