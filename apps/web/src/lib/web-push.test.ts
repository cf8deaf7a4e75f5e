// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from './storage';
import { endPushOnThisBrowser, forgetPushProfile, pushOnFor, rememberPushProfile } from './web-push';

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
