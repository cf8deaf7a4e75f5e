// Where the app shows each thing a calendar entry or a notification points at (the spec's routes).
export const appLinks = {
  classPage: (classId: string) => `/dashboard/class/${classId}`,
  exam: (kitabId: string, examId: string) => `/dashboard/kitab/${kitabId}/q/${examId}`,
  qris: (transactionId: string) => `/dashboard/transaction/${transactionId}/qris`,
  inbox: '/dashboard/notifications',
  /** A certificate's public verification page. */
  certificate: (code: string) => `/sertifikat/${code}`,
};
