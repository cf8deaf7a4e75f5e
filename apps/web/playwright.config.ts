import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumIgnoredDefaultArgs, chromiumPath } from './e2e/support/chromium';

// Browser tests run against the real server serving the built app (root `npm run test:e2e`
// builds first; this config builds nothing). Each run gets a fresh database folder.
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
// Playwright loads this config in its workers too: keep one folder per run, not per load.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'academy-e2e-')));

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/web-e2e',
  // Files are spread over three workers (each file's tests in order in one worker): on two cores a
  // third fills the time the others wait on the server, timers and the network going quiet; the
  // whole run took 570 s on three, 638 s on two and 606 s on four (decision 0125). E2E_WORKERS=1
  // runs one file at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // E2E_JSON=<file> also writes every test's duration there (to see where the time goes).
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    // A trace records every action with screenshots: a quarter of the browser tests' time when
    // kept for every test. Recorded on a retry only (CI retries once); `--trace on` for one run.
    trace: 'on-first-retry',
    // Every test opens a fresh browser context, where the service worker would install again and
    // precache the whole app (about 260 files) while the test runs. Only the specs about the
    // worker itself allow it (`test.use({ serviceWorkers: 'allow' })`), decision 0113.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      ignoreDefaultArgs: chromiumIgnoredDefaultArgs,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Records made when the run starts, for specs that need them aged (support/early-registration.ts).
    { name: 'run start', testMatch: /run-start\.setup\.ts$/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      dependencies: ['run start'],
    },
  ],
  webServer: {
    command: 'node apps/api/dist/server.js',
    cwd: repoRoot,
    // Ready, not only alive: the server listens before it migrates and seeds.
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      OTP_CHANNEL: 'whatsapp',
      NODE_ENV: 'production',
    },
  },
});
