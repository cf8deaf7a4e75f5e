// The entry of recitations (setoran): hand in, review, memorization map.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './recitation-notice';
export * from './recitation-service';
export * from './recitation-uploads';
export * from './synthesized-wav';
