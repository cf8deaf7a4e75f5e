import { describe, expect, it } from 'vitest';
import { fitsQuestion, objectivePoints, scoreOf, type GradableQuestion } from './exam-grading';

const a = '00000000-0000-4000-8000-00000000000a';
const b = '00000000-0000-4000-8000-00000000000b';
const c = '00000000-0000-4000-8000-00000000000c';
const base = { points: 2, optionIds: [a, b, c], rightOptionIds: [a], acceptedAnswers: [] };
const single: GradableQuestion = { ...base, kind: 'single_choice' };
const multiple: GradableQuestion = { ...base, kind: 'multiple_choice', rightOptionIds: [a, c] };
const short: GradableQuestion = { ...base, kind: 'short_answer', acceptedAnswers: ['الفَاعِلُ', 'fa’il'] };
const essay: GradableQuestion = { ...base, kind: 'essay' };

describe('fitsQuestion', () => {
  it('takes one option id of the question for single choice', () => {
    expect(fitsQuestion(single, a)).toBe(true);
    expect(fitsQuestion(single, '00000000-0000-4000-8000-0000000000ff')).toBe(false);
    expect(fitsQuestion(single, [a])).toBe(false);
  });

  it('takes distinct option ids of the question for multiple choice', () => {
    expect(fitsQuestion(multiple, [a, c])).toBe(true);
    expect(fitsQuestion(multiple, [])).toBe(true);
    expect(fitsQuestion(multiple, [a, a])).toBe(false);
    expect(fitsQuestion(multiple, a)).toBe(false);
  });

  it('takes text for short answers and essays', () => {
    expect(fitsQuestion(short, 'x')).toBe(true);
    expect(fitsQuestion(essay, [a])).toBe(false);
  });
});

describe('objectivePoints', () => {
  it('scores the right option of a single choice', () => {
    expect(objectivePoints(single, a)).toBe(2);
    expect(objectivePoints(single, b)).toBe(0);
  });

  it('scores a multiple choice only with all and only the right options', () => {
    expect(objectivePoints(multiple, [c, a])).toBe(2);
    expect(objectivePoints(multiple, [a])).toBe(0);
    expect(objectivePoints(multiple, [a, b, c])).toBe(0);
  });

  it('matches short answers without harakat or case', () => {
    expect(objectivePoints(short, ' الفاعل ')).toBe(2);
    expect(objectivePoints(short, 'FA’IL')).toBe(2);
    expect(objectivePoints(short, 'المفعول')).toBe(0);
  });

  it('leaves essays to staff', () => {
    expect(objectivePoints(essay, 'a long answer')).toBeNull();
  });
});

describe('scoreOf', () => {
  it('passes at exactly the pass mark', () => {
    expect(scoreOf(6, 10, 60)).toEqual({ percent: 60, passed: true });
    expect(scoreOf(5, 10, 60)).toEqual({ percent: 50, passed: false });
    expect(scoreOf(2, 3, 67)).toEqual({ percent: 66, passed: false });
    expect(scoreOf(0, 0, 60)).toEqual({ percent: 0, passed: false });
  });
});
