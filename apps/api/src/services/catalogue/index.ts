// The catalogue (decision 0130): classes, kitab, teachers and what the public reads of them.
export * from './taught-by';
export * from './teacher-kitab-chains';
