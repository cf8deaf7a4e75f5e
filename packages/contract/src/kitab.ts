import { z } from 'zod';
import { classSummarySchema, enrolmentSchema, kitabSummarySchema } from './catalogue';
import { certificateSchema } from './certificates';
import { examStateSchema } from './exam-state';
import { localizedSchema } from './language-schema';
import { pageQuerySchema, sortedPageQuerySchema } from './paging';

/** A course (material) is a video, an audio, a PDF or a text. */
export const courseKinds = ['video', 'audio', 'pdf', 'text'] as const;
export const courseKindSchema = z.enum(courseKinds);
export type CourseKind = z.infer<typeof courseKindSchema>;

/** Writing direction of a text course's body: Arabic bodies are shown right to left. */
export const textDirectionSchema = z.enum(['rtl', 'ltr']);
export type TextDirection = z.infer<typeof textDirectionSchema>;

/** A course as its pertemuan lists it, with the profile's completion flag. */
export const courseItemSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  title: localizedSchema,
  kind: courseKindSchema,
  durationMinutes: z.number().int(),
  completed: z.boolean(),
});
export type CourseItem = z.infer<typeof courseItemSchema>;

/** A meeting of a kitab. `scheduledAt` is when it is taught live (null when self paced). */
export const pertemuanSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: localizedSchema,
  scheduledAt: z.iso.datetime().nullable(),
  courses: z.array(courseItemSchema),
});
export type Pertemuan = z.infer<typeof pertemuanSchema>;

export const progressSchema = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  /** Whole percent, 0 when there is nothing to complete. */
  percent: z.number().int(),
});
export type Progress = z.infer<typeof progressSchema>;

/** `GET /kitab/{kitabId}?profileId=`: the kitab's meetings and courses for an enrolled profile. */
export const kitabDetailSchema = kitabSummarySchema.extend({
  classId: z.uuid(),
  classSlug: z.string(),
  description: localizedSchema,
  pertemuan: z.array(pertemuanSchema),
  progress: progressSchema,
});
export type KitabDetail = z.infer<typeof kitabDetailSchema>;

/** `GET /courses/{courseId}?profileId=`: one course's material. */
export const courseMaterialSchema = z.object({
  id: z.uuid(),
  kitabId: z.uuid(),
  pertemuanId: z.uuid(),
  pertemuanNumber: z.number().int(),
  title: localizedSchema,
  kind: courseKindSchema,
  /** Video, audio and PDF address; null for text. */
  sourceUrl: z.string().nullable(),
  /** Text body (may be Arabic); null for the other kinds. */
  body: z.string().nullable(),
  direction: textDirectionSchema,
  durationMinutes: z.number().int(),
  completed: z.boolean(),
  completedAt: z.iso.datetime().nullable(),
  /** Neighbours in the kitab's order, for previous/next buttons. */
  previousCourseId: z.uuid().nullable(),
  nextCourseId: z.uuid().nullable(),
});
export type CourseMaterial = z.infer<typeof courseMaterialSchema>;

/** Which of the caller's profiles studies: every kitab and course call names it. */
export const profileQuerySchema = z.object({ profileId: z.uuid() });
export const profileBodySchema = z.object({ profileId: z.uuid() });

/**
 * `POST /courses/{courseId}/complete`. A mark made offline carries the id the device made
 * (`markId`) and when the learner made it (`markedAt`): sent again, it counts once (decision 0156).
 */
export const completeCourseBodySchema = profileBodySchema.extend({
  markId: z.uuid().optional(),
  markedAt: z.iso.datetime({ offset: true }).optional(),
});
export type CompleteCourseBody = z.infer<typeof completeCourseBodySchema>;

export const completeCourseResultSchema = z.object({
  courseId: z.uuid(),
  /** The device's id of the mark, echoed so its outbox clears the right entry. */
  markId: z.uuid().nullable(),
  completedAt: z.iso.datetime(),
  kitabProgress: progressSchema,
  /** Certificates this completion issued (it completed a class or a kitab), usually none. */
  certificatesIssued: z.array(certificateSchema),
});
export type CompleteCourseResult = z.infer<typeof completeCourseResultSchema>;

/** `PUT /profile/course-last-access` (spec §7). */
export const courseLastAccessBodySchema = z.object({ profileId: z.uuid(), courseId: z.uuid() });
export type CourseLastAccessBody = z.infer<typeof courseLastAccessBodySchema>;

export const lastAccessSchema = z.object({
  courseId: z.uuid(),
  courseTitle: localizedSchema,
  pertemuanId: z.uuid(),
  kitabId: z.uuid(),
  accessedAt: z.iso.datetime(),
});
export type LastAccess = z.infer<typeof lastAccessSchema>;

/** One of the profile's classes with its progress (spec §7 `GET /profile/{profileId}/course`). */
export const profileCourseSchema = z.object({
  class: classSummarySchema,
  enrolment: enrolmentSchema,
  progress: progressSchema,
  /**
   * Meetings held so far and those the profile attended (decisions §9); `minPercent`, when the
   * class counts attendance toward completion, the least share attended it needs.
   */
  attendance: z.object({
    attended: z.number().int(),
    held: z.number().int(),
    minPercent: z.number().int().nullable(),
  }),
  lastAccess: lastAccessSchema.nullable(),
});
export type ProfileCourse = z.infer<typeof profileCourseSchema>;

export const profileCourseSortFields = ['enrolledAt', 'lastAccessAt', 'startAt', 'title'] as const;
export const profileCourseQuerySchema = sortedPageQuerySchema(profileCourseSortFields, 'enrolledAt');
export type ProfileCourseQuery = z.infer<typeof profileCourseQuerySchema>;

const upcomingPlace = {
  kitab: z.object({ id: z.uuid(), title: localizedSchema, titleArabic: z.string() }),
  class: z.object({ id: z.uuid(), slug: z.string(), title: localizedSchema }),
};

/** A meeting still to come in a class the profile is actively enrolled in. */
export const upcomingMeetingSchema = z.object({
  kind: z.literal('pertemuan'),
  pertemuanId: z.uuid(),
  number: z.number().int(),
  title: localizedSchema,
  scheduledAt: z.iso.datetime(),
  ...upcomingPlace,
  /** The first course of the meeting, for a direct link to its material. */
  firstCourseId: z.uuid().nullable(),
});

/**
 * An exam of such a class that has not closed and that the profile still has to sit (decisions
 * §5). `scheduledAt` is when it opens, or the time of the call for one already open.
 */
export const upcomingExamSchema = z.object({
  kind: z.literal('exam'),
  examId: z.uuid(),
  title: localizedSchema,
  scheduledAt: z.iso.datetime(),
  opensAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
  state: examStateSchema,
  ...upcomingPlace,
});

/** One upcoming item of the profile (`GET /profile/{profileId}/course/upcoming`), soonest first. */
export const upcomingItemSchema = z.discriminatedUnion('kind', [upcomingMeetingSchema, upcomingExamSchema]);
export type UpcomingItem = z.infer<typeof upcomingItemSchema>;
export const profileUpcomingQuerySchema = pageQuerySchema;

export const profileIdParamsSchema = z.object({ profileId: z.uuid() });
export const kitabIdParamsSchema = z.object({ kitabId: z.uuid() });
export const courseIdParamsSchema = z.object({ courseId: z.uuid() });

/** A material the profile may not open yet (403): the class it belongs to, the way in. */
export const materialLockedDataSchema = z.object({ classId: z.uuid() });
export type MaterialLockedData = z.infer<typeof materialLockedDataSchema>;
