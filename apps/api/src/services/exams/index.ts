// The entry of exams: taking, grading, overrides, previews, the question bank and its imports.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './attempt-grading';
export * from './exam-draws';
export * from './exam-grading';
export * from './exam-override';
export * from './exam-override-service';
export * from './exam-preview-service';
export * from './exam-service';
export * from './exam-views';
export * from './question-bank-service';
export * from './question-import/question-table';
export * from './question-import/read-import';
export * from './staff-grading-service';
