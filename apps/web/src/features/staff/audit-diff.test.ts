import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff';

describe('changedFields', () => {
  it('keeps only what an edit changed, nested values compared whole', () => {
    expect(
      changedFields(
        { title: { en: 'Old', id: 'Lama' }, price: 0, capacity: 30, version: 'a' },
        { title: { en: 'New', id: 'Lama' }, price: 0, capacity: 40, version: 'b' },
      ),
    ).toEqual([
      { field: 'title', before: '{"en":"Old","id":"Lama"}', after: '{"en":"New","id":"Lama"}' },
      { field: 'capacity', before: '30', after: '40' },
    ]);
  });

  it('shows every field of a creation and of a deletion', () => {
    expect(changedFields(null, { slug: 'nahwu', position: 1 })).toEqual([
      { field: 'slug', before: null, after: 'nahwu' },
      { field: 'position', before: null, after: '1' },
    ]);
    expect(changedFields({ slug: 'nahwu' }, null)).toEqual([{ field: 'slug', before: 'nahwu', after: null }]);
  });

  it('notes a field added or removed by an edit', () => {
    expect(changedFields({ a: 1 }, { a: 1, b: null })).toEqual([{ field: 'b', before: null, after: 'null' }]);
  });

  it('shows a value that is not a record as one field', () => {
    expect(changedFields(null, { ids: ['a', 'b'] })).toEqual([
      { field: 'ids', before: null, after: '["a","b"]' },
    ]);
    expect(changedFields(null, ['a'])).toEqual([{ field: '', before: null, after: '["a"]' }]);
  });
});
