import type { ExamAttempt } from '@academy/contract/exam';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { AnswerQueue } from '../answer-queue';
import { saveAnswers } from '../api/save-answers';
import { clockOffset, crossedWarning, timeLeftMs } from '../exam-clock';

/** Whether the browser says it is online, following its online and offline events. */
function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
  );
}

/**
 * A running attempt on this device: its answer queue (kept in browser storage, sent at once,
 * retried, flushed when the connection returns), the time left on the server's clock ticking every
 * second, the 5- and 1-minute warnings, and what to do at zero.
 */
export interface ExamSessionHandlers {
  onWarning: (msLeft: number) => void;
  onTimeUp: (queue: AnswerQueue) => void;
  onEnded: (queue: AnswerQueue) => void;
}

export function useExamSession(attempt: ExamAttempt, profileId: string, handlers: ExamSessionHandlers) {
  // Made once per attempt; the clock offset follows the server's time of each confirmed save.
  const [session] = useState(() => {
    const clock = { offset: clockOffset(attempt.serverNow, Date.now()) };
    const queue: AnswerQueue = new AnswerQueue({
      attemptId: attempt.id,
      profileId,
      serverAnswers: attempt.answers,
      serverNow: () => Date.now() + clock.offset,
      send: (answers) => saveAnswers(attempt.id, { profileId, answers }),
      onServerTime: (serverNow) => {
        clock.offset = clockOffset(serverNow, Date.now());
      },
    });
    return { clock, queue, initialLeft: timeLeftMs(attempt.deadline, Date.now() + clock.offset) };
  });
  const { clock, queue } = session;
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  useSyncExternalStore(queue.subscribe, queue.getVersion);
  // The server said the exam has ended (a save answered 409).
  const ended = queue.ended;
  useEffect(() => {
    if (ended) current.current.onEnded(queue);
  }, [ended, queue]);
  useEffect(() => {
    void queue.flush();
    return () => queue.dispose();
  }, [queue]);

  const online = useOnline();
  useEffect(() => {
    if (online) void queue.retryNow();
  }, [online, queue]);

  const [msLeft, setMsLeft] = useState(session.initialLeft);
  useEffect(() => {
    let previous = Number.POSITIVE_INFINITY;
    const tick = () => {
      const left = timeLeftMs(attempt.deadline, Date.now() + clock.offset);
      const warning = crossedWarning(previous, left);
      if (warning !== null) current.current.onWarning(warning);
      if (left === 0 && previous > 0) current.current.onTimeUp(queue);
      previous = left;
      setMsLeft(left);
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [attempt.deadline, clock, queue]);

  return { queue, online, msLeft };
}
