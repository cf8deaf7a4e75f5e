import type { AnswerInput, AnswerValue, SaveAnswersResult, SavedAnswer } from '@academy/contract/exam';
import { ApiError } from '../../lib/api-client';
import { isExamPinRefusal } from './exam-errors';
import { readStored, writeStored } from '../../lib/storage';

/**
 * The spec's exam answer record (browser storage `examAnswers`): per attempt, the answers not yet
 * confirmed by the server, each with its `seq`. An entry leaves the record once the server holds
 * its seq (or a newer one); logout removes the whole record (lib/session.ts).
 */
export type ExamAnswerRecord = Record<
  string,
  { profileId: string; pending: Record<string, { value: AnswerValue; seq: number; recordedAt: string }> }
>;

export type AnswerMark = 'saved' | 'pending';

export interface AnswerQueueOptions {
  attemptId: string;
  profileId: string;
  /** What the server holds (from GET /exam-attempts/{id}). */
  serverAnswers: SavedAnswer[];
  send: (answers: AnswerInput[]) => Promise<SaveAnswersResult>;
  /** The server's clock as the app reckons it (ms). */
  serverNow: () => number;
  /** The server said the exam has ended (409): nothing more can be saved. */
  onEnded?: () => void;
  /** Told the server's time with each confirmed save, to keep the clock in step. */
  onServerTime?: (serverNow: string) => void;
  /** Waits between retries of a failed save; the last one repeats. */
  retryDelays?: readonly number[];
  storage?: { read(): ExamAnswerRecord | null; write(record: ExamAnswerRecord): void };
}

const defaultRetryDelays = [1000, 2000, 4000, 8000, 15000, 30000];
/** The most answers one save carries (the API takes 1 to 200). */
const batchLimit = 200;

const browserStorage = {
  read: () => readStored<ExamAnswerRecord>('examAnswers'),
  write: (record: ExamAnswerRecord) => writeStored('examAnswers', record),
};

/**
 * Every change is kept in storage first, sent at once and cleared when confirmed. Failed or
 * offline saves are retried with backoff, and at once when the connection returns (`retryNow`).
 * Late or repeated deliveries are harmless: the server keeps only the highest `seq`.
 */
export class AnswerQueue {
  private readonly values = new Map<string, AnswerValue>();
  private readonly seqs = new Map<string, number>();
  private readonly pending = new Map<string, { value: AnswerValue; seq: number; recordedAt: string }>();
  private readonly listeners = new Set<() => void>();
  private readonly storage: NonNullable<AnswerQueueOptions['storage']>;
  private readonly retryDelays: readonly number[];
  private sending: Promise<void> | null = null;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private version = 0;
  ended = false;
  /** A save was refused for good (not the network): the answers stay marked unsaved. */
  rejected = false;
  /**
   * The exam PIN gate refused a save (this sign-in has not entered the profile's PIN): the
   * answers wait in storage until the PIN is entered and `retryNow` sends them.
   */
  pinNeeded = false;

  constructor(private readonly options: AnswerQueueOptions) {
    this.storage = options.storage ?? browserStorage;
    this.retryDelays = options.retryDelays ?? defaultRetryDelays;
    for (const answer of options.serverAnswers) {
      this.values.set(answer.questionId, answer.value);
      this.seqs.set(answer.questionId, answer.seq);
    }
    // Answers this device recorded but the server never confirmed win over older server ones.
    const kept = this.storage.read()?.[options.attemptId]?.pending ?? {};
    for (const [questionId, entry] of Object.entries(kept)) {
      if ((this.seqs.get(questionId) ?? 0) >= entry.seq) continue;
      this.pending.set(questionId, entry);
      this.values.set(questionId, entry.value);
      this.seqs.set(questionId, entry.seq);
    }
    this.persist();
  }

  value(questionId: string): AnswerValue | undefined {
    return this.values.get(questionId);
  }

  mark(questionId: string): AnswerMark | undefined {
    if (this.pending.has(questionId)) return 'pending';
    return this.values.has(questionId) ? 'saved' : undefined;
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  /** Whether the last save failed (offline or a fault) and a retry waits. */
  get failing(): boolean {
    return this.failures > 0;
  }

  /** A number that changes with every change, for `useSyncExternalStore`. */
  getVersion = () => this.version;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The learner changed an answer: keep it, then send it. */
  record(questionId: string, value: AnswerValue): void {
    if (this.ended) return;
    const seq = (this.seqs.get(questionId) ?? 0) + 1;
    this.seqs.set(questionId, seq);
    this.values.set(questionId, value);
    this.pending.set(questionId, {
      value,
      seq,
      recordedAt: new Date(this.options.serverNow()).toISOString(),
    });
    this.persist();
    this.changed();
    void this.flush();
  }

  /** Sends what is pending now (the connection is back, or the exam is being finished). */
  retryNow(): Promise<void> {
    this.failures = 0;
    this.pinNeeded = false;
    clearTimeout(this.timer);
    return this.flush();
  }

  /** Sends every pending answer, one save at a time; resolves when nothing more can be sent now. */
  flush(): Promise<void> {
    if (this.sending) return this.sending;
    if (this.pending.size === 0 || this.ended || this.rejected || this.pinNeeded) return Promise.resolve();
    this.sending = this.sendBatch().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.listeners.clear();
  }

  private async sendBatch(): Promise<void> {
    const batch = [...this.pending.entries()]
      .slice(0, batchLimit)
      .map(([questionId, entry]) => ({ questionId, ...entry }));
    try {
      const result = await this.options.send(batch);
      this.options.onServerTime?.(result.serverNow);
      for (const saved of result.saved) {
        const entry = this.pending.get(saved.questionId);
        if (entry && saved.seq >= entry.seq) this.pending.delete(saved.questionId);
        if (saved.seq > (this.seqs.get(saved.questionId) ?? 0)) this.seqs.set(saved.questionId, saved.seq);
      }
      this.failures = 0;
      this.persist();
      this.changed();
    } catch (error) {
      this.failed(error);
      return;
    }
    // Changes made while the save was on its way go next.
    const more = [...this.pending.entries()].some(
      ([questionId, entry]) =>
        !batch.some((sent) => sent.questionId === questionId && sent.seq === entry.seq),
    );
    if (more) await this.sendBatch();
  }

  private failed(error: unknown) {
    if (error instanceof ApiError && error.code === 409) {
      this.ended = true;
      this.changed();
      this.options.onEnded?.();
      return;
    }
    if (isExamPinRefusal(error)) {
      this.pinNeeded = true;
      this.changed();
      return;
    }
    const permanent =
      error instanceof ApiError && error.code >= 400 && error.code < 500 && ![408, 429].includes(error.code);
    if (permanent) {
      this.rejected = true;
      this.changed();
      return;
    }
    const delay = this.retryDelays[Math.min(this.failures, this.retryDelays.length - 1)] ?? 30000;
    this.failures += 1;
    this.changed();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), delay);
  }

  private persist() {
    const record = { ...(this.storage.read() ?? {}) };
    if (this.pending.size === 0) delete record[this.options.attemptId];
    else {
      record[this.options.attemptId] = {
        profileId: this.options.profileId,
        pending: Object.fromEntries(this.pending),
      };
    }
    this.storage.write(record);
  }

  private changed() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
