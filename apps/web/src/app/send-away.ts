import type { createBrowserRouter } from 'react-router';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'navigate'>;

/**
 * Sends the app to a page that comes back here afterwards (sign-in, the profile picker), with
 * this address as its `to`. Several calls refused together (a screen's queries each answered
 * 401) go once: when the app is already on that page, the first address to come back to stays.
 */
export function sendAway(
  router: AppRouter,
  target: { path: string; getHref: (to: string) => string },
  state?: unknown,
) {
  const { location } = router.state;
  if (location.pathname === target.path) return;
  void router.navigate(target.getHref(`${location.pathname}${location.search}`), { replace: true, state });
}
