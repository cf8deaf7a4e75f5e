// The entry of accounts: registration, verification codes, sign-in, sessions, invitations.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './account-service';
export * from './account-views';
export * from './failure-counter-service';
export * from './invitation-service';
export * from './known-devices';
export * from './otp-service';
export * from './password-reset-service';
export * from './session-service';
export * from './unverified-account-cleanup';
