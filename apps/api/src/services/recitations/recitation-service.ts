import { createReadStream } from 'node:fs';
import {
  acceptingGrades,
  type MemorizedSurah,
  type Recitation,
  type RecitationReviewBody,
  type StaffRecitation,
  recitationFieldsSchema,
  type RecitationStatus,
  type RecitationUpload,
  type RecitationUploadStart,
} from '@academy/contract/recitation';
import { surahs } from '@academy/contract/quran-surahs';
import { mediaPathPrefix } from '@academy/contract/endpoints';
import type { MessageKey } from '@academy/contract/messages';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Database, Transaction } from '../../db/database';
import { classes, enrolments, profiles, recitations } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import type { MediaService, MediaSigner } from '../media/index';
import { taughtBy } from '../catalogue/index';
import type { AuditTrail, StaffActor } from '../audit/index';
import { mergeRanges } from './ayah-ranges';
import { checkDailyAudio, startWithinQuota } from './recitation-quota';
import { receiveRecitationAudio } from './recitation-audio';
import { type NotifyRecitationReviewed, recitationReviewedNotice } from './recitation-notice';
import type { HeldUpload, RecitationUploads } from './recitation-uploads';

type Row = typeof recitations.$inferSelect;
type Paging = { page: number; size: number };

const viewColumns = { recitation: recitations, classTitle: classes.title, profileName: profiles.name };

/**
 * Recitations (setoran, decisions §10): a learner hands in a recording of an ayah range for a class
 * that takes recitations; staff hear it, comment on its timeline and grade it; accepted ayahs fill
 * the profile's memorization map.
 */
export class RecitationService {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      media: MediaService;
      /** Resumable uploads, held in the media store (decision 0104). */
      uploads: RecitationUploads;
      signer: MediaSigner;
      staff: AuditTrail;
      /** Where a review's notice goes (the learner's inbox). */
      notify: NotifyRecitationReviewed;
      maxSeconds: number;
      maxBytes: number;
      /** Bytes of recitation audio a profile hands in a WIB day, unfinished uploads included (413 past it). */
      dailyMaxBytes: number;
      onNotifyError: (error: unknown) => void;
    },
  ) {}

  /** The most bytes a recording may have: 12 MiB a minute (48 kHz stereo WAV) of the longest allowed. */
  get maxBytes() {
    return this.deps.maxBytes;
  }

  /**
   * The fields of a new recitation, checked before its audio is read: 400 on a field, 404 for an
   * unknown class, 403 when the profile is not actively enrolled or the class takes no recitations.
   */
  async checkFields(profileId: string, raw: Record<string, string>) {
    const parsed = recitationFieldsSchema.safeParse(raw);
    if (!parsed.success) {
      throw new AppError(400, 'validationFailed', {
        errorList: parsed.error.issues.map((issue) => ({
          field: issue.path.join('.'),
          message: issue.message as MessageKey,
        })),
      });
    }
    const fields = parsed.data;
    const [row] = await this.db
      .select({ takesRecitations: classes.takesRecitations, enrolment: enrolments.status })
      .from(classes)
      .leftJoin(enrolments, and(eq(enrolments.classId, classes.id), eq(enrolments.profileId, profileId)))
      .where(eq(classes.id, fields.classId));
    if (!row) throw new AppError(404, 'notFound');
    if (row.enrolment !== 'active') throw new AppError(403, 'recitationNotEnrolled');
    if (!row.takesRecitations) throw new AppError(403, 'recitationsNotTaken');
    if (fields.repeatOf) {
      const [first] = await this.db
        .select({ id: recitations.id })
        .from(recitations)
        .where(
          and(
            eq(recitations.id, fields.repeatOf),
            eq(recitations.profileId, profileId),
            eq(recitations.classId, fields.classId),
          ),
        );
      if (!first) throw fieldError('repeatOf', 'recitationRepeatUnknown');
    }
    return fields;
  }

  /**
   * Receives, checks and stores the audio, then records the recitation as `submitted`. With `id`
   * (a resumable upload's) it is recorded once whoever finishes first: a second finish keeps the first.
   */
  async submit(
    profileId: string,
    fields: ReturnType<typeof recitationFieldsSchema.parse>,
    audio: Readable & { truncated?: boolean },
    id?: string,
  ): Promise<Recitation> {
    const received = await receiveRecitationAudio(audio, {
      maxBytes: this.deps.maxBytes,
      maxSeconds: this.deps.maxSeconds,
    });
    try {
      // A resumable upload's bytes were counted when it started; a one-request recitation's now.
      const held = id ? undefined : await this.deps.uploads.unfinished(profileId);
      if (held)
        await checkDailyAudio(this.db, profileId, received.size + held.bytes, this.deps.dailyMaxBytes);
      const stored = await this.deps.media.upload({ stream: createReadStream(received.path) });
      const [row] = await this.db
        .insert(recitations)
        .values({
          ...(id ? { id } : {}),
          profileId,
          classId: fields.classId,
          surah: fields.surah,
          fromAyah: fields.fromAyah,
          toAyah: fields.toAyah,
          note: fields.note,
          repeatOf: fields.repeatOf ?? null,
          mediaKey: stored.key,
          contentType: stored.contentType,
          durationSeconds: received.durationSeconds,
          sizeBytes: received.size,
        })
        .onConflictDoNothing({ target: recitations.id })
        .returning({ id: recitations.id });
      if (!row) await this.deps.media.remove(stored.key);
      return this.ownView(profileId, row?.id ?? id!);
    } finally {
      await received.discard();
    }
  }

  /**
   * Starts a resumable upload (decision 0104): the fields are checked as for a one-request
   * recitation (400, 403, 404), the size against the limit (413), and the profile's quota
   * (decision 0140: 409 or 413).
   */
  async startUpload(profileId: string, body: RecitationUploadStart): Promise<RecitationUpload> {
    const { size, ...rest } = body;
    const fields = Object.fromEntries(
      Object.entries(rest).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
    );
    await this.checkFields(profileId, fields);
    const quota = { db: this.db, uploads: this.deps.uploads, dailyMaxBytes: this.deps.dailyMaxBytes };
    return this.uploadView(await startWithinQuota(quota, profileId, { size, fields }), null);
  }

  /** Where an upload stands; once finished, with its recitation (404 for another profile's). */
  async uploadState(profileId: string, uploadId: string): Promise<RecitationUpload> {
    const done = await this.finished(profileId, uploadId);
    if (done) return done;
    const held = await this.deps.uploads.held(profileId, uploadId);
    if (!held) throw new AppError(404, 'notFound');
    return this.uploadView(held, null);
  }

  /**
   * Appends a piece at `offset`; the last piece checks the whole recording (its type and length,
   * as for a one-request recitation; the class rules again) and records the recitation. A refused
   * recording is removed with its upload; a piece sent again after the finish answers the finish.
   * An empty piece at the held offset tries the finish again once every byte is held.
   */
  async appendUpload(
    profileId: string,
    uploadId: string,
    piece: { offset: number; length: number; body: Readable },
  ): Promise<RecitationUpload> {
    const done = await this.finished(profileId, uploadId);
    if (done) {
      piece.body.resume();
      return done;
    }
    const held = await this.deps.uploads.held(profileId, uploadId);
    if (!held) {
      piece.body.resume();
      throw new AppError(404, 'notFound');
    }
    // An empty piece at the held offset stores nothing: it asks to finish an upload all held (a
    // finish a store failure cut short) or, before that, only where the upload stands.
    const upload =
      piece.length === 0 && piece.offset === held.offset
        ? held
        : await this.deps.uploads.append(held, profileId, piece.offset, piece.length, piece.body);
    if (upload.offset < upload.manifest.size) return this.uploadView(upload, null);
    try {
      const fields = await this.checkFields(profileId, upload.manifest.fields);
      const recitation = await this.submit(profileId, fields, this.deps.uploads.assembled(upload), upload.id);
      await this.deps.uploads.discard(upload);
      return this.uploadView(upload, recitation);
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) await this.deps.uploads.discard(upload);
      throw error;
    }
  }

  /** Removes unfinished uploads every profile left for more than a day (the hourly clean-up). */
  removeAbandonedUploads(now = Date.now()): Promise<number> {
    return this.deps.uploads.removeAbandoned(now);
  }

  /**
   * A learner's recitations for "download my data": each with its class, grade and comments, and
   * the file its audio takes in the export (`recitations/<id>.<ext>`) with the stored key to read.
   */
  async exportOf(profileIds: string[]) {
    if (profileIds.length === 0) return [];
    const rows = await this.select(inArray(recitations.profileId, profileIds)).orderBy(
      asc(recitations.submittedAt),
    );
    return rows.map(({ recitation: row, classTitle }) => ({
      mediaKey: row.mediaKey,
      record: {
        id: row.id,
        profileId: row.profileId,
        classId: row.classId,
        classTitle,
        surah: row.surah,
        fromAyah: row.fromAyah,
        toAyah: row.toAyah,
        note: row.note,
        status: row.status,
        grade: row.grade,
        comments: row.comments,
        reviewerName: row.reviewerName,
        durationSeconds: row.durationSeconds,
        contentType: row.contentType,
        repeatOf: row.repeatOf,
        submittedAt: row.submittedAt,
        reviewedAt: row.reviewedAt,
        audioFile: `recitations/${row.id}.${row.mediaKey.split('.').pop()}`,
      },
    }));
  }

  /** A stored recording's bytes (for the data export). */
  async audioOf(mediaKey: string) {
    const { body } = await this.deps.media.open(mediaKey, undefined);
    if (!body) throw new AppError(404, 'notFound');
    return body;
  }

  /**
   * An erased account's recitations (decision 0105): the rows go in the erasure's transaction, and
   * their audio and the profiles' unfinished uploads leave the media store before it commits, so a
   * store that fails rolls the erasure back for the next run to try again. Answers the ids of
   * the recitations erased.
   */
  async eraseProfiles(tx: Transaction, profileIds: string[]): Promise<string[]> {
    if (profileIds.length === 0) return [];
    const removed = await tx
      .delete(recitations)
      .where(inArray(recitations.profileId, profileIds))
      .returning({ id: recitations.id, mediaKey: recitations.mediaKey });
    for (const { mediaKey } of removed) await this.deps.media.remove(mediaKey);
    for (const profileId of profileIds) await this.deps.uploads.discardProfile(profileId);
    return removed.map((recitation) => recitation.id);
  }

  private async finished(profileId: string, uploadId: string): Promise<RecitationUpload | undefined> {
    const [row] = await this.select(and(eq(recitations.id, uploadId), eq(recitations.profileId, profileId)));
    if (!row) return undefined;
    const size = await this.deps.media.sizeOf(row.recitation.mediaKey);
    return {
      id: uploadId,
      size: size ?? 0,
      offset: size ?? 0,
      chunkBytes: this.deps.uploads.chunkBytes,
      recitation: this.view(row),
    };
  }

  private uploadView(upload: HeldUpload, recitation: Recitation | null): RecitationUpload {
    return {
      id: upload.id,
      size: upload.manifest.size,
      offset: upload.offset,
      chunkBytes: this.deps.uploads.chunkBytes,
      recitation,
    };
  }

  async list(profileId: string, query: Paging & { classId?: string | undefined }) {
    return this.page(
      and(
        eq(recitations.profileId, profileId),
        query.classId ? eq(recitations.classId, query.classId) : undefined,
      ),
      query,
      desc(recitations.submittedAt),
    );
  }

  /** One of the profile's recitations (404 for another's). */
  async ownView(profileId: string, id: string): Promise<Recitation> {
    const [row] = await this.select(and(eq(recitations.id, id), eq(recitations.profileId, profileId)));
    if (!row) throw new AppError(404, 'notFound');
    return this.view(row);
  }

  /** The queue: oldest first, of the classes a teacher teaches (403 for another class). */
  async staffList(
    query: Paging & {
      classId?: string | undefined;
      status?: RecitationStatus | undefined;
      surah?: number | undefined;
      profileId?: string | undefined;
    },
    actor: StaffActor,
  ) {
    if (query.classId) await this.classForStaff(query.classId, actor);
    return this.page(
      and(
        taughtBy(actor),
        query.classId ? eq(recitations.classId, query.classId) : undefined,
        query.status ? eq(recitations.status, query.status) : undefined,
        query.surah ? eq(recitations.surah, query.surah) : undefined,
        query.profileId ? eq(recitations.profileId, query.profileId) : undefined,
      ),
      query,
      asc(recitations.submittedAt),
    );
  }

  async staffView(id: string, actor: StaffActor): Promise<StaffRecitation> {
    const [row] = await this.select(eq(recitations.id, id));
    if (!row) throw new AppError(404, 'notFound');
    await this.classForStaff(row.recitation.classId, actor);
    return this.view(row);
  }

  /**
   * Grades a recitation with comments on its timeline (a regrade replaces both), audited with
   * before and after; the learner is notified once it is committed. Comments must fall within the
   * recording and the range recited (400 on the comment's field).
   */
  async review(id: string, body: RecitationReviewBody, actor: StaffActor): Promise<StaffRecitation> {
    const comments = body.comments ?? [];
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(recitations).where(eq(recitations.id, id)).for('update');
      if (!before) throw new AppError(404, 'notFound');
      await this.classForStaff(before.classId, actor, tx as unknown as Database);
      comments.forEach((comment, index) => {
        if (comment.atSeconds > before.durationSeconds + 0.5)
          throw fieldError(`comments.${index}.atSeconds`, 'recitationCommentBeyond');
        if (comment.ayah < before.fromAyah || comment.ayah > before.toAyah)
          throw fieldError(`comments.${index}.ayah`, 'recitationCommentBeyond');
      });
      const change = {
        grade: body.grade,
        status: body.grade === 'repeat' ? ('repeat' as const) : ('reviewed' as const),
        comments: [...comments].sort((a, b) => a.atSeconds - b.atSeconds),
        reviewedBy: actor.userId,
        reviewerName: actor.fullName,
        reviewedAt: new Date(),
      };
      await tx.update(recitations).set(change).where(eq(recitations.id, id));
      const audited = ({ grade, status, comments: list }: Pick<Row, 'grade' | 'status' | 'comments'>) => ({
        grade,
        status,
        comments: list,
      });
      await this.deps.staff.audit(
        tx as unknown as Database,
        actor,
        'update',
        'recitations',
        id,
        audited(before),
        audited(change),
      );
    });
    const reviewed = await this.staffView(id, actor);
    await this.deps.notify(recitationReviewedNotice(reviewed)).catch(this.deps.onNotifyError);
    return reviewed;
  }

  /** For each of the 114 surahs, its ayahs and the distinct ones accepted (graded `maqbul` or better). */
  async memorization(profileId: string): Promise<MemorizedSurah[]> {
    const rows = await this.db
      .select({ surah: recitations.surah, from: recitations.fromAyah, to: recitations.toAyah })
      .from(recitations)
      .where(
        and(
          eq(recitations.profileId, profileId),
          eq(recitations.status, 'reviewed'),
          inArray(recitations.grade, [...acceptingGrades]),
        ),
      );
    return surahs.map((surah) => {
      const ranges = mergeRanges(
        rows.filter((row) => row.surah === surah.number).map((row) => [row.from, row.to] as const),
      );
      return {
        surah: surah.number,
        ayahs: surah.ayahs,
        accepted: ranges.reduce((total, [from, to]) => total + to - from + 1, 0),
        acceptedRanges: ranges,
      };
    });
  }

  /** A learner's map for staff: admins any profile, a teacher one enrolled in a class they teach. */
  async staffMemorization(profileId: string, actor: StaffActor) {
    const [profile] = await this.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    if (!profile) throw new AppError(404, 'notFound');
    if (actor.role !== 'admin') {
      const [taught] = await this.db
        .select({ id: enrolments.id })
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .where(and(eq(enrolments.profileId, profileId), taughtBy(actor)))
        .limit(1);
      if (!taught) throw new AppError(403, 'forbidden');
    }
    return this.memorization(profileId);
  }

  private async classForStaff(classId: string, actor: StaffActor, db: Database = this.db) {
    const [row] = await db
      .select({ teacherId: classes.teacherId })
      .from(classes)
      .where(eq(classes.id, classId));
    if (!row) throw new AppError(404, 'notFound');
    if (actor.role !== 'admin' && (!actor.teacherId || row.teacherId !== actor.teacherId)) {
      throw new AppError(403, 'forbidden');
    }
  }

  private select(where: SQL | undefined) {
    return this.db
      .select(viewColumns)
      .from(recitations)
      .innerJoin(classes, eq(classes.id, recitations.classId))
      .innerJoin(profiles, eq(profiles.id, recitations.profileId))
      .where(where);
  }

  private async page(where: SQL | undefined, query: Paging, order: SQL) {
    const rows = await this.select(where)
      .orderBy(order, asc(recitations.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [total] = await this.db
      .select({ total: count() })
      .from(recitations)
      .innerJoin(classes, eq(classes.id, recitations.classId))
      .where(where);
    return { items: rows.map((row) => this.view(row)), total: total?.total ?? 0 };
  }

  private view({
    recitation: row,
    classTitle,
    profileName,
  }: {
    recitation: Row;
    classTitle: Recitation['classTitle'];
    profileName: string;
  }): StaffRecitation {
    return {
      id: row.id,
      profileId: row.profileId,
      classId: row.classId,
      classTitle,
      surah: row.surah,
      fromAyah: row.fromAyah,
      toAyah: row.toAyah,
      note: row.note,
      status: row.status,
      durationSeconds: row.durationSeconds,
      audioUrl: this.deps.signer.sign(`${mediaPathPrefix}${row.mediaKey}`),
      contentType: row.contentType,
      repeatOf: row.repeatOf,
      grade: row.grade,
      comments: row.comments,
      reviewerName: row.reviewerName,
      submittedAt: row.submittedAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      profile: { id: row.profileId, name: profileName },
    };
  }
}
