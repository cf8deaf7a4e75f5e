import { describe, expect, it } from 'vitest';
import { textToGiveBack } from './early-input';

describe('textToGiveBack', () => {
  it('keeps a field hydration left alone, with what was typed after it', () => {
    expect(textToGiveBack('', 'demo12', 'demo12')).toBe('demo12');
    expect(textToGiveBack('', 'demo12', 'demo12345')).toBe('demo12345');
  });

  it('gives back what hydration took out, before what was typed since', () => {
    expect(textToGiveBack('', '081234567890', '')).toBe('081234567890');
    expect(textToGiveBack('', 'demo12', '345')).toBe('demo12345');
  });

  it('puts text a reset took out during typing first', () => {
    expect(textToGiveBack('demo', '12', '12')).toBe('demo12');
    expect(textToGiveBack('demo', '12', '345')).toBe('demo12345');
  });
});
