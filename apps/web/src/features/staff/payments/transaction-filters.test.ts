import { describe, expect, it } from 'vitest';
import { queryOf } from './transaction-filters';

describe('queryOf', () => {
  it('reads the filters and the page from the URL', () => {
    const params = new URLSearchParams(
      'status=settlement&itemType=class&from=2026-11-01&to=2026-11-23&lateSettlement=true&search=0812&page=3',
    );
    expect(queryOf(params)).toEqual({
      status: 'settlement',
      itemType: 'class',
      from: '2026-11-01',
      to: '2026-11-23',
      lateSettlement: 'true',
      search: '0812',
      page: 3,
      size: 20,
    });
  });

  it('drops hand-edited values the API would refuse, keeping the rest', () => {
    const params = new URLSearchParams('status=settled&from=23-11-2026&itemId=nope&page=-1&itemType=exam');
    expect(queryOf(params)).toEqual({ itemType: 'exam', page: 1, size: 20 });
  });

  it('keeps a group of statuses, which the API expands (issue 38 item 13)', () => {
    expect(queryOf(new URLSearchParams('status=refunded')).status).toBe('refunded');
  });

  it('starts on the first page with no filter', () => {
    expect(queryOf(new URLSearchParams())).toEqual({ page: 1, size: 20 });
  });
});
