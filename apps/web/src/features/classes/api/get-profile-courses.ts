import type { EnrolmentStatus } from '@academy/contract/catalogue';
import type { ProfileCourse } from '@academy/contract/kitab';
import { kitabPaths } from '@academy/contract/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type Sort = 'enrolledAt' | 'lastAccessAt';

/** The profile's classes with progress and last access (spec §7). */
export const getProfileCourses = (profileId: string, page: number, size: number, sortBy: Sort) =>
  api.getPaged<ProfileCourse>(kitabPaths.profileCourses(profileId), {
    query: { page, size, sortBy, sortType: 'desc' },
  });

export const getProfileCoursesQueryOptions = (profileId: string, page: number, size: number, sortBy: Sort) =>
  queryOptions({
    queryKey: ['profile-courses', profileId, 'list', { page, size, sortBy }],
    queryFn: () => getProfileCourses(profileId, page, size, sortBy),
  });

export const useProfileCourses = (
  profileId: string,
  page: number,
  size: number,
  sortBy: Sort = 'enrolledAt',
) =>
  useQuery({
    ...getProfileCoursesQueryOptions(profileId, page, size, sortBy),
    placeholderData: keepPreviousData,
  });

/**
 * Where the profile stands in each of its classes (class id → enrolment status), for marking
 * them in class lists: one page of the largest size, more classes than a learner joins.
 */
export const useProfileEnrolments = (profileId: string | null | undefined) =>
  useQuery({
    ...getProfileCoursesQueryOptions(profileId ?? '', 1, 100, 'enrolledAt'),
    enabled: Boolean(profileId),
    select: (page) =>
      new Map<string, EnrolmentStatus>(
        page.items.map((course) => [course.class.id, course.enrolment.status]),
      ),
  });
