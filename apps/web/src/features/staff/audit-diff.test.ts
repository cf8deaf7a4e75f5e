import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff';

describe('changedFields', () => {
  it('keeps only what an edit changed, a two-language text by its language', () => {
    expect(
      changedFields(
        { title: { en: 'Old', id: 'Lama' }, price: 0, capacity: 30, version: 'a' },
        { title: { en: 'New', id: 'Lama' }, price: 0, capacity: 40, version: 'b' },
      ),
    ).toEqual([
      { field: 'title.en', before: 'Old', after: 'New' },
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

  it('notes a field set to nothing, and compares lists whole', () => {
    expect(changedFields({ a: 1, photo: 'x.jpg' }, { a: 1, photo: null })).toEqual([
      { field: 'photo', before: 'x.jpg', after: 'null' },
    ]);
    expect(changedFields({ sanad: [{ name: 'A' }] }, { sanad: [{ name: 'B' }] })).toEqual([
      { field: 'sanad', before: '[{"name":"A"}]', after: '[{"name":"B"}]' },
    ]);
  });

  it('shows a value that is not a record as one field', () => {
    expect(changedFields(null, ['a'])).toEqual([{ field: '', before: null, after: '["a"]' }]);
    expect(changedFields(['a'], ['a'])).toEqual([]);
  });
});
