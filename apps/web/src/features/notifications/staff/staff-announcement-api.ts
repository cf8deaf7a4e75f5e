import { meetingPaths, staffPaths } from '@academy/contract/endpoints';
import type {
  Announcement,
  AnnouncementBody,
  AnnouncementSummary,
  StaffClassMeetings,
} from '@academy/contract/meetings';
import type { StaffListRow } from '@academy/contract/staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The console's announcement calls: the classes staff may reach, a class's meetings (what an
// announcement may be about), a class's announcements, one announcement with its delivery
// statuses, and sending one.

export const getStaffClasses = () =>
  api.getPaged<StaffListRow>(staffPaths.collection('classes'), {
    query: { size: 100, sortBy: 'title', sortType: 'asc' },
  });
export const useStaffClasses = () =>
  useQuery(queryOptions({ queryKey: ['staff', 'classes', 'announcement-picker'], queryFn: getStaffClasses }));

/** The class's meetings, under the key the console's meetings page keeps them (one cache). */
export const getAnnouncementMeetings = (classId: string) =>
  api.get<StaffClassMeetings>(meetingPaths.staffClassMeetings(encodeURIComponent(classId)));
export const useAnnouncementMeetings = (classId: string) =>
  useQuery(
    queryOptions({
      queryKey: ['staff', 'class-meetings', classId],
      queryFn: () => getAnnouncementMeetings(classId),
    }),
  );

export const getStaffClassAnnouncements = (classId: string) =>
  api.get<AnnouncementSummary[]>(meetingPaths.staffClassAnnouncements(classId));
const classAnnouncementsKey = (classId: string) => ['staff', 'announcements', 'class', classId] as const;
export const useStaffClassAnnouncements = (classId: string) =>
  useQuery(
    queryOptions({
      queryKey: classAnnouncementsKey(classId),
      queryFn: () => getStaffClassAnnouncements(classId),
    }),
  );

export const getStaffAnnouncement = (id: string) => api.get<Announcement>(meetingPaths.staffAnnouncement(id));
export const useStaffAnnouncement = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: ['staff', 'announcements', id],
      queryFn: () => getStaffAnnouncement(id),
      // Statuses move from queued to sent as the queue works.
      refetchInterval: (query) =>
        query.state.data?.deliveries.some((delivery) => delivery.status === 'queued') ? 10_000 : false,
    }),
  );

export const postAnnouncement = (classId: string, body: AnnouncementBody) =>
  api.post<Announcement>(meetingPaths.staffClassAnnouncements(classId), { body });
export const usePostAnnouncement = (classId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementBody) => postAnnouncement(classId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classAnnouncementsKey(classId) }),
  });
};
