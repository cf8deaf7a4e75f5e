import type { NotificationSettings } from '@academy/contract/meetings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notificationSettings } from '../../db/schema/index';

/** Every kind by every channel: what a new account hears. */
export const defaultNotificationSettings: NotificationSettings = {
  channels: { whatsapp: true, email: true },
  kinds: {
    meetingReminder: true,
    examClosing: true,
    paymentExpiring: true,
    gradeReleased: true,
    certificateIssued: true,
    announcement: true,
  },
};

/** What each account wants to hear about, and how (api-contract `notification-settings`). */
export class NotificationSettingsService {
  constructor(private readonly db: Database) {}

  async get(userId: string): Promise<NotificationSettings> {
    const [row] = await this.db
      .select({ settings: notificationSettings.settings })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId));
    return row?.settings ?? defaultNotificationSettings;
  }

  async put(userId: string, settings: NotificationSettings): Promise<NotificationSettings> {
    await this.db
      .insert(notificationSettings)
      .values({ userId, settings })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings, updatedAt: new Date() } });
    return settings;
  }
}
