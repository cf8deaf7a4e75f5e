// The entry of certificates, sanad and badges, issued by the completion rule; staff issue and revoke them.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './badge-service';
export * from './certificate-service';
export * from './staff-certificate-service';
