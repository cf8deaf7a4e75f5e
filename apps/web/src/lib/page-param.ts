/** The `page` of a paged list kept in the URL query (1 when absent or malformed). */
export function pageOf(searchParams: URLSearchParams): number {
  const raw = Number(searchParams.get('page'));
  return Number.isInteger(raw) && raw >= 1 ? raw : 1;
}
