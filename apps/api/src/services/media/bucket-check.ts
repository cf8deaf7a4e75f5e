import type { Readiness } from '../../lib/readiness';
import type { S3MediaStorage } from './s3-media-storage';

/** Seconds between a starting server's HeadBucket tries while its bucket does not answer. */
export const bucketRetryMs = 5_000;

/**
 * A server with media in an S3-compatible store checks at start that its bucket answers
 * (HeadBucket) before it migrates, seeds (the demo media go into that bucket) and serves: a
 * missing bucket or a refused key is found at once, not by the first upload or a crash loop
 * while seeding (issue 37, item 4). Until the bucket answers, `/api/ready` and every call but
 * health answer 503 `mediaStoreUnavailable`, `onProblem` is told each failed try, and the check
 * is tried again every `everyMs`; resolves once it answers, or false when `stopped()` says the
 * server is stopping meanwhile.
 */
export async function waitForBucket(
  store: S3MediaStorage,
  readiness: Readiness,
  {
    onProblem,
    stopped = () => false,
    everyMs = bucketRetryMs,
  }: { onProblem: (problem: string) => void; stopped?: () => boolean; everyMs?: number },
): Promise<boolean> {
  for (;;) {
    const problem = await store.bucketProblem();
    if (problem === undefined) {
      readiness.waitFor('serverStarting');
      return true;
    }
    readiness.waitFor('mediaStoreUnavailable');
    onProblem(problem);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    if (stopped()) return false;
  }
}
