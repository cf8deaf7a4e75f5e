import type { PageQuery } from '@academy/contract/paging';
import { serverPageMeta, type ServerPageMeta } from '@academy/contract/page-meta';

/** The success envelope (api-contract "Envelope"). */
export function ok<T>(data: T, code = 200) {
  return { err: false as const, code, message: 'OK', data };
}

/** The paged success envelope: one page of items and its meta. */
export function paged<T>(items: T[], query: PageQuery, totalElements: number) {
  const meta: ServerPageMeta = serverPageMeta(query, totalElements);
  return { err: false as const, code: 200, message: 'OK', data: items, meta };
}
