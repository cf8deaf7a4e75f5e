import { existsSync, statfsSync } from 'node:fs';

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

/** Room in /dev/shm below which Chromium keeps its shared memory in the temporary folder's files. */
const sharedMemoryRoom = 1024 ** 3;

function sharedMemoryIsRoomy(): boolean {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize >= sharedMemoryRoom;
  } catch {
    return false;
  }
}

/**
 * Playwright's default arguments that the tests leave out. Playwright starts Chromium with
 * `--disable-dev-shm-usage`, for containers whose /dev/shm holds 64 MB: Chromium then keeps the
 * memory it shares between its processes (each response's body, each frame drawn) in files of
 * the temporary folder, on this machine a disk. Where /dev/shm has a gigabyte free, the tests let
 * Chromium use it: 4 specs (31 tests) took 5 % less processor time and 4.5 % less wall time
 * (decision 0186).
 */
export const chromiumIgnoredDefaultArgs = sharedMemoryIsRoomy() ? ['--disable-dev-shm-usage'] : [];
