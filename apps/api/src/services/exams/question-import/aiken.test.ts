import { readFileSync } from 'node:fs';
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
      { line: 9, key: 'importAikenAnswerUnknown', params: { letter: 'D', letters: 'A, B' } },
      { line: 10, key: 'importAikenAnswerMissing', params: { last: '12' } },
      { line: 14, key: 'optionsTooFew' },
    ]);
  });

  it('reads Moodle’s documented example and options without a space after the letter', () => {
    const { questions, errors } = parseAiken(
      readFileSync(new URL('./fixtures/moodle-docs-aiken.txt', import.meta.url), 'utf8'),
    );
    expect(errors).toEqual([]);
    expect(questions.map((q) => [q.line, q.options.map((o) => `${o.correct ? '✓' : ''}${o.text}`)])).toEqual([
      [1, ['✓Yes', 'No']],
      [6, ['✓Moodle', 'ATutor', 'Claroline', 'Blackboard', 'WebCT', 'Ilias']],
      [15, ['✓Correct', 'Wrong']],
      [20, ['Wrong', '✓Correct']],
    ]);
  });

  it('names a missing answer line, even when the next question follows at once, and a blank answer', () => {
    const { questions, errors } = parseAiken(
      [
        'First?',
        'A) one',
        'B) two',
        'Second?',
        'A) three',
        'B) four',
        'ANSWER: B) four',
        '',
        'Third?',
        'A. five',
        'B. six',
        'ANSWER:',
      ].join('\n'),
    );
    expect(errors).toEqual([
      { line: 1, key: 'importAikenAnswerMissing', params: { last: '3' } },
      { line: 12, key: 'importAikenAnswerBlank', params: { letters: 'A, B' } },
    ]);
    expect(questions).toMatchObject([
      { line: 4, prompt: 'Second?', options: [{ correct: false }, { correct: true }] },
    ]);
  });
});
