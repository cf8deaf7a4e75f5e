import type { CourseMaterial } from '@academy/contract/kitab';
import { kitabPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One course's material (video, audio, PDF or text). */
export const getCourse = (courseId: string, profileId: string) =>
  api.get<CourseMaterial>(kitabPaths.course(encodeURIComponent(courseId)), { query: { profileId } });

export const getCourseQueryOptions = (courseId: string, profileId: string) =>
  queryOptions({ queryKey: ['course', courseId, profileId], queryFn: () => getCourse(courseId, profileId) });

export const useCourse = (courseId: string, profileId: string) =>
  useQuery(getCourseQueryOptions(courseId, profileId));
