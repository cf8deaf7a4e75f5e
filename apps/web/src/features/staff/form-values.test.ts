import { describe, expect, it } from 'vitest';
import { fromAcademyInput, getAt, setAt, toAcademyInput } from './form-values';

describe('form values', () => {
  it('reads and writes nested paths without touching the rest', () => {
    const values = { title: { en: 'A', id: 'B' }, price: 0 };
    const next = setAt(values, 'title.en', 'C');
    expect(next).toEqual({ title: { en: 'C', id: 'B' }, price: 0 });
    expect(values.title.en).toBe('A');
    expect(getAt(next, 'title.en')).toBe('C');
    expect(getAt(next, 'missing.path')).toBeUndefined();
  });

  it('keeps a list a list when one of its items changes', () => {
    const values = {
      options: [
        { text: { en: 'a', id: 'a' }, correct: true },
        { text: { en: '', id: '' }, correct: false },
      ],
    };
    const next = setAt(values, 'options.1.text.id', 'b');
    expect(Array.isArray(next.options)).toBe(true);
    expect(next.options).toEqual([values.options[0], { text: { en: '', id: 'b' }, correct: false }]);
    expect(values.options[1]!.text.id).toBe('');
  });

  it('turns instants into datetime-local text in WIB and back, whatever the device’s zone', () => {
    const iso = '2026-11-23T01:00:00.000Z';
    // 08:00 in Jakarta is 01:00 UTC: what staff type is what learners read.
    expect(toAcademyInput(iso)).toBe('2026-11-23T08:00');
    expect(fromAcademyInput('2026-11-23T08:00')).toBe(iso);
    expect(fromAcademyInput(toAcademyInput('2026-12-31T20:30:00.000Z'))).toBe('2026-12-31T20:30:00.000Z');
    expect(toAcademyInput('2026-12-31T20:30:00.000Z')).toBe('2027-01-01T03:30');
    expect(toAcademyInput(null)).toBe('');
    expect(fromAcademyInput('')).toBe('');
    expect(fromAcademyInput('not a date')).toBe('');
  });
});
