import { describe, expect, it } from 'vitest';
import { parseAiken } from './aiken';

describe('Aiken', () => {
  it('reads questions with A. and A) options and their answer, Arabic intact', () => {
    const { questions, errors } = parseAiken(
      [
        'How many pillars has Islam?',
        'A. Four',
        'B. Five',
        'ANSWER: B',
        '',
        'ما هو الركن الأول؟',
        'A) الشهادتان',
        'B) الصلاة',
        'answer: a',
      ].join('\r\n'),
    );
    expect(errors).toEqual([]);
    expect(questions).toMatchObject([
      {
        line: 1,
        kind: 'single_choice',
        prompt: 'How many pillars has Islam?',
        direction: 'ltr',
        options: [
          { text: 'Four', correct: false },
          { text: 'Five', correct: true },
        ],
      },
      {
        line: 6,
        prompt: 'ما هو الركن الأول؟',
        direction: 'rtl',
        options: [
          { text: 'الشهادتان', correct: true },
          { text: 'الصلاة', correct: false },
        ],
      },
    ]);
  });

  it('answers a stray line, an unknown letter and a missing answer by line', () => {
    const { questions, errors } = parseAiken(
      [
        'First?',
        'A. one',
        'this line is no option',
        'B. two',
        'ANSWER: A',
        'Second?',
        'A. one',
        'B. two',
        'ANSWER: D',
        'Third?',
        'A. one',
        'B. two',
        '',
        'Fourth?',
        'A. only',
        'ANSWER: A',
      ].join('\n'),
    );
    expect(questions).toEqual([]);
    expect(errors).toEqual([
      { line: 3, key: 'importAikenOptionExpected' },
      { line: 9, key: 'importAnswerLetterUnknown' },
      { line: 10, key: 'importAikenAnswerMissing' },
      { line: 14, key: 'optionsTooFew' },
    ]);
  });
});
