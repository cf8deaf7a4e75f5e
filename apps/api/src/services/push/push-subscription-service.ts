import { maxPushSubscriptionsPerProfile, type PushSubscriptionBody } from '@academy/contract/push';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { isLoopbackHost } from '../../config/settings';
import type { Database } from '../../db/database';
import { profiles, pushSubscriptions } from '../../db/schema/index';
import { fieldError } from '../../lib/app-error';

/**
 * The devices that turned push on, per profile (api-contract "Offline study and Web Push"): one row
 * per profile and endpoint; past `maxPushSubscriptionsPerProfile` the profile's oldest is dropped
 * (a learner who changes phones is never refused; decision 0155).
 */
export class PushSubscriptionService {
  constructor(
    private readonly db: Database,
    /** A local start takes any scheme (the tests' push service); a public one only `https:`. */
    private readonly publicStart: boolean,
  ) {}

  async subscribe(profileId: string, body: PushSubscriptionBody, now = new Date()): Promise<void> {
    this.checkEndpoint(body.endpoint);
    const expiresAt = body.expirationTime ? new Date(body.expirationTime) : null;
    const keys = { p256dh: body.keys.p256dh, auth: body.keys.auth, expiresAt, createdAt: now };
    await this.db.transaction(async (tx) => {
      // A browser has one endpoint: another account that signed in on it no longer hears through it.
      const others = tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          ne(
            profiles.userId,
            tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, profileId)),
          ),
        );
      await tx
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.endpoint, body.endpoint), inArray(pushSubscriptions.profileId, others)),
        );
      await tx
        .insert(pushSubscriptions)
        .values({ profileId, endpoint: body.endpoint, ...keys })
        .onConflictDoUpdate({ target: [pushSubscriptions.profileId, pushSubscriptions.endpoint], set: keys });
      const beyond = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.profileId, profileId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .offset(maxPushSubscriptionsPerProfile);
      await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, beyond));
    });
  }

  /** Removes the device's subscription of the profile; one already gone is no error. */
  async unsubscribe(profileId: string, endpoint: string): Promise<void> {
    await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.profileId, profileId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  /** The subscriptions of some profiles. */
  ofProfiles(profileIds: readonly string[]) {
    if (profileIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.profileId, [...new Set(profileIds)]));
  }

  async remove(id: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  /** `https:` to a host beyond this machine on a public start: the server posts to it. */
  private checkEndpoint(endpoint: string) {
    if (!this.publicStart) return;
    const url = new URL(endpoint);
    if (url.protocol !== 'https:' || isLoopbackHost(url.hostname)) {
      throw fieldError('endpoint', 'pushEndpointInvalid');
    }
  }
}
