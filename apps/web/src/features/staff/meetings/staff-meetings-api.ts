import { meetingPaths } from '@academy/contract/endpoints';
import type {
  MeetingSeriesBody,
  StaffAttendance,
  StaffAttendanceBody,
  MeetingSeriesResult,
  StaffClassMeetings,
} from '@academy/contract/meetings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The console's meeting calls: a class's meetings with their schedules, the series that sets
// them in one go, and one meeting's attendance with staff corrections.

const classMeetingsKey = (classId: string) => ['staff', 'class-meetings', classId] as const;
export const getClassMeetings = (classId: string) =>
  api.get<StaffClassMeetings>(meetingPaths.staffClassMeetings(encodeURIComponent(classId)));
export const useClassMeetings = (classId: string) =>
  useQuery(queryOptions({ queryKey: classMeetingsKey(classId), queryFn: () => getClassMeetings(classId) }));

export const putMeetingSeries = (classId: string, body: MeetingSeriesBody) =>
  api.put<MeetingSeriesResult>(meetingPaths.staffClassMeetingSeries(encodeURIComponent(classId)), { body });
export const usePutMeetingSeries = (classId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetingSeriesBody) => putMeetingSeries(classId, body),
    onSuccess: (meetings) => {
      queryClient.setQueryData(classMeetingsKey(classId), meetings);
      // The meetings' own documents and lists show the new dates too.
      void queryClient.invalidateQueries({ queryKey: ['staff', 'pertemuan'] });
    },
  });
};

const attendanceKey = (pertemuanId: string) => ['staff', 'attendance', pertemuanId] as const;
export const getAttendance = (pertemuanId: string) =>
  api.get<StaffAttendance>(meetingPaths.staffAttendance(encodeURIComponent(pertemuanId)));
export const useStaffAttendance = (pertemuanId: string) =>
  useQuery(queryOptions({ queryKey: attendanceKey(pertemuanId), queryFn: () => getAttendance(pertemuanId) }));

export const putAttendance = (pertemuanId: string, body: StaffAttendanceBody) =>
  api.put<StaffAttendance>(meetingPaths.staffAttendance(encodeURIComponent(pertemuanId)), { body });
export const usePutAttendance = (pertemuanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffAttendanceBody) => putAttendance(pertemuanId, body),
    onSuccess: (attendance) => queryClient.setQueryData(attendanceKey(pertemuanId), attendance),
  });
};
