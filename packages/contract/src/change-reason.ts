import { z } from 'zod';
import { stripBidiControls } from './text-rules';

/**
 * Why staff made a change: kept in the audit log with it. A module of its own: the learner's
 * data-rights contract names it too, and must not bring the staff learners' schemas into the
 * learner's scripts (nor into the service worker's precache).
 */
export const staffReasonSchema = z
  .string({ error: 'reasonRequired' })
  .overwrite(stripBidiControls)
  .trim()
  .min(1, 'reasonRequired')
  .max(500, 'tooLong');
