import type { CertificateVariant } from '@academy/contract/certificates';
import type { Language } from '@academy/contract/language';
import type {
  StaffCertificate,
  StaffCertificateEvent,
  StaffCertificateIssue,
  StaffCertificateItemQuery,
  StaffCertificateProfile,
  StaffCertificateQuery,
  StaffCertificateReissue,
  StaffCertificateRow,
  StaffCertificateStanding,
} from '@academy/contract/staff-certificates';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { certificates, classes, enrolments, kitab, profiles, users } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { hijriDate } from './certificate-dates';
import { completedItems, kitabStanding } from './completion-rule';
import { progressOf } from '../learning/index';
import type { AuditHook, CertificateRow, CertificateService, StaffDeed } from './certificate-service';
import { searchPattern } from '../../lib/list-helpers';
import type { AuditTrail, StaffActor } from '../audit/index';

const successor = alias(certificates, 'successor');
const predecessor = alias(certificates, 'predecessor');

/** The class a certificate's item belongs to: the class itself, or the kitab's class. */
const classOfItem = sql<string>`case when ${certificates.itemType} = 'class' then ${certificates.itemId}
  else (select ${kitab.classId} from ${kitab} where ${kitab.id} = ${certificates.itemId}) end`;

type ListedRow = {
  certificate: CertificateRow;
  profileName: string;
  userId: string;
  successor: { id: string; number: string } | null;
  predecessor: { id: string; number: string } | null;
};

/**
 * Certificates in the staff console (decisions 0060–0061): every staff member lists and opens the
 * certificates of the classes they may reach (a teacher: the classes they teach) and issues by
 * hand there; revoking and reissuing are for admins. Issuing, numbering and revoking themselves
 * are the certificate service's; every change is audited with the reason given.
 */
export class StaffCertificateService {
  constructor(
    private readonly db: Database,
    private readonly certificates: CertificateService,
    private readonly staff: AuditTrail,
  ) {}

  async list(query: StaffCertificateQuery, actor: StaffActor) {
    const pattern = searchPattern(query.search);
    const where = and(
      this.reach(actor),
      query.status ? eq(certificates.status, query.status) : undefined,
      query.itemType ? eq(certificates.itemType, query.itemType) : undefined,
      pattern
        ? or(
            ilike(certificates.number, pattern),
            eq(certificates.code, query.search!),
            ilike(certificates.learnerName, pattern),
            ilike(profiles.name, pattern),
          )
        : undefined,
    );
    const rows = await this.select()
      .where(where)
      .orderBy(desc(certificates.issuedAt), desc(certificates.number))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [counted] = await this.db
      .select({ total: count() })
      .from(certificates)
      .innerJoin(profiles, eq(profiles.id, certificates.profileId))
      .where(where);
    return { items: rows.map((row) => this.row(row)), total: counted?.total ?? 0 };
  }

  async get(certificateId: string, actor: StaffActor): Promise<StaffCertificate> {
    const [found] = await this.select().where(eq(certificates.id, certificateId));
    if (!found) throw new AppError(404, 'notFound');
    await this.checkReach(certificateId, actor);
    const { certificate } = found;
    const history: StaffCertificateEvent[] = [
      {
        kind: found.predecessor ? 'reissued' : 'issued',
        at: certificate.issuedAt.toISOString(),
        actorName: certificate.issuedByName,
        reason: certificate.issueReason,
        certificate: found.predecessor,
      },
    ];
    if (certificate.revokedAt) {
      history.push({
        kind: found.successor ? 'replaced' : 'revoked',
        at: certificate.revokedAt.toISOString(),
        actorName: certificate.revokedByName,
        reason: certificate.revokedReason,
        certificate: found.successor,
      });
    }
    return {
      ...this.row(found),
      teacherName: certificate.teacherName,
      hijriDate: hijriDate(certificate.issuedAt),
      verifyUrl: this.certificates.verifyUrl(certificate.code),
      userId: found.userId,
      reissuedFrom: found.predecessor,
      history,
    };
  }

  /** Issues by hand; a teacher only for a class they teach and a learner enrolled in it. */
  /**
   * Issues by hand. Staff may issue to a learner who has not completed the item (a deliberate
   * act, e.g. completed offline); the audit row records the learner's standing at that moment.
   */
  async issue(input: StaffCertificateIssue, actor: StaffActor) {
    const standing = await this.standing(input, actor);
    const row = await this.certificates.issueByHand(
      input.profileId,
      { type: input.itemType, id: input.itemId },
      this.deed(actor, input.reason),
      this.audit(actor, 'issue', {
        belowCompletion: !standing.complete,
        progressPercent: standing.percent,
      }),
    );
    return this.get(row.id, actor);
  }

  /**
   * Where the profile stands on the item before a certificate is issued by hand: courses
   * completed of those it studies, and whether it meets the certificate rule (decisions §7). A
   * teacher asks only for a profile enrolled in a class they teach (403 otherwise).
   */
  async standing(input: StaffCertificateItemQuery, actor: StaffActor): Promise<StaffCertificateStanding> {
    const classId = await this.classOfInput(input);
    const [profile] = await this.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, input.profileId));
    if (!profile) throw fieldError('profileId', 'certificateProfileUnknown');
    if (actor.role !== 'admin') {
      const [taught] = await this.db
        .select({ id: enrolments.id })
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .where(
          and(
            eq(enrolments.classId, classId),
            eq(enrolments.profileId, input.profileId),
            eq(classes.teacherId, actor.teacherId ?? sql`null`),
          ),
        );
      if (!taught) throw new AppError(403, 'forbidden');
    }
    const studied = (await kitabStanding(this.db, input.profileId)).filter((row) =>
      input.itemType === 'class'
        ? row.classId === input.itemId && row.enrolled
        : row.kitabId === input.itemId,
    );
    const done = studied.reduce((sum, row) => sum + row.completedCount, 0);
    const total = studied.reduce((sum, row) => sum + row.courseCount, 0);
    const complete = (await completedItems(this.db, input.profileId)).some(
      (item) => item.type === input.itemType && item.id === input.itemId,
    );
    return { ...progressOf(done, total), complete };
  }

  async revoke(certificateId: string, reason: string, actor: StaffActor) {
    this.adminOnly(actor);
    await this.certificates.revoke(certificateId, this.deed(actor, reason), this.audit(actor, 'revoke'));
    return this.get(certificateId, actor);
  }

  /** Replaces a certificate (admins): answers the new one. */
  async reissue(certificateId: string, input: StaffCertificateReissue, actor: StaffActor) {
    this.adminOnly(actor);
    const row = await this.certificates.reissue(
      certificateId,
      this.deed(actor, input.reason),
      input.fullName,
      this.audit(actor, 'reissue'),
    );
    return this.get(row.id, actor);
  }

  /** A certificate's PDF for staff: the same document its learner downloads. */
  async pdf(certificateId: string, variant: CertificateVariant, language: Language, actor: StaffActor) {
    const [found] = await this.db
      .select({ profileId: certificates.profileId })
      .from(certificates)
      .where(eq(certificates.id, certificateId));
    if (!found) throw new AppError(404, 'notFound');
    await this.checkReach(certificateId, actor);
    return this.certificates.pdf(found.profileId, certificateId, variant, language);
  }

  /**
   * Learner profiles by name, to issue to: an admin searches every profile, a teacher the
   * profiles enrolled in the classes they teach. Names only; never a secret.
   */
  async profiles(search: string, actor: StaffActor): Promise<StaffCertificateProfile[]> {
    const taught =
      actor.role === 'admin'
        ? undefined
        : exists(
            this.db
              .select({ id: enrolments.id })
              .from(enrolments)
              .innerJoin(classes, eq(classes.id, enrolments.classId))
              .where(
                and(
                  eq(enrolments.profileId, profiles.id),
                  eq(classes.teacherId, actor.teacherId ?? sql`null`),
                ),
              ),
          );
    return this.db
      .select({ id: profiles.id, name: profiles.name, accountName: users.fullName })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(ilike(profiles.name, searchPattern(search)!), taught))
      .orderBy(asc(profiles.name), asc(profiles.id))
      .limit(20);
  }

  private select() {
    return this.db
      .select({
        certificate: certificates,
        profileName: profiles.name,
        userId: profiles.userId,
        successor: { id: successor.id, number: successor.number },
        predecessor: { id: predecessor.id, number: predecessor.number },
      })
      .from(certificates)
      .innerJoin(profiles, eq(profiles.id, certificates.profileId))
      .leftJoin(successor, eq(successor.reissuedFromId, certificates.id))
      .leftJoin(predecessor, eq(predecessor.id, certificates.reissuedFromId));
  }

  private row({ certificate, profileName, successor: next }: ListedRow): StaffCertificateRow {
    const view = this.certificates.view(certificate);
    return {
      id: view.id,
      number: view.number,
      code: view.code,
      profile: { id: certificate.profileId, name: profileName },
      learnerName: view.learnerName,
      item: view.item,
      issuedAt: view.issuedAt,
      status: view.status,
      revokedAt: view.revokedAt,
      revokedReason: certificate.revokedReason,
      replacedBy: next,
    };
  }

  /** What a teacher reaches: certificates of the classes they teach (admins: all). */
  private reach(actor: StaffActor): SQL | undefined {
    if (actor.role === 'admin') return undefined;
    return inArray(
      classOfItem,
      this.db
        .select({ id: classes.id })
        .from(classes)
        .where(eq(classes.teacherId, actor.teacherId ?? sql`null`)),
    );
  }

  private async checkReach(certificateId: string, actor: StaffActor) {
    if (actor.role === 'admin') return;
    const [reached] = await this.db
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.id, certificateId), this.reach(actor)));
    if (!reached) throw new AppError(403, 'forbidden');
  }

  /** The class of the item to issue for; an unknown item is a field error. */
  private async classOfInput(input: StaffCertificateItemQuery): Promise<string> {
    const [found] =
      input.itemType === 'class'
        ? await this.db.select({ classId: classes.id }).from(classes).where(eq(classes.id, input.itemId))
        : await this.db.select({ classId: kitab.classId }).from(kitab).where(eq(kitab.id, input.itemId));
    if (!found) throw fieldError('itemId', 'certificateItemUnknown');
    return found.classId;
  }

  private adminOnly(actor: StaffActor) {
    if (actor.role !== 'admin') throw new AppError(403, 'forbidden');
  }

  private deed(actor: StaffActor, reason: string): StaffDeed {
    return { userId: actor.userId, name: actor.fullName, reason };
  }

  /**
   * The audit row of a change, written in the change's transaction: the certificate as it is
   * after it, with the reason (a revoke audits the revoked certificate, a reissue the new one).
   */
  private audit(
    actor: StaffActor,
    action: 'issue' | 'revoke' | 'reissue',
    extra: Record<string, unknown> = {},
  ): AuditHook {
    return (tx, row) =>
      this.staff.record(
        actor,
        action,
        'certificates',
        row.id,
        {
          number: row.number,
          profileId: row.profileId,
          learnerName: row.learnerName,
          item: { type: row.itemType, id: row.itemId },
          status: row.status,
          reason: action === 'revoke' ? row.revokedReason : row.issueReason,
          reissuedFromId: row.reissuedFromId,
          ...extra,
        },
        tx,
      );
  }
}
