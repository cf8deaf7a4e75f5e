import { describe, expect, it } from 'vitest';
import { auditFieldLabel, auditValueText, changedFields, type AuditWords } from './audit-diff';

describe('changedFields', () => {
  it('keeps only what an edit changed, a two-language text by its language', () => {
    expect(
      changedFields(
        { title: { en: 'Old', id: 'Lama' }, price: 0, capacity: 30, version: 'a' },
        { title: { en: 'New', id: 'Lama' }, price: 0, capacity: 40, version: 'b' },
      ),
    ).toEqual([
      { field: 'title.en', before: 'Old', after: 'New' },
      { field: 'capacity', before: 30, after: 40 },
    ]);
  });

  it('shows every field of a creation and of a deletion', () => {
    expect(changedFields(null, { slug: 'nahwu', position: 1 })).toEqual([
      { field: 'slug', before: undefined, after: 'nahwu' },
      { field: 'position', before: undefined, after: 1 },
    ]);
    expect(changedFields({ slug: 'nahwu' }, null)).toEqual([
      { field: 'slug', before: 'nahwu', after: undefined },
    ]);
  });

  it('notes a field set to nothing, and compares lists whole', () => {
    expect(changedFields({ a: 1, photo: 'x.jpg' }, { a: 1, photo: null })).toEqual([
      { field: 'photo', before: 'x.jpg', after: null },
    ]);
    expect(changedFields({ sanad: [{ name: 'A' }] }, { sanad: [{ name: 'B' }] })).toEqual([
      { field: 'sanad', before: [{ name: 'A' }], after: [{ name: 'B' }] },
    ]);
  });

  it('shows a value that is not a record as one field', () => {
    expect(changedFields(null, ['a'])).toEqual([{ field: '', before: undefined, after: ['a'] }]);
    expect(changedFields(['a'], ['a'])).toEqual([]);
  });
});

// Issue 38 item 9: the log wrote "2027-01-09T13:00:00.000Z" and {"ayah":3,…} as they were stored.
const words: AuditWords = {
  yes: 'Yes',
  no: 'No',
  none: '–',
  dateTime: (iso) =>
    `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' }).format(new Date(iso))} WIB`,
  label: (key) =>
    ({
      startsAt: 'Starts at (WIB)',
      ayah: 'Ayah',
      text: 'Comment',
      place: 'Place',
      joinUrl: 'Join link',
      title: 'Title',
    })[key] ?? key,
};

describe('auditValueText', () => {
  it('writes an instant in WIB, not as UTC ISO text', () => {
    // 13.00 UTC is 20.00 in Jakarta; 23.30 UTC is the next day there.
    expect(auditValueText('2027-01-09T13:00:00.000Z', words)).toBe('Jan 9, 2027, 8:00 PM WIB');
    expect(auditValueText('2027-01-31T23:30:00.000Z', words)).toBe('Feb 1, 2027, 6:30 AM WIB');
  });

  it('writes yes/no, nothing, and records as labelled fields, one list item a line, never JSON', () => {
    expect(auditValueText(true, words)).toBe('Yes');
    expect(auditValueText(null, words)).toBe('–');
    expect(auditValueText([], words)).toBe('–');
    expect(
      auditValueText(
        [
          { ayah: 3, text: 'Madd too short' },
          { ayah: 5, text: 'Good' },
        ],
        words,
      ),
    ).toBe('Ayah: 3, Comment: Madd too short\nAyah: 5, Comment: Good');
  });
});

describe('auditFieldLabel', () => {
  const labels = {
    ...words,
    inLanguage: (label: string, language: 'en' | 'id') =>
      `${label} (${language === 'en' ? 'English' : 'Indonesian'})`,
  };
  it('names a field by its label, a two-language text with its language', () => {
    expect(auditFieldLabel('startsAt', labels)).toBe('Starts at (WIB)');
    expect(auditFieldLabel('title.en', labels)).toBe('Title (English)');
    expect(auditFieldLabel('place.joinUrl', labels)).toBe('Place › Join link');
  });
});
