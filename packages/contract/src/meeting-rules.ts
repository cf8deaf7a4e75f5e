// Free of zod on purpose: the dashboard's first load uses these (schemas are in meetings.ts).

/** Minutes before a meeting starts from which a learner may mark attendance (and join). */
export const attendanceOpensMinutesBefore = 15;
