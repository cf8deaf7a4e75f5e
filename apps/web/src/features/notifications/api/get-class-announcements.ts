import type { AnnouncementSummary } from '@academy/contract/meetings';
import { meetingPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A class's latest announcements, for one of its learners. */
export const getClassAnnouncements = (profileId: string, classId: string) =>
  api.get<AnnouncementSummary[]>(meetingPaths.classAnnouncements(profileId, classId));

export const getClassAnnouncementsQueryOptions = (profileId: string, classId: string) =>
  queryOptions({
    queryKey: ['class-announcements', profileId, classId],
    queryFn: () => getClassAnnouncements(profileId, classId),
    retry: false,
  });

export const useClassAnnouncements = (profileId: string, classId: string) =>
  useQuery(getClassAnnouncementsQueryOptions(profileId, classId));
