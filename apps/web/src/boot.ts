import './app/styles';
import { prerenderStateElementId } from './app/prerender-state';
import { warmUpIntl } from './lib/intl-warm-up';
import { preferredLanguage } from './lib/language-choice';
import { registerServiceWorker } from './lib/service-worker';
import { readStored } from './lib/storage';

/** The JSON element of index.html listing the app's files (build/app-modules-plugin.ts). */
const appModulesElementId = 'app-modules';

/**
 * The page's only initial script (decision 0128). A page the server rendered is complete as
 * it arrives: the app (React, the router, Mantine, the translations) is fetched while the
 * browser is idle and started at the visitor's first sign of use (a pointer, a touch, a key,
 * a focus), so reading a public page on a cheap phone costs its main thread next to nothing.
 * What is typed or tapped before the app is there is kept by the early-input script and given
 * back once it has hydrated. Every other page (signed in, another language than the server
 * rendered, a server page still waiting for the browser, the offline shell) starts the app at once.
 */

// At start the body loses the class 'profile' and gains 'ns' (spec §1).
document.body.classList.remove('profile');
document.body.classList.add('ns');

// A pointer's mere movement is no sign: Chromium moves it by nothing after a layout (to update
// hover), which started the app for a reader who never touched the page. A click is kept by the
// early-input script and acted on once the app is there.
const useEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

let started = false;
function startApp() {
  if (started) return;
  started = true;
  // Marks the page for what depends on the app running (the browser tests ask it).
  document.documentElement.dataset.app = 'started';
  for (const type of useEvents) document.removeEventListener(type, startApp, true);
  warmUpIntl();
  void import('./main').then((app) => app.start());
}

/** What the server could not finish: a screen waiting for a call only the browser makes. */
const waitingSelector = '.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]';

/**
 * Rendered by the server, complete, for what this visitor sees: signed out, in the same
 * language, and not waiting for the app (a short link's redirect, an invitation's check).
 */
function serverViewIsTheVisitors(): boolean {
  return (
    document.getElementById(prerenderStateElementId) !== null &&
    document.documentElement.lang === preferredLanguage() &&
    readStored('user') === null &&
    document.querySelector(`#root :is(${waitingSelector})`) === null
  );
}

/** Once the page has loaded and the browser is idle: `work`. */
function whenIdle(work: () => void) {
  // A phone kept busy has no idle moment: the files are fetched within 3 s of the load all the same.
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 3000 }) : setTimeout(work, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Fetches the app's files (scripts and styles) into the HTTP cache without running them. */
function prefetchApp() {
  let files: string[] = [];
  try {
    files = JSON.parse(document.getElementById(appModulesElementId)?.textContent ?? '[]') as string[];
  } catch {
    // Without the list the app's files are fetched when it starts.
  }
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = href.endsWith('.css') ? 'style' : 'script';
    // As the app's module scripts and styles are fetched (crossorigin), so the cached answer serves them.
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}

/** The visitor already used the page before this script ran (noted by the early-input script). */
function usedAlready(): boolean {
  return window.__earlyInput?.used === true;
}

if (serverViewIsTheVisitors() && !usedAlready()) {
  for (const type of useEvents) document.addEventListener(type, startApp, { capture: true, passive: true });
  whenIdle(prefetchApp);
} else startApp();

// The service worker makes the app installable and opens it offline, on every page whether
// or not the app starts there.
registerServiceWorker();
