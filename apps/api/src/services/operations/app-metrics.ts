import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseConnection } from '../../db/database';
import { GatewayError } from '../payments/index';

/**
 * The server's metrics in Prometheus terms (decision 0086), one registry per app. Counters are
 * per process; what a fleet shares (transactions by status, the pool) is read when scraped.
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly requestDuration = new Histogram({
    name: 'academy_http_request_duration_seconds',
    help: 'API answers by route pattern, method and status class',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly examAnswerSaves = new Counter({
    name: 'academy_exam_answer_saves_total',
    help: 'Answer saves of running exam attempts that were accepted',
    registers: [this.registry],
  });

  readonly examFinishes = new Counter({
    name: 'academy_exam_finishes_total',
    help: 'Exam attempts finished, by the learner or by the sweep after the deadline',
    labelNames: ['by'] as const,
    registers: [this.registry],
  });

  readonly gatewayErrors = new Counter({
    name: 'academy_payment_gateway_errors_total',
    help: 'Calls to the payment gateway that failed (down, slow, or an answer we cannot use)',
    labelNames: ['call'] as const,
    registers: [this.registry],
  });

  readonly messages = new Counter({
    name: 'academy_messages_total',
    help: 'Messages handed to a channel, by outcome',
    labelNames: ['channel', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'academy_job_runs_total',
    help: 'Runs of periodic jobs, by outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly eventLoopDelay = monitorEventLoopDelay({ resolution: 20 });

  constructor(database: DatabaseConnection) {
    // Process memory, CPU, handles and Node's own event-loop lag, as every Node exporter has them.
    collectDefaultMetrics({ register: this.registry, prefix: 'academy_' });
    // Gauges whose names say counter (promtool: "non-counter metrics should not have _total"):
    // the sums of academy_nodejs_active_{handles,requests,resources} over their `type` label.
    for (const kind of ['handles', 'requests', 'resources']) {
      this.registry.removeSingleMetric(`academy_nodejs_active_${kind}_total`);
    }
    this.eventLoopDelay.enable();
    const delay = this.eventLoopDelay;
    new Gauge({
      name: 'academy_event_loop_delay_p99_seconds',
      help: 'The 99th percentile of event-loop delay since the last scrape',
      registers: [this.registry],
      collect() {
        this.set(delay.percentile(99) / 1e9);
        delay.reset();
      },
    });
    new Gauge({
      name: 'academy_payment_transactions',
      help: 'Payment transactions by status, as the database holds them',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        const result = (await database.db.execute(
          sql`select status, count(*)::int as count from transactions group by status`,
        )) as unknown as { rows: { status: string; count: number }[] };
        this.reset();
        for (const row of result.rows) this.set({ status: row.status }, row.count);
      },
    });
    const { pool } = database;
    if (pool) {
      new Gauge({
        name: 'academy_db_pool_connections',
        help: 'PostgreSQL pool connections: in use, idle, and requests waiting for one',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          this.set({ state: 'used' }, pool.totalCount - pool.idleCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }
  }

  /** A periodic job's run, counted by outcome; the error is passed on. */
  async job<T>(name: string, run: Promise<T>): Promise<T> {
    try {
      const result = await run;
      this.jobRuns.inc({ job: name, outcome: 'ok' });
      return result;
    } catch (error) {
      this.jobRuns.inc({ job: name, outcome: 'failed' });
      throw error;
    }
  }

  /** `target` with every call that rejects with a GatewayError counted under the call's name. */
  countingGatewayErrors<T extends object>(target: T): T {
    const errors = this.gatewayErrors;
    return new Proxy(target, {
      get(object, key) {
        const value: unknown = Reflect.get(object, key, object);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const answer: unknown = (value as (...a: unknown[]) => unknown).apply(object, args);
          if (answer instanceof Promise) {
            return answer.catch((error: unknown) => {
              if (error instanceof GatewayError) errors.inc({ call: String(key) });
              throw error;
            });
          }
          return answer;
        };
      },
    });
  }

  close() {
    this.eventLoopDelay.disable();
  }
}
