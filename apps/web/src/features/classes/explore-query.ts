import { isClassState, type ClassState } from '@academy/contract/class-state';
import { isDepartmentSlug, type DepartmentSlug } from '@academy/contract/departments';

/** The explore screen's filters; they live in the URL query so a reload or a shared link keeps them. */
export interface ExploreFilters {
  search?: string;
  department?: DepartmentSlug;
  category?: string;
  state?: ClassState;
  page: number;
}

const slugPattern = /^[a-z0-9-]{1,100}$/;

/** Reads filters from a URL query; unknown or malformed values are dropped, not sent to the API. */
export function filtersFromQuery(query: URLSearchParams): ExploreFilters {
  const search = query.get('q')?.trim().slice(0, 100) || undefined;
  const department = query.get('department');
  const state = query.get('state');
  const category = query.get('category') ?? '';
  const page = Number(query.get('page'));
  return {
    search,
    department: isDepartmentSlug(department) ? department : undefined,
    category: slugPattern.test(category) ? category : undefined,
    state: isClassState(state) ? state : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** Writes filters as a URL query, in a fixed order and without defaults (page 1, empty values). */
export function filtersToQuery(filters: ExploreFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.search) query.set('q', filters.search);
  if (filters.department) query.set('department', filters.department);
  if (filters.category) query.set('category', filters.category);
  if (filters.state) query.set('state', filters.state);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

/** A change of one filter starts again at page 1; changing the page keeps the filters. */
export function withFilter(
  filters: ExploreFilters,
  change: Partial<Omit<ExploreFilters, 'page'>>,
): ExploreFilters {
  return { ...filters, ...change, page: 1 };
}
