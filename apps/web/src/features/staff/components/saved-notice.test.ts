import { describe, expect, it } from 'vitest';
import { savedNotice } from './saved-notice';

const now = new Date('2026-11-29T05:00:00Z');

describe('savedNotice', () => {
  it('says a document published from a later time is seen from then, in WIB', () => {
    const notice = savedNotice({ visibility: 'published', publishAt: '2026-12-01T13:00:00Z' }, 'en', now);
    expect(notice.key).toBe('form.savedFrom');
    expect(notice.values?.date).toMatch(/Dec 1, 2026, 8:00\sPM/);
    expect(
      savedNotice({ visibility: 'published', publishAt: '2026-12-01T13:00:00Z' }, 'id', now).values?.date,
    ).toMatch(/1 Des 2026.*20\.00/);
  });

  it('says a published document is seen now, a draft or a hidden one by no learner', () => {
    expect(savedNotice({ visibility: 'published', publishAt: null }, 'en', now).key).toBe('form.savedNow');
    expect(savedNotice({ visibility: 'published', publishAt: '2026-11-28T00:00:00Z' }, 'en', now).key).toBe(
      'form.savedNow',
    );
    expect(savedNotice({ visibility: 'draft', publishAt: null }, 'en', now).key).toBe('form.savedDraft');
    expect(savedNotice({ visibility: 'hidden' }, 'en', now).key).toBe('form.savedHidden');
    expect(savedNotice({ name: 'Ustadz' }, 'en', now).key).toBe('form.savedNow');
  });
});
