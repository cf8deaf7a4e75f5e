import { describe, expect, it } from 'vitest';
import { phoneSearchTerm } from './learner-search';

describe('phoneSearchTerm', () => {
  it('writes a whole number the way it is stored, however it was typed', () => {
    for (const written of [
      '081234567890',
      '+62 812-3456-7890',
      '6281234567890',
      '(0812) 3456 7890',
      '0062812 3456 7890',
    ]) {
      expect(phoneSearchTerm(written), written).toBe('081234567890');
    }
  });

  it('keeps a part of a number findable inside the stored one', () => {
    expect(phoneSearchTerm('+62812')).toBe('0812');
    expect(phoneSearchTerm('812 345')).toBe('0812345');
    expect(phoneSearchTerm('7890')).toBe('7890');
  });

  it('is not a phone number for names, e-mails or fewer than three digits', () => {
    expect(phoneSearchTerm('Ahmad')).toBeUndefined();
    expect(phoneSearchTerm('demo@academy.test')).toBeUndefined();
    expect(phoneSearchTerm('08')).toBeUndefined();
  });
});
