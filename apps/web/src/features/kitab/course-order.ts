import type { Pertemuan } from '@academy/contract/kitab';

/** A course's place in a kitab: the ids a material route needs. */
export interface CourseRef {
  pertemuanId: string;
  courseId: string;
}

/** Every course of a kitab in reading order: meeting by meeting, course by course. */
export function readingOrder(pertemuan: readonly Pertemuan[]): CourseRef[] {
  return [...pertemuan]
    .sort((a, b) => a.number - b.number)
    .flatMap((meeting) =>
      [...meeting.courses]
        .sort((a, b) => a.position - b.position)
        .map((course) => ({ pertemuanId: meeting.id, courseId: course.id })),
    );
}

/** The courses before and after `courseId` in reading order (null at either end or when unknown). */
export function neighboursOf(
  pertemuan: readonly Pertemuan[],
  courseId: string,
): { previous: CourseRef | null; next: CourseRef | null } {
  const order = readingOrder(pertemuan);
  const index = order.findIndex((ref) => ref.courseId === courseId);
  if (index === -1) return { previous: null, next: null };
  return { previous: order[index - 1] ?? null, next: order[index + 1] ?? null };
}

/** Where to start or continue: the first course not completed yet, else the first course. */
export function firstUnfinished(pertemuan: readonly Pertemuan[]): CourseRef | null {
  const completed = new Set(
    pertemuan.flatMap((meeting) =>
      meeting.courses.filter((course) => course.completed).map((course) => course.id),
    ),
  );
  const order = readingOrder(pertemuan);
  return order.find((ref) => !completed.has(ref.courseId)) ?? order[0] ?? null;
}
