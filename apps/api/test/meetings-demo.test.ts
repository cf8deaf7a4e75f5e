import type { AppNotification, CalendarEntry } from '@academy/contract/meetings';
import { meetingPaths } from '@academy/contract/endpoints';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes, kitab, pertemuan } from '../src/db/schema/index';
import { demoLearner } from '../src/demo/demo-accounts';
import { nextSaturdayEvening } from '../src/demo/demo-meetings';
import { seedDemo, type DemoSeed } from '../src/demo/seed-demo';
import { bearer } from './helpers/account-factory';
import { unlockProfile } from './helpers/profile-unlock';
import { buildTestApp } from './helpers/test-app';

const app = await buildTestApp({ SEED_DEMO: 'true', NOTIFICATION_JOB_SECONDS: '0' });
let seeded: DemoSeed;
let token: string;
const day = 86_400_000;

beforeAll(async () => {
  seeded = (await seedDemo(app))!;
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { phoneNumber: demoLearner.phoneNumber, password: demoLearner.password },
  });
  token = (login.json() as { data: { token: string } }).data.token;
  await unlockProfile(app, token, seeded.learner.mainProfileId, demoLearner.mainProfilePin);
});

describe('the demo’s meetings (issue 23)', () => {
  it('show the demo learner a meeting live now, yesterday’s recording and next Saturday’s meeting with its link', async () => {
    const now = new Date();
    const from = new Date(now.getTime() - 3 * day).toISOString();
    const to = new Date(now.getTime() + 15 * day).toISOString();
    const response = await app.inject({
      url: `/api/v1/profile/${seeded.learner.mainProfileId}/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const meetings = (response.json() as { data: CalendarEntry[] }).data.filter(
      (entry) => entry.type === 'meeting',
    );
    const live = meetings.find(
      (entry) => Date.parse(entry.startsAt) <= now.getTime() && Date.parse(entry.endsAt) > now.getTime(),
    );
    expect(live?.place).toMatchObject({ kind: 'online', joinUrl: expect.stringMatching(/^https:\/\//) });
    const yesterday = meetings.find((entry) => {
      const ago = now.getTime() - Date.parse(entry.startsAt);
      return ago > 0 && ago < 2 * day && entry.id !== live?.id;
    });
    expect(yesterday?.recordingUrl).toMatch(/^https:\/\//);
    const saturday = meetings.find((entry) => entry.startsAt === nextSaturdayEvening(now).toISOString());
    expect(saturday?.place).toMatchObject({ kind: 'online' });
    // 20.00 WIB on a Saturday.
    const wib = new Date(Date.parse(saturday!.startsAt) + 7 * 3_600_000);
    expect([wib.getUTCDay(), wib.getUTCHours(), wib.getUTCMinutes()]).toEqual([6, 20, 0]);
  });

  it('put a meeting reminder in the demo learner’s inbox', async () => {
    const response = await app.inject({
      url: `/api/v1/profile/${seeded.learner.mainProfileId}/notifications`,
      headers: bearer(token),
    });
    const body = response.json() as { data: AppNotification[]; meta: { unread: number } };
    expect(body.data.some((item) => item.kind === 'meetingReminder')).toBe(true);
    expect(body.meta.unread).toBeGreaterThanOrEqual(1);
  });
});

describe('a class page’s meetings (issue 38)', () => {
  const classIdOf = async (slug: string) => {
    const [row] = await app.database.db
      .select({ id: classes.id, lessonSchedule: classes.lessonSchedule })
      .from(classes)
      .where(eq(classes.slug, slug));
    return row!;
  };
  const meetingsOf = (classId: string) =>
    app.inject({
      url: meetingPaths.classMeetings(seeded.learner.mainProfileId, classId),
      headers: bearer(token),
    });

  it('lists the class’s meetings to an enrolled learner: the live one, then those to come, then those held, latest first', async () => {
    const now = Date.now();
    const response = await meetingsOf((await classIdOf('arbain-nawawi')).id);
    expect(response.statusCode).toBe(200);
    const meetings = (response.json() as { data: CalendarEntry[] }).data;
    expect(meetings.every((entry) => entry.type === 'meeting')).toBe(true);
    const first = meetings[0]!;
    expect(Date.parse(first.startsAt)).toBeLessThanOrEqual(now);
    expect(Date.parse(first.endsAt)).toBeGreaterThan(now);
    expect(first.place).toMatchObject({ kind: 'online', joinUrl: expect.stringContaining('zoom.us') });
    const ahead = meetings.filter((entry) => Date.parse(entry.endsAt) > now);
    const held = meetings.filter((entry) => Date.parse(entry.endsAt) <= now);
    expect(meetings).toEqual([...ahead, ...held]);
    expect(ahead.map((entry) => entry.startsAt)).toEqual(ahead.map((entry) => entry.startsAt).sort());
    expect(held.map((entry) => entry.startsAt)).toEqual(
      held
        .map((entry) => entry.startsAt)
        .sort()
        .reverse(),
    );
    expect(held[0]?.recordingUrl).toMatch(/^https:\/\//);
  });

  it('answers 403 for a class the profile is not in and 404 for no class', async () => {
    expect((await meetingsOf((await classIdOf('keluarga-sakinah')).id)).statusCode).toBe(403);
    const unknown = await meetingsOf('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ err: true, code: 404 });
  });

  it('names in each class’s lesson schedule the place its meetings use', async () => {
    const quran = await classIdOf('tahsin-akhwat');
    const [meeting] = await app.database.db
      .select({ place: pertemuan.place })
      .from(pertemuan)
      .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
      .where(eq(kitab.classId, quran.id))
      .limit(1);
    expect(meeting?.place).toMatchObject({ joinUrl: expect.stringContaining('meet.google.com') });
    expect(quran.lessonSchedule.id).toContain('Google Meet');
    expect(quran.lessonSchedule.en).toContain('Google Meet');
    expect((await classIdOf('keluarga-sakinah')).lessonSchedule.en).toContain('Masjid Al-Ikhlas');
    expect((await classIdOf('arbain-nawawi')).lessonSchedule.en).toContain('Zoom');
  });
});
