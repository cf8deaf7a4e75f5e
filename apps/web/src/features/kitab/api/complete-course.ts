import type { CompleteCourseResult } from '@academy/contract/kitab';
import { kitabPaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getCourseQueryOptions } from './get-course';
import { getKitabQueryOptions } from './get-kitab';

export const completeCourse = (courseId: string, profileId: string) =>
  api.post<CompleteCourseResult>(kitabPaths.completeCourse(encodeURIComponent(courseId)), {
    body: { profileId },
  });

/** Marks a course complete; the kitab's marks, the course and the profile's progress refresh. */
export const useCompleteCourse = (kitabId: string, profileId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => completeCourse(courseId, profileId),
    onSuccess: async (_, courseId) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getKitabQueryOptions(kitabId, profileId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getCourseQueryOptions(courseId, profileId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['profile-courses', profileId] }),
        // The course may complete a class: certificates, badges and sanad of the profile change.
        queryClient.invalidateQueries({ queryKey: ['profiles', profileId] }),
      ]);
    },
  });
};
