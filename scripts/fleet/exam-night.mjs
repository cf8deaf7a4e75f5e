// Exam night through nginx for `npm run fleet` (issue 21): every learner starts an attempt within
// the start spread, then saves one answer every 10 s until the night ends, from an address of
// its own (X-Forwarded-For). A failed save is retried with the same `seq` until acknowledged;
// `events` (a SIGKILL, a SIGTERM) run at their times and open a 10 s window in which failures
// are allowed. Answers the figures; `readBack` then finds what was lost.
import { percentile } from './client.mjs';
import { sleep } from './services.mjs';

const paceMs = 10_000;
const windowMs = 10_000;
const retryMs = 250;
const giveUpMs = 30_000;

/** Learner i's address: 10.x.y.z, one per learner. */
const addressOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** Calls `send` until it answers true, counting each failure at its time. */
async function untilAcknowledged(send, failures) {
  const begin = performance.now();
  for (;;) {
    const outcome = await send().catch((error) => ({ ok: false, error: error.message }));
    if (outcome.ok) return { ok: true, firstOk: outcome.first };
    failures.push({ at: performance.now(), error: outcome.error });
    if (performance.now() - begin > giveUpMs) return { ok: false };
    await sleep(retryMs);
  }
}

/** `acked` (attempt/question → seq acknowledged) may be the caller's, to read while the night runs. */
export async function examNight({
  call,
  seed,
  learners: count,
  startSpreadMs,
  nightMs,
  events,
  acked = new Map(),
}) {
  const { examId, questionIds } = seed;
  const learners = seed.learners.slice(0, count);
  const begin = performance.now();
  const latencies = [];
  const failures = [];
  const windows = [];
  let unacknowledged = 0;
  let startsFailed = 0;
  const pending = new Set();
  const track = (promise) => {
    pending.add(promise);
    promise.finally(() => pending.delete(promise));
  };

  const startAttempt = (learner, i) =>
    untilAcknowledged(async () => {
      const response = await call('POST', `/api/v1/exams/${examId}/attempts`, {
        token: learner.token,
        body: { profileId: learner.profileId },
        from: addressOf(i),
      });
      // 200: a start retried after its answer was lost finds the attempt it began.
      const ok = (response.status === 201 || response.status === 200) && response.body?.data?.id;
      if (ok) learner.attemptId = response.body.data.id;
      return { ok, error: `start answered ${response.status}` };
    }, failures);

  const save = (learner, i, round) => {
    const seq = round + 1;
    const questionId = questionIds[round % questionIds.length];
    let first = true;
    return untilAcknowledged(async () => {
      const sentAt = performance.now();
      const response = await call('PUT', `/api/v1/exam-attempts/${learner.attemptId}/answers`, {
        token: learner.token,
        body: { profileId: learner.profileId, answers: [{ questionId, value: `jawaban ${seq} مرفوع`, seq }] },
        from: addressOf(i),
      });
      const saved = response.body?.data?.saved?.[0];
      const ok = response.status === 200 && saved?.seq >= seq;
      if (first && ok) latencies.push({ at: sentAt, ms: performance.now() - sentAt });
      first = false;
      if (ok) acked.set(`${learner.attemptId}/${questionId}`, seq);
      return { ok, error: `save answered ${response.status}` };
    }, failures).then((outcome) => {
      if (!outcome.ok) {
        unacknowledged += 1;
        learner.broken = true;
      }
    });
  };

  // The timeline: each learner starts at i/N of the spread and saves every 10 s after.
  const timeline = [];
  learners.forEach((learner, i) => {
    const startAt = (i / learners.length) * startSpreadMs;
    timeline.push({
      at: startAt,
      run: () => track(startAttempt(learner, i).then((o) => o.ok || (startsFailed += 1))),
    });
    for (let round = 0, at = startAt + paceMs; at < nightMs; round += 1, at += paceMs) {
      timeline.push({ at, run: () => learner.attemptId && track(save(learner, i, round)) });
    }
  });
  for (const event of events) {
    timeline.push({
      at: event.at,
      run: () => {
        windows.push({ from: performance.now(), to: performance.now() + windowMs, name: event.name });
        track(event.run());
      },
    });
  }
  timeline.sort((a, b) => a.at - b.at);
  for (const step of timeline) {
    const wait = begin + step.at - performance.now();
    if (wait > 2) await sleep(wait);
    step.run();
  }
  while (pending.size > 0) await Promise.all([...pending]);
  const elapsedS = (performance.now() - begin) / 1000;

  const inWindow = (at) => windows.some((w) => at >= w.from && at <= w.to);
  const outside = latencies
    .filter((l) => !inWindow(l.at))
    .map((l) => l.ms)
    .sort((a, b) => a - b);
  const failedOutside = failures.filter((f) => !inWindow(f.at));
  return {
    learners: learners.length,
    held: learners.filter((l) => l.attemptId && !l.broken).length,
    saves: latencies.length,
    savesPerSecond: latencies.length / elapsedS,
    p50: percentile(outside, 50),
    p99: percentile(outside, 99),
    failed: failures.length,
    failedOutside: failedOutside.length,
    failureSamples: [...new Set(failures.map((f) => f.error))].slice(0, 5),
    unacknowledged,
    startsFailed,
    acked,
    attemptIds: learners.map((l) => l.attemptId).filter(Boolean),
  };
}
