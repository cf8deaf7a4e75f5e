import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests run: `CHROMIUM_PATH` if set, else Debian's headless shell
 * (package `chromium-headless-shell`, decision 0116), else Debian's full Chromium. The headless
 * shell ran the same 167 tests in about half the processor time of the full browser's headless
 * mode; `--headed` needs the full one (`CHROMIUM_PATH=/usr/bin/chromium`).
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate)) ??
  '/usr/bin/chromium';
