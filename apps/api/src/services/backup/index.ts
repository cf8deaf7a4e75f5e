// The entry of backup and restore of the database and the media.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './backup-service';
export * from './embedded-backup-socket';
