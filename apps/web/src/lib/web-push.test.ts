// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from './storage';
import {
  endPushOnThisBrowser,
  forgetPushProfile,
  pushOnFor,
  rememberPushProfile,
  renewedPushSubscription,
} from './web-push';

// Which profiles this browser turned push on for (issue 41): kept with the endpoint, forgotten one
// by one, and all at sign-out.
const stored = () => JSON.parse(localStorage.getItem(storageKeys.pushDevice) ?? 'null') as unknown;

describe('the push device of this browser', () => {
  beforeEach(() => localStorage.clear());

  it('remembers each profile it was posted for, once, and starts over with a new endpoint', () => {
    rememberPushProfile('https://push.example/a', 'p1');
    rememberPushProfile('https://push.example/a', 'p2');
    rememberPushProfile('https://push.example/a', 'p1');
    expect(stored()).toEqual({ endpoint: 'https://push.example/a', profileIds: ['p1', 'p2'] });
    expect(pushOnFor('p2')).toBe(true);
    rememberPushProfile('https://push.example/b', 'p3');
    expect(stored()).toEqual({ endpoint: 'https://push.example/b', profileIds: ['p3'] });
    expect(pushOnFor('p1')).toBe(false);
  });

  it('forgets a profile, answering the endpoint to remove, and the device with its last profile', async () => {
    rememberPushProfile('https://push.example/a', 'p1');
    rememberPushProfile('https://push.example/a', 'p2');
    expect(await forgetPushProfile('p1')).toBe('https://push.example/a');
    expect(stored()).toEqual({ endpoint: 'https://push.example/a', profileIds: ['p2'] });
    expect(await forgetPushProfile('p2')).toBe('https://push.example/a');
    expect(stored()).toBeNull();
  });

  it('forgets everything at sign-out', async () => {
    rememberPushProfile('https://push.example/a', 'p1');
    await endPushOnThisBrowser();
    expect(stored()).toBeNull();
    expect(pushOnFor('p1')).toBe(false);
  });
});

describe('a subscription the push service renewed', () => {
  let current: { endpoint: string; toJSON: () => PushSubscriptionJSON } | null = null;
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'granted' });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => current } }) },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
  const subscription = (endpoint: string) => ({ endpoint, toJSON: () => ({ endpoint, keys: {} }) });

  it('is posted again: the browser answers the new one, nothing while it is the same', async () => {
    rememberPushProfile('https://push.example/a', 'p1');
    current = subscription('https://push.example/a');
    expect(await renewedPushSubscription('p1')).toBeNull();
    current = subscription('https://push.example/b');
    expect(await renewedPushSubscription('p1')).toEqual({ endpoint: 'https://push.example/b', keys: {} });
    // Another profile never turned push on here.
    expect(await renewedPushSubscription('p2')).toBeNull();
  });

  it('gone from the browser, forgets the device', async () => {
    rememberPushProfile('https://push.example/a', 'p1');
    current = null;
    expect(await renewedPushSubscription('p1')).toBeNull();
    expect(pushOnFor('p1')).toBe(false);
  });
});
