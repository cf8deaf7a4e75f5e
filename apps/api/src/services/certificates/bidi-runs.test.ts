import { describe, expect, it } from 'vitest';
import { ltrIsolate, visualRuns } from './bidi-runs';

describe('visualRuns', () => {
  it('places a Latin name inside an Arabic sentence to the left of the words before it', () => {
    expect(visualRuns('على يد الأستاذ Abdullah Hakim', 'rtl')).toEqual([
      { text: 'Abdullah Hakim', direction: 'ltr' },
      { text: 'على يد الأستاذ ', direction: 'rtl' },
    ]);
  });

  it('keeps numbers left to right and in sentence order inside Arabic', () => {
    expect(visualRuns('24 نوفمبر 2026، 14 جمادى 1448/05', 'rtl').map((run) => run.text)).toEqual([
      '1448/05',
      ' جمادى ',
      '14',
      '، ',
      '2026',
      ' نوفمبر ',
      '24',
    ]);
  });

  it('keeps a Latin line whole and an Arabic title inside it as one run', () => {
    expect(visualRuns('Kitab الأمثلة التصريفية (Sharaf)', 'ltr')).toEqual([
      { text: 'Kitab ', direction: 'ltr' },
      { text: 'الأمثلة التصريفية', direction: 'rtl' },
      { text: ' (Sharaf)', direction: 'ltr' },
    ]);
  });
});

describe('isolated names', () => {
  it('keep a chain of Latin names in right-to-left order inside an Arabic line', () => {
    const line = ['رسول الله', ltrIsolate('Imam an-Nawawi'), ltrIsolate('Ahmad, Lc.')].join(' ‹ ');
    expect(visualRuns(line, 'rtl').map((run) => run.text)).toEqual([
      'Ahmad, Lc.',
      ' ‹ ',
      'Imam an-Nawawi',
      'رسول الله ‹ ',
    ]);
  });
});
