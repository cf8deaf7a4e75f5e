import type { GradebookRow, StaffGradebook } from '@academy/contract/staff-gradebook';

export type GradebookSort = 'name' | 'completion' | 'lastActivity' | `best:${string}`;
export type GradebookStatusFilter = 'all' | GradebookRow['status'] | 'toGrade';

/** Rows to show: those matching the search (name or phone) and status, in the chosen order. */
export function visibleRows(
  book: StaffGradebook,
  { search, status, sort }: { search: string; status: GradebookStatusFilter; sort: GradebookSort },
): GradebookRow[] {
  const needle = search.trim().toLowerCase();
  const rows = book.rows.filter((row) => {
    if (needle && !row.name.toLowerCase().includes(needle) && !row.accountPhone.includes(needle))
      return false;
    if (status === 'toGrade') return Object.values(row.scores).some((score) => score.pending > 0);
    return status === 'all' || row.status === status;
  });
  // Highest first for figures (a missing one last); names and ties in alphabetical order.
  const figure = (row: GradebookRow): number => {
    if (sort === 'completion') return row.completion;
    if (sort === 'lastActivity') return row.lastActivityAt ? Date.parse(row.lastActivityAt) : -1;
    if (sort.startsWith('best:')) return row.scores[sort.slice(5)]?.best ?? -1;
    return 0;
  };
  return [...rows].sort((a, b) => figure(b) - figure(a) || a.name.localeCompare(b.name));
}
