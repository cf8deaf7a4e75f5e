import { describe, expect, it } from 'vitest';
import { endSentence, formatDate, formatDateTime, formatDuration, formatPrice, localize } from './format';

const normalise = (text: string) => text.replace(/\s/g, ' ');

describe('formatPrice', () => {
  it('writes rupiah in Indonesian with dots and no decimals', () => {
    expect(normalise(formatPrice(150_000, 'id'))).toBe('Rp 150.000');
  });

  it('writes rupiah in English with commas and no decimals', () => {
    expect(normalise(formatPrice(150_000, 'en'))).toBe('IDR 150,000');
    expect(normalise(formatPrice(1_250_000, 'en'))).toBe('IDR 1,250,000');
  });

  it('writes zero as an amount (free is said in words by the screens)', () => {
    expect(normalise(formatPrice(0, 'id'))).toBe('Rp 0');
  });
});

describe('formatDateTime', () => {
  it('shows the hour in the academy’s time zone (WIB, UTC+7)', () => {
    expect(formatDateTime('2025-03-01T13:00:00.000Z', 'en')).toMatch(/8:00\sPM/);
    expect(formatDateTime('2025-03-01T13:00:00.000Z', 'id')).toMatch(/20\.00/);
  });

  it('uses the academy’s calendar day near midnight', () => {
    expect(formatDate('2025-03-01T18:30:00.000Z', 'en')).toBe('Mar 2, 2025');
  });
});

describe('localize', () => {
  it('picks the active language', () => {
    expect(localize({ en: 'Ended', id: 'Selesai' }, 'id')).toBe('Selesai');
  });
});

describe('endSentence', () => {
  it('adds a full stop only where none ends the text', () => {
    expect(endSentence('dibimbing oleh Ustadz Abdullah Hakim, Lc., M.A.')).toBe(
      'dibimbing oleh Ustadz Abdullah Hakim, Lc., M.A.',
    );
    expect(endSentence('guided by Ustadz Ahmad')).toBe('guided by Ustadz Ahmad.');
  });
});

describe('formatDuration', () => {
  it('says a take-home exam in days, not thousands of minutes', () => {
    expect(formatDuration(4320, 'id')).toBe('3 hari');
    expect(formatDuration(4320, 'en')).toBe('3 days');
  });

  it('writes each whole unit, largest first', () => {
    expect(formatDuration(90, 'id')).toBe('1 jam 30 menit');
    expect(formatDuration(90, 'en')).toBe('1 hour 30 minutes');
    expect(formatDuration(1, 'en')).toBe('1 minute');
    expect(formatDuration(24 * 60 + 5, 'en')).toBe('1 day 5 minutes');
  });
});
