import type { StaffListQuery } from '@academy/contract/staff';
import { useStaffList } from '../../api/get-staff-list';

/**
 * The classes a staff member may enrol learners into by hand: those they reach (a teacher: the
 * classes they teach), not archived, newest first; with `openTo`, only those a profile of that
 * gender may join.
 */
export function useEnrolmentClasses(openTo?: StaffListQuery['openTo']) {
  const classes = useStaffList('classes', {
    page: 1,
    size: 100,
    sortBy: 'position',
    sortType: 'desc',
    ...(openTo ? { openTo } : {}),
  });
  return { query: classes, rows: (classes.data?.items ?? []).filter((row) => !row.archived) };
}
