import { describe, expect, it } from 'vitest';
import { barsSummary, compactNumber, enrolmentTotals, monthLabel, shortDay } from './report-format';

describe('report labels', () => {
  it('writes days and months in either language, whatever the machine’s zone', () => {
    expect(shortDay('2026-01-05')).toBe('5/1');
    expect(shortDay('2026-08-17')).toBe('17/8');
    expect(monthLabel('2026-01', 'en')).toBe('Jan 2026');
    expect(monthLabel('2026-05', 'id')).toBe('Mei 2026');
  });

  it('writes money short on a bar', () => {
    expect(compactNumber(1_250_000, 'en')).toBe('1.3m');
    expect(compactNumber(150_000, 'en')).toBe('150k');
  });
});

describe('barsSummary', () => {
  it('adds the bars and finds the first largest', () => {
    const rows = [{ v: 2 }, { v: 5 }, { v: 5 }, { v: 1 }];
    const { total, peak } = barsSummary(rows, (row) => row.v);
    expect(total).toBe(13);
    expect(peak).toBe(rows[1]);
  });

  it('has no peak without bars', () => {
    expect(barsSummary([], () => 0)).toEqual({ total: 0, peak: undefined });
  });
});

describe('enrolmentTotals', () => {
  it('sums every status of every class, so the totals row adds up as its rows do', () => {
    const row = (active: number, waitingPayment: number, suspended: number) => ({
      classId: crypto.randomUUID(),
      classTitle: { en: 'Class', id: 'Kelas' },
      active,
      waitingPayment,
      suspended,
      total: active + waitingPayment + suspended,
    });
    expect(enrolmentTotals([row(2, 1, 0), row(2, 0, 1)])).toEqual({
      active: 4,
      waitingPayment: 1,
      suspended: 1,
      total: 6,
    });
    expect(enrolmentTotals([])).toEqual({ active: 0, waitingPayment: 0, suspended: 0, total: 0 });
  });
});
