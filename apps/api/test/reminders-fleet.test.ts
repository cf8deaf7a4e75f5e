import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseConnection } from '../src/db/database';
import { enrolments, notifications, outboxMessages, pertemuan } from '../src/db/schema/index';
import type { App } from '../src/app';
import { registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { buildTestApp } from './helpers/test-app';
import { freshDatabaseUrl, postgresServer } from './helpers/throwaway-postgres';

// Two servers, each an app of its own with its own pool, on one PostgreSQL database (decision
// 0095): both make the reminders due and send the queue at once, and each profile hears of each
// meeting once. The timers are off (NOTIFICATION_JOB_SECONDS=0): the job's work is run by hand.
const postgres = await postgresServer();
const opened: DatabaseConnection[] = [];
// Registered first, so it runs after the apps have closed (after-hooks run in reverse order).
afterAll(async () => {
  for (const connection of opened) await connection.close();
  await postgres?.stop();
});

const noon = new Date('2030-01-05T05:00:00Z'); // 12.00 WIB: outside the quiet hours
const minute = 60_000;
let serverA: App;
let serverB: App;
let learners: VerifiedUser[];
let meetingId: string;

describe.skipIf(!postgres)('reminders on two servers sharing one database', () => {
  beforeAll(async () => {
    const url = await freshDatabaseUrl(postgres!.url, 'academy_reminders_fleet');
    const open = async () => {
      const connection = await openDatabase({ kind: 'postgres', url });
      opened.push(connection);
      return connection;
    };
    serverA = await buildTestApp({ NOTIFICATION_JOB_SECONDS: '0' }, { database: await open() });
    serverB = await buildTestApp(
      { NOTIFICATION_JOB_SECONDS: '0' },
      { database: await open(), keepData: true },
    );
    const basics = await seedCatalogueBasics(serverA);
    learners = [await registerVerifiedUser(serverA), await registerVerifiedUser(serverB)];
    const klass = await createClass(serverA, basics, { state: 'in_progress' });
    const book = await addKitab(serverA, klass.id, { meetings: 1, perMeeting: 1 });
    meetingId = book.meetingIds[0]!;
    await serverA.database.db
      .update(pertemuan)
      .set({ scheduledAt: new Date(noon.getTime() + 45 * minute) })
      .where(eq(pertemuan.id, meetingId));
    await serverA.database.db.insert(enrolments).values(
      learners.map((learner) => ({
        classId: klass.id,
        profileId: learner.profiles[0]!.id,
        status: 'active' as const,
      })),
    );
  }, 120_000);

  it('makes one reminder per profile and sends each channel once', async () => {
    const made = await Promise.all([
      serverA.services.reminders.scan(noon),
      serverB.services.reminders.scan(noon),
      serverA.services.reminders.scan(noon),
      serverB.services.reminders.scan(noon),
    ]);
    expect(made.reduce((sum, n) => sum + n, 0)).toBe(2); // two profiles, one meeting
    const rows = await serverB.database.db
      .select({ profileId: notifications.profileId })
      .from(notifications)
      .where(eq(notifications.eventKey, `meeting:${meetingId}`));
    expect(rows.map((row) => row.profileId).sort()).toEqual(
      learners.map((learner) => learner.profiles[0]!.id).sort(),
    );

    await Promise.all([
      serverA.services.notifications.deliver(noon),
      serverB.services.notifications.deliver(noon),
      serverA.services.notifications.deliver(noon),
      serverB.services.notifications.deliver(noon),
    ]);
    const sent = await serverA.database.db
      .select({ to: outboxMessages.to })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.purpose, 'notice'),
          inArray(
            outboxMessages.to,
            learners.flatMap((learner) => [learner.account.phoneNumber, learner.account.email!]),
          ),
        ),
      );
    // Per learner one WhatsApp message and one e-mail, whichever server sent them.
    expect(sent.map((row) => row.to).sort()).toEqual(
      learners.flatMap((learner) => [learner.account.phoneNumber, learner.account.email!]).sort(),
    );
  });
});
