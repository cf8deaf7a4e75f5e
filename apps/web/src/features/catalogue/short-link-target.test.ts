import { describe, expect, it } from 'vitest';
import { shortLinkTarget } from './short-link-target';

describe('shortLinkTarget', () => {
  it('navigates inside the app for a path', () => {
    expect(shortLinkTarget({ target: '/kelas/nahwu-ajurrumiyyah', external: false })).toEqual({
      kind: 'internal',
      path: '/kelas/nahwu-ajurrumiyyah',
    });
  });

  it('leaves the app for an http(s) address', () => {
    expect(shortLinkTarget({ target: 'https://t.me/akademi_ilmu', external: true })).toEqual({
      kind: 'external',
      url: 'https://t.me/akademi_ilmu',
    });
  });

  it('refuses protocol-relative paths and non-web schemes', () => {
    expect(shortLinkTarget({ target: '//evil.test/x', external: false }).kind).toBe('invalid');
    expect(shortLinkTarget({ target: '/\\evil.test', external: false }).kind).toBe('invalid');
    expect(shortLinkTarget({ target: 'javascript:alert(1)', external: true }).kind).toBe('invalid');
    expect(shortLinkTarget({ target: 'not a url', external: true }).kind).toBe('invalid');
  });
});
