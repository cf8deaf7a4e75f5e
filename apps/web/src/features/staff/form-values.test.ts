import { describe, expect, it } from 'vitest';
import { fromLocalInput, getAt, setAt, toLocalInput } from './form-values';

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

  it('turns instants into datetime-local text and back', () => {
    const iso = '2026-11-23T13:00:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('not a date')).toBe('');
  });
});
