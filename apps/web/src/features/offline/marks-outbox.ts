import type { CompleteCourseBody, CompleteCourseResult, KitabDetail } from '@academy/contract/kitab';
import { kitabPaths } from '@academy/contract/endpoints';
import { api, ApiError } from '../../lib/api-client';
import { readStored, writeStored } from '../../lib/storage';

/**
 * Course marks kept on the phone until the server has them (decision 0156), like exam answers:
 * each mark is stored first with an id made here, sent in the order made, and cleared when the
 * server confirms it. The server applies a mark id once, so a mark sent twice (a confirmation
 * lost on the way back) counts once; offline, marks wait for the connection.
 */
export interface OfflineMark {
  markId: string;
  profileId: string;
  kitabId: string;
  courseId: string;
  markedAt: string;
}

export interface MarksStorage {
  read(): OfflineMark[] | null;
  write(marks: OfflineMark[]): void;
}

const browserStorage: MarksStorage = {
  read: () => readStored<OfflineMark[]>('offlineMarks'),
  write: (marks) => writeStored('offlineMarks', marks),
};

type Send = (mark: OfflineMark) => Promise<CompleteCourseResult>;

const sendOnline: Send = (mark) =>
  api.post<CompleteCourseResult>(kitabPaths.completeCourse(encodeURIComponent(mark.courseId)), {
    body: {
      profileId: mark.profileId,
      markId: mark.markId,
      markedAt: mark.markedAt,
    } satisfies CompleteCourseBody,
  });

export class MarksOutbox {
  private sending: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: MarksStorage = browserStorage,
    private readonly send: Send = sendOnline,
  ) {}

  pending(profileId?: string): OfflineMark[] {
    const marks = this.storage.read() ?? [];
    return profileId ? marks.filter((mark) => mark.profileId === profileId) : marks;
  }

  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }

  /** Keeps a mark (once per profile and course) and answers it; `flush` sends it. */
  add(mark: Omit<OfflineMark, 'markId' | 'markedAt'>, now = new Date()): OfflineMark {
    const marks = this.pending();
    const kept = marks.find(
      (entry) => entry.profileId === mark.profileId && entry.courseId === mark.courseId,
    );
    if (kept) return kept;
    const entry = { ...mark, markId: crypto.randomUUID(), markedAt: now.toISOString() };
    this.storage.write([...marks, entry]);
    this.notify();
    return entry;
  }

  /**
   * Sends the profile's kept marks one by one in order; each leaves storage once confirmed. A refusal for
   * good (4xx: the profile may no longer read the kitab) drops that mark; the network failing
   * stops and keeps the rest. Answers the confirmed results by mark id.
   */
  flush(profileId: string): Promise<void> {
    // Only the signed-in account's marks are sent: another account's wait for its own sign-in.
    this.sending ??= this.drain(profileId).finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  readonly results = new Map<string, CompleteCourseResult>();
  /** Marks the server refused for good, by mark id, with its reason. */
  readonly refusals = new Map<string, ApiError>();

  private async drain(profileId: string) {
    for (;;) {
      const [next] = this.pending(profileId);
      if (!next) return;
      try {
        this.results.set(next.markId, await this.send(next));
      } catch (error) {
        if (error instanceof ApiError && error.code >= 400 && error.code < 500) {
          this.refusals.set(next.markId, error);
        } else throw error;
      }
      this.storage.write(this.pending().filter((mark) => mark.markId !== next.markId));
      this.notify();
    }
  }
}

export const marksOutbox = new MarksOutbox();

/** A kitab read with the marks still on the phone applied, so the progress shows them at once. */
export function withPendingMarks(kitab: KitabDetail, marks: OfflineMark[]): KitabDetail {
  const marked = new Set(marks.filter((mark) => mark.kitabId === kitab.id).map((mark) => mark.courseId));
  if (marked.size === 0) return kitab;
  let completed = 0;
  const pertemuan = kitab.pertemuan.map((meeting) => ({
    ...meeting,
    courses: meeting.courses.map((course) => {
      const done = course.completed || marked.has(course.id);
      if (done) completed += 1;
      return { ...course, completed: done };
    }),
  }));
  const total = kitab.progress.total;
  return {
    ...kitab,
    pertemuan,
    progress: { completed, total, percent: total === 0 ? 0 : Math.floor((completed * 100) / total) },
  };
}
