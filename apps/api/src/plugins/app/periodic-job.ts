import type { FastifyInstance } from 'fastify';
import type { Readiness } from '../../lib/readiness';
import { claimJobPeriod } from '../../services/operations/index';

export interface PeriodicJob {
  /** The job's name in logs and in `periodic_job_runs`. */
  name: string;
  periodMs: number;
  /** Also run once as soon as the server serves (else the first run is one period in). */
  runAtStart?: boolean;
  /** `stopping` is aborted when the server stops: a long run ends at its next step. */
  run: (stopping: AbortSignal) => Promise<void>;
}

/** Each app's jobs (by its readiness, one per app): their runs under way. */
const jobsOfApp = new WeakMap<Readiness, (() => Promise<void>)[]>();

/**
 * Resolves once the runs of the app's periodic jobs under way (or queued) now have ended: in tests,
 * the runs a new app makes at start, so that none of their statements meets a test's.
 */
export async function periodicRunsEnded(fastify: FastifyInstance): Promise<void> {
  await Promise.all((jobsOfApp.get(fastify.readiness) ?? []).map((underWay) => underWay()));
}

/**
 * Runs `job` every period once the server serves (after migrations and seed), and only when
 * this server claims the period in the database: once per period across the fleet (decision
 * 0080). Runs never overlap on one server; a failure is logged and the next period tries
 * again; each run is counted in the metrics. On close the timer stops, a run under way is told
 * (its `stopping` signal) and awaited, before the pool closes.
 */
export function schedulePeriodicJob(fastify: FastifyInstance, job: PeriodicJob) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const stopping = new AbortController();
  const jobs = jobsOfApp.get(fastify.readiness) ?? [];
  jobsOfApp.set(fastify.readiness, [...jobs, () => running]);
  const tick = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        if (await claimJobPeriod(fastify.database.db, job.name, job.periodMs)) {
          // Counted as `academy_job_runs_total{job="exam_sweep", outcome}` (a Prometheus-style name).
          await fastify.metrics.job(job.name.replaceAll('-', '_'), job.run(stopping.signal));
        }
      } catch (error) {
        fastify.log.error({ err: error, job: job.name }, 'periodic job failed');
      }
    });
  };
  fastify.addHook('onReady', async () => {
    fastify.readiness.whenServing(() => {
      if (stopped) return;
      if (job.runAtStart) tick();
      timer = setInterval(tick, job.periodMs);
      timer.unref();
    });
  });
  fastify.addHook('onClose', async () => {
    stopped = true;
    stopping.abort();
    clearInterval(timer);
    await running;
  });
}
