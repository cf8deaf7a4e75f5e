// The entry of learning: enrolments, progress, active hours, kitab access.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './active-hours-service';
export * from './enrolment-service';
export * from './kitab-access';
export * from './progress-service';
export * from './download-status';
