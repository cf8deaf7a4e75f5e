import type { Page } from '@playwright/test';

// A server-rendered page acted on before the app runs, as on a slow phone (speed-hydration.spec.ts).

/**
 * Holds the app's script back until `release()`, so the test acts on the server's page
 * before the app hydrates it, as a learner on a slow phone does.
 */
export async function holdTheApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // The server's elements, as parsed, before any script of the app runs.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { serverElements: Element[] }).serverElements = [
        ...document.querySelectorAll('#root *'),
      ];
    });
  });
  return release;
}

/**
 * Opens `path` with the app held back: the page is parsed and shown (module scripts, and so
 * DOMContentLoaded, wait for the held entry script).
 */
export async function openServerPage(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
}

/** Hydrated: the screen's replay of early input has run (src/lib/early-input.tsx). */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __earlyInput?: { done: boolean } }).__earlyInput?.done === true,
  );
}
