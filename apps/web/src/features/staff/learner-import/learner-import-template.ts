import { learnerImportHeadings } from '@academy/contract/staff-learner-import';
import { saveFile } from '../../../lib/save-file';

/** The import's template: its heading row alone, for a spreadsheet to fill in. */
export const learnerImportTemplate = () =>
  new Blob([`${learnerImportHeadings.join(',')}\r\n`], { type: 'text/csv;charset=utf-8' });

/** Saves the template as `learners.csv`. */
export const downloadLearnerImportTemplate = () =>
  saveFile({ blob: learnerImportTemplate(), fileName: 'learners.csv' });
