import type { StaffBulkResult } from '@academy/contract/staff-bulk-work';
import { AppError } from '../../lib/app-error';

/**
 * Bulk work done one learner at a time (api-contract "Staff console, part 3"): `work` changes one
 * profile, in its own transaction with its audit row. A refusal (an `AppError` below 500) is that
 * learner's result, named by its message key (a field's own message for a field error), and the
 * others go on; anything else stops the whole call. Each profile once, in the order given.
 */
export async function eachLearner(
  profileIds: readonly string[],
  work: (profileId: string) => Promise<void>,
): Promise<StaffBulkResult> {
  const results: StaffBulkResult['results'] = [];
  for (const profileId of new Set(profileIds)) {
    try {
      await work(profileId);
      results.push({ profileId, ok: true });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      results.push({ profileId, ok: false, reason: error.details.errorList?.[0]?.message ?? error.reason });
    }
  }
  return { results };
}
