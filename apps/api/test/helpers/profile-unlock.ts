import type { App } from '../../src/app';
import { bearer } from './account-factory';

/**
 * Unlocks a PIN-protected profile for the session of `token`, as the profile picker does, so
 * the calls that act as that profile pass the server's PIN gate (decision 0014). Profiles made
 * with `createProfile` on the same token are already unlocked; a new sign-in needs this.
 */
export async function unlockProfile(app: App, token: string, profileId: string, pin: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/profile/${profileId}/pin/check`,
    headers: bearer(token),
    payload: { pin },
  });
  if (response.statusCode !== 200) throw new Error(`unlock failed: ${response.body}`);
}
