import type { StaffGradebook } from '@academy/contract/staff-gradebook';
import { describe, expect, it } from 'vitest';
import { visibleRows } from './gradebook-view';

const score = (best: number | null, pending = 0) => ({ best, last: best, attempts: 1, pending });
const book: StaffGradebook = {
  classId: '00000000-0000-4000-8000-000000000001',
  classTitle: { en: 'C', id: 'C' },
  exams: [{ id: 'e1', title: { en: 'E', id: 'E' } }],
  rows: [
    {
      profileId: 'a',
      name: 'Zaid',
      accountPhone: '0811',
      status: 'active',
      lastActivityAt: null,
      scores: { e1: score(40) },
      completion: 90,
      attendance: null,
    },
    {
      profileId: 'b',
      name: 'Amina',
      accountPhone: '0822',
      status: 'waiting_payment',
      lastActivityAt: '2026-11-01T00:00:00Z',
      scores: { e1: score(null, 1) },
      completion: 10,
      attendance: null,
    },
    {
      profileId: 'c',
      name: 'Hasan',
      accountPhone: '0833',
      status: 'active',
      lastActivityAt: '2026-11-20T00:00:00Z',
      scores: { e1: score(95) },
      completion: 50,
      attendance: null,
    },
  ],
};
const ids = (rows: { profileId: string }[]) => rows.map((row) => row.profileId);

describe('visibleRows', () => {
  it('sorts by name, by a figure highest first, a missing score last', () => {
    expect(ids(visibleRows(book, { search: '', status: 'all', sort: 'name' }))).toEqual(['b', 'c', 'a']);
    expect(ids(visibleRows(book, { search: '', status: 'all', sort: 'completion' }))).toEqual([
      'a',
      'c',
      'b',
    ]);
    expect(ids(visibleRows(book, { search: '', status: 'all', sort: 'best:e1' }))).toEqual(['c', 'a', 'b']);
    expect(ids(visibleRows(book, { search: '', status: 'all', sort: 'lastActivity' }))).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('filters by name or phone, by status and by answers to grade', () => {
    expect(ids(visibleRows(book, { search: 'ami', status: 'all', sort: 'name' }))).toEqual(['b']);
    expect(ids(visibleRows(book, { search: '0833', status: 'all', sort: 'name' }))).toEqual(['c']);
    expect(ids(visibleRows(book, { search: '', status: 'active', sort: 'name' }))).toEqual(['c', 'a']);
    expect(ids(visibleRows(book, { search: '', status: 'toGrade', sort: 'name' }))).toEqual(['b']);
  });
});
