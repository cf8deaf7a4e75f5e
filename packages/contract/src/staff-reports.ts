import { z } from 'zod';
import { localizedSchema } from './language-schema';

// Staff reports (issue 14 item 5, decision 0062): the term at a glance. `GET /staff/reports`
// answers every table for a date range; `GET /staff/reports/{report}.csv` answers one table as
// a CSV file. Days are calendar days in the academy's zone (Asia/Jakarta), `from` and `to` both
// included; weeks start on Monday. Revenue is for admins only (`null` for a teacher).

/** Each table, by the name its CSV export is called by. */
export const staffReportNames = [
  'registrations',
  'enrolments',
  'completion',
  'exams',
  'revenue-items',
  'revenue-months',
  'active-hours',
] as const;
export const staffReportNameSchema = z.enum(staffReportNames);
export type StaffReportName = z.infer<typeof staffReportNameSchema>;

/** The reports only an admin reads. */
export const adminOnlyReports: readonly StaffReportName[] = ['revenue-items', 'revenue-months'];

/** Weeks shown when no range is given: this term, the last twelve weeks up to today. */
export const defaultReportWeeks = 12;
/** The longest range a report covers (days), so a typo cannot ask for a century of weeks. */
export const maxReportDays = 800;

const day = z.iso.date({ error: 'dayInvalid' });

export const staffReportQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .superRefine((value, ctx) => {
    if (value.from && value.to) {
      const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
      if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'dateOrder' });
      else if (days > maxReportDays)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'reportRangeTooLong' });
    }
  });
export type StaffReportQuery = z.infer<typeof staffReportQuerySchema>;

export const staffReportParamsSchema = z.object({ report: staffReportNameSchema });

/** Per week (its Monday): new accounts, new learner profiles, and all learner profiles by its end. */
export const registrationsWeekSchema = z.object({
  week: z.iso.date(),
  newAccounts: z.number().int(),
  newProfiles: z.number().int(),
  learners: z.number().int(),
});

/** Per class: enrolments made in the range, by status. */
export const classEnrolmentsSchema = z.object({
  classId: z.uuid(),
  classTitle: localizedSchema,
  active: z.number().int(),
  waitingPayment: z.number().int(),
  /** Suspended by staff: the place is still held, so it counts in the total. */
  suspended: z.number().int(),
  /** active + waitingPayment + suspended: every place held now that was taken in the range. */
  total: z.number().int(),
});

/**
 * Per class (`kitabId` null) and per kitab of it: learners enrolled (active) in the range, and
 * how many completed it (a valid certificate of it, or every course of it completed).
 */
export const completionRowSchema = z.object({
  classId: z.uuid(),
  classTitle: localizedSchema,
  kitabId: z.uuid().nullable(),
  kitabTitle: localizedSchema.nullable(),
  learners: z.number().int(),
  completed: z.number().int(),
  /** Whole percent of learners who completed; 0 without learners. */
  rate: z.number().int(),
});

/** Score buckets of the spread, in percent of the maximum: 0–19, 20–39, 40–59, 60–79, 80–100. */
export const scoreBuckets = ['0-19', '20-39', '40-59', '60-79', '80-100'] as const;

/** Per exam: graded attempts in the range, passes, and the spread of scores (percent). */
export const examResultsSchema = z.object({
  examId: z.uuid(),
  examTitle: localizedSchema,
  classTitle: localizedSchema,
  attempts: z.number().int(),
  learners: z.number().int(),
  passed: z.number().int(),
  /** Whole percent of graded attempts that passed. */
  passRate: z.number().int(),
  /** Percent scores: lowest, quartiles, highest (null without a graded attempt). */
  min: z.number().nullable(),
  q1: z.number().nullable(),
  median: z.number().nullable(),
  q3: z.number().nullable(),
  max: z.number().nullable(),
  /** Attempts per score bucket, in the order of `scoreBuckets`. */
  buckets: z.array(z.number().int()).length(scoreBuckets.length),
});

/** Money is whole rupiah: paid in the range, refunded of it, and what stays. */
const money = {
  payments: z.number().int(),
  gross: z.number().int(),
  refunded: z.number().int(),
  net: z.number().int(),
};

export const revenueItemSchema = z.object({
  itemType: z.enum(['class', 'kitab', 'exam']),
  itemId: z.uuid(),
  itemTitle: localizedSchema,
  ...money,
});

export const revenueMonthSchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), ...money });

/** Per week: hours learners spent on material and exam pages, and how many were active. */
export const activeHoursWeekSchema = z.object({
  week: z.iso.date(),
  hours: z.number(),
  activeLearners: z.number().int(),
});

export const staffReportsSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  registrations: z.array(registrationsWeekSchema),
  enrolments: z.array(classEnrolmentsSchema),
  completion: z.array(completionRowSchema),
  exams: z.array(examResultsSchema),
  /** Admins only; null for a teacher. */
  revenueItems: z.array(revenueItemSchema).nullable(),
  revenueMonths: z.array(revenueMonthSchema).nullable(),
  activeHours: z.array(activeHoursWeekSchema),
});
export type StaffReports = z.infer<typeof staffReportsSchema>;
export type RegistrationsWeek = z.infer<typeof registrationsWeekSchema>;
export type ClassEnrolments = z.infer<typeof classEnrolmentsSchema>;
export type CompletionRow = z.infer<typeof completionRowSchema>;
export type ExamResults = z.infer<typeof examResultsSchema>;
export type RevenueItem = z.infer<typeof revenueItemSchema>;
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;
export type ActiveHoursWeek = z.infer<typeof activeHoursWeekSchema>;

/** Which field of `StaffReports` each report's table is. */
export const reportTableKey = {
  registrations: 'registrations',
  enrolments: 'enrolments',
  completion: 'completion',
  exams: 'exams',
  'revenue-items': 'revenueItems',
  'revenue-months': 'revenueMonths',
  'active-hours': 'activeHours',
} as const satisfies Record<StaffReportName, keyof StaffReports>;

// The audit log's filters (issue 14 item 6): who, what, when.

/** `GET /staff/audit-log/actors`: the staff members the log names, to filter by. */
export const staffAuditActorSchema = z.object({ userId: z.uuid(), name: z.string() });
export type StaffAuditActor = z.infer<typeof staffAuditActorSchema>;
