// @vitest-environment jsdom
import type { AnswerInput, SaveAnswersResult } from '@academy/contract/exam';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { storageKeys } from '../../lib/storage';
import { AnswerQueue, type AnswerQueueOptions, type ExamAnswerRecord } from './answer-queue';

const attemptId = 'attempt-1';
const q1 = '00000000-0000-4000-8000-000000000001';
const q2 = '00000000-0000-4000-8000-000000000002';

/** A server that keeps the highest seq per question, like the API. */
function fakeServer() {
  const held = new Map<string, { value: unknown; seq: number }>();
  const calls: AnswerInput[][] = [];
  let down = false;
  const send = vi.fn(async (answers: AnswerInput[]): Promise<SaveAnswersResult> => {
    calls.push(answers);
    if (down) throw new ApiError({ code: 0, message: 'Failed to fetch' });
    for (const answer of answers) {
      const stored = held.get(answer.questionId);
      if (!stored || stored.seq < answer.seq) held.set(answer.questionId, answer);
    }
    return {
      saved: answers.map((answer) => ({
        questionId: answer.questionId,
        seq: held.get(answer.questionId)!.seq,
        savedAt: new Date().toISOString(),
      })),
      serverNow: new Date().toISOString(),
      deadline: new Date().toISOString(),
    };
  });
  return { held, calls, send, setDown: (value: boolean) => (down = value) };
}

const record = () =>
  JSON.parse(localStorage.getItem(storageKeys.examAnswers) ?? 'null') as ExamAnswerRecord | null;

function queue(options: Partial<AnswerQueueOptions> & Pick<AnswerQueueOptions, 'send'>) {
  return new AnswerQueue({
    attemptId,
    profileId: 'profile-1',
    serverAnswers: [],
    serverNow: () => Date.now(),
    retryDelays: [1000, 2000],
    ...options,
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('AnswerQueue', () => {
  it('keeps an answer in storage with its seq, sends it at once, and clears it when confirmed', async () => {
    const server = fakeServer();
    const answers = queue({ send: server.send });
    answers.record(q1, 'a');
    expect(record()?.[attemptId]?.pending[q1]).toMatchObject({ value: 'a', seq: 1 });
    expect(answers.mark(q1)).toBe('pending');
    await answers.flush();
    expect(server.held.get(q1)).toMatchObject({ value: 'a', seq: 1 });
    expect(answers.mark(q1)).toBe('saved');
    expect(record()).toEqual({});
  });

  it('counts seq on from the server’s answers', async () => {
    const server = fakeServer();
    const answers = queue({
      send: server.send,
      serverAnswers: [{ questionId: q1, value: 'old', seq: 7, savedAt: new Date().toISOString() }],
    });
    expect(answers.value(q1)).toBe('old');
    answers.record(q1, 'new');
    await answers.flush();
    expect(server.calls[0]).toEqual([expect.objectContaining({ questionId: q1, value: 'new', seq: 8 })]);
  });

  it('keeps answers while offline, retries with backoff and sends them when the connection returns', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    server.setDown(true);
    const answers = queue({ send: server.send });
    answers.record(q1, 'a');
    answers.record(q2, ['x']);
    await vi.advanceTimersByTimeAsync(0);
    expect(answers.failing).toBe(true);
    expect(answers.pendingCount).toBe(2);
    const tries = server.send.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.send.mock.calls.length).toBe(tries + 1);
    // Back online: sent at once, without waiting for the next retry.
    server.setDown(false);
    await answers.retryNow();
    expect(answers.pendingCount).toBe(0);
    expect(server.held.get(q2)).toMatchObject({ value: ['x'] });
    expect(answers.failing).toBe(false);
    expect(record()).toEqual({});
  });

  it('survives a reload: unconfirmed answers come back from storage and win over older server ones', async () => {
    const server = fakeServer();
    server.setDown(true);
    const first = queue({ send: server.send, retryDelays: [60_000] });
    first.record(q1, 'kept offline');
    await first.flush();
    first.dispose();

    server.setDown(false);
    const second = queue({
      send: server.send,
      serverAnswers: [{ questionId: q1, value: 'server', seq: 0, savedAt: new Date().toISOString() }],
    });
    expect(second.value(q1)).toBe('kept offline');
    expect(second.mark(q1)).toBe('pending');
    await second.flush();
    expect(server.held.get(q1)).toMatchObject({ value: 'kept offline', seq: 1 });
  });

  it('drops a stored answer the server already holds at that seq or newer (sent before the reload)', () => {
    localStorage.setItem(
      storageKeys.examAnswers,
      JSON.stringify({
        [attemptId]: { profileId: 'profile-1', pending: { [q1]: { value: 'a', seq: 2, recordedAt: '' } } },
      }),
    );
    const answers = queue({
      send: fakeServer().send,
      serverAnswers: [{ questionId: q1, value: 'b', seq: 3, savedAt: new Date().toISOString() }],
    });
    expect(answers.value(q1)).toBe('b');
    expect(answers.pendingCount).toBe(0);
  });

  it('sends a change made while a save is on its way right after it', async () => {
    const server = fakeServer();
    const answers = queue({ send: server.send });
    answers.record(q1, 'first');
    answers.record(q1, 'second');
    await answers.flush();
    expect(server.held.get(q1)).toMatchObject({ value: 'second', seq: 2 });
    expect(answers.pendingCount).toBe(0);
  });

  it('stops when the server says the exam has ended', async () => {
    const onEnded = vi.fn();
    const send = vi.fn(async () => {
      throw new ApiError({ code: 409, message: 'The exam has ended' });
    });
    const answers = queue({ send, onEnded });
    answers.record(q1, 'late');
    await answers.flush();
    expect(answers.ended).toBe(true);
    expect(onEnded).toHaveBeenCalledOnce();
    answers.record(q2, 'ignored');
    expect(send).toHaveBeenCalledOnce();
  });

  it('keeps answers the exam PIN gate refused until the PIN is entered, then sends them', async () => {
    const server = fakeServer();
    let pinEntered = false;
    const send = vi.fn(async (answers: AnswerInput[]) => {
      if (!pinEntered) {
        throw new ApiError({ code: 403, message: 'Enter the PIN', reason: 'examPinRequired' });
      }
      return server.send(answers);
    });
    const answers = queue({ send });
    answers.record(q1, 'a');
    await answers.flush();
    expect(answers.pinNeeded).toBe(true);
    expect(answers.rejected).toBe(false);
    answers.record(q2, 'b');
    await answers.flush();
    // Nothing more is sent while the PIN is missing; both answers wait in storage.
    expect(send).toHaveBeenCalledOnce();
    expect(Object.keys(record()?.[attemptId]?.pending ?? {})).toEqual([q1, q2]);

    pinEntered = true;
    await answers.retryNow();
    expect(answers.pinNeeded).toBe(false);
    expect(answers.pendingCount).toBe(0);
    expect(server.held.get(q2)).toMatchObject({ value: 'b', seq: 1 });
  });
});
