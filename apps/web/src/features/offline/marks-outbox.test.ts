// @vitest-environment jsdom
import type { CompleteCourseResult, KitabDetail } from '@academy/contract/kitab';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { MarksOutbox, withPendingMarks, type MarksStorage, type OfflineMark } from './marks-outbox';

const profileId = '00000000-0000-4000-8000-0000000000a1';
const otherProfile = '00000000-0000-4000-8000-0000000000a2';
const kitabId = '00000000-0000-4000-8000-0000000000b1';
const course = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function memory(): MarksStorage & { marks: OfflineMark[] } {
  const store = {
    marks: [] as OfflineMark[],
    read: () => store.marks,
    write: (marks: OfflineMark[]) => {
      store.marks = marks;
    },
  };
  return store;
}

/** A server that applies a mark id once, like the API (the completion is kept the first time). */
function fakeServer() {
  const applied = new Map<string, string>();
  const order: string[] = [];
  let down = false;
  let refuse = false;
  const send = vi.fn(async (mark: OfflineMark): Promise<CompleteCourseResult> => {
    if (down) throw new ApiError({ code: 0, message: 'Failed to fetch' });
    if (refuse) throw new ApiError({ code: 403, message: 'Not enrolled' });
    if (!applied.has(mark.courseId)) {
      applied.set(mark.courseId, mark.markedAt);
      order.push(mark.courseId);
    }
    return {
      courseId: mark.courseId,
      markId: mark.markId,
      completedAt: applied.get(mark.courseId)!,
      kitabProgress: { completed: applied.size, total: 4, percent: applied.size * 25 },
      certificatesIssued: [],
    };
  });
  return {
    send,
    applied,
    order,
    setDown: (value: boolean) => (down = value),
    setRefuse: (value: boolean) => (refuse = value),
  };
}

describe('MarksOutbox', () => {
  it('keeps marks made offline, in order, and sends them once when the connection returns', async () => {
    const storage = memory();
    const server = fakeServer();
    const outbox = new MarksOutbox(storage, server.send);
    server.setDown(true);
    outbox.add({ profileId, kitabId, courseId: course(1) });
    outbox.add({ profileId, kitabId, courseId: course(2) });
    // Marking the same course again keeps the one mark.
    outbox.add({ profileId, kitabId, courseId: course(1) });
    await expect(outbox.flush(profileId)).rejects.toThrow();
    expect(storage.marks.map((mark) => mark.courseId)).toEqual([course(1), course(2)]);
    expect(server.applied.size).toBe(0);

    server.setDown(false);
    await outbox.flush(profileId);
    expect(server.order).toEqual([course(1), course(2)]);
    expect(storage.marks).toEqual([]);
    // Nothing left: a second flush sends nothing.
    await outbox.flush(profileId);
    expect(server.send).toHaveBeenCalledTimes(3);
  });

  it('counts a mark resent after a lost confirmation once', async () => {
    const storage = memory();
    const server = fakeServer();
    const outbox = new MarksOutbox(storage, server.send);
    const mark = outbox.add({ profileId, kitabId, courseId: course(3) });
    // The server applied it but the answer never came back: the mark stays and is sent again.
    await server.send(mark);
    await outbox.flush(profileId);
    expect(server.applied.size).toBe(1);
    expect(outbox.results.get(mark.markId)?.kitabProgress.completed).toBe(1);
  });

  it('drops a mark the server refuses for good and sends only the active profile’s marks', async () => {
    const storage = memory();
    const server = fakeServer();
    const outbox = new MarksOutbox(storage, server.send);
    const refused = outbox.add({ profileId, kitabId, courseId: course(4) });
    outbox.add({ profileId: otherProfile, kitabId, courseId: course(5) });
    server.setRefuse(true);
    await outbox.flush(profileId);
    expect(outbox.refusals.get(refused.markId)?.code).toBe(403);
    expect(storage.marks.map((mark) => mark.profileId)).toEqual([otherProfile]);
  });
});

describe('withPendingMarks', () => {
  it('shows marks still on the phone as done in the kitab’s progress at once', () => {
    const kitab = {
      id: kitabId,
      progress: { completed: 1, total: 4, percent: 25 },
      pertemuan: [
        {
          id: 'm1',
          courses: [
            { id: course(1), completed: true },
            { id: course(2), completed: false },
          ],
        },
        {
          id: 'm2',
          courses: [
            { id: course(3), completed: false },
            { id: course(4), completed: false },
          ],
        },
      ],
    } as unknown as KitabDetail;
    const marks: OfflineMark[] = [
      { markId: 'x', profileId, kitabId, courseId: course(2), markedAt: '2026-11-29T01:00:00.000Z' },
      {
        markId: 'y',
        profileId,
        kitabId: 'another',
        courseId: course(3),
        markedAt: '2026-11-29T01:00:00.000Z',
      },
    ];
    const shown = withPendingMarks(kitab, marks);
    expect(shown.progress).toEqual({ completed: 2, total: 4, percent: 50 });
    expect(shown.pertemuan[0]!.courses[1]!.completed).toBe(true);
    expect(shown.pertemuan[1]!.courses[0]!.completed).toBe(false);
  });
});
