import type { ClassDetail } from '@academy/contract/catalogue';
import type { DownloadStatus, KitabDownloadStatus } from '@academy/contract/downloads';
import type { CourseKind, CourseMaterial, KitabDetail } from '@academy/contract/kitab';
import { cataloguePaths, kitabPaths } from '@academy/contract/endpoints';
import { api, ApiError } from '../../lib/api-client';
import {
  hasMedia,
  mediaPathOf,
  readIndex,
  storeClass,
  storeCourse,
  storeKitab,
  storeMedia,
  writeIndex,
  removeKitab,
  removeMedia,
  type DownloadedMeeting,
} from './offline-cache';

/** One file of a download: a course's JSON and, for our own media, its bytes. */
export interface PlannedCourse {
  course: CourseMaterial;
  meetingId: string;
  kind: CourseKind;
  mediaPath: string | null;
  /** The media's size (0 without own media), learnt from the server before the download starts. */
  mediaBytes: number;
}

/** What a download of some meetings of a kitab would fetch, with sizes, before it starts. */
export interface DownloadPlan {
  profileId: string;
  kitab: KitabDetail;
  /** The kitab's class page, so it opens offline too. */
  classDetail: ClassDetail;
  status: KitabDownloadStatus;
  meetingIds: string[];
  courses: PlannedCourse[];
}

const jsonBytes = (value: unknown) => new Blob([JSON.stringify(value)]).size;

export const readKitabOnline = (kitabId: string, profileId: string) =>
  api.get<KitabDetail>(kitabPaths.kitab(encodeURIComponent(kitabId)), { query: { profileId } });

const readCourseOnline = (courseId: string, profileId: string) =>
  api.get<CourseMaterial>(kitabPaths.course(encodeURIComponent(courseId)), { query: { profileId } });

export async function readStatus(profileId: string, kitabIds: string[]): Promise<KitabDownloadStatus[]> {
  const answer = await api.get<DownloadStatus>(kitabPaths.downloadStatus(encodeURIComponent(profileId)), {
    query: { kitab: kitabIds.join(',') },
  });
  return answer.items;
}

/** The size of a media file at its signed address (HEAD; a range of one byte where HEAD says nothing). */
async function mediaSize(url: string): Promise<number> {
  const head = await fetch(url, { method: 'HEAD' });
  const length = Number(head.headers.get('content-length'));
  if (head.ok && length > 0) return length;
  const probe = await fetch(url, { headers: { Range: 'bytes=0-0' } });
  await probe.body?.cancel();
  return Number(/\/(\d+)$/.exec(probe.headers.get('content-range') ?? '')?.[1] ?? 0);
}

/**
 * Reads what a download would fetch: the kitab, each course of the chosen meetings (all when
 * `meetingIds` is null) and its media size. A profile that may not read the kitab is refused
 * here by the server (403), so a download is only ever made with a session that may read.
 */
export async function planDownload(
  profileId: string,
  kitabId: string,
  meetingIds: string[] | null,
): Promise<DownloadPlan> {
  const kitab = await readKitabOnline(kitabId, profileId);
  const [status] = await readStatus(profileId, [kitabId]);
  const classDetail = await api.get<ClassDetail>(cataloguePaths.class(encodeURIComponent(kitab.classId)), {
    query: { profileId },
  });
  const chosen = kitab.pertemuan.filter((meeting) => meetingIds === null || meetingIds.includes(meeting.id));
  const courses: PlannedCourse[] = [];
  for (const meeting of chosen) {
    for (const summary of meeting.courses) {
      const course = await readCourseOnline(summary.id, profileId);
      const mediaPath = mediaPathOf(course.sourceUrl);
      const mediaBytes = mediaPath && course.sourceUrl ? await mediaSize(course.sourceUrl) : 0;
      courses.push({ course, meetingId: meeting.id, kind: course.kind, mediaPath, mediaBytes });
    }
  }
  return {
    profileId,
    kitab,
    classDetail,
    status: status ?? { kitabId, mayRead: false, version: null, meetings: [] },
    meetingIds: chosen.map((meeting) => meeting.id),
    courses,
  };
}

/** The bytes a plan downloads: every course's JSON and its media (videos only when asked). */
export function plannedBytes(plan: DownloadPlan, withVideos: boolean): number {
  return plan.courses.reduce(
    (sum, item) =>
      sum + jsonBytes(item.course) + (item.kind === 'video' && !withVideos ? 0 : item.mediaBytes),
    jsonBytes(plan.kitab),
  );
}

export type JobPhase = 'running' | 'paused' | 'waiting' | 'done' | 'cancelled' | 'failed';

export interface JobState {
  phase: JobPhase;
  done: number;
  total: number;
  error: string | null;
}

/**
 * One download running on the page: media are streamed (progress by bytes), each file kept once
 * complete. Pausing or losing the connection keeps the bytes received; resuming asks the server
 * for the rest (`Range`), at a fresh signed address if the old one expired. Cancelling removes
 * what this download added.
 */
export class DownloadJob {
  private stateValue: JobState;
  private readonly listeners = new Set<() => void>();
  private controller: AbortController | null = null;
  private readonly partial = new Map<string, { chunks: BlobPart[]; received: number }>();
  private readonly added: string[] = [];
  private readonly onOnline = () => this.resume();

  constructor(
    readonly plan: DownloadPlan,
    readonly withVideos: boolean,
  ) {
    this.stateValue = { phase: 'paused', done: 0, total: plannedBytes(plan, withVideos), error: null };
  }

  get state(): JobState {
    return this.stateValue;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: Partial<JobState>) {
    this.stateValue = { ...this.stateValue, ...next };
    for (const listener of this.listeners) listener();
  }

  start() {
    this.resume();
  }

  resume() {
    if (this.stateValue.phase === 'running' || this.stateValue.phase === 'done') return;
    if (this.stateValue.phase === 'cancelled') return;
    window.removeEventListener('online', this.onOnline);
    this.controller = new AbortController();
    this.set({ phase: 'running', error: null });
    void this.run(this.controller.signal);
  }

  pause() {
    if (this.stateValue.phase !== 'running' && this.stateValue.phase !== 'waiting') return;
    window.removeEventListener('online', this.onOnline);
    this.controller?.abort();
    this.set({ phase: 'paused' });
  }

  /** Stops the download and removes what it added (a finished download stays; remove it on the Downloaded screen). */
  async cancel() {
    if (this.stateValue.phase === 'done' || this.stateValue.phase === 'cancelled') return;
    window.removeEventListener('online', this.onOnline);
    this.controller?.abort();
    this.partial.clear();
    this.set({ phase: 'cancelled' });
    const index = await readIndex(this.plan.profileId);
    // A kitab downloaded only by this job goes whole; otherwise only the new files go.
    if (!index[this.plan.kitab.id]) await removeKitab(this.plan.profileId, this.plan.kitab.id);
    else await removeMedia(this.plan.profileId, this.added);
  }

  private wanted(item: PlannedCourse) {
    return item.mediaPath !== null && (item.kind !== 'video' || this.withVideos);
  }

  private async run(signal: AbortSignal) {
    const { plan } = this;
    try {
      let done = jsonBytes(plan.kitab);
      for (const item of plan.courses) {
        done += jsonBytes(item.course);
        if (!this.wanted(item) || !item.mediaPath) continue;
        if (await hasMedia(plan.profileId, item.mediaPath)) {
          done += item.mediaBytes;
          continue;
        }
        done = await this.fetchMedia(item, item.mediaPath, done, signal);
      }
      for (const item of plan.courses) await storeCourse(plan.profileId, item.course);
      await storeKitab(plan.profileId, plan.kitab);
      await storeClass(plan.profileId, plan.classDetail);
      await this.record();
      this.set({ phase: 'done', done: this.stateValue.total });
    } catch (error) {
      if (signal.aborted) return;
      if (
        !navigator.onLine ||
        (error instanceof ApiError && error.code === 0) ||
        error instanceof TypeError
      ) {
        // The connection dropped: the download goes on by itself when it returns.
        this.set({ phase: 'waiting' });
        window.addEventListener('online', this.onOnline, { once: true });
        return;
      }
      this.set({ phase: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Streams one media file from where it stopped; answers the progress after it. */
  private async fetchMedia(item: PlannedCourse, mediaPath: string, before: number, signal: AbortSignal) {
    const part = this.partial.get(mediaPath) ?? { chunks: [], received: 0 };
    this.partial.set(mediaPath, part);
    let response = await this.request(item.course.sourceUrl ?? mediaPath, part.received, signal);
    if (response.status === 403 || response.status === 401) {
      // The signed address expired while paused: a fresh read of the course signs it again.
      item.course = await readCourseOnline(item.course.id, this.plan.profileId);
      response = await this.request(item.course.sourceUrl ?? mediaPath, part.received, signal);
    }
    if (part.received > 0 && response.status !== 206) {
      part.chunks = [];
      part.received = 0;
    }
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const type = response.headers.get('content-type') ?? 'application/octet-stream';
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      part.chunks.push(value);
      part.received += value.byteLength;
      this.set({ done: before + part.received });
    }
    await storeMedia(this.plan.profileId, mediaPath, new Blob(part.chunks, { type }));
    this.partial.delete(mediaPath);
    this.added.push(mediaPath);
    return before + item.mediaBytes;
  }

  private request(url: string, from: number, signal: AbortSignal) {
    return fetch(url, { signal, headers: from > 0 ? { Range: `bytes=${from}-` } : {} });
  }

  /** Adds the downloaded meetings to the profile's index. */
  private async record() {
    const { plan } = this;
    const index = await readIndex(plan.profileId);
    const versions = new Map(plan.status.meetings.map((meeting) => [meeting.id, meeting.version]));
    const now = new Date().toISOString();
    const fresh: DownloadedMeeting[] = plan.kitab.pertemuan
      .filter((meeting) => plan.meetingIds.includes(meeting.id))
      .map((meeting) => {
        const items = plan.courses.filter((item) => item.meetingId === meeting.id);
        return {
          id: meeting.id,
          number: meeting.number,
          title: meeting.title,
          version: versions.get(meeting.id) ?? '',
          courseIds: items.map((item) => item.course.id),
          bytes: items.reduce(
            (sum, item) => sum + jsonBytes(item.course) + (this.wanted(item) ? item.mediaBytes : 0),
            0,
          ),
          withVideos: this.withVideos,
          downloadedAt: now,
        };
      });
    const previous = index[plan.kitab.id]?.meetings ?? [];
    index[plan.kitab.id] = {
      kitabId: plan.kitab.id,
      classId: plan.kitab.classId,
      title: plan.kitab.title,
      titleArabic: plan.kitab.titleArabic,
      meetings: [...previous.filter((meeting) => !plan.meetingIds.includes(meeting.id)), ...fresh].sort(
        (a, b) => a.number - b.number,
      ),
      latest: Object.fromEntries(versions),
    };
    await writeIndex(plan.profileId, index);
  }
}

/** The downloads running on this page, one per profile and kitab, kept across screens. */
const jobs = new Map<string, DownloadJob>();
const jobListeners = new Set<() => void>();

export const jobKey = (profileId: string, kitabId: string) => `${profileId}:${kitabId}`;

export const downloadJobs = {
  get: (profileId: string, kitabId: string) => jobs.get(jobKey(profileId, kitabId)) ?? null,
  start(plan: DownloadPlan, withVideos: boolean) {
    const key = jobKey(plan.profileId, plan.kitab.id);
    jobs.get(key)?.pause();
    const job = new DownloadJob(plan, withVideos);
    jobs.set(key, job);
    for (const listener of jobListeners) listener();
    job.start();
    return job;
  },
  subscribe(listener: () => void) {
    jobListeners.add(listener);
    return () => jobListeners.delete(listener);
  },
};
