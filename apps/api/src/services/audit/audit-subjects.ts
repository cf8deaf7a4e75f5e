import type { Language, Localized } from '@academy/contract/language';
import { surahInfo } from '@academy/contract/quran-surahs';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { staffAuditLog } from '../../db/schema/index';
import {
  classes,
  examAttempts,
  exams,
  kitab,
  pertemuan,
  profiles,
  recitations,
  transactions,
} from '../../db/schema/index';

type AuditRow = typeof staffAuditLog.$inferSelect;
type Doc = Record<string, unknown>;

const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null;
const isLocalized = (value: unknown): value is Localized =>
  isDoc(value) && typeof value.id === 'string' && typeof value.en === 'string';
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A record's own name in its document: a title, a name, a question, a slug (a localized one in `language`). */
function ownName(doc: Doc, language: Language): string | null {
  for (const key of ['title', 'name', 'question', 'prompt', 'slug', 'fileName']) {
    const value = doc[key];
    if (isLocalized(value)) return text(value[language]) ?? text(value.id);
    if (text(value)) return value as string;
  }
  return null;
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ') || null;

/** Rows of `resource` whose `resourceId` is a record's uuid (or its part before a `:`). */
const idsOf = (rows: AuditRow[], resource: string, part = 0) =>
  rows
    .filter((row) => row.resource === resource)
    .map((row) => row.resourceId.split(':')[part] ?? '')
    .filter((value) => /^[0-9a-f-]{36}$/i.test(value));

/** A meeting as staff name it: "3. Its title · the kitab's title" (titles in `language`). */
async function meetingNames(db: Database, ids: string[], language: Language) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: pertemuan.id, number: pertemuan.number, title: pertemuan.title, kitab: kitab.title })
    .from(pertemuan)
    .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
    .where(inArray(pertemuan.id, ids));
  const titleOf = (title: Localized) => text(title[language]) ?? title.id;
  return new Map(rows.map((row) => [row.id, `${row.number}. ${titleOf(row.title)} · ${titleOf(row.kitab)}`]));
}

/** A recitation as staff name it: the learner and the passage ("Al-Fatihah 1–7"). */
async function recitationNames(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      id: recitations.id,
      learner: profiles.name,
      surah: recitations.surah,
      from: recitations.fromAyah,
      to: recitations.toAyah,
    })
    .from(recitations)
    .innerJoin(profiles, eq(profiles.id, recitations.profileId))
    .where(inArray(recitations.id, ids));
  return new Map(
    rows.map((row) => {
      const surah = surahInfo(row.surah)?.transliteration ?? String(row.surah);
      const passage = row.from === row.to ? `${surah} ${row.from}` : `${surah} ${row.from}–${row.to}`;
      return [row.id, `${row.learner} · ${passage}`];
    }),
  );
}

/**
 * What each change of the log is about, by name, as staff would say it: a class's title, a
 * learner's name and the class they were enrolled in, an exam attempt's learner and exam, an
 * order id and its learner, a meeting's number, title and kitab, an attendance mark's learner and
 * meeting, a recitation's learner and passage (issue 38 item 9). Read from the change itself where it names it, the rest in one
 * statement per kind of record for the whole page. Null when the record is gone without a trace.
 */
export async function auditSubjects(
  db: Database,
  rows: AuditRow[],
  language: Language,
): Promise<Map<string, string | null>> {
  const docOf = (row: AuditRow): Doc => (isDoc(row.after) ? row.after : isDoc(row.before) ? row.before : {});
  const ids = { profiles: new Set<string>(), classes: new Set<string>(), exams: new Set<string>() };
  const attemptIds = rows.filter((row) => row.resource === 'exam-attempts').map((row) => row.resourceId);
  const transactionIds = rows.filter((row) => row.resource === 'transactions').map((row) => row.resourceId);
  for (const row of rows) {
    const doc = docOf(row);
    if (row.resource === 'enrolments') {
      const [profileId, classId] = row.resourceId.split(':');
      if (profileId) ids.profiles.add(profileId);
      if (classId) ids.classes.add(classId);
    } else if (row.resource === 'profile-pin') ids.profiles.add(row.resourceId);
    else if (row.resource === 'exam-overrides' && text(doc.examId)) ids.exams.add(doc.examId as string);
    else if (row.resource === 'attendance') {
      const profileId = row.resourceId.split(':')[1];
      if (profileId) ids.profiles.add(profileId);
    }
  }
  const uuids = (values: Iterable<string>) => [...values].filter((value) => /^[0-9a-f-]{36}$/i.test(value));

  const attempts = uuids(attemptIds).length
    ? await db
        .select({ id: examAttempts.id, profileId: examAttempts.profileId, examId: examAttempts.examId })
        .from(examAttempts)
        .where(inArray(examAttempts.id, uuids(attemptIds)))
    : [];
  for (const attempt of attempts) {
    ids.profiles.add(attempt.profileId);
    ids.exams.add(attempt.examId);
  }
  const orders = uuids(transactionIds).length
    ? await db
        .select({ id: transactions.id, orderId: transactions.orderId, learner: profiles.name })
        .from(transactions)
        .innerJoin(profiles, eq(profiles.id, transactions.profileId))
        .where(inArray(transactions.id, uuids(transactionIds)))
    : [];
  const names = async <T extends { id: string }>(
    wanted: Set<string>,
    read: (list: string[]) => Promise<T[]>,
  ): Promise<Map<string, T>> => {
    const list = uuids(wanted);
    return new Map((list.length ? await read(list) : []).map((row) => [row.id, row]));
  };
  const [meetings, recited] = await Promise.all([
    meetingNames(db, [...idsOf(rows, 'pertemuan'), ...idsOf(rows, 'attendance')], language),
    recitationNames(db, idsOf(rows, 'recitations')),
  ]);
  const [profileNames, classTitles, examTitles] = await Promise.all([
    names(ids.profiles, (list) =>
      db.select({ id: profiles.id, name: profiles.name }).from(profiles).where(inArray(profiles.id, list)),
    ),
    names(ids.classes, (list) =>
      db.select({ id: classes.id, title: classes.title }).from(classes).where(inArray(classes.id, list)),
    ),
    names(ids.exams, (list) =>
      db.select({ id: exams.id, title: exams.title }).from(exams).where(inArray(exams.id, list)),
    ),
  ]);
  const titleOf = (title: Localized | undefined) => (title ? (text(title[language]) ?? title.id) : null);

  const subjects = new Map<string, string | null>();
  for (const row of rows) {
    const doc = docOf(row);
    let subject: string | null;
    switch (row.resource) {
      case 'enrolments': {
        const [profileId = '', classId = ''] = row.resourceId.split(':');
        subject = join(profileNames.get(profileId)?.name, titleOf(classTitles.get(classId)?.title));
        break;
      }
      case 'profile-pin':
        subject = profileNames.get(row.resourceId)?.name ?? null;
        break;
      case 'exam-attempts': {
        const attempt = attempts.find((found) => found.id === row.resourceId);
        subject = attempt
          ? join(profileNames.get(attempt.profileId)?.name, titleOf(examTitles.get(attempt.examId)?.title))
          : null;
        break;
      }
      case 'exam-overrides':
        subject = join(text(doc.profileName), titleOf(examTitles.get(String(doc.examId))?.title));
        break;
      case 'transactions': {
        const order = orders.find((found) => found.id === row.resourceId);
        subject = order ? join(order.orderId, order.learner) : text(doc.orderId);
        break;
      }
      case 'certificates':
        subject = join(text(doc.number), text(doc.learnerName));
        break;
      case 'pertemuan':
        subject = meetings.get(row.resourceId) ?? ownName(doc, language);
        break;
      case 'attendance': {
        const [meetingId = '', profileId = ''] = row.resourceId.split(':');
        subject = join(profileNames.get(profileId)?.name, meetings.get(meetingId));
        break;
      }
      case 'recitations':
        subject = recited.get(row.resourceId) ?? null;
        break;
      default:
        subject = ownName(doc, language);
    }
    subjects.set(row.id, subject);
  }
  return subjects;
}
