import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGift } from './gift';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('GIFT', () => {
  it('reads single choice, multiple choice, short answer and essay, with titles and comments', () => {
    const { questions, errors } = parseGift(
      [
        '// a comment line',
        '::Rukun:: How many pillars has Islam? {=Five ~Four ~Six}',
        '',
        'Which are prayers? {~%50%Subuh ~%50%Maghrib ~%-100%Puasa}',
        '',
        'Which are months? {~%50%Ramadan ~%50%Syawal ~Senin}',
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

  it('reads escaped characters as themselves and keeps feedback apart from the answer', () => {
    const { questions, errors } = parseGift('1 \\= 1 \\{true\\} \\: ok? {=a \\~ b#right ~c \\# d}');
    expect(errors).toEqual([]);
    expect(questions[0]!.prompt).toBe('1 = 1 {true} : ok?');
    expect(questions[0]!.options.map((o) => o.text)).toEqual(['a ~ b', 'c # d']);
    expect(questions[0]!.explanation).toBe('“a ~ b”: right');
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
        'Matching {=a -> b =c -> d}',
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
      { line: 10, key: 'importGiftMatching' },
      { line: 12, key: 'importWeightInvalid' },
      { line: 14, key: 'required' },
      { line: 16, key: 'importGiftBlankLine' },
    ]);
  });

  it('finds no questions in an empty file', () => {
    expect(parseGift('// only a comment\n\n').errors).toEqual([{ line: 1, key: 'importEmpty', whole: true }]);
  });

  describe('Moodle’s documented examples', () => {
    const { questions, errors } = parseGift(fixture('moodle-docs.gift'));
    const at = (line: number) => questions.find((question) => question.line === line);

    it('refuses each question it cannot keep as written, by line and why, and reads the rest', () => {
      expect(errors).toEqual([
        { line: 16, key: 'importNegativeMarks', params: { answers: '“Grant” (-50%)' } },
        { line: 16, key: 'importPartialSingleChoice', params: { answers: '“no one” (50%)' } },
        { line: 18, key: 'importPartialSingleChoice', params: { answers: '“half credit answer” (50%)' } },
        { line: 30, key: 'importPartialShortAnswer', params: { answers: '“Cat” (50%)' } },
        { line: 35, key: 'importNumberRange', params: { answers: '“3.141:0.0005”' } },
        { line: 37, key: 'importNumberRange', params: { answers: '“3.141..3.142”' } },
        { line: 39, key: 'importNumberRange', params: { answers: '“1822:2” (50%)' } },
        { line: 42, key: 'importGiftMatching' },
        { line: 58, key: 'importAnswersMissing' },
      ]);
      expect(questions.map((question) => [question.line, question.kind])).toEqual([
        [6, 'single_choice'],
        [8, 'single_choice'],
        [11, 'single_choice'],
        [13, 'single_choice'],
        [20, 'multiple_choice'],
        [28, 'short_answer'],
        [33, 'short_answer'],
        [49, 'single_choice'],
        [56, 'essay'],
        [61, 'single_choice'],
        [63, 'single_choice'],
        [65, 'single_choice'],
      ]);
    });

    it('reads true/false as a choice of the two words in both languages, its feedback kept', () => {
      expect(at(6)).toMatchObject({
        title: 'Q1',
        prompt: '1+1=2',
        options: [
          { correct: true, words: { en: 'True', id: 'Benar' } },
          { correct: false, words: { en: 'False', id: 'Salah' } },
        ],
        explanation: '',
      });
      expect(at(8)).toMatchObject({
        title: "Grant's tomb",
        prompt: "Grant is buried in Grant's tomb.",
        options: [{ correct: false }, { correct: true }],
        explanation: '“True”: Feedback for the wrong answer.\n“False”: Feedback for the right answer.',
      });
    });

    it('keeps a multiple answer whose right options share the credit, graded all or nothing, said so', () => {
      expect(at(20)!.options).toEqual([
        { text: 'No one', correct: false },
        { text: 'Grant', correct: true },
        { text: "Grant's wife", correct: true },
        { text: "Grant's father", correct: false },
      ]);
      expect(at(20)!.notes).toEqual([{ key: 'importNoteAllOrNothing' }]);
      expect(
        at(11)!
          .options.filter((option) => option.correct)
          .map((option) => option.text),
      ).toEqual(['Grant']);
      expect(at(11)!.notes).toEqual([]);
    });

    it('writes a blank without stray spaces or the file’s line breaks', () => {
      expect(at(13)!.prompt).toBe('Moodle costs _____ to download.');
      expect(at(28)!.prompt).toBe('Two plus two equals _____.');
      expect(at(28)!.acceptedAnswers).toEqual(['four', '4']);
      const { questions: spread } = parseGift(
        [
          'Moodle costs\n{~lots =nothing}\n  to download.',
          '[markdown]The **capital** of France is {=Paris ~Lyon} __today__.',
          '[html]<p>The capital of <b>Japan</b> is {=Tokyo ~Kyoto}.</p>',
        ].join('\n\n'),
      );
      expect(spread.map((question) => question.prompt)).toEqual([
        'Moodle costs _____ to download.',
        'The capital of France is _____ today.',
        'The capital of Japan is _____.',
      ]);
    });

    it('reads an exact number as a short answer of its text, said so', () => {
      expect(at(33)).toMatchObject({ acceptedAnswers: ['1822'] });
      expect(at(33)!.notes).toEqual([{ key: 'importNoteNumberAsText', params: { answers: '“1822”' } }]);
      const { questions: several } = parseGift('Year? {#=1822:0 =%0%1823}');
      expect(several[0]!.acceptedAnswers).toEqual(['1822']);
      expect(several[0]!.notes.map((note) => note.key)).toEqual([
        'importNoteNumberAsText',
        'importNoteZeroDropped',
      ]);
    });

    it('keeps answer feedback and general feedback as the explanation, the name as the title', () => {
      expect(at(49)!.explanation).toBe(
        [
          'The right answer is the one called right.',
          '“wrong answer”: feedback comment on the wrong answer',
          '“right answer”: Very good!',
        ].join('\n'),
      );
      expect(at(49)!.options.map((option) => option.text)).toEqual(['wrong answer', 'right answer']);
      expect(at(61)!.title).toBe('Bold');
    });

    it('strips the format markers and reads markdown and HTML as plain text', () => {
      expect(at(61)!.prompt).toBe("Who's buried in Grant's tomb?");
      expect(at(63)!.prompt).toBe('What is 2 & 2?');
      expect(at(63)!.options.map((option) => option.text)).toEqual(['four', 'five']);
      expect(at(65)!.prompt).toBe('The colour of the sky?');
      expect(at(65)!.options.map((option) => option.text)).toEqual(['blue', 'green']);
      expect(at(56)!.prompt).toBe('Write a short biography of Dag Hammarskjöld.');
    });
  });

  it('refuses weights it cannot grade as Moodle would, and keeps those it can', () => {
    const { questions, errors } = parseGift(
      [
        'Zero only {=%0%a ~b}',
        '',
        'Thirds {~%33.33333%a ~%33.33333%b ~%33.33333%c ~d}',
        '',
        'Not whole {~%50%a ~%25%b ~c}',
        '',
        'Two right {=a =b ~c}',
        '',
        'Wildcard {=Fr*g}',
        '',
        'Zero dropped {=Frog =%0%Toad}',
      ].join('\n'),
    );
    expect(errors).toEqual([
      { line: 1, key: 'correctOptionMissing' },
      { line: 5, key: 'importWeightsNotWhole', params: { sum: '75' } },
      { line: 7, key: 'importGiftTwoRight', params: { answers: '“a”, “b”' } },
      { line: 9, key: 'importWildcard', params: { answers: '“Fr*g”' } },
    ]);
    expect(questions[0]!.options.map((option) => option.correct)).toEqual([true, true, true, false]);
    expect(questions[1]).toMatchObject({ kind: 'short_answer', acceptedAnswers: ['Frog'] });
    expect(questions[1]!.notes).toEqual([
      { key: 'importNoteZeroDropped', params: { answers: '“Toad” (0%)' } },
    ]);
  });
});
