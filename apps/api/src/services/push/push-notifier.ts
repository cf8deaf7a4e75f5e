import type { PushNotice } from '@academy/contract/push';
import type { PushSender } from './push-sender';
import type { PushSubscriptionService } from './push-subscription-service';

/**
 * Sends a notice to every device of a profile (the notification queue's `push` channel): a device
 * the push service reports gone (404, 410) or whose subscription expired is removed. Answers how
 * many devices took it; fails (so the queue retries) only when none did and one failed.
 */
export class PushNotifier {
  constructor(
    private readonly subscriptions: PushSubscriptionService,
    private readonly sender: PushSender,
  ) {}

  /** The profiles among these with at least one device. */
  async subscribed(profileIds: readonly string[]): Promise<Set<string>> {
    const rows = await this.subscriptions.ofProfiles(profileIds);
    return new Set(rows.map((row) => row.profileId));
  }

  async send(profileId: string, notice: PushNotice, now = new Date()): Promise<number> {
    const payload = JSON.stringify(notice);
    let reached = 0;
    let failure: unknown;
    for (const device of await this.subscriptions.ofProfiles([profileId])) {
      if (device.expiresAt && device.expiresAt.getTime() <= now.getTime()) {
        await this.subscriptions.remove(device.id);
        continue;
      }
      try {
        const outcome = await this.sender.send({ endpoint: device.endpoint, keys: device }, payload);
        if (outcome === 'gone') await this.subscriptions.remove(device.id);
        else reached += 1;
      } catch (error) {
        failure ??= error;
      }
    }
    if (reached === 0 && failure !== undefined) throw failure;
    return reached;
  }
}
