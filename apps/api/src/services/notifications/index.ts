// The entry of notifications: the inbox, reminders, announcements, outcome notices.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './announcement-service';
export * from './notification-service';
export * from './notification-settings-service';
export * from './notification-texts';
export * from './outcome-notices';
export * from './reminder-service';
