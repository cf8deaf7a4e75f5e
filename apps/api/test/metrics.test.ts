import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { bearer, registerVerifiedUser } from './helpers/account-factory';
import { buildTestApp } from './helpers/test-app';

const token = 'metrics-token-of-the-scraper';

// Both apps share the worker's database; the one without METRICS_TOKEN is only asked for /metrics.
// Its housekeeping run must not take the period from the first app's run at start (a run claims
// its period in the database, decision 0080), so it starts once that run is counted.
const backupDir = await mkdtemp(path.join(tmpdir(), 'academy-metrics-backups-'));
afterAll(() => rm(backupDir, { recursive: true, force: true }));
const app = await buildTestApp({ METRICS_TOKEN: token, BACKUP_DIR: backupDir });
await vi.waitFor(
  async () => {
    const response = await app.inject({ url: '/metrics', headers: bearer(token) });
    expect(response.body).toMatch(
      /academy_job_runs_total\{job="unverified_account_cleanup",outcome="ok"\} 1/,
    );
  },
  { timeout: 10_000, interval: 50 },
);
const unset = await buildTestApp({}, { keepData: true });

describe('GET /metrics', () => {
  it('answers 404 while METRICS_TOKEN is unset', async () => {
    const response = await unset.inject({ url: '/metrics', headers: bearer(token) });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a scraper without the token or with another one (401)', async () => {
    for (const headers of [{}, bearer('another-token-of-same-size'), { authorization: token }]) {
      const response = await app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 401 });
    }
  });

  it('answers Prometheus text whose counters move with the calls they count', async () => {
    const scrape = async () => {
      const response = await app.inject({ url: '/metrics', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return new Map(parsePrometheusTextFormat(response.body).map((family) => [family.name, family]));
    };
    const sample = (families: Map<string, MetricFamily>, name: string, labels: Record<string, string>) =>
      Number(
        families
          .get(name)
          ?.metrics.find((metric) =>
            Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value),
          )?.[name === 'academy_http_request_duration_seconds' ? 'count' : 'value'] ?? 0,
      );

    const before = await scrape();
    expect(before.get('academy_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    for (const name of [
      'academy_exam_answer_saves_total',
      'academy_exam_finishes_total',
      'academy_payment_gateway_errors_total',
      'academy_messages_total',
      'academy_job_runs_total',
      'academy_payment_transactions',
      'academy_event_loop_delay_p99_seconds',
      'academy_process_resident_memory_bytes',
      'academy_nodejs_eventloop_lag_seconds',
    ]) {
      expect(before.has(name), name).toBe(true);
    }
    // The housekeeping job ran once at start.
    expect(
      sample(before, 'academy_job_runs_total', { job: 'unverified_account_cleanup', outcome: 'ok' }),
    ).toBe(1);

    const { token: session } = await registerVerifiedUser(app);
    await app.inject({ url: '/api/v1/user/me', headers: bearer(session) });
    const after = await scrape();
    // The parser keeps a histogram's buckets but drops its labels: the route and status class are
    // read from prom-client's own values of the histogram.
    expect(after.get('academy_http_request_duration_seconds')?.metrics[0]?.buckets?.['+Inf']).toBeDefined();
    // By route pattern and status class, as prom-client holds them.
    const series = (await app.metrics.requestDuration.get()).values;
    const registered = series.find(
      (value) =>
        value.metricName === 'academy_http_request_duration_seconds_count' &&
        value.labels.route === '/api/v1/user/register' &&
        value.labels.status === '2xx',
    );
    expect(registered?.value).toBe(1);
    const code = { channel: app.settings.OTP_CHANNEL, outcome: 'sent' };
    expect(sample(after, 'academy_messages_total', code)).toBe(
      sample(before, 'academy_messages_total', code) + 1,
    );
  });

  it('shows the age of the newest backup in BACKUP_DIR, +Inf while there is none (issue 37, item 1)', async () => {
    const age = async () => {
      const response = await app.inject({ url: '/metrics', headers: bearer(token) });
      const family = parsePrometheusTextFormat(response.body).find(
        (metric) => metric.name === 'academy_backup_newest_age_seconds',
      );
      expect(family?.type).toBe('GAUGE');
      const value = family?.metrics[0]?.value;
      return value === '+Inf' ? Infinity : Number(value);
    };
    expect(await age()).toBe(Infinity);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await writeFile(path.join(backupDir, 'academy-20261127T023000Z.backup'), 'archive');
    await utimes(path.join(backupDir, 'academy-20261127T023000Z.backup'), hoursAgo(30), hoursAgo(30));
    await writeFile(path.join(backupDir, 'academy-20261128T023000Z.backup'), 'archive');
    await utimes(path.join(backupDir, 'academy-20261128T023000Z.backup'), hoursAgo(6), hoursAgo(6));
    // One still being written, and other files, are not backups.
    await writeFile(path.join(backupDir, 'academy-20261129T023000Z.backup.partial'), 'half');
    await writeFile(path.join(backupDir, 'notes.txt'), 'not an archive');
    expect(await age()).toBeGreaterThan(6 * 3600 - 5);
    expect(await age()).toBeLessThan(6 * 3600 + 60);
  });

  it('names no gauge as a counter: none ends in _total (issue 37, item 9)', async () => {
    const response = await app.inject({ url: '/metrics', headers: bearer(token) });
    const gauges = parsePrometheusTextFormat(response.body).filter((family) => family.type === 'GAUGE');
    expect(gauges.length).toBeGreaterThan(5);
    expect(gauges.map((family) => family.name).filter((name) => name.endsWith('_total'))).toEqual([]);
  });

  // Prometheus's own linter, where installed (.ci/run installs Debian's prometheus for it).
  it.skipIf(spawnSync('promtool', ['--version']).status !== 0)('passes promtool check metrics', async () => {
    const response = await app.inject({ url: '/metrics', headers: bearer(token) });
    const result = spawnSync('promtool', ['check', 'metrics'], { input: response.body, encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
    expect(result.status).toBe(0);
  });

  it('takes at most 10 wrong tokens per address in 15 minutes, then 429 (issue 37, item 13)', async () => {
    const from = (remoteAddress: string, headers: Record<string, string>) =>
      app.inject({ url: '/metrics', headers, remoteAddress });
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => from('10.9.8.7', bearer(`guess-number-${i}-of-the-token`))),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const refused = guesses.find((response) => response.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    // The right token from that address waits too; another address (the real scraper) does not.
    expect((await from('10.9.8.7', bearer(token))).statusCode).toBe(429);
    expect((await from('10.9.8.8', bearer(token))).statusCode).toBe(200);
    // A right token gives its try back: scraping never uses the address's tries up.
    for (let i = 0; i < 12; i += 1) expect((await from('10.9.8.9', bearer(token))).statusCode).toBe(200);
    expect((await from('10.9.8.9', bearer('a-wrong-token-after-all-this'))).statusCode).toBe(401);
  });
});
