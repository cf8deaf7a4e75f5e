// The entry of profiles: the account's profiles, their PIN gate and PIN reset.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './pin-reset-service';
export * from './profile-access-service';
export * from './profile-service';
