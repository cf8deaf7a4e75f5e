// The entry of a learner's data rights: export everything, delete the account.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './account-deletion-service';
export * from './account-erasure';
export * from './data-export-service';
