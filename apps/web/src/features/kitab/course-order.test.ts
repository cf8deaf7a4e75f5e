import type { Pertemuan } from '@academy/contract/kitab';
import { describe, expect, it } from 'vitest';
import { firstUnfinished, neighboursOf, readingOrder } from './course-order';

const course = (id: string, position: number, completed = false) => ({
  id,
  position,
  title: { en: id, id },
  kind: 'text' as const,
  durationMinutes: 5,
  completed,
});
const meeting = (id: string, number: number, courses: ReturnType<typeof course>[]): Pertemuan => ({
  id,
  number,
  title: { en: id, id },
  scheduledAt: null,
  courses,
});

// Given out of order on purpose: the order comes from numbers and positions.
const kitab = [
  meeting('p2', 2, [course('c2b', 2), course('c2a', 1)]),
  meeting('p1', 1, [course('c1a', 1, true), course('c1b', 2, true)]),
  meeting('p3', 3, []),
  meeting('p4', 4, [course('c4a', 1)]),
];

describe('readingOrder', () => {
  it('goes meeting by meeting, course by course', () => {
    expect(readingOrder(kitab).map((ref) => ref.courseId)).toEqual(['c1a', 'c1b', 'c2a', 'c2b', 'c4a']);
  });
});

describe('neighboursOf', () => {
  it('crosses meetings, skipping one without courses', () => {
    expect(neighboursOf(kitab, 'c1b')).toEqual({
      previous: { pertemuanId: 'p1', courseId: 'c1a' },
      next: { pertemuanId: 'p2', courseId: 'c2a' },
    });
    expect(neighboursOf(kitab, 'c2b').next).toEqual({ pertemuanId: 'p4', courseId: 'c4a' });
  });

  it('has no previous at the first course and no next at the last', () => {
    expect(neighboursOf(kitab, 'c1a').previous).toBeNull();
    expect(neighboursOf(kitab, 'c4a').next).toBeNull();
  });

  it('knows nothing of a course outside the kitab', () => {
    expect(neighboursOf(kitab, 'elsewhere')).toEqual({ previous: null, next: null });
  });
});

describe('firstUnfinished', () => {
  it('is the first course not completed', () => {
    expect(firstUnfinished(kitab)).toEqual({ pertemuanId: 'p2', courseId: 'c2a' });
  });

  it('is the first course when all are done, and null for an empty kitab', () => {
    const done = [meeting('p1', 1, [course('a', 1, true), course('b', 2, true)])];
    expect(firstUnfinished(done)).toEqual({ pertemuanId: 'p1', courseId: 'a' });
    expect(firstUnfinished([])).toBeNull();
  });
});
