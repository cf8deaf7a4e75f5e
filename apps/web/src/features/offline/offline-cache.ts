import type { ClassDetail } from '@academy/contract/catalogue';
import type { CourseMaterial, KitabDetail } from '@academy/contract/kitab';
import type { Localized } from '@academy/contract/language';

/**
 * What a profile downloaded for offline study (decision 0156), in Cache Storage: one cache per
 * profile (`offline-<profileId>`) holding an index, each kitab's and course's JSON as the API
 * answered it, and the media bytes keyed by the media's own path (its stable id), never by the
 * signed address that expires. The service worker spares these caches when it updates.
 */
export const offlineCachePrefix = 'offline-';

export interface DownloadedMeeting {
  id: string;
  number: number;
  title: Localized;
  /** The meeting's version when it was downloaded (from the status call). */
  version: string;
  courseIds: string[];
  bytes: number;
  /** Whether its videos were downloaded too. */
  withVideos: boolean;
  downloadedAt: string;
}

export interface DownloadedKitab {
  kitabId: string;
  classId: string;
  title: Localized;
  titleArabic: string;
  meetings: DownloadedMeeting[];
  /** The newest versions the server answered at the last sync, per meeting. */
  latest: Record<string, string>;
}

export type DownloadIndex = Record<string, DownloadedKitab>;

const base = '/offline';
const indexKey = `${base}/index.json`;
const kitabKey = (kitabId: string) => `${base}/kitab/${kitabId}.json`;
const courseKey = (courseId: string) => `${base}/course/${courseId}.json`;
const classKey = (classId: string) => `${base}/class/${classId}.json`;
/** Media by its path without the signature: `/offline/media/demo-media/file.mp3`. */
export const mediaKey = (mediaPath: string) => `${base}/media${mediaPath}`;

export const hasCacheStorage = () => typeof caches !== 'undefined';

const open = (profileId: string) => caches.open(`${offlineCachePrefix}${profileId}`);

const json = (value: unknown) =>
  new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

async function readJson<T>(profileId: string, key: string): Promise<T | null> {
  if (!hasCacheStorage()) return null;
  const response = await (await open(profileId)).match(key);
  return response ? ((await response.json()) as T) : null;
}

/**
 * The path of our own media inside a signed address (`/demo-media/x.mp3?expires=…&sig=…` →
 * `/demo-media/x.mp3`), or null for media on another host (a YouTube video), which is not kept.
 */
export function mediaPathOf(sourceUrl: string | null): string | null {
  if (!sourceUrl) return null;
  const url = new URL(sourceUrl, window.location.origin);
  if (url.origin !== window.location.origin) return null;
  return /^\/(demo-media|media)\//.test(url.pathname) ? url.pathname : null;
}

export const readIndex = async (profileId: string): Promise<DownloadIndex> =>
  (await readJson<DownloadIndex>(profileId, indexKey)) ?? {};

export async function writeIndex(profileId: string, index: DownloadIndex): Promise<void> {
  await (await open(profileId)).put(indexKey, json(index));
}

export const readKitab = (profileId: string, kitabId: string) =>
  readJson<KitabDetail>(profileId, kitabKey(kitabId));

export const readCourse = (profileId: string, courseId: string) =>
  readJson<CourseMaterial>(profileId, courseKey(courseId));

/** The class page of a downloaded kitab, as the learner saw it when downloading. */
export const readClass = (profileId: string, classId: string) =>
  readJson<ClassDetail>(profileId, classKey(classId));

export async function storeClass(profileId: string, detail: ClassDetail): Promise<void> {
  await (await open(profileId)).put(classKey(detail.id), json(detail));
}

export async function storeKitab(profileId: string, kitab: KitabDetail): Promise<void> {
  await (await open(profileId)).put(kitabKey(kitab.id), json(kitab));
}

/** Keeps a course's JSON with its media address reduced to the stable path. */
export async function storeCourse(profileId: string, course: CourseMaterial): Promise<void> {
  const path = mediaPathOf(course.sourceUrl);
  await (
    await open(profileId)
  ).put(courseKey(course.id), json({ ...course, sourceUrl: path ?? course.sourceUrl }));
}

export async function hasMedia(profileId: string, mediaPath: string): Promise<boolean> {
  if (!hasCacheStorage()) return false;
  return (await (await open(profileId)).match(mediaKey(mediaPath))) !== undefined;
}

export async function storeMedia(profileId: string, mediaPath: string, body: Blob): Promise<void> {
  await (
    await open(profileId)
  ).put(
    mediaKey(mediaPath),
    new Response(body, { headers: { 'content-type': body.type, 'content-length': String(body.size) } }),
  );
}

/** The downloaded bytes of a media file, or null when it is not on this device. */
export async function readMedia(profileId: string, mediaPath: string): Promise<Blob | null> {
  if (!hasCacheStorage()) return null;
  const response = await (await open(profileId)).match(mediaKey(mediaPath));
  return response ? response.blob() : null;
}

/** Removes media files (a cancelled download's). */
export async function removeMedia(profileId: string, mediaPaths: string[]): Promise<void> {
  const cache = await open(profileId);
  for (const path of mediaPaths) await cache.delete(mediaKey(path));
}

/** Removes one kitab's files (its JSON, its courses' JSON and media) and its index entry. */
export async function removeKitab(profileId: string, kitabId: string): Promise<void> {
  const index = await readIndex(profileId);
  const entry = index[kitabId];
  const cache = await open(profileId);
  for (const courseId of entry?.meetings.flatMap((meeting) => meeting.courseIds) ?? []) {
    const course = await readCourse(profileId, courseId);
    const path = mediaPathOf(course?.sourceUrl ?? null);
    if (path) await cache.delete(mediaKey(path));
    await cache.delete(courseKey(courseId));
  }
  await cache.delete(kitabKey(kitabId));
  delete index[kitabId];
  const classId = entry?.classId;
  if (classId && !Object.values(index).some((other) => other.classId === classId)) {
    await cache.delete(classKey(classId));
  }
  await writeIndex(profileId, index);
}

/** Removes everything a profile downloaded. */
export async function removeProfileDownloads(profileId: string): Promise<void> {
  if (hasCacheStorage()) await caches.delete(`${offlineCachePrefix}${profileId}`);
}

/** The profiles with downloads on this device (sign-out removes them all). */
export async function profilesWithDownloads(): Promise<string[]> {
  if (!hasCacheStorage()) return [];
  const names = await caches.keys();
  return names
    .filter((name) => name.startsWith(offlineCachePrefix))
    .map((name) => name.slice(offlineCachePrefix.length));
}

/** The downloaded meetings of all kitab, counted, and their bytes. */
export function totals(index: DownloadIndex) {
  const meetings = Object.values(index).flatMap((entry) => entry.meetings);
  return { meetings: meetings.length, bytes: meetings.reduce((sum, meeting) => sum + meeting.bytes, 0) };
}

/** Meetings staff changed since they were downloaded (by the versions of the last sync). */
export function changedMeetings(entry: DownloadedKitab): DownloadedMeeting[] {
  // Not yet synced: nothing known to have changed. A meeting missing from the latest was removed.
  if (Object.keys(entry.latest).length === 0) return [];
  return entry.meetings.filter((meeting) => entry.latest[meeting.id] !== meeting.version);
}

/** What the account's profiles keep on this phone: the meetings downloaded and their bytes. */
export async function accountDownloads(profileIds: string[]) {
  const present = new Set(await profilesWithDownloads());
  const indexes = await Promise.all(
    profileIds.filter((id) => present.has(id)).map((profileId) => readIndex(profileId)),
  );
  return indexes.reduce(
    (sum, index) => {
      const own = totals(index);
      return { meetings: sum.meetings + own.meetings, bytes: sum.bytes + own.bytes };
    },
    { meetings: 0, bytes: 0 },
  );
}

/** Sign-out on a shared phone: the account's profiles' downloads go. */
export async function removeAccountDownloads(profileIds: string[]): Promise<void> {
  for (const profileId of profileIds) await removeProfileDownloads(profileId);
}
