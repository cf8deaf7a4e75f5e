import type { StaffBankQuestion } from '@academy/contract/staff-question-bank';
import type { Language } from '@academy/contract/language';

/** What the bank's list is narrowed to: words to find and one category ('' for every one). */
export interface BankFilter {
  search: string;
  category: string;
}

const folded = (text: string) => text.normalize('NFC').toLocaleLowerCase('en');

/**
 * The bank's questions in a category whose title, prompt, options or accepted answers (in the
 * reader's language) hold every word searched for, in the bank's order.
 */
export function filterBank(
  items: readonly StaffBankQuestion[],
  filter: BankFilter,
  language: Language,
): StaffBankQuestion[] {
  const words = folded(filter.search).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (filter.category && item.category !== filter.category) return false;
    if (words.length === 0) return true;
    const text = folded(
      [
        item.title,
        item.prompt[language],
        ...item.options.map((option) => option.text[language]),
        ...item.acceptedAnswers,
      ].join('\n'),
    );
    return words.every((word) => text.includes(word));
  });
}

/** The bank's categories, each once, in the bank's order. */
export const categoriesOf = (items: readonly StaffBankQuestion[]) => [
  ...new Set(items.map((item) => item.category)),
];
