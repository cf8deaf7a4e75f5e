import type { SaveAnswersBody, SaveAnswersResult } from '@academy/contract/exam';
import { examPaths } from '@academy/contract/endpoints';
import { api } from '../../../lib/api-client';

/** Saves answers of an attempt; used by the answer queue (no hook: the queue retries itself). */
export const saveAnswers = (attemptId: string, body: SaveAnswersBody) =>
  api.put<SaveAnswersResult>(examPaths.answers(encodeURIComponent(attemptId)), { body });
