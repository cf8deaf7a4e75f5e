import { randomBytes } from 'node:crypto';
import {
  certificatePdfFileName,
  certificateCodePattern,
  type Certificate,
  type CertificateVariant,
  type CertificateVerification,
  type KitabSanad,
} from '@academy/contract/certificates';
import type { Language } from '@academy/contract/language';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import {
  certificateCounters,
  certificatePdfs,
  certificates,
  classes,
  kitab,
  profiles,
  teachers,
  users,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { BadgeService } from './badge-service';
import { hijriDate, issueYear } from './certificate-dates';
import { renderCertificatePdf } from './certificate-pdf';
import { completedItems, type CompletedItem } from './completion-rule';
import { chainKey, teacherKitabChains } from '../catalogue/index';
import { certificateChains } from './sanad-chain';
import { profileSanad } from './profile-sanad';

export interface CertificateSettings {
  /** `{prefix}` of certificate numbers `{prefix}/{year}/{000001}`. */
  numberPrefix: string;
  academyName: string;
  /** Origin of the public verification page `{origin}/sertifikat/{code}`. */
  appOrigin: string;
}

export type CertificateRow = typeof certificates.$inferSelect;

/** A change staff make to certificates: who, and the reason they gave (kept on the certificate). */
export interface StaffDeed {
  /** The staff account (null when done outside the console, e.g. by a script). */
  userId: string | null;
  name: string;
  reason: string;
}

/** Writes the audit row of a staff change inside the change's own transaction. */
export type AuditHook = (tx: Database, certificate: CertificateRow) => Promise<void>;

interface IssueOptions {
  /** Audits the new certificate in the issuing transaction. */
  audit?: AuditHook;
  /** Issued by hand (null: automatically, on completion). */
  by?: StaffDeed;
  /** The certificate this one replaces (a reissue). */
  replaces?: string;
  /** A corrected name for the profile, printed on the new certificate. */
  fullName?: string;
}

/**
 * A certificate that holds its item: valid, or revoked by staff (the next completion does not undo
 * a revocation). One revoked by a regrade does not: passing again earns a new one.
 */
const holdsItem = or(eq(certificates.status, 'valid'), eq(certificates.revokedUnearned, false));

/** Rolled back on purpose: another issuer gave this certificate first. */
class AlreadyIssued extends Error {}

/**
 * Certificates (decisions §7): issued automatically when a profile completes a class or a kitab
 * bought on its own, one per profile and item, numbered without gaps, verifiable by a random
 * public code; their PDFs are generated once and kept.
 */
export class CertificateService {
  private readonly issuedListeners: ((certificate: CertificateRow) => Promise<void>)[] = [];

  constructor(
    private readonly db: Database,
    private readonly badges: BadgeService,
    private readonly settings: CertificateSettings,
  ) {}

  /** Told of every certificate issued (automatically, by hand or as a reissue), once committed. */
  onIssued(listener: (certificate: CertificateRow) => Promise<void>): void {
    this.issuedListeners.push(listener);
  }

  /**
   * Issues the certificates a profile has earned and awards its badges. Called when a course
   * is completed and when an exam attempt is graded; safe to call again and concurrently.
   * Answers the certificates issued by this call.
   */
  async evaluate(profileId: string): Promise<Certificate[]> {
    const items = await completedItems(this.db, profileId);
    const held = await this.heldItems(profileId);
    const issued: Certificate[] = [];
    for (const item of items.filter((candidate) => !held.has(`${candidate.type}:${candidate.id}`))) {
      const row = await this.issue(profileId, item);
      if (row) issued.push(this.view(row));
    }
    await this.badges.evaluate(profileId);
    return issued;
  }

  /**
   * Issues one certificate in a transaction that first takes the year's counter row: issuers
   * wait for each other there, so the check for an existing certificate that follows sees any
   * certificate committed meanwhile, and a certificate given by another issuer rolls the
   * counter back (numbers have no gaps and no duplicates). A certificate revoked by staff still
   * counts as held, so the next completion does not undo a revocation; only a reissue replaces it.
   */
  private async issue(
    profileId: string,
    item: CompletedItem,
    options: IssueOptions = {},
  ): Promise<CertificateRow | undefined> {
    const issuedAt = new Date();
    const year = issueYear(issuedAt);
    let row: CertificateRow | undefined;
    try {
      row = await this.db.transaction(async (tx) => {
        const [counter] = await tx
          .insert(certificateCounters)
          .values({ year, last: 1 })
          .onConflictDoUpdate({
            target: certificateCounters.year,
            set: { last: sql`${certificateCounters.last} + 1` },
          })
          .returning({ last: certificateCounters.last });
        if (options.replaces) await this.retire(tx, options.replaces, options.by!);
        if (options.fullName) {
          await tx
            .update(profiles)
            .set({ name: options.fullName, updatedAt: issuedAt })
            .where(eq(profiles.id, profileId));
        }
        const [existing] = await tx
          .select({ id: certificates.id })
          .from(certificates)
          .where(
            and(
              this.itemIs(profileId, item),
              options.replaces ? eq(certificates.status, 'valid') : holdsItem,
            ),
          );
        if (existing) throw new AlreadyIssued();
        const facts = await this.itemFacts(tx as unknown as Database, profileId, item);
        const number = `${this.settings.numberPrefix}/${year}/${String(counter!.last).padStart(6, '0')}`;
        const [row] = await tx
          .insert(certificates)
          .values({
            profileId,
            itemType: item.type,
            itemId: item.id,
            number,
            code: randomBytes(12).toString('base64url'),
            issuedAt,
            issuedByUserId: options.by?.userId ?? null,
            issuedByName: options.by?.name ?? null,
            issueReason: options.by?.reason ?? null,
            reissuedFromId: options.replaces ?? null,
            ...facts,
          })
          .returning();
        await options.audit?.(tx as unknown as Database, row!);
        return row;
      });
    } catch (error) {
      if (error instanceof AlreadyIssued) return undefined;
      throw error;
    }
    for (const listener of this.issuedListeners) await listener(row!);
    return row;
  }

  /**
   * Issues a certificate by hand (staff, with a reason): the same numbering and the same rule of
   * one per profile and item as automatic issuing. 409 when the profile holds one already.
   */
  async issueByHand(
    profileId: string,
    item: CompletedItem,
    by: StaffDeed,
    audit?: AuditHook,
  ): Promise<CertificateRow> {
    const row = await this.issue(profileId, item, { by, audit });
    if (!row) throw new AppError(409, 'certificateHeld');
    return row;
  }

  /**
   * Replaces a certificate after a name correction: the old one is revoked (if it was not yet)
   * and points to a new one with a new number and code and the profile's current name, or
   * `fullName`, which corrects the profile too. One transaction: all of it or nothing.
   */
  async reissue(
    certificateId: string,
    by: StaffDeed,
    fullName?: string,
    audit?: AuditHook,
  ): Promise<CertificateRow> {
    const [old] = await this.db.select().from(certificates).where(eq(certificates.id, certificateId));
    if (!old) throw new AppError(404, 'notFound');
    const row = await this.issue(
      old.profileId,
      { type: old.itemType, id: old.itemId },
      { by, replaces: certificateId, fullName, audit },
    );
    // Only a concurrent reissue leaves a valid certificate here, and `retire` refuses that first.
    if (!row) throw new AppError(409, 'certificateAlreadyReplaced');
    return row;
  }

  /**
   * Inside a reissue: locks the old certificate, refuses one already replaced, and revokes it
   * with the reason when it is still valid; its PDFs go (they are made again with the mark).
   */
  private async retire(tx: Transaction, certificateId: string, by: StaffDeed) {
    const [old] = await tx
      .select({ status: certificates.status })
      .from(certificates)
      .where(eq(certificates.id, certificateId))
      .for('update');
    if (!old) throw new AppError(404, 'notFound');
    const [successor] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.reissuedFromId, certificateId));
    if (successor) throw new AppError(409, 'certificateAlreadyReplaced');
    if (old.status === 'valid') await this.markRevoked(tx, certificateId, by);
  }

  /** The profile's certificates, newest first. */
  async list(profileId: string): Promise<Certificate[]> {
    const rows = await this.db
      .select()
      .from(certificates)
      .where(eq(certificates.profileId, profileId))
      .orderBy(desc(certificates.issuedAt), desc(certificates.number));
    return rows.map((row) => this.view(row));
  }

  /** The public facts of a certificate by its code; a code of the wrong shape is not looked up. */
  async verify(code: string): Promise<CertificateVerification> {
    if (!certificateCodePattern.test(code)) throw new AppError(404, 'notFound');
    const [row] = await this.db.select().from(certificates).where(eq(certificates.code, code));
    if (!row) throw new AppError(404, 'notFound');
    const { id: _id, verifyUrl: _url, ...facts } = this.view(row);
    const [successor] = await this.db
      .select({ number: certificates.number, code: certificates.code })
      .from(certificates)
      .where(eq(certificates.reissuedFromId, row.id));
    return {
      ...facts,
      replacedBy: successor ? { number: successor.number, verifyUrl: this.verifyUrl(successor.code) } : null,
      academyName: this.settings.academyName,
      sanad: certificateChains(row),
    };
  }

  /**
   * A certificate's PDF for its owner profile (404 for any other): `latin` in the learner's
   * language (the account's stored language, else the request's), or `arabic`. Generated once,
   * then served from the database.
   */
  async pdf(
    profileId: string,
    certificateId: string,
    variant: CertificateVariant,
    requestLanguage: Language,
  ) {
    const [found] = await this.db
      .select({ certificate: certificates, preferredLanguage: users.preferredLanguage })
      .from(certificates)
      .innerJoin(profiles, eq(profiles.id, certificates.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(certificates.id, certificateId), eq(certificates.profileId, profileId)));
    if (!found) throw new AppError(404, 'notFound');
    const { certificate } = found;
    const language = found.preferredLanguage ?? requestLanguage;
    const cacheLanguage = variant === 'arabic' ? 'ar' : language;
    const fileName = certificatePdfFileName(certificate.number, variant, language);

    const [cached] = await this.db
      .select({ content: certificatePdfs.content })
      .from(certificatePdfs)
      .where(
        and(eq(certificatePdfs.certificateId, certificateId), eq(certificatePdfs.language, cacheLanguage)),
      );
    if (cached) return { content: cached.content, fileName };

    const content = await renderCertificatePdf(
      {
        academyName: this.settings.academyName,
        number: certificate.number,
        itemType: certificate.itemType,
        title: certificate.title,
        titleArabic: certificate.titleArabic,
        learnerName: certificate.learnerName,
        teacherName: certificate.teacherName,
        issuedAt: certificate.issuedAt,
        sanad: certificateChains(certificate),
        verifyUrl: this.verifyUrl(certificate.code),
        revoked: certificate.status === 'revoked',
      },
      variant,
      language,
    );
    await this.db
      .insert(certificatePdfs)
      .values({ certificateId, language: cacheLanguage, content })
      .onConflictDoNothing();
    return { content, fileName };
  }

  /**
   * Revokes a certificate with the staff member's reason: its page shows it revoked and its PDFs
   * are made again with the mark. Revoking a revoked certificate answers 409.
   */
  async revoke(certificateId: string, by: StaffDeed, audit?: AuditHook): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ status: certificates.status })
        .from(certificates)
        .where(eq(certificates.id, certificateId))
        .for('update');
      if (!row) throw new AppError(404, 'notFound');
      if (row.status === 'revoked') throw new AppError(409, 'certificateAlreadyRevoked');
      await this.markRevoked(tx, certificateId, by);
      if (audit) {
        const [after] = await tx.select().from(certificates).where(eq(certificates.id, certificateId));
        await audit(tx as unknown as Database, after!);
      }
    });
  }

  /**
   * After a regrade took a pass away: revokes the profile's valid certificates of `items` (the
   * regraded exam's class and kitab) that the profile no longer completes, in the regrade's
   * transaction, with `by`'s reason. Another passed attempt keeps the item complete, and so the
   * certificate. Answers the revoked certificates as they are now (for the audit).
   */
  async revokeUnearned(
    tx: Database,
    profileId: string,
    items: CompletedItem[],
    by: StaffDeed,
  ): Promise<CertificateRow[]> {
    const complete = new Set((await completedItems(tx, profileId)).map((item) => `${item.type}:${item.id}`));
    const unearned = items.filter((item) => !complete.has(`${item.type}:${item.id}`));
    if (unearned.length === 0) return [];
    const held = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(
        and(
          eq(certificates.profileId, profileId),
          eq(certificates.status, 'valid'),
          or(
            ...unearned.map((item) =>
              and(eq(certificates.itemType, item.type), eq(certificates.itemId, item.id)),
            ),
          ),
        ),
      )
      .for('update');
    if (held.length === 0) return [];
    for (const { id } of held) await this.markRevoked(tx, id, by, true);
    return tx
      .select()
      .from(certificates)
      .where(
        inArray(
          certificates.id,
          held.map((row) => row.id),
        ),
      );
  }

  private async markRevoked(
    tx: Database | Transaction,
    certificateId: string,
    by: StaffDeed,
    unearned = false,
  ) {
    await tx
      .update(certificates)
      .set({
        status: 'revoked',
        revokedUnearned: unearned,
        revokedAt: new Date(),
        revokedByUserId: by.userId,
        revokedByName: by.name,
        revokedReason: by.reason,
      })
      .where(eq(certificates.id, certificateId));
    await tx.delete(certificatePdfs).where(eq(certificatePdfs.certificateId, certificateId));
  }

  /** The profile's sanad per completed kitab (profile-sanad.ts). */
  sanad(profileId: string): Promise<KitabSanad[]> {
    return profileSanad(this.db, profileId);
  }

  verifyUrl(code: string) {
    return `${this.settings.appOrigin}/sertifikat/${code}`;
  }

  view(row: CertificateRow): Certificate {
    return {
      id: row.id,
      number: row.number,
      code: row.code,
      item: { type: row.itemType, id: row.itemId, title: row.title, titleArabic: row.titleArabic },
      learnerName: row.learnerName,
      teacherName: row.teacherName,
      issuedAt: row.issuedAt.toISOString(),
      hijriDate: hijriDate(row.issuedAt),
      status: row.status,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      verifyUrl: this.verifyUrl(row.code),
    };
  }

  private itemIs(profileId: string, item: CompletedItem) {
    return and(
      eq(certificates.profileId, profileId),
      eq(certificates.itemType, item.type),
      eq(certificates.itemId, item.id),
    );
  }

  private async heldItems(profileId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ type: certificates.itemType, id: certificates.itemId })
      .from(certificates)
      .where(and(eq(certificates.profileId, profileId), holdsItem));
    return new Set(rows.map((row) => `${row.type}:${row.id}`));
  }

  /**
   * What a certificate certifies, copied at issue: names, titles and, per kitab the teacher has a
   * known chain of, that chain (a class certificate holds one per such kitab; decision 0108).
   */
  private async itemFacts(db: Database, profileId: string, item: CompletedItem) {
    const classId =
      item.type === 'class'
        ? item.id
        : (await db.select({ classId: kitab.classId }).from(kitab).where(eq(kitab.id, item.id)))[0]?.classId;
    const [place] = await db
      .select({ title: classes.title, teacherId: teachers.id, teacherName: teachers.name })
      .from(classes)
      .innerJoin(teachers, eq(teachers.id, classes.teacherId))
      .where(eq(classes.id, classId ?? sql`null`));
    const books = await db
      .select({ id: kitab.id, title: kitab.title, titleArabic: kitab.titleArabic })
      .from(kitab)
      .where(item.type === 'class' ? eq(kitab.classId, item.id) : eq(kitab.id, item.id))
      .orderBy(asc(kitab.position));
    const [learner] = await db
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    if (!place || !learner || books.length === 0) throw new AppError(404, 'notFound');
    const chains = await teacherKitabChains(
      db,
      books.map((book) => ({ teacherId: place.teacherId, kitabId: book.id })),
    );
    return {
      learnerName: learner.name,
      teacherName: place.teacherName,
      title: item.type === 'class' ? place.title : books[0]!.title,
      titleArabic: books.map((book) => book.titleArabic).join('، '),
      sanad: [],
      sanadChains: books.flatMap((book) => {
        const links = chains.get(chainKey(place.teacherId, book.id)) ?? [];
        return links.length === 0 ? [] : [{ titleArabic: book.titleArabic, links }];
      }),
    };
  }
}
