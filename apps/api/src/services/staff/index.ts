// The entry of the staff console: resources, staff accounts, learners, bulk work, reports, gradebook.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './bulk-enrolment-service';
export * from './bulk-learner-service';
export * from './class-copy-service';
export * from './class-preview-service';
export * from './gradebook-service';
export * from './learner-import/learner-import-service';
export * from './reports/report-csv';
export * from './reports/staff-report-service';
export * from './resources/registry';
export * from './staff-account-service';
export * from './staff-learner-service';
export * from './staff-media-access';
export * from './staff-resource-service';
