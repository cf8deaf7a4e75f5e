// The entry of operations: metrics and periodic job claims.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './app-metrics';
export * from './periodic-job-claims';
