import {
  announcementSendsPerHour,
  type Announcement,
  type AnnouncementSummary,
} from '@academy/contract/meetings';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { announcementBodySchema } from '@academy/contract/meetings';
import type { Database, Transaction } from '../../db/database';
import {
  announcements,
  classes,
  enrolments,
  kitab,
  notificationDeliveries,
  notifications,
  pertemuan,
  profiles,
} from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { appLinks } from '../meetings/index';
import { assertTeaches } from '../catalogue/index';
import type { AuditTrail, StaffActor } from '../audit/index';
import { FailureCounterService } from '../accounts/index';
import type { NotificationService } from './notification-service';

type Body = z.output<typeof announcementBodySchema>;
const recentLimit = 50;

const toSummary = (row: typeof announcements.$inferSelect): AnnouncementSummary => ({
  id: row.id,
  classId: row.classId,
  title: row.title,
  body: row.body,
  channels: row.channels,
  audience: row.recipientProfileIds ? 'selected' : 'class',
  meetingId: row.meetingId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Staff announcements to a class (api-contract): every active enrolment, or the learners chosen
 * from the gradebook (`profileIds`, those of them actively enrolled), by the channels chosen. A
 * chosen learner's message is shown on the class page to the chosen ones only.
 */
export class AnnouncementService {
  /** Hourly windows in the database, so every server of a fleet counts the same sends. */
  private readonly sends: FailureCounterService;

  constructor(
    private readonly db: Database,
    private readonly notifications: NotificationService,
    private readonly staff: AuditTrail,
  ) {
    this.sends = new FailureCounterService(db, 60 * 60_000);
  }

  private async classFor(classId: string, actor: StaffActor) {
    const [row] = await this.db
      .select({ id: classes.id, teacherId: classes.teacherId })
      .from(classes)
      .where(eq(classes.id, classId));
    if (!row) throw new AppError(404, 'notFound');
    assertTeaches(actor, row.teacherId);
    return row;
  }

  /**
   * 400 on `meetingId` unless it names a meeting of the class (issue 38 item 19). In the
   * announcement's transaction the row is locked, so the meeting cannot go before it is stored.
   */
  private async assertMeetingOf(db: Database | Transaction, classId: string, meetingId: string) {
    const [meeting] = await db
      .select({ id: pertemuan.id })
      .from(pertemuan)
      .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
      .where(and(eq(pertemuan.id, meetingId), eq(kitab.classId, classId)))
      .for('key share', { of: pertemuan });
    if (!meeting) throw fieldError('meetingId', 'announcementMeetingNotInClass');
  }

  /**
   * Writes the announcement (audited) and a notification for each learner; the queue sends the
   * rest. 429 once the class has had its WhatsApp and e-mail announcements of the hour (the inbox
   * and push cost nothing and are not counted).
   */
  async post(classId: string, body: Body, actor: StaffActor): Promise<Announcement> {
    await this.classFor(classId, actor);
    const meetingId = body.meetingId ?? null;
    // Checked before the hour's sends are counted: a refused announcement costs none.
    if (meetingId) await this.assertMeetingOf(this.db, classId, meetingId);
    // WhatsApp and e-mail reach phones and cost the academy: `announcementSendsPerHour` per class (429).
    if (body.channels.some((channel) => channel === 'whatsapp' || channel === 'email')) {
      await this.sends.take(
        [{ key: `announcements:${classId}`, limit: announcementSendsPerHour }],
        'tooManyAnnouncements',
      );
    }
    const chosen = body.profileIds ? [...new Set(body.profileIds)] : null;
    const [row] = await this.db.transaction(async (tx) => {
      if (meetingId) await this.assertMeetingOf(tx, classId, meetingId);
      const inserted = await tx
        .insert(announcements)
        .values({
          classId,
          title: body.title,
          body: body.body,
          channels: body.channels,
          recipientProfileIds: chosen,
          meetingId,
          createdByUserId: actor.userId,
        })
        .returning();
      await this.staff.audit(tx, actor, 'create', 'announcements', inserted[0]!.id, null, {
        classId,
        title: body.title,
        body: body.body,
        channels: body.channels,
        ...(chosen ? { profileIds: chosen } : {}),
        ...(meetingId ? { meetingId } : {}),
      });
      return inserted;
    });
    const announcement = row!;
    const recipients = await this.db
      .select({ profileId: enrolments.profileId })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.classId, classId),
          eq(enrolments.status, 'active'),
          chosen ? inArray(enrolments.profileId, chosen) : undefined,
        ),
      );
    const text = { en: body.title, id: body.title };
    await this.notifications.notifyMany(
      recipients.map((recipient) => ({
        profileId: recipient.profileId,
        kind: 'announcement',
        eventKey: `announcement:${announcement.id}`,
        title: text,
        body: { en: body.body, id: body.body },
        url: appLinks.classPage(classId),
        channels: body.channels,
        announcementId: announcement.id,
      })),
    );
    return this.get(announcement.id, actor);
  }

  /** The announcement with each recipient's status per channel. */
  async get(id: string, actor: StaffActor): Promise<Announcement> {
    const [row] = await this.db.select().from(announcements).where(eq(announcements.id, id));
    if (!row) throw new AppError(404, 'notFound');
    await this.classFor(row.classId, actor);
    const deliveries = await this.db
      .select({
        profileId: profiles.id,
        name: profiles.name,
        channel: notificationDeliveries.channel,
        status: notificationDeliveries.status,
        updatedAt: notificationDeliveries.updatedAt,
        dueAt: notificationDeliveries.dueAt,
      })
      .from(notifications)
      .innerJoin(profiles, eq(profiles.id, notifications.profileId))
      .innerJoin(notificationDeliveries, eq(notificationDeliveries.notificationId, notifications.id))
      .where(eq(notifications.announcementId, id))
      .orderBy(asc(profiles.name), asc(profiles.id), asc(notificationDeliveries.channel));
    return {
      ...toSummary(row),
      deliveries: deliveries.map((delivery) => ({
        ...delivery,
        updatedAt: delivery.updatedAt.toISOString(),
        dueAt: delivery.dueAt.toISOString(),
      })),
    };
  }

  /** A class's latest announcements, newest first (staff). */
  async listForStaff(classId: string, actor: StaffActor): Promise<AnnouncementSummary[]> {
    await this.classFor(classId, actor);
    return this.recent(classId);
  }

  /** A class's latest announcements for one of its learners (403 when not enrolled). */
  async listForLearner(profileId: string, classId: string): Promise<AnnouncementSummary[]> {
    const [enrolment] = await this.db
      .select({ status: enrolments.status })
      .from(enrolments)
      .where(and(eq(enrolments.profileId, profileId), eq(enrolments.classId, classId)));
    if (enrolment?.status !== 'active') throw new AppError(403, 'forbidden');
    return this.recent(classId, profileId);
  }

  /** The class's latest announcements; for a learner, those to the class and those chosen for them. */
  private async recent(classId: string, learnerId?: string) {
    const rows = await this.db
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.classId, classId),
          learnerId
            ? or(
                isNull(announcements.recipientProfileIds),
                sql`${announcements.recipientProfileIds} @> ${JSON.stringify([learnerId])}::jsonb`,
              )
            : undefined,
        ),
      )
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(recentLimit);
    return rows.map(toSummary);
  }
}
