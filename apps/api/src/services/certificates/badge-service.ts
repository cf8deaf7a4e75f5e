import type { Badge, BadgeKey } from '@academy/contract/certificates';
import type { Language, Localized } from '@academy/contract/language';
import { and, asc, eq, min, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { activeDays, certificates, examAttempts, kitab, profileBadges } from '../../db/schema/index';
import { passedAttempts, studiedKitab } from './completion-rule';

/** Each badge's words, in both languages (the API answers them in the request's language). */
export const badgeTexts: Record<BadgeKey, { title: Localized; description: Localized }> = {
  'first-class-completed': {
    title: { en: 'First class completed', id: 'Kelas pertama selesai' },
    description: {
      en: 'Completed every material and exam of a class.',
      id: 'Menyelesaikan semua materi dan ujian sebuah kelas.',
    },
  },
  'first-exam-passed': {
    title: { en: 'First exam passed', id: 'Ujian pertama lulus' },
    description: { en: 'Passed an exam for the first time.', id: 'Lulus ujian untuk pertama kali.' },
  },
  'hours-10': {
    title: { en: '10 hours of study', id: '10 jam belajar' },
    description: {
      en: 'Studied materials and exams for 10 hours.',
      id: 'Belajar materi dan ujian selama 10 jam.',
    },
  },
  'hours-50': {
    title: { en: '50 hours of study', id: '50 jam belajar' },
    description: {
      en: 'Studied materials and exams for 50 hours.',
      id: 'Belajar materi dan ujian selama 50 jam.',
    },
  },
  'kitab-on-pace': {
    title: { en: 'Week by week', id: 'Pekan demi pekan' },
    description: {
      en: 'Completed every meeting of a kitab within its week.',
      id: 'Menyelesaikan setiap pertemuan sebuah kitab di pekannya.',
    },
  },
};

const hourBadges: [BadgeKey, number][] = [
  ['hours-10', 10 * 3600],
  ['hours-50', 50 * 3600],
];

/** Badges earned by rules (decisions §7), each awarded once, as progress happens. */
export class BadgeService {
  constructor(private readonly db: Database) {}

  async list(profileId: string, language: Language): Promise<Badge[]> {
    const rows = await this.db
      .select()
      .from(profileBadges)
      .where(eq(profileBadges.profileId, profileId))
      .orderBy(asc(profileBadges.earnedAt), asc(profileBadges.key));
    return rows.map((row) => ({
      key: row.key,
      title: badgeTexts[row.key].title[language],
      description: badgeTexts[row.key].description[language],
      earnedAt: row.earnedAt.toISOString(),
    }));
  }

  /** Checks every rule and awards what the profile has earned (again is harmless). */
  async evaluate(profileId: string): Promise<void> {
    const earned: { key: BadgeKey; earnedAt: Date }[] = [];
    const [firstClass] = await this.db
      .select({ at: min(certificates.issuedAt) })
      .from(certificates)
      .where(and(eq(certificates.profileId, profileId), eq(certificates.itemType, 'class')));
    if (firstClass?.at) earned.push({ key: 'first-class-completed', earnedAt: firstClass.at });

    const [firstExam] = await this.db
      .select({ at: min(sql<Date>`coalesce(${examAttempts.submittedAt}, ${examAttempts.startedAt})`) })
      .from(examAttempts)
      .where(passedAttempts(profileId));
    if (firstExam?.at) earned.push({ key: 'first-exam-passed', earnedAt: new Date(firstExam.at) });

    if (await this.completedKitabOnPace(profileId))
      earned.push({ key: 'kitab-on-pace', earnedAt: new Date() });
    await this.award(profileId, earned);
    await this.evaluateHours(profileId);
  }

  /** The hours badges alone: cheap enough for every active-hours heartbeat. */
  async evaluateHours(profileId: string): Promise<void> {
    const [total] = await this.db
      .select({ seconds: sum(activeDays.seconds).mapWith(Number) })
      .from(activeDays)
      .where(eq(activeDays.profileId, profileId));
    const seconds = total?.seconds ?? 0;
    const now = new Date();
    await this.award(
      profileId,
      hourBadges.filter(([, threshold]) => seconds >= threshold).map(([key]) => ({ key, earnedAt: now })),
    );
  }

  /**
   * Whether some kitab the profile studies has every meeting completed within its week: no
   * meeting has a course left uncompleted, or completed after a week from its scheduled time
   * (a meeting with no schedule only needs completing).
   */
  private async completedKitabOnPace(profileId: string): Promise<boolean> {
    // Plain SQL with qualified names (Drizzle leaves columns unqualified in a one-table select).
    const lateOrMissing = sql`exists (
      select 1 from pertemuan p join courses c on c.pertemuan_id = p.id
      where p.kitab_id = kitab.id and not exists (
        select 1 from course_completions cc
        where cc.course_id = c.id and cc.profile_id = ${profileId}
          and (p.scheduled_at is null or cc.completed_at < p.scheduled_at + interval '7 days')
      )
    )`;
    const hasCourses = sql`exists (select 1 from pertemuan p join courses c on c.pertemuan_id = p.id where p.kitab_id = kitab.id)`;
    const [row] = await this.db
      .select({ id: kitab.id })
      .from(kitab)
      .where(and(studiedKitab(profileId), hasCourses, sql`not ${lateOrMissing}`))
      .limit(1);
    return Boolean(row);
  }

  private async award(profileId: string, earned: { key: BadgeKey; earnedAt: Date }[]) {
    if (earned.length === 0) return;
    await this.db
      .insert(profileBadges)
      .values(earned.map((badge) => ({ profileId, ...badge })))
      .onConflictDoNothing();
  }
}
