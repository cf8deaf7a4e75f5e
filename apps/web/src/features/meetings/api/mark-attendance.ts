import { meetingPaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const markAttendance = (pertemuanId: string, profileId: string) =>
  api.post<{ profileId: string; present: boolean; markedAt: string }>(meetingPaths.attendance(pertemuanId), {
    body: { profileId },
  });

/** "I am here": marks the profile present during the meeting's window; the calendar shows it. */
export const useMarkAttendance = (profileId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pertemuanId: string) => markAttendance(pertemuanId, profileId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['calendar', profileId] }),
  });
};
