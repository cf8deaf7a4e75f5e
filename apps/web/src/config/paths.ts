/**
 * Every path of the app (spec §2, decisions §1), in one module. Links and redirects use
 * `paths.x.getHref(...)`; src/app/router.tsx uses `paths.x.path`. Never write a path literal
 * elsewhere.
 */
const id = (value: string | number) => encodeURIComponent(String(value));
const withTo = (path: string, to?: string | null) => (to ? `${path}?to=${encodeURIComponent(to)}` : path);

/**
 * The console's addresses are English words: the API's `pertemuan` and `courses` resources are
 * the console's meetings and materials. Any other resource's address is its name.
 */
export const staffResourceSlugs: Readonly<Record<string, string>> = {
  pertemuan: 'meetings',
  courses: 'materials',
};
const staffSlug = (resource: string) => id(staffResourceSlugs[resource] ?? resource);

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    /** `to`: where sign-in returns (spec §6). */
    getHref: (to?: string | null) => (to ? `/login?to=${encodeURIComponent(to)}` : '/login'),
  },
  register: {
    path: '/register',
    /** `to`: where the new learner goes once verified (a class page they signed up from). */
    getHref: (to?: string | null) => withTo('/register', to),
    /** The verification step of an account that waits for its code (public, as /register is). */
    verify: (userId: string, to?: string | null) =>
      `/register?verify=${encodeURIComponent(userId)}${to ? `&to=${encodeURIComponent(to)}` : ''}`,
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  /** An imported learner's invitation to set their password (public; decision 0117). */
  invitation: { path: '/invitation/:token', getHref: (token: string) => `/invitation/${id(token)}` },
  shortLink: { path: '/link/:slug', getHref: (slug: string) => `/link/${id(slug)}` },
  /** Onboarding (decisions §1): `to` is where the learner goes once a profile is ready. */
  selectProfile: { path: '/profile', getHref: (to?: string | null) => withTo('/profile', to) },
  selectGender: { path: '/gender', getHref: (to?: string | null) => withTo('/gender', to) },
  onboardingAddress: {
    path: '/onboarding-address',
    getHref: (to?: string | null) => withTo('/onboarding-address', to),
  },
  department: {
    path: '/dept/:department',
    getHref: (department: 'bahasa-arab' | 'quran' | 'keluarga') => `/dept/${department}`,
  },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  /** Class landing page: accepts a class slug or a class id (decisions §1). */
  classLanding: { path: '/kelas/:slug', getHref: (slugOrId: string) => `/kelas/${id(slugOrId)}` },
  store: { path: '/store', getHref: () => '/store' },
  /** The sandbox gateway's payer page (decisions §6); its calls exist only while the sandbox is the gateway. */
  sandboxPay: {
    path: '/dev/sandbox-pay/:orderId',
    getHref: (orderId: string) => `/dev/sandbox-pay/${id(orderId)}`,
  },
  /** Public verification page of a certificate (decisions §1, §7). */
  certificateVerification: {
    path: '/sertifikat/:code',
    getHref: (code: string) => `/sertifikat/${id(code)}`,
  },

  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    exploreClasses: { path: '/dashboard/class', getHref: () => '/dashboard/class' },
    upcomingClasses: { path: '/dashboard/class/upcoming', getHref: () => '/dashboard/class/upcoming' },
    classDetail: {
      path: '/dashboard/class/:classId',
      getHref: (classId: string) => `/dashboard/class/${id(classId)}`,
    },
    classBrief: {
      path: '/dashboard/class/:classId/brief',
      getHref: (classId: string) => `/dashboard/class/${id(classId)}/brief`,
    },
    classPayment: {
      path: '/dashboard/class/:classId/payment-method',
      getHref: (classId: string) => `/dashboard/class/${id(classId)}/payment-method`,
    },
    kitabPayment: {
      path: '/dashboard/class/:classId/payment-method/:kitabId',
      getHref: (classId: string, kitabId: string) =>
        `/dashboard/class/${id(classId)}/payment-method/${id(kitabId)}`,
    },
    examPayment: {
      path: '/dashboard/class/:classId/payment-method/:kitabId/:examId',
      getHref: (classId: string, kitabId: string, examId: string) =>
        `/dashboard/class/${id(classId)}/payment-method/${id(kitabId)}/${id(examId)}`,
    },
    transactions: { path: '/dashboard/transaction', getHref: () => '/dashboard/transaction' },
    qris: {
      path: '/dashboard/transaction/:transactionId/qris',
      getHref: (transactionId: string) => `/dashboard/transaction/${id(transactionId)}/qris`,
    },
    material: {
      path: '/dashboard/kitab/:kitabId/p/:pertemuanId/c/:courseId',
      getHref: (kitabId: string, pertemuanId: string, courseId: string) =>
        `/dashboard/kitab/${id(kitabId)}/p/${id(pertemuanId)}/c/${id(courseId)}`,
    },
    exam: {
      path: '/dashboard/kitab/:kitabId/q/:examId',
      getHref: (kitabId: string, examId: string) => `/dashboard/kitab/${id(kitabId)}/q/${id(examId)}`,
    },
    examFinish: {
      path: '/dashboard/kitab/:kitabId/q/:examId/finish',
      getHref: (kitabId: string, examId: string) => `/dashboard/kitab/${id(kitabId)}/q/${id(examId)}/finish`,
    },
    examReport: {
      path: '/dashboard/kitab/:kitabId/q/:examId/report',
      getHref: (kitabId: string, examId: string) => `/dashboard/kitab/${id(kitabId)}/q/${id(examId)}/report`,
    },
    profile: { path: '/dashboard/profile', getHref: () => '/dashboard/profile' },
    faq: { path: '/dashboard/faq', getHref: () => '/dashboard/faq' },
    /** What this profile downloaded for offline study (decision 0156). */
    downloads: { path: '/dashboard/downloads', getHref: () => '/dashboard/downloads' },
    myClasses: { path: '/dashboard/user/class', getHref: () => '/dashboard/user/class' },
    calendar: { path: '/dashboard/calendar', getHref: () => '/dashboard/calendar' },
    notifications: { path: '/dashboard/notifications', getHref: () => '/dashboard/notifications' },
    notificationSettings: {
      path: '/dashboard/user/setting/notifications',
      getHref: () => '/dashboard/user/setting/notifications',
    },
    settings: { path: '/dashboard/user/setting', getHref: () => '/dashboard/user/setting' },
    profileSettings: {
      path: '/dashboard/user/setting/profile',
      getHref: () => '/dashboard/user/setting/profile',
    },
    pinSettings: { path: '/dashboard/user/setting/pin', getHref: () => '/dashboard/user/setting/pin' },
    examPinSettings: {
      path: '/dashboard/user/setting/exam-pin',
      getHref: () => '/dashboard/user/setting/exam-pin',
    },
  },

  /** The staff console (decisions §8): its own lazy chunks, loaded only for staff. */
  staff: {
    root: { path: '/staff', getHref: () => '/staff' },
    auditLog: { path: '/staff/audit-log', getHref: () => '/staff/audit-log' },
    /** Announcements to a class and their delivery statuses (decisions §9). */
    announcements: { path: '/staff/announcements', getHref: () => '/staff/announcements' },
    /** Grading (issue 14): the queue, one attempt, and every attempt of an exam. */
    grading: { path: '/staff/grading', getHref: () => '/staff/grading' },
    gradingAttempt: {
      path: '/staff/grading/attempts/:attemptId',
      getHref: (attemptId: string) => `/staff/grading/attempts/${id(attemptId)}`,
    },
    gradingExam: {
      path: '/staff/grading/exams/:examId',
      getHref: (examId: string) => `/staff/grading/exams/${id(examId)}`,
    },
    /** Recitations (setoran): the queue and one recitation's review. */
    recitations: { path: '/staff/recitations', getHref: () => '/staff/recitations' },
    recitation: {
      path: '/staff/recitations/:recitationId',
      getHref: (recitationId: string) => `/staff/recitations/${id(recitationId)}`,
    },
    transactions: {
      path: '/staff/transactions',
      /** `search`: the list's filters as URL search params. */
      getHref: (search?: URLSearchParams) =>
        `/staff/transactions${search && search.size > 0 ? `?${search.toString()}` : ''}`,
    },
    transaction: {
      path: '/staff/transactions/:id',
      getHref: (txId: string) => `/staff/transactions/${id(txId)}`,
    },
    reports: { path: '/staff/reports', getHref: () => '/staff/reports' },
    certificates: { path: '/staff/certificates', getHref: () => '/staff/certificates' },
    certificateIssue: { path: '/staff/certificates/new', getHref: () => '/staff/certificates/new' },
    certificate: {
      path: '/staff/certificates/:id',
      getHref: (certificateId: string) => `/staff/certificates/${id(certificateId)}`,
    },
    /** Learners: the search term lives in `?search=` so going back keeps it. */
    learners: {
      path: '/staff/learners',
      getHref: (search?: string) => `/staff/learners${search ? `?search=${encodeURIComponent(search)}` : ''}`,
    },
    learner: {
      path: '/staff/learners/:userId',
      getHref: (userId: string) => `/staff/learners/${id(userId)}`,
    },
    /** Account deletion requests (admins; decision 0090): `?status=` filters them. */
    accountDeletions: { path: '/staff/account-deletions', getHref: () => '/staff/account-deletions' },
    /** A class's gradebook (issue 25). */
    gradebook: {
      path: '/staff/classes/:id/gradebook',
      getHref: (classId: string) => `/staff/classes/${id(classId)}/gradebook`,
    },
    /** Importing questions into a class's question bank, and the bank (issue 25, decision 0106). */
    questionImport: {
      path: '/staff/classes/:id/questions/import',
      getHref: (classId: string) => `/staff/classes/${id(classId)}/questions/import`,
    },
    /** The academy-wide question bank and its import (admins, decision 0121). */
    academyQuestionBank: { path: '/staff/question-bank', getHref: () => '/staff/question-bank' },
    /** Learners imported into a class from CSV, previewed first (decision 0117). */
    learnerImport: {
      path: '/staff/classes/:id/learners/import',
      getHref: (classId: string) => `/staff/classes/${id(classId)}/learners/import`,
    },
    /** A class's meetings and their schedule as a series (decisions §9). */
    classMeetings: {
      path: '/staff/classes/:id/meetings',
      getHref: (classId: string) => `/staff/classes/${id(classId)}/meetings`,
    },
    /** One meeting's attendance, corrected by staff. */
    attendance: {
      path: '/staff/meetings/:id/attendance',
      getHref: (pertemuanId: string) => `/staff/meetings/${id(pertemuanId)}/attendance`,
    },
    /** An exam sat as a learner would, nothing recorded (decision 0118). */
    examPreview: {
      path: '/staff/preview/exams/:id',
      getHref: (examId: string) => `/staff/preview/exams/${id(examId)}`,
    },
    /** A class's public page as a learner would see it, drafts included (decision 0118). */
    classPreview: {
      path: '/staff/preview/classes/:id',
      getHref: (classId: string) => `/staff/preview/classes/${id(classId)}`,
    },
    list: { path: '/staff/:resource', getHref: (resource: string) => `/staff/${staffSlug(resource)}` },
    create: {
      path: '/staff/:resource/new',
      /** `parent`: the record the new one belongs to (a kitab's class, a meeting's kitab, …). */
      getHref: (resource: string, parent?: string) =>
        `/staff/${staffSlug(resource)}/new${parent ? `?parent=${encodeURIComponent(parent)}` : ''}`,
    },
    edit: {
      path: '/staff/:resource/:id',
      getHref: (resource: string, recordId: string) => `/staff/${staffSlug(resource)}/${id(recordId)}`,
    },
  },
} as const;
