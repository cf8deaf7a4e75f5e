import type { CompleteCourseResult } from '@academy/contract/kitab';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { marksOutbox } from '../../offline/marks-outbox';
import { getCourseQueryOptions } from './get-course';
import { getKitabQueryOptions } from './get-kitab';

/**
 * Marks a course complete through the marks outbox (decision 0156): the mark is kept on the
 * phone first and sent at once. Answers the server's result, or null when the mark waits on the
 * phone for the connection. The kitab's marks, the course and the profile's progress refresh.
 */
export const useCompleteCourse = (kitabId: string, profileId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline the mark is kept on the phone: the mutation runs without a connection too.
    networkMode: 'always',
    mutationFn: async (courseId: string): Promise<CompleteCourseResult | null> => {
      const mark = marksOutbox.add({ profileId, kitabId, courseId });
      await marksOutbox.flush(profileId).catch(() => undefined);
      const refusal = marksOutbox.refusals.get(mark.markId);
      if (refusal) throw refusal;
      return marksOutbox.results.get(mark.markId) ?? null;
    },
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
