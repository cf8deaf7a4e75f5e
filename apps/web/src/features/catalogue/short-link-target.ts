import type { ShortLink } from '@academy/contract/short-links';

/**
 * What a resolved short link does: an app path is navigated to inside the app; an external
 * address is opened with location.assign. Only http(s) addresses leave the app, and an
 * "internal" target must be a path of this origin (no `//host` or `/\host` tricks).
 */
export type ShortLinkTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'invalid' };

export function shortLinkTarget(link: Pick<ShortLink, 'target' | 'external'>): ShortLinkTarget {
  const { target } = link;
  if (!link.external) {
    if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) {
      return { kind: 'internal', path: target };
    }
    return { kind: 'invalid' };
  }
  try {
    const url = new URL(target);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? { kind: 'external', url: url.href }
      : { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
}
