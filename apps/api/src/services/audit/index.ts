// The entry of the audit log: the domain every other one writes its staff changes to.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './audit-log';
export * from './audit-subjects';
export * from './audit-trail';
