import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { sendAway } from './send-away';

function routerAt(address: string) {
  const page = { Component: () => null };
  return createMemoryRouter(
    [
      { path: '/dashboard', ...page },
      {
        path: paths.login.path,
        lazy: () => new Promise<typeof page>((done) => setTimeout(() => done(page), 5)),
      },
    ],
    { initialEntries: [address] },
  );
}

function address(router: ReturnType<typeof routerAt>) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

describe('sendAway', () => {
  it('returns to the first address when two calls are refused one after the other', async () => {
    const router = routerAt('/dashboard?tab=2');
    sendAway(router, paths.login);
    await new Promise((done) => setTimeout(done, 20));
    expect(address(router)).toBe('/login?to=%2Fdashboard%3Ftab%3D2');
    sendAway(router, paths.login);
    await new Promise((done) => setTimeout(done, 20));
    expect(address(router)).toBe('/login?to=%2Fdashboard%3Ftab%3D2');
  });

  it('goes once when the second call comes while the first is on its way', async () => {
    const router = routerAt('/dashboard');
    sendAway(router, paths.login);
    expect(router.state.navigation.location?.pathname).toBe('/login');
    sendAway(router, paths.login);
    await new Promise((done) => setTimeout(done, 20));
    expect(address(router)).toBe('/login?to=%2Fdashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
