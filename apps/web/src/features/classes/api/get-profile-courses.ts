import { type ProfileCourse } from '@academy/contract/kitab';
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
