import { describe, expect, it } from 'vitest';
import { filtersFromQuery, filtersToQuery, withFilter, type ExploreFilters } from './explore-query';

describe('filtersFromQuery', () => {
  it('reads every filter', () => {
    const query = new URLSearchParams(
      'q=nahwu&department=quran&category=tajwid-dasar&state=registration_open&page=3',
    );
    expect(filtersFromQuery(query)).toEqual({
      search: 'nahwu',
      department: 'quran',
      category: 'tajwid-dasar',
      state: 'registration_open',
      page: 3,
    });
  });

  it('drops unknown or malformed values and defaults to page 1', () => {
    const query = new URLSearchParams('q=%20%20&department=physics&category=DROP%20TABLE&state=open&page=-2');
    expect(filtersFromQuery(query)).toEqual({
      search: undefined,
      department: undefined,
      category: undefined,
      state: undefined,
      page: 1,
    });
    expect(filtersFromQuery(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(filtersFromQuery(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('trims the search and keeps it at most 100 characters', () => {
    expect(filtersFromQuery(new URLSearchParams(`q=${'a'.repeat(150)}`)).search).toHaveLength(100);
    expect(filtersFromQuery(new URLSearchParams('q=%20hadits%20')).search).toBe('hadits');
  });
});

describe('filtersToQuery', () => {
  it('leaves out defaults', () => {
    expect(filtersToQuery({ page: 1 }).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters: ExploreFilters = {
      search: 'arbain nawawi',
      department: 'bahasa-arab',
      category: 'hadits',
      state: 'in_progress',
      page: 2,
    };
    const query = filtersToQuery(filters);
    expect(query.toString()).toBe(
      'q=arbain+nawawi&department=bahasa-arab&category=hadits&state=in_progress&page=2',
    );
    expect(filtersFromQuery(new URLSearchParams(query.toString()))).toEqual(filters);
  });
});

describe('withFilter', () => {
  it('goes back to page 1 when a filter changes', () => {
    expect(withFilter({ page: 4, search: 'x' }, { state: 'ended' })).toEqual({
      page: 1,
      search: 'x',
      state: 'ended',
    });
  });

  it('clears a filter set to undefined', () => {
    expect(
      filtersToQuery(withFilter({ page: 2, department: 'quran' }, { department: undefined })).toString(),
    ).toBe('');
  });
});
