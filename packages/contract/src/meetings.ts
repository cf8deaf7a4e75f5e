import { z } from 'zod';
import { localizedSchema } from './language-schema';
import { pageQuerySchema, serverPageMetaSchema } from './paging';
import { staffTextSchema } from './text-rules';

// Meetings, calendar, reminders and announcements (api-contract, decisions §9).

const httpsAddress = z
  .string({ error: 'required' })
  .trim()
  .max(2000, 'tooLong')
  .regex(/^https?:\/\/[^\s]+$/, 'urlInvalid');

/** Where a meeting meets: online (Zoom, Google Meet, YouTube Live, Telegram) or on site. */
export const meetingPlaceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('online'), joinUrl: httpsAddress }),
  z.object({
    kind: z.literal('onsite'),
    address: staffTextSchema().trim().min(1, 'required').max(500, 'tooLong'),
  }),
]);
export type MeetingPlace = z.infer<typeof meetingPlaceSchema>;

/** A meeting's schedule as staff set it on its pertemuan document. */
export const meetingScheduleFields = {
  startsAt: z.iso.datetime({ offset: true, error: 'dateInvalid' }).nullable(),
  durationMinutes: z
    .number({ error: 'numberInvalid' })
    .int('numberInvalid')
    .min(5, 'numberInvalid')
    .max(720, 'numberInvalid'),
  place: meetingPlaceSchema.nullable(),
  recordingUrl: httpsAddress.nullable(),
};

export { attendanceOpensMinutesBefore } from './meeting-rules';
/** The longest calendar window one call answers. */
export const calendarMaxDays = 92;

const isoDateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'dateInvalid' });

/** `from` and `to` as ISO dates (whole days in WIB, `to` included) or instants. */
export const calendarQuerySchema = z.object({ from: isoDateOrInstant, to: isoDateOrInstant });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarEntryTypes = ['meeting', 'exam', 'payment'] as const;

/**
 * One entry of a profile's calendar. The contract's fields, and for a meeting its place,
 * recording and the profile's attendance (null for exams and payments).
 */
export const calendarEntrySchema = z.object({
  type: z.enum(calendarEntryTypes),
  id: z.uuid(),
  title: localizedSchema,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  classId: z.uuid().nullable(),
  classTitle: localizedSchema.nullable(),
  /** The app's page of the entry. */
  url: z.string(),
  /** A meeting's number in its kitab. */
  number: z.number().int().nullable(),
  place: meetingPlaceSchema.nullable(),
  recordingUrl: z.string().nullable(),
  attended: z.boolean().nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

export const attendanceBodySchema = z.object({ profileId: z.uuid({ error: 'required' }) });
export const attendanceMarkSchema = z.object({
  profileId: z.uuid(),
  present: z.boolean(),
  markedAt: z.iso.datetime(),
});

export const staffAttendanceBodySchema = z.object({
  profileId: z.uuid({ error: 'required' }),
  present: z.boolean({ error: 'required' }),
});
export type StaffAttendanceBody = z.infer<typeof staffAttendanceBodySchema>;

/** One enrolled learner of the meeting's class with their attendance. */
export const staffAttendanceRowSchema = z.object({
  profileId: z.uuid(),
  name: z.string(),
  present: z.boolean(),
  markedAt: z.iso.datetime().nullable(),
  /** `self` when the learner tapped "I am here", `staff` when staff set it. */
  markedBy: z.enum(['self', 'staff']).nullable(),
});
export const staffAttendanceSchema = z.object({
  pertemuanId: z.uuid(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  rows: z.array(staffAttendanceRowSchema),
});
export type StaffAttendance = z.infer<typeof staffAttendanceSchema>;

export const notificationKinds = [
  'meetingReminder',
  'examClosing',
  'paymentExpiring',
  'gradeReleased',
  'certificateIssued',
  'announcement',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
/** The channels beside the in-app inbox; `push` is Web Push to the profile's devices (issue 41). */
export const notificationChannels = ['whatsapp', 'email', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const notificationSettingsSchema = z.object({
  channels: z
    .object({
      whatsapp: z.boolean(),
      email: z.boolean(),
      /** Web Push to the devices that turned it on; a client that predates it leaves it on. */
      push: z.boolean().default(true),
    })
    .strict(),
  kinds: z
    .object({
      meetingReminder: z.boolean(),
      examClosing: z.boolean(),
      paymentExpiring: z.boolean(),
      gradeReleased: z.boolean(),
      certificateIssued: z.boolean(),
      announcement: z.boolean(),
    })
    .strict(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(notificationKinds),
  title: localizedSchema,
  body: localizedSchema,
  url: z.string().nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationQuerySchema = pageQuerySchema;

/** The inbox page: `meta` is the paging and `unread`, the profile's unread count. */
export const notificationPageSchema = z.object({
  err: z.literal(false),
  code: z.number().int(),
  message: z.string(),
  data: z.array(notificationSchema),
  meta: serverPageMetaSchema.extend({ unread: z.number().int() }),
});

export const notificationReadBodySchema = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type NotificationReadBody = z.infer<typeof notificationReadBodySchema>;
export const notificationReadSchema = z.object({ unread: z.number().int() });

export const announcementChannels = ['inapp', 'whatsapp', 'email', 'push'] as const;
export type AnnouncementChannel = (typeof announcementChannels)[number];
/**
 * Announcements by WhatsApp or e-mail one class may get per hour, across a fleet (issue 37): the
 * next answers 429 `tooManyAnnouncements` until the hour's window ends. In the app only: no limit.
 */
export const announcementSendsPerHour = 5;
export const deliveryStatuses = ['queued', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const announcementBodySchema = z.object({
  title: staffTextSchema().trim().min(1, 'required').max(200, 'tooLong'),
  body: staffTextSchema().trim().min(1, 'required').max(4000, 'tooLong'),
  channels: z
    .array(z.enum(announcementChannels))
    .min(1, 'channelsRequired')
    .transform((channels) => [...new Set(channels)]),
  /** Learners chosen from the class (the gradebook's selection); absent: the whole class. */
  profileIds: z.array(z.uuid()).min(1, 'required').max(500, 'tooLong').optional(),
  /**
   * The class's meeting the announcement is about (issue 38 item 19): the learner's class page
   * shows it in that meeting's entry. Absent or null: about no meeting. Another class's: 400.
   */
  meetingId: z.uuid({ error: 'announcementMeetingNotInClass' }).nullable().optional(),
});
export type AnnouncementBody = z.input<typeof announcementBodySchema>;

export const announcementSummarySchema = z.object({
  id: z.uuid(),
  classId: z.uuid(),
  title: z.string(),
  body: z.string(),
  channels: z.array(z.enum(announcementChannels)),
  /** `class`: every active enrolment; `selected`: the learners staff chose. */
  audience: z.enum(['class', 'selected']),
  /** The meeting it is about; null when none, or once that meeting is deleted. */
  meetingId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});
export type AnnouncementSummary = z.infer<typeof announcementSummarySchema>;

export const announcementDeliverySchema = z.object({
  profileId: z.uuid(),
  name: z.string(),
  channel: z.enum(announcementChannels),
  status: z.enum(deliveryStatuses),
  updatedAt: z.iso.datetime(),
  /**
   * When a queued message goes: a WhatsApp message made in the quiet hours (21.00–06.00 WIB)
   * waits until they end, and the console says so instead of a bare "Queued".
   */
  dueAt: z.iso.datetime(),
});
export const announcementSchema = announcementSummarySchema.extend({
  deliveries: z.array(announcementDeliverySchema),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const pertemuanIdParamsSchema = z.object({ id: z.uuid() });

/** Days of the week as ISO numbers: 1 is Monday, 7 is Sunday. */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * A class's meetings set in one go (staff): from `firstDate` on, a meeting on each of `weekdays`
 * at `time` WIB, `count` of them, given to the class's pertemuan in order (kitab by kitab, meeting
 * by number), each with the same duration and place.
 */
export const meetingSeriesBodySchema = z.object({
  firstDate: z.iso.date({ error: 'dateInvalid' }),
  time: z.string({ error: 'required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeInvalid'),
  weekdays: z
    .array(
      z.number({ error: 'invalidValue' }).int('invalidValue').min(1, 'invalidValue').max(7, 'invalidValue'),
      {
        error: 'required',
      },
    )
    .min(1, 'weekdaysRequired')
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  count: z
    .number({ error: 'numberInvalid' })
    .int('numberInvalid')
    .min(1, 'numberInvalid')
    .max(200, 'numberInvalid'),
  durationMinutes: meetingScheduleFields.durationMinutes,
  place: meetingPlaceSchema.nullable(),
});
export type MeetingSeriesBody = z.input<typeof meetingSeriesBodySchema>;
export type MeetingSeries = z.output<typeof meetingSeriesBodySchema>;

const wibOffsetMs = 7 * 60 * 60 * 1000;

/**
 * The start instants of a series: from `firstDate` (a WIB day) on, each day whose ISO weekday is
 * among `weekdays`, at `time` WIB, until there are `count`. WIB has no daylight saving.
 */
export function meetingSeriesStarts(series: {
  firstDate: string;
  time: string;
  weekdays: readonly number[];
  count: number;
}): Date[] {
  const [year, month, day] = series.firstDate.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = series.time.split(':').map(Number) as [number, number];
  const days = new Set(series.weekdays);
  const starts: Date[] = [];
  if (days.size === 0) return starts;
  for (let offset = 0; starts.length < series.count; offset += 1) {
    const wibMidnight = Date.UTC(year, month - 1, day + offset);
    const isoWeekday = ((new Date(wibMidnight).getUTCDay() + 6) % 7) + 1;
    if (days.has(isoWeekday)) {
      starts.push(new Date(wibMidnight + (hours * 60 + minutes) * 60_000 - wibOffsetMs));
    }
  }
  return starts;
}

/** One of a class's meetings in order, with its schedule (the console's schedule editor). */
export const staffClassMeetingSchema = z.object({
  id: z.uuid(),
  kitabId: z.uuid(),
  kitabTitle: localizedSchema,
  number: z.number().int(),
  title: localizedSchema,
  startsAt: z.iso.datetime().nullable(),
  durationMinutes: z.number().int(),
  place: meetingPlaceSchema.nullable(),
  recordingUrl: z.string().nullable(),
});
export type StaffClassMeeting = z.infer<typeof staffClassMeetingSchema>;
export const staffClassMeetingsSchema = z.object({
  classId: z.uuid(),
  meetings: z.array(staffClassMeetingSchema),
});
export type StaffClassMeetings = z.infer<typeof staffClassMeetingsSchema>;

/**
 * A series' answer: the class's meetings after it, and how many it had to make (issue 38 item 8):
 * a series longer than the class's meetings adds the missing ones to its last kitab.
 */
export const meetingSeriesResultSchema = staffClassMeetingsSchema.extend({
  created: z.number().int(),
});
export type MeetingSeriesResult = z.infer<typeof meetingSeriesResultSchema>;
