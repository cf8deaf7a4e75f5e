// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as OfflineCache from './offline-cache';
import type { DownloadIndex } from './offline-cache';

const state = vi.hoisted(() => ({
  index: {} as DownloadIndex,
  removed: [] as string[],
  calls: [] as string[],
  statuses: [] as {
    kitabId: string;
    mayRead: boolean;
    version: string | null;
    meetings: { id: string; version: string }[];
  }[],
}));

vi.mock('./offline-cache', async (original) => ({
  ...(await original<typeof OfflineCache>()),
  readIndex: vi.fn(async () => structuredClone(state.index)),
  writeIndex: vi.fn(async (_profileId: string, index: DownloadIndex) => {
    state.index = structuredClone(index);
  }),
  removeKitab: vi.fn(async (_profileId: string, kitabId: string) => {
    state.removed.push(kitabId);
    delete state.index[kitabId];
  }),
}));
vi.mock('./download-job', () => ({
  readStatus: vi.fn(async () => {
    state.calls.push('status');
    return state.statuses;
  }),
  planDownload: vi.fn(),
  downloadJobs: { start: vi.fn() },
}));
vi.mock('./marks-outbox', () => ({
  marksOutbox: {
    pending: () => [],
    flush: vi.fn(async () => {
      state.calls.push('marks');
    }),
  },
}));

const { syncDownloads } = await import('./offline-sync');
const { changedMeetings } = await import('./offline-cache');

const text = { en: 'Kitab', id: 'Kitab' };
const entry = (kitabId: string) => ({
  kitabId,
  classId: 'c1',
  title: text,
  titleArabic: 'كتاب',
  latest: {},
  meetings: [
    {
      id: `${kitabId}-m1`,
      number: 1,
      title: text,
      version: 'v1',
      courseIds: ['x'],
      bytes: 10,
      withVideos: false,
      downloadedAt: '2026-11-29T00:00:00.000Z',
    },
  ],
});

beforeEach(() => {
  state.index = { kept: entry('kept'), refunded: entry('refunded') };
  state.removed = [];
  state.calls = [];
});

describe('syncDownloads', () => {
  it('sends the marks first, removes what the profile may no longer read and marks changed meetings', async () => {
    state.statuses = [
      { kitabId: 'kept', mayRead: true, version: 'k2', meetings: [{ id: 'kept-m1', version: 'v2' }] },
      { kitabId: 'refunded', mayRead: false, version: null, meetings: [] },
    ];
    const outcome = await syncDownloads('p1');
    expect(state.calls).toEqual(['marks', 'status']);
    expect(outcome).toEqual({ removed: [{ title: text }], synced: true });
    expect(state.removed).toEqual(['refunded']);
    expect(Object.keys(state.index)).toEqual(['kept']);
    expect(changedMeetings(state.index.kept!).map((meeting) => meeting.id)).toEqual(['kept-m1']);
  });

  it('asks nothing when the phone keeps no download', async () => {
    state.index = {};
    expect(await syncDownloads('p1')).toEqual({ removed: [], synced: false });
    expect(state.calls).toEqual(['marks']);
  });
});
