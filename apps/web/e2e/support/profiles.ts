import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createVerifiedAccount, demoLearner, signInWithApi, storage } from './accounts';
import { storeInTab } from './test';

type Address = { address: string; city: string; state: string; postCode: string; country: string };
type ProfileData = {
  id: string;
  name: string;
  hasPin: boolean;
  pinRequired: boolean;
  address: Address | null;
};

export const sampleAddress: Address = {
  address: 'Jl. Pesantren No. 12',
  city: 'Bandung',
  state: 'Jawa Barat',
  postCode: '40115',
  country: 'Indonesia',
};

/** Types a PIN or code into a 6-digit field (a labelled group of one input per digit). */
export async function fillPin(field: Locator, pin: string) {
  const first = field.locator('input').first();
  await first.click();
  // Start from an empty field: each digit moves the focus on by one.
  for (let i = 0; i < 6; i += 1) await field.page().keyboard.press('Backspace');
  await first.click();
  await field.page().keyboard.type(pin);
}

export function authHeader(token: string) {
  return { Authorization: `Bearer ${token}` };
}

export async function readMe(request: APIRequestContext, token: string) {
  const response = await request.get('/api/v1/user/me', { headers: authHeader(token) });
  expect(response.ok()).toBe(true);
  return (
    (await response.json()) as {
      data: {
        user: { id: string; preferredLanguage: string | null; phoneNumber: string; email: string };
        profiles: ProfileData[];
      };
    }
  ).data;
}

/** The PIN check the picker sends: the server unlocks the profile for this session's token. */
export async function unlockProfile(
  request: APIRequestContext,
  token: string,
  profileId: string,
  pin: string,
) {
  const response = await request.post(`/api/v1/profile/${profileId}/pin/check`, {
    headers: authHeader(token),
    data: { pin },
  });
  expect(response.ok()).toBe(true);
}

/** Makes `profileId` the active profile of the tab (as the picker does), once per tab. */
async function activateProfile(page: Page, profile: { id: string; userId: string }) {
  await storeInTab(page, { [storage.profile]: JSON.stringify(profile) });
}

/**
 * Signs in through the API with the main profile already active: a quick start for tests of
 * dashboard pages, which need an active profile (without one they send the learner to /profile).
 * A main profile behind its PIN is unlocked for the session with `account.pin`, as the picker does.
 */
export async function signInWithActiveProfile(
  page: Page,
  account: { phoneNumber: string; password: string; pin?: string } = demoLearner,
) {
  const user = (await signInWithApi(page, account)) as { id: string; token: string };
  const me = await readMe(page.request, user.token);
  const main = me.profiles[0];
  if (!main) throw new Error('the account has no main profile');
  if (main.hasPin && main.pinRequired) {
    if (!account.pin) throw new Error('the main profile needs its PIN');
    await unlockProfile(page.request, user.token, main.id, account.pin);
  }
  await activateProfile(page, { id: main.id, userId: user.id });
  return { user, profile: main };
}

/**
 * A fresh verified learner, signed in in `page` through the API. `pin` sets the main profile's
 * PIN, `address` its address, and `active` makes it the active profile (as the picker would).
 */
export async function freshLearner(
  page: Page,
  options: { pin?: string; address?: Address; active?: boolean } = {},
) {
  const account = await createVerifiedAccount(page.request);
  const user = (await signInWithApi(page, account)) as { id: string; token: string };
  const me = await readMe(page.request, user.token);
  const main = me.profiles[0];
  if (!main) throw new Error('the account has no main profile');
  if (options.pin) {
    const response = await page.request.put(`/api/v1/profile/${main.id}/pin/change`, {
      headers: authHeader(user.token),
      data: { newPin: options.pin, confirmPin: options.pin },
    });
    expect(response.ok()).toBe(true);
  }
  if (options.address) {
    const response = await page.request.put(`/api/v1/profile/${main.id}`, {
      headers: authHeader(user.token),
      data: { address: options.address },
    });
    expect(response.ok()).toBe(true);
  }
  if (options.active) await activateProfile(page, { id: main.id, userId: user.id });
  return { account, user, profile: main };
}
