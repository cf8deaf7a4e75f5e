import type { CourseLastAccessBody } from '@academy/contract/kitab';
import { kitabPaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /profile/course-last-access (spec §7): the course the profile opened last. */
export const recordLastAccess = (body: CourseLastAccessBody) =>
  api.put<null>(kitabPaths.courseLastAccess, { body });

export const useRecordLastAccess = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordLastAccess,
    // The dashboard's "continue where you left off" reads it.
    onSuccess: (_, body) => queryClient.invalidateQueries({ queryKey: ['profile-courses', body.profileId] }),
  });
};
