// The entry of the catalogue: classes, kitab, teachers (their sanad), site content, who teaches what.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './catalogue-service';
export * from './content-visibility';
export * from './site-content-service';
export * from './taught-by';
export * from './teacher-kitab-chains';
