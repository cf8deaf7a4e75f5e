import type { NotificationSettings } from '@academy/contract/meetings';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notificationSettings } from '../../db/schema/index';

/** Every kind by every channel: what a new account hears. */
export const defaultNotificationSettings: NotificationSettings = {
  channels: { whatsapp: true, email: true, push: true },
  kinds: {
    meetingReminder: true,
    examClosing: true,
    paymentExpiring: true,
    gradeReleased: true,
    certificateIssued: true,
    announcement: true,
  },
};

/** Stored settings with a channel added since they were saved (push, issue 41) as its default. */
function withDefaults(stored: NotificationSettings | undefined): NotificationSettings {
  if (!stored) return defaultNotificationSettings;
  return { ...stored, channels: { ...defaultNotificationSettings.channels, ...stored.channels } };
}

/** What each account wants to hear about, and how (api-contract `notification-settings`). */
export class NotificationSettingsService {
  constructor(private readonly db: Database) {}

  async get(userId: string): Promise<NotificationSettings> {
    return (await this.getMany([userId])).get(userId)!;
  }

  /** The settings of several accounts at once, by user id (the default for one without any). */
  async getMany(userIds: readonly string[]): Promise<Map<string, NotificationSettings>> {
    const rows =
      userIds.length === 0
        ? []
        : await this.db
            .select({ userId: notificationSettings.userId, settings: notificationSettings.settings })
            .from(notificationSettings)
            .where(inArray(notificationSettings.userId, [...new Set(userIds)]));
    const stored = new Map(rows.map((row) => [row.userId, row.settings]));
    return new Map(userIds.map((id) => [id, withDefaults(stored.get(id))]));
  }

  async put(userId: string, settings: NotificationSettings): Promise<NotificationSettings> {
    await this.db
      .insert(notificationSettings)
      .values({ userId, settings })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings, updatedAt: new Date() } });
    return settings;
  }
}
