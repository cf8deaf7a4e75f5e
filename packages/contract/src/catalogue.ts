import { z } from 'zod';
import { classStates } from './class-state';
import { departmentSlugs, type DepartmentSlug } from './departments';
import { localizedSchema } from './language-schema';
import { pageQuerySchema, sortedPageQuerySchema } from './paging';
import { genderSchema } from './user';

export const classStateSchema = z.enum(classStates);

export { departmentSlugs, type DepartmentSlug };
export const departmentSlugSchema = z.enum(departmentSlugs);

export const departmentSchema = z.object({
  slug: departmentSlugSchema,
  name: localizedSchema,
  description: localizedSchema,
});
export type Department = z.infer<typeof departmentSchema>;

/** A category or sub category as a class names it. */
export const categoryRefSchema = z.object({ id: z.uuid(), slug: z.string(), name: localizedSchema });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** The two-level category tree used to filter classes. */
export const categorySchema = categoryRefSchema.extend({ subCategories: z.array(categoryRefSchema) });
export type Category = z.infer<typeof categorySchema>;

/** `GET /categories?department=`: only the categories that department's classes use. */
export const categoriesQuerySchema = z.object({ department: departmentSlugSchema.optional() });
export type CategoriesQuery = z.infer<typeof categoriesQuerySchema>;

/** One link of a teacher's sanad, from the teacher upwards (position 1 = the teacher's own teacher). */
export const sanadLinkSchema = z.object({
  position: z.number().int(),
  name: z.string(),
  note: localizedSchema,
});
export type SanadLink = z.infer<typeof sanadLinkSchema>;

export const teacherRefSchema = z.object({ id: z.uuid(), name: z.string(), photoUrl: z.string().nullable() });
export type TeacherRef = z.infer<typeof teacherRefSchema>;

/** The teacher's known chain of one kitab of the class (decision 0108). */
export const teacherKitabSanadSchema = z.object({
  kitabId: z.uuid(),
  titleArabic: z.string(),
  links: z.array(sanadLinkSchema),
});
export type TeacherKitabSanad = z.infer<typeof teacherKitabSanadSchema>;

export const teacherSchema = teacherRefSchema.extend({
  bio: localizedSchema,
  /** Per kitab of the class the teacher has a known chain of, that chain; empty: no sanad shown. */
  sanad: z.array(teacherKitabSanadSchema),
});
export type Teacher = z.infer<typeof teacherSchema>;

export const genderRestrictions = ['all', 'male', 'female'] as const;
export const genderRestrictionSchema = z.enum(genderRestrictions);
export type GenderRestriction = z.infer<typeof genderRestrictionSchema>;

/** `suspended`: staff closed the class to the profile for now (materials and exams shut; no seat held). */
export const enrolmentStatuses = ['active', 'waiting_payment', 'suspended'] as const;
export const enrolmentStatusSchema = z.enum(enrolmentStatuses);
export type EnrolmentStatus = z.infer<typeof enrolmentStatusSchema>;

/** A profile's place in a class. */
export const enrolmentSchema = z.object({
  classId: z.uuid(),
  profileId: z.uuid(),
  status: enrolmentStatusSchema,
  enrolledAt: z.iso.datetime(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** A class as lists show it. Times are ISO instants; `price` is in rupiah, 0 = free. */
export const classSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: localizedSchema,
  description: localizedSchema,
  coverImageUrl: z.string().nullable(),
  department: departmentSchema.pick({ slug: true, name: true }),
  category: categoryRefSchema.nullable(),
  subCategory: categoryRefSchema.nullable(),
  teacher: teacherRefSchema,
  price: z.number().int().min(0),
  isFree: z.boolean(),
  hasPassword: z.boolean(),
  gender: genderRestrictionSchema,
  registrationStartAt: z.iso.datetime(),
  registrationEndAt: z.iso.datetime(),
  startAt: z.iso.datetime(),
  endAt: z.iso.datetime(),
  capacity: z.number().int(),
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int(),
  /** From `classStateOf` at the server's now (shown the same everywhere). */
  state: classStateSchema,
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

/** A kitab as its class lists it. */
export const kitabSummarySchema = z.object({
  id: z.uuid(),
  title: localizedSchema,
  titleArabic: z.string(),
  author: z.string(),
  /** Rupiah for access without the class; null when it is only studied within the class. */
  price: z.number().int().min(0).nullable(),
  pertemuanCount: z.number().int(),
  courseCount: z.number().int(),
});
export type KitabSummary = z.infer<typeof kitabSummarySchema>;

/**
 * A class's page. `enrolment` and `telegramUrl` are filled only for a signed-in caller who
 * names one of their profiles (`?profileId=`), and the Telegram link only once enrolled.
 */
export const classDetailSchema = classSummarySchema.extend({
  teacher: teacherSchema,
  lessonSchedule: localizedSchema,
  kitab: z.array(kitabSummarySchema),
  enrolled: z.boolean(),
  enrolment: enrolmentSchema.nullable(),
  telegramUrl: z.string().nullable(),
  /** Kitab of this class the viewing profile bought on its own (it reads them without the class). */
  ownedKitabIds: z.array(z.uuid()),
  /** Its enrolled profiles hand in recorded recitations (setoran). */
  takesRecitations: z.boolean(),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

/** What to prepare and the rules of a class, read before joining. */
export const classBriefSchema = z.object({
  classId: z.uuid(),
  slug: z.string(),
  title: localizedSchema,
  lessonSchedule: localizedSchema,
  prepare: localizedSchema,
  rules: localizedSchema,
  state: classStateSchema,
  enrolled: z.boolean(),
  telegramUrl: z.string().nullable(),
});
export type ClassBrief = z.infer<typeof classBriefSchema>;

/** `relevance`: open registration first, then coming and running classes by start, ended last. */
export const classSortFields = [
  'startAt',
  'registrationStartAt',
  'title',
  'price',
  'createdAt',
  'relevance',
] as const;

/** `GET /classes`: search in the title (en and id, any case), filters, paging. */
export const classListQuerySchema = sortedPageQuerySchema(classSortFields, 'startAt').extend({
  search: z.string().trim().max(100).optional(),
  department: departmentSlugSchema.optional(),
  /** A category or sub category slug. */
  category: z.string().max(100).optional(),
  state: classStateSchema.optional(),
});
export type ClassListQuery = z.infer<typeof classListQuerySchema>;

/**
 * `GET /classes/upcoming`: paging, and the gender of the profile looking, whose classes for the
 * other gender are left out (a sister is not offered a brothers-only class).
 */
export const upcomingClassesQuerySchema = pageQuerySchema.extend({ gender: genderSchema.optional() });
export type UpcomingClassesQuery = z.infer<typeof upcomingClassesQuerySchema>;

/** Optional query of class reads: the caller's profile whose enrolment to show. */
export const classViewerQuerySchema = z.object({ profileId: z.uuid().optional() });

export const classKeyParamsSchema = z.object({
  /** A class id or its slug (the landing page takes either, decisions §1). */
  classKey: z.string().min(1).max(120),
});

export const joinClassBodySchema = z.object({
  profileId: z.uuid(),
  password: z.string().max(128).optional(),
});
export type JoinClassBody = z.infer<typeof joinClassBodySchema>;

export const joinClassResultSchema = enrolmentSchema.extend({
  /** The Telegram group, once the enrolment is active. */
  telegramUrl: z.string().nullable(),
  /** A paid class: the pending QRIS payment that holds the seat (decision 0076); null when free. */
  transactionId: z.uuid().nullable(),
});
export type JoinClassResult = z.infer<typeof joinClassResultSchema>;

/** A department's page: the department and its classes. */
export const departmentPageSchema = z.object({
  department: departmentSchema,
  classes: z.array(classSummarySchema),
});
export type DepartmentPage = z.infer<typeof departmentPageSchema>;
