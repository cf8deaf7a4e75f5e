/**
 * Where each call lives: the API base, the tracking constant and every call's path. Free of zod on
 * purpose, so the app's first load carries no schemas. Paths with ids are functions; the server
 * registers them with `:param` placeholders (e.g. `userPaths.update(':userId')`).
 */
/** Base path of every versioned call. */
export const apiBase = '/api/v1';

/** The service id the app always sends (spec §3). */
export const serviceId = 1;

export const academyPaths = {
  health: '/api/health',
  ready: '/api/ready',
  academy: `${apiBase}/academy`,
} as const;

export const activeHoursPaths = {
  heartbeat: `${apiBase}/profile/active-hours`,
  summary: (profileId: string) => `${apiBase}/profile/${profileId}/active-hours`,
} as const;

export const authPaths = {
  login: `${apiBase}/auth/login`,
  logout: `${apiBase}/auth/logout`,
  otpPasswordSend: `${apiBase}/auth/otp-password/send`,
  otpPasswordVerification: `${apiBase}/auth/otp-password/verification`,
  passwordReset: `${apiBase}/auth/password/reset`,
  /** An imported learner's invitation: read it, then set the password with it (decision 0117). */
  invitationCheck: `${apiBase}/auth/invitation/check`,
  invitationAccept: `${apiBase}/auth/invitation/accept`,
} as const;

/** Certificates, sanad and badges (decisions §7); `verify` is public. */
export const certificatePaths = {
  list: (profileId: string) => `${apiBase}/profile/${profileId}/certificates`,
  pdf: (certificateId: string) => `${apiBase}/certificates/${certificateId}/pdf`,
  verify: (code: string) => `${apiBase}/certificates/verify/${code}`,
  sanad: (profileId: string) => `${apiBase}/profile/${profileId}/sanad`,
  badges: (profileId: string) => `${apiBase}/profile/${profileId}/badges`,
} as const;

export const cataloguePaths = {
  departments: `${apiBase}/departments`,
  department: (slug: string) => `${apiBase}/departments/${slug}`,
  categories: `${apiBase}/categories`,
  classes: `${apiBase}/classes`,
  upcomingClasses: `${apiBase}/classes/upcoming`,
  class: (classKey: string) => `${apiBase}/classes/${classKey}`,
  classBrief: (classKey: string) => `${apiBase}/classes/${classKey}/brief`,
  joinClass: (classKey: string) => `${apiBase}/classes/${classKey}/join`,
} as const;

/**
 * The dev outbox: exists only while some channel has no real transport configured
 * (decisions §4), so codes can be read on a machine that sends nothing.
 */
export const devOutboxPaths = {
  outbox: `${apiBase}/dev/outbox`,
} as const;

export const faqPaths = { list: `${apiBase}/faq` } as const;

export const kitabPaths = {
  kitab: (kitabId: string) => `${apiBase}/kitab/${kitabId}`,
  course: (courseId: string) => `${apiBase}/courses/${courseId}`,
  completeCourse: (courseId: string) => `${apiBase}/courses/${courseId}/complete`,
  courseLastAccess: `${apiBase}/profile/course-last-access`,
  profileCourses: (profileId: string) => `${apiBase}/profile/${profileId}/course`,
  profileUpcoming: (profileId: string) => `${apiBase}/profile/${profileId}/course/upcoming`,
  /** Offline study: each downloaded kitab's version and whether the profile may still read it. */
  downloadStatus: (profileId: string) => `${apiBase}/profile/${profileId}/downloads/status`,
} as const;

/** Meetings, calendar, reminders and announcements (api-contract, decisions §9). */
export const meetingPaths = {
  calendar: (profileId: string) => `${apiBase}/profile/${profileId}/calendar`,
  calendarFeed: (profileId: string) => `${apiBase}/profile/${profileId}/calendar-feed`,
  /** The private iCalendar address itself, reached without signing in. */
  calendarIcs: (token: string) => `${apiBase}/calendar/${token}.ics`,
  /** A class's meetings for a learner enrolled in it: those to come first, then those held (issue 38). */
  classMeetings: (profileId: string, classId: string) =>
    `${apiBase}/profile/${profileId}/classes/${classId}/meetings`,
  attendance: (pertemuanId: string) => `${apiBase}/pertemuan/${pertemuanId}/attendance`,
  staffAttendance: (pertemuanId: string) => `${apiBase}/staff/pertemuan/${pertemuanId}/attendance`,
  /** A class's meetings in order with their schedules, and the series that sets them in one go. */
  staffClassMeetings: (classId: string) => `${apiBase}/staff/classes/${classId}/meetings`,
  staffClassMeetingSeries: (classId: string) => `${apiBase}/staff/classes/${classId}/meetings/series`,
  notificationSettings: `${apiBase}/user/me/notification-settings`,
  notifications: (profileId: string) => `${apiBase}/profile/${profileId}/notifications`,
  notificationsRead: (profileId: string) => `${apiBase}/profile/${profileId}/notifications/read`,
  staffClassAnnouncements: (classId: string) => `${apiBase}/staff/classes/${classId}/announcements`,
  staffAnnouncement: (announcementId: string) => `${apiBase}/staff/announcements/${announcementId}`,
  /** A class's announcements as its learners see them (the class page). */
  classAnnouncements: (profileId: string, classId: string) =>
    `${apiBase}/profile/${profileId}/classes/${classId}/announcements`,
} as const;

/** Web Push (issue 41): the server's VAPID public key and a profile's devices that turned push on. */
export const pushPaths = {
  vapidPublicKey: `${apiBase}/push/vapid-public-key`,
  subscriptions: (profileId: string) => `${apiBase}/profile/${profileId}/push-subscriptions`,
} as const;

export const profilePaths = {
  update: (profileId: string) => `${apiBase}/profile/${profileId}`,
  changePin: (profileId: string) => `${apiBase}/profile/${profileId}/pin/change`,
  checkPin: (profileId: string) => `${apiBase}/profile/${profileId}/pin/check`,
  pinRequirement: (profileId: string) => `${apiBase}/profile/${profileId}/pin/requirement`,
} as const;

/** Recitations (setoran): a profile's recordings and memorization map, and the staff review. */
export const recitationPaths = {
  list: (profileId: string) => `${apiBase}/profile/${profileId}/recitations`,
  item: (profileId: string, id: string) => `${apiBase}/profile/${profileId}/recitations/${id}`,
  uploads: (profileId: string) => `${apiBase}/profile/${profileId}/recitations/uploads`,
  upload: (profileId: string, uploadId: string) =>
    `${apiBase}/profile/${profileId}/recitations/uploads/${uploadId}`,
  memorization: (profileId: string) => `${apiBase}/profile/${profileId}/memorization`,
  staffList: `${apiBase}/staff/recitations`,
  staffItem: (id: string) => `${apiBase}/staff/recitations/${id}`,
  staffReview: (id: string) => `${apiBase}/staff/recitations/${id}/review`,
  staffMemorization: (profileId: string) => `${apiBase}/staff/profiles/${profileId}/memorization`,
} as const;

export const shortLinkPaths = {
  resolve: (slug: string) => `${apiBase}/links/${slug}`,
} as const;

/**
 * Staff calls (api-contract "Staff calls"): one pattern per resource, `list`/`create` on the
 * collection, `item` for GET, PUT and DELETE, `order` to reorder the children of one parent.
 */
export const staffResources = [
  'departments',
  'categories',
  'teachers',
  'classes',
  'kitab',
  'pertemuan',
  'courses',
  'exams',
  'questions',
  'faq',
  'links',
] as const;
export type StaffResourceName = (typeof staffResources)[number];

/** Every kind of record the change log names: the content above and the changes made outside it. */
export const staffAuditResources = [
  ...staffResources,
  'media',
  'enrolments',
  'profile-pin',
  'exam-attempts',
  'exam-overrides',
  'transactions',
  'certificates',
  'attendance',
  'announcements',
  'recitations',
  'question-bank',
  'bank-questions',
] as const;

export const staffPaths = {
  me: `${apiBase}/staff/me`,
  collection: (resource: string) => `${apiBase}/staff/${resource}`,
  item: (resource: string, id: string) => `${apiBase}/staff/${resource}/${id}`,
  order: (resource: string) => `${apiBase}/staff/${resource}/order`,
  media: `${apiBase}/staff/media`,
  /** A short-lived signed address of a stored media path, for the console's previews. */
  mediaAddress: `${apiBase}/staff/media/address`,
  auditLog: `${apiBase}/staff/audit-log`,
  examAttempts: `${apiBase}/staff/exam-attempts`,
  examAttempt: (id: string) => `${apiBase}/staff/exam-attempts/${id}`,
  examAttemptGrades: (id: string) => `${apiBase}/staff/exam-attempts/${id}/grades`,
  examOverrides: `${apiBase}/staff/exam-overrides`,
  examOverride: (id: string) => `${apiBase}/staff/exam-overrides/${id}`,
  transactions: `${apiBase}/staff/transactions`,
  /** The transactions of the list's filters, with learners' names, as `.csv` / `.xlsx`. */
  transactionsFile: (format: 'csv' | 'xlsx') => `${apiBase}/staff/transactions.${format}`,
  transaction: (id: string) => `${apiBase}/staff/transactions/${id}`,
  refund: (id: string) => `${apiBase}/staff/transactions/${id}/refund`,
  reconcile: (id: string) => `${apiBase}/staff/transactions/${id}/reconcile`,
  /** Cash and transfer payments staff record (api-contract "Staff console, part 3"). */
  payments: `${apiBase}/staff/payments`,
  /** A class's gradebook as data, and as `.csv` / `.xlsx` downloads. */
  gradebook: (classId: string) => `${apiBase}/staff/classes/${classId}/gradebook`,
  gradebookFile: (classId: string, format: 'csv' | 'xlsx') =>
    `${apiBase}/staff/classes/${classId}/gradebook.${format}`,
  bulkEnrolments: (classId: string) => `${apiBase}/staff/classes/${classId}/enrolments/bulk`,
  bulkOverrides: (examId: string) => `${apiBase}/staff/exams/${examId}/overrides/bulk`,
  bulkCertificates: (classId: string) => `${apiBase}/staff/classes/${classId}/certificates/bulk`,
  /** Learners imported into a class from CSV, previewed first (decision 0117). */
  learnerImport: (classId: string) => `${apiBase}/staff/classes/${classId}/learners/import`,
  /** A class copied for the next term, as a draft (decision 0115). */
  classCopy: (classId: string) => `${apiBase}/staff/classes/${classId}/copy`,
  /** An exam as a learner would sit it, nothing recorded (decision 0118): its questions, then its report. */
  examPreview: (examId: string) => `${apiBase}/staff/preview/exams/${examId}`,
  examPreviewReport: (examId: string) => `${apiBase}/staff/preview/exams/${examId}/report`,
  /** A class's public page as a learner would see it, drafts included (decision 0118). */
  classPreview: (classId: string) => `${apiBase}/staff/preview/classes/${classId}`,
  /** Question bank: import (GIFT, Aiken, CSV, XLSX), a class's bank, and the bank as `.csv` / `.xlsx`. */
  questionImport: `${apiBase}/staff/questions/import`,
  questionBank: (classId: string) => `${apiBase}/staff/classes/${classId}/question-bank`,
  questionBankFile: (classId: string, format: 'csv' | 'xlsx') =>
    `${apiBase}/staff/classes/${classId}/question-bank.${format}`,
  /** The academy-wide bank (decision 0121), and one bank question (either bank) to edit or delete. */
  academyQuestionBank: `${apiBase}/staff/question-bank`,
  academyQuestionBankFile: (format: 'csv' | 'xlsx') => `${apiBase}/staff/question-bank.${format}`,
  bankQuestion: (questionId: string) => `${apiBase}/staff/question-bank/questions/${questionId}`,
  /** A bank's questions by page (searched, by category), its summary, and one import to remove (decision 0164). */
  questionBankPage: (classId: string) => `${apiBase}/staff/classes/${classId}/question-bank/questions`,
  questionBankSummary: (classId: string) => `${apiBase}/staff/classes/${classId}/question-bank/summary`,
  academyQuestionBankPage: `${apiBase}/staff/question-bank/questions`,
  academyQuestionBankSummary: `${apiBase}/staff/question-bank/summary`,
  bankImport: (importId: string) => `${apiBase}/staff/question-bank/imports/${importId}`,
  /** Bank questions copied into an exam as fixed questions. */
  examQuestionsFromBank: (examId: string) => `${apiBase}/staff/exams/${examId}/questions/from-bank`,
  auditActors: `${apiBase}/staff/audit-log/actors`,
  /** The console's home: the day's work as counts (issue 38 item 13). */
  today: `${apiBase}/staff/today`,
  reports: `${apiBase}/staff/reports`,
  reportCsv: (report: string) => `${apiBase}/staff/reports/${report}.csv`,
  certificates: `${apiBase}/staff/certificates`,
  certificateProfiles: `${apiBase}/staff/certificates/profiles`,
  certificateStanding: `${apiBase}/staff/certificates/standing`,
  certificate: (id: string) => `${apiBase}/staff/certificates/${id}`,
  certificatePdf: (id: string) => `${apiBase}/staff/certificates/${id}/pdf`,
  certificateRevoke: (id: string) => `${apiBase}/staff/certificates/${id}/revoke`,
  certificateReissue: (id: string) => `${apiBase}/staff/certificates/${id}/reissue`,
  learners: `${apiBase}/staff/learners`,
  /** The learners the list's search finds, with contact details, as `.csv` / `.xlsx`. */
  learnersFile: (format: 'csv' | 'xlsx') => `${apiBase}/staff/learners.${format}`,
  /** Enrolments across classes (class, status, days, search), with learners' names, as `.csv` / `.xlsx`. */
  enrolmentsFile: (format: 'csv' | 'xlsx') => `${apiBase}/staff/enrolments.${format}`,
  learner: (userId: string) => `${apiBase}/staff/learners/${userId}`,
  learnerUnlockPin: (userId: string, profileId: string) =>
    `${apiBase}/staff/learners/${userId}/profiles/${profileId}/unlock-pin`,
  learnerEnrolments: (userId: string, profileId: string) =>
    `${apiBase}/staff/learners/${userId}/profiles/${profileId}/enrolments`,
} as const;

/** Uploaded media are served here (decisions §4); keys only, never a signed address, are stored. */
export const mediaPathPrefix = '/media/';

export const storePaths = { list: `${apiBase}/store` } as const;

export const userPaths = {
  register: `${apiBase}/user/register`,
  /** An unverified account's correction of its phone number or e-mail (decision 0110). */
  registration: (id: string) => `${apiBase}/user/register/${id}`,
  verifyEmail: `${apiBase}/user/verify-email`,
  sendVerification: (id: string) => `${apiBase}/user/send-verification/${id}`,
  me: `${apiBase}/user/me`,
  update: (userId: string) => `${apiBase}/user/${userId}`,
  otpSend: `${apiBase}/user/otp/send`,
  otpVerification: `${apiBase}/user/otp/verification`,
  changePhone: (userId: string) => `${apiBase}/user/${userId}/phone-number/change`,
  changeEmail: (userId: string) => `${apiBase}/user/${userId}/email/change`,
  changePassword: (userId: string) => `${apiBase}/user/${userId}/password/change`,
  createProfile: `${apiBase}/user/me/profile`,
} as const;

/** Payments and transactions (decisions §6); the sandbox calls exist only while it is the gateway. */
export const paymentPaths = {
  create: `${apiBase}/payments`,
  quote: `${apiBase}/payments/quote`,
  notification: `${apiBase}/payments/midtrans/notification`,
  profileTransactions: (profileId: string) => `${apiBase}/profile/${profileId}/transactions`,
  ownedItems: (profileId: string) => `${apiBase}/profile/${profileId}/owned-items`,
  transaction: (transactionId: string) => `${apiBase}/transactions/${transactionId}`,
  cancel: (transactionId: string) => `${apiBase}/transactions/${transactionId}/cancel`,
  sandboxOrder: (orderId: string) => `${apiBase}/dev/sandbox-payments/${orderId}`,
} as const;

/** Exams of a kitab, attempts and the exam-PIN setting (api-contract "Calls for exams"). */
export const examPaths = {
  kitabExams: (kitabId: string) => `${apiBase}/kitab/${kitabId}/exams`,
  exam: (examId: string) => `${apiBase}/exams/${examId}`,
  attempts: (examId: string) => `${apiBase}/exams/${examId}/attempts`,
  attempt: (attemptId: string) => `${apiBase}/exam-attempts/${attemptId}`,
  answers: (attemptId: string) => `${apiBase}/exam-attempts/${attemptId}/answers`,
  finish: (attemptId: string) => `${apiBase}/exam-attempts/${attemptId}/finish`,
  report: (attemptId: string) => `${apiBase}/exam-attempts/${attemptId}/report`,
  examPin: (profileId: string) => `${apiBase}/profile/${profileId}/exam-pin`,
} as const;
