import type { Localized } from '@academy/contract/language';
import { readStored } from '../../lib/storage';
import { downloadJobs, planDownload, readStatus } from './download-job';
import { marksOutbox } from './marks-outbox';
import { changedMeetings, readIndex, removeKitab, writeIndex } from './offline-cache';

/** Whether changed downloads update by themselves on Wi-Fi (the learner's choice; off at first). */
export const autoUpdateAllowed = () => readStored<boolean>('offlineAutoUpdate') === true;

/** On Wi-Fi as far as the browser tells (Network Information API; unknown counts as not). */
function onWifi(): boolean {
  const connection = (navigator as Navigator & { connection?: { type?: string } }).connection;
  return connection?.type === 'wifi' || connection?.type === 'ethernet';
}

/**
 * Downloads the meetings of a kitab that staff changed since, again (the meetings that are
 * gone from the kitab leave with it). Resolves when the download has finished.
 */
export async function updateChanged(profileId: string, kitabId: string): Promise<void> {
  const entry = (await readIndex(profileId))[kitabId];
  if (!entry) return;
  const changed = changedMeetings(entry).map((meeting) => meeting.id);
  const current = changed.filter((id) => id in entry.latest);
  const gone = changed.filter((id) => !(id in entry.latest));
  if (gone.length) {
    const index = await readIndex(profileId);
    const kept = index[kitabId];
    if (kept) kept.meetings = kept.meetings.filter((meeting) => !gone.includes(meeting.id));
    await writeIndex(profileId, index);
  }
  if (current.length === 0) return;
  const withVideos = entry.meetings.some((meeting) => current.includes(meeting.id) && meeting.withVideos);
  const job = downloadJobs.start(await planDownload(profileId, kitabId, current), withVideos);
  await new Promise<void>((resolve, reject) => {
    const stop = job.subscribe(() => {
      if (job.state.phase === 'done') resolve();
      else if (job.state.phase === 'failed') reject(new Error(job.state.error ?? 'failed'));
      else return;
      stop();
    });
  });
}

export interface SyncOutcome {
  /** Kitab removed because the profile may no longer read them. */
  removed: { title: Localized }[];
  /** Whether anything was sent or asked (nothing to refresh when the phone keeps nothing). */
  synced: boolean;
}

/**
 * The sync at app start and when the connection returns (decision 0156): marks kept offline
 * are sent, then the server says for each downloaded kitab whether the profile may still read
 * it (removed when not) and which meetings changed (marked; updated by themselves on Wi-Fi
 * when the learner allowed it). Offline, nothing happens and the downloads stay.
 */
export async function syncDownloads(profileId: string): Promise<SyncOutcome> {
  const marks = marksOutbox.pending(profileId).length;
  await marksOutbox.flush(profileId).catch(() => undefined);
  const index = await readIndex(profileId);
  const kitabIds = Object.keys(index);
  if (kitabIds.length === 0) return { removed: [], synced: marks > 0 };
  const statuses = await readStatus(profileId, kitabIds);
  const removed: SyncOutcome['removed'] = [];
  for (const status of statuses) {
    const entry = index[status.kitabId];
    if (!entry) continue;
    if (!status.mayRead) removed.push({ title: entry.title });
    else entry.latest = Object.fromEntries(status.meetings.map((meeting) => [meeting.id, meeting.version]));
  }
  await writeIndex(profileId, index);
  for (const status of statuses) if (!status.mayRead) await removeKitab(profileId, status.kitabId);
  if (autoUpdateAllowed() && onWifi()) {
    for (const status of statuses) {
      const entry = index[status.kitabId];
      if (status.mayRead && entry && changedMeetings(entry).length > 0)
        await updateChanged(profileId, entry.kitabId);
    }
  }
  return { removed, synced: true };
}
