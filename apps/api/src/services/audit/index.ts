// The audit log (decision 0130): the domain every other one writes its staff changes to.
export * from './audit-log';
export * from './audit-subjects';
export * from './audit-trail';
