import type { ShortLink } from '@academy/contract/short-links';
import { shortLinkPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Resolves /link/{slug}; each resolution counts a click, so the answer is never reused. */
export const resolveShortLink = (slug: string) =>
  api.get<ShortLink>(shortLinkPaths.resolve(encodeURIComponent(slug)), { auth: false });

export const resolveShortLinkQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['short-link', slug],
    queryFn: () => resolveShortLink(slug),
    gcTime: 0,
    staleTime: 0,
  });

export const useShortLink = (slug: string) => useQuery(resolveShortLinkQueryOptions(slug));
