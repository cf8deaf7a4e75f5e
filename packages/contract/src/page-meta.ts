// Free of zod on purpose: the app's API client maps every paged answer with these.
import type { PageQuery } from './paging';

/** Paging meta as the server sends it (decisions §1: `number` is 1-based). */
export type ServerPageMeta = { number: number; size: number; totalElements: number; totalPages: number };

/** Paging meta as the app uses it (spec §3). */
export type PageMeta = { page: number; size: number; totalRows: number; totalPages: number };

export function toPageMeta(meta: ServerPageMeta): PageMeta {
  return {
    page: meta.number,
    size: meta.size,
    totalRows: meta.totalElements,
    totalPages: meta.totalPages,
  };
}

export function serverPageMeta(query: PageQuery, totalElements: number): ServerPageMeta {
  return {
    number: query.page,
    size: query.size,
    totalElements,
    totalPages: Math.ceil(totalElements / query.size),
  };
}
