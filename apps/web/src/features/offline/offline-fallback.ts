import { ApiError } from '../../lib/api-client';

/**
 * How the query layer reads downloaded data (decision 0156): the network first, and when the
 * network fails (not when the server refuses) the copy downloaded on this phone, if there is
 * one. A refusal (403 after a refund) never falls back, so access ended is never read around.
 */
export async function orOfflineCopy<T>(
  online: () => Promise<T>,
  offline: () => Promise<T | null>,
): Promise<T> {
  try {
    return await online();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 0)) throw error;
    const copy = await offline().catch(() => null);
    if (copy === null) throw error;
    return copy;
  }
}

/** Whether a failed read failed for want of a connection (the material is not downloaded). */
export const isOfflineFailure = (error: unknown) => error instanceof ApiError && error.code === 0;
