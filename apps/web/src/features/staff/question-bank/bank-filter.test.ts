import type { StaffBankQuestion } from '@academy/contract/staff-question-bank';
import { describe, expect, it } from 'vitest';
import { categoriesOf, filterBank } from './bank-filter';

const question = (
  id: string,
  category: string,
  prompt: string,
  extra: Partial<StaffBankQuestion> = {},
): StaffBankQuestion => ({
  id,
  classId: null,
  category,
  kind: 'single_choice',
  prompt: { en: prompt, id: prompt },
  direction: 'ltr',
  points: 1,
  options: [],
  acceptedAnswers: [],
  title: '',
  explanation: null,
  ...extra,
});

const bank = [
  question('1', 'Aqidah', 'What is tawhid?', { title: 'Tawhid' }),
  question('2', 'Fiqh', 'Which prayers are obligatory?', {
    options: [{ text: { en: 'Subuh', id: 'Subuh' }, correct: true }],
  }),
  question('3', 'Aqidah', 'Who is buried in Grant’s tomb?', { acceptedAnswers: ['Grant'] }),
];

describe('the bank’s search and category filter', () => {
  it('finds every word in the title, prompt, options or accepted answers, any case', () => {
    expect(filterBank(bank, { search: 'TAWHID', category: '' }, 'en').map((q) => q.id)).toEqual(['1']);
    expect(filterBank(bank, { search: 'subuh', category: '' }, 'en').map((q) => q.id)).toEqual(['2']);
    expect(filterBank(bank, { search: 'grant tomb', category: '' }, 'en').map((q) => q.id)).toEqual(['3']);
    expect(filterBank(bank, { search: '  ', category: '' }, 'en')).toHaveLength(3);
  });

  it('keeps one category, and lists the categories once in the bank’s order', () => {
    expect(filterBank(bank, { search: '', category: 'Aqidah' }, 'en').map((q) => q.id)).toEqual(['1', '3']);
    expect(filterBank(bank, { search: 'prayers', category: 'Aqidah' }, 'en')).toEqual([]);
    expect(categoriesOf(bank)).toEqual(['Aqidah', 'Fiqh']);
  });
});
