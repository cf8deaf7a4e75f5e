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

/** The dashboard's recent classes: the six last opened, newest first. */
export const getRecentCoursesQueryOptions = (profileId: string) =>
  getProfileCoursesQueryOptions(profileId, 1, 6, 'lastAccessAt');

/** A page of "My classes": nine classes, the last joined first. */
export const getMyClassesQueryOptions = (profileId: string, page: number) =>
  getProfileCoursesQueryOptions(profileId, page, 9, 'enrolledAt');

/** The profile's enrolments: one page of the largest size, more classes than a learner joins. */
export const getProfileEnrolmentsQueryOptions = (profileId: string) =>
  getProfileCoursesQueryOptions(profileId, 1, 100, 'enrolledAt');

export const useRecentCourses = (profileId: string) => useQuery(getRecentCoursesQueryOptions(profileId));

/** Keeps the previous page on screen while the next one's answer arrives. */
export const useMyClasses = (profileId: string, page: number) =>
  useQuery({ ...getMyClassesQueryOptions(profileId, page), placeholderData: keepPreviousData });

/** Where the profile stands in each of its classes (class id → enrolment status), for marking class lists. */
export const useProfileEnrolments = (profileId: string | null | undefined) =>
  useQuery({
    ...getProfileEnrolmentsQueryOptions(profileId ?? ''),
    enabled: Boolean(profileId),
    select: (page) =>
      new Map<string, EnrolmentStatus>(
        page.items.map((course) => [course.class.id, course.enrolment.status]),
      ),
  });
