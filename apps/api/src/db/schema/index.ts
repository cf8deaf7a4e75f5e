// The one database schema: each file holds the tables of one part of the domain.
export * from './accounts';
export * from './classes';
export * from './learning';
export * from './outbox';
export * from './exams';
export * from './security';
export * from './payments';
export * from './certificates';
export * from './staff';
export * from './exam-overrides';
export * from './refunds';
export * from './periodic-jobs';
export * from './account-deletions';
export * from './meetings';
export * from './recitations';
export * from './question-bank';
export * from './push';
