// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadPlan } from './download-job';

const cache = vi.hoisted(() => ({
  index: {} as Record<string, unknown>,
  media: new Map<string, Blob>(),
}));

vi.mock('./offline-cache', () => ({
  hasMedia: vi.fn(async (_profileId: string, path: string) => cache.media.has(path)),
  mediaPathOf: vi.fn(),
  readIndex: vi.fn(async () => structuredClone(cache.index)),
  writeIndex: vi.fn(async (_profileId: string, index: Record<string, unknown>) => {
    cache.index = index;
  }),
  storeCourse: vi.fn(async () => undefined),
  storeKitab: vi.fn(async () => undefined),
  storeClass: vi.fn(async () => undefined),
  storeMedia: vi.fn(async (_profileId: string, path: string, body: Blob) => {
    cache.media.set(path, body);
  }),
  removeMedia: vi.fn(async (_profileId: string, paths: string[]) => {
    for (const path of paths) cache.media.delete(path);
  }),
  removeKitab: vi.fn(async () => {
    cache.index = {};
    cache.media.clear();
  }),
}));

const { DownloadJob } = await import('./download-job');

const audio = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
const text = { en: 'Meeting', id: 'Pertemuan' };

function plan(): DownloadPlan {
  const course = (id: string, kind: 'audio' | 'video', file: string) => ({
    course: { id, kind, sourceUrl: `/demo-media/${file}?expires=1&sig=x`, title: text } as never,
    meetingId: 'm1',
    kind,
    mediaPath: `/demo-media/${file}`,
    mediaBytes: kind === 'audio' ? audio.length : 5000,
  });
  return {
    profileId: 'p1',
    kitab: {
      id: 'k1',
      classId: 'c1',
      title: text,
      titleArabic: 'كتاب',
      pertemuan: [{ id: 'm1', number: 1, title: text, courses: [] }],
    } as never,
    classDetail: { id: 'c1' } as never,
    status: { kitabId: 'k1', mayRead: true, version: 'v1', meetings: [{ id: 'm1', version: 'a' }] },
    meetingIds: ['m1'],
    courses: [course('c-audio', 'audio', 'talk.mp3'), course('c-video', 'video', 'film.mp4')],
  };
}

/** A media server that answers ranges; `dropAfter` breaks the body after that many bytes once. */
function mediaServer(dropAfter: number | null, dropFile = 'talk.mp3') {
  const ranges: (string | null)[] = [];
  let drop = dropAfter;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const range = new Headers(init?.headers).get('range');
    ranges.push(range);
    if (url.includes('film.mp4')) throw new Error('videos are not asked for');
    const from = range ? Number(/bytes=(\d+)-/.exec(range)![1]) : 0;
    const rest = audio.slice(from);
    const cut = url.includes(dropFile) ? drop : null;
    if (cut !== null) drop = null;
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (cut !== null && sent) return controller.error(new TypeError('Failed to fetch'));
        if (sent) return controller.close();
        sent = true;
        controller.enqueue(cut !== null ? rest.slice(0, cut) : rest);
      },
    });
    return new Response(body, {
      status: range ? 206 : 200,
      headers: { 'content-type': 'audio/mpeg' },
    });
  });
  return { fetchMock, ranges };
}

const settled = (job: InstanceType<typeof DownloadJob>, phase: string) =>
  vi.waitFor(() => expect(job.state.phase).toBe(phase));

beforeEach(() => {
  cache.index = {};
  cache.media.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('DownloadJob', () => {
  it('waits when the connection drops and goes on from the byte it reached when it returns', async () => {
    const server = mediaServer(4);
    vi.stubGlobal('fetch', server.fetchMock);
    const job = new DownloadJob(plan(), false);
    job.start();
    await settled(job, 'waiting');
    expect(job.state.done).toBeLessThan(job.state.total);

    window.dispatchEvent(new Event('online'));
    await settled(job, 'done');
    expect(server.ranges).toEqual([null, 'bytes=4-']);
    const kept = cache.media.get('/demo-media/talk.mp3')!;
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(kept);
    });
    expect(new Uint8Array(bytes)).toEqual(audio);
    // Videos stay off unless asked: the film was never fetched, and the size left it out.
    expect(cache.media.has('/demo-media/film.mp4')).toBe(false);
    expect(job.state.done).toBe(job.state.total);
    expect(cache.index).toMatchObject({
      k1: { meetings: [{ id: 'm1', version: 'a', courseIds: ['c-audio', 'c-video'], withVideos: false }] },
    });
  });

  it('keeps what arrived when paused and asks only for the rest on resume', async () => {
    const server = mediaServer(3);
    vi.stubGlobal('fetch', server.fetchMock);
    const job = new DownloadJob(plan(), false);
    job.start();
    await settled(job, 'waiting');
    job.pause();
    expect(job.state.phase).toBe('paused');
    job.resume();
    await settled(job, 'done');
    expect(server.ranges).toEqual([null, 'bytes=3-']);
    expect(cache.media.get('/demo-media/talk.mp3')?.size).toBe(audio.length);
  });

  it('cancelled, removes what it downloaded and the kitab it alone brought', async () => {
    const server = mediaServer(2, 'other.mp3');
    vi.stubGlobal('fetch', server.fetchMock);
    const base = plan();
    const other = { ...base.courses[0]!, mediaPath: '/demo-media/other.mp3' };
    other.course = { ...other.course, sourceUrl: '/demo-media/other.mp3?expires=1&sig=x' } as never;
    const job = new DownloadJob({ ...base, courses: [base.courses[0]!, other] }, false);
    job.start();
    await settled(job, 'waiting');
    expect(cache.media.has('/demo-media/talk.mp3')).toBe(true);
    await job.cancel();
    expect(job.state.phase).toBe('cancelled');
    expect(cache.media.size).toBe(0);
    expect(cache.index).toEqual({});
  });
});
