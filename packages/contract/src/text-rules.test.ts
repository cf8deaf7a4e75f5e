import { describe, expect, it } from 'vitest';
import { hasFewMarksPerLetter, stripBidiControls } from './text-rules';

describe('stripBidiControls', () => {
  it('takes out every embedding, override and isolate control and keeps the rest', () => {
    const controls = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(stripBidiControls(`a${controls}b`)).toBe('ab');
    expect(stripBidiControls('النحو \u200Fok\u200E')).toBe('النحو \u200Fok\u200E');
  });
});

describe('hasFewMarksPerLetter', () => {
  it('allows up to three marks on a letter and refuses four', () => {
    expect(hasFewMarksPerLetter('مُحَمَّد')).toBe(true);
    expect(hasFewMarksPerLetter('a\u0301\u0302\u0303')).toBe(true);
    expect(hasFewMarksPerLetter('a\u0301\u0302\u0303\u0304')).toBe(false);
  });
});
