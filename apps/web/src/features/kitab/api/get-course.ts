import type { CourseMaterial } from '@academy/contract/kitab';
import { kitabPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { marksOutbox } from '../../offline/marks-outbox';
import { orOfflineCopy } from '../../offline/offline-fallback';

/** One course's material (video, audio, PDF or text). */
export const getCourse = (courseId: string, profileId: string) =>
  api.get<CourseMaterial>(kitabPaths.course(encodeURIComponent(courseId)), { query: { profileId } });

/** Online, or offline the downloaded copy; a mark still on the phone shows it done. */
export const getCourseQueryOptions = (courseId: string, profileId: string) =>
  queryOptions({
    queryKey: ['course', courseId, profileId],
    // Offline the downloaded copy answers: the query runs without a connection too.
    networkMode: 'always',
    queryFn: async () => {
      const course = await orOfflineCopy(
        () => getCourse(courseId, profileId),
        () => import('../../offline/offline-cache').then((cache) => cache.readCourse(profileId, courseId)),
      );
      const marked = marksOutbox.pending(profileId).some((mark) => mark.courseId === courseId);
      return marked && !course.completed ? { ...course, completed: true } : course;
    },
  });

export const useCourse = (courseId: string, profileId: string) =>
  useQuery(getCourseQueryOptions(courseId, profileId));
