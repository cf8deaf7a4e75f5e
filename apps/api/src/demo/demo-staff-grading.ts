import type { Localized } from '@academy/contract/language';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { App } from '../app';
import {
  classes,
  enrolments,
  examAnswers,
  examAttempts,
  examQuestionOptions,
  examQuestions,
  exams,
  kitab,
} from '../db/schema/index';
import { insertExam, type InsertedQuestion } from './insert-exam';
import type { SeedPasswords } from './seed-passwords';

const t = (en: string, id: string): Localized => ({ en, id });
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * The demo family whose essays wait for grading (issue 14): Umar sat "Hadith 1–10 exam" of
 * `arbain-nawawi` (an admin's class), his sister Maryam the placement reflection of
 * `tahsin-akhwat` (the demo teacher's class). Their answers are fixed texts; only the dates
 * follow the day of seeding, like the rest of the demo academy.
 */
export const demoGradingFamily = {
  fullName: 'Umar Hasan',
  gender: 'male',
  phoneNumber: '081377700001',
  email: 'umar.hasan@academy.test',
  password: 'umar12345',
  mainProfilePin: '246810',
  sister: { name: 'Maryam', gender: 'female', pin: '135790' },
} as const;

/** The tahsin class's placement reflection: two essays (one in Arabic) and one choice. */
const placementReflection = {
  title: t('Placement reflection', 'Refleksi penempatan'),
  description: t(
    'Tell your teacher where your recitation stands, so the circle starts at the right place.',
    'Ceritakan kepada ustadzah sejauh mana bacaan Anda, agar halaqah dimulai dari tempat yang tepat.',
  ),
  questions: [
    {
      kind: 'single_choice' as const,
      prompt: t('How often do you recite the Quran?', 'Seberapa sering Anda membaca Al-Qur’an?'),
      points: 1,
      options: [
        { text: t('Every day', 'Setiap hari'), correct: true },
        { text: t('Every week', 'Setiap pekan') },
        { text: t('Rarely', 'Jarang') },
      ],
    },
    {
      kind: 'essay' as const,
      prompt: t(
        'Which letters of al-Fatihah are hardest for you to pronounce, and why?',
        'Huruf apa dalam al-Fatihah yang paling sulit Anda ucapkan, dan mengapa?',
      ),
      points: 5,
    },
    {
      kind: 'essay' as const,
      prompt: t('اُكْتُبِي الآيَةَ الأُولَى مِنْ سُورَةِ الفَاتِحَةِ بِالتَّشْكِيلِ', 'اُكْتُبِي الآيَةَ الأُولَى مِنْ سُورَةِ الفَاتِحَةِ بِالتَّشْكِيلِ'),
      direction: 'rtl' as const,
      points: 4,
    },
  ],
};

/** Umar's answers: every objective one right, so only the essay decides whether he passes. */
const umarEssay =
  'Amal yang dikerjakan agar dilihat orang (riya’) tidak mendapat pahala, karena «إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ»: ' +
  'setiap amal dinilai dari niatnya. Maka kita meluruskan niat sebelum beramal.';
const maryamAnswers = [
  'Huruf ‘ain dan ha’ (ح), karena keduanya keluar dari tengah tenggorokan dan saya sering menggantinya dengan huruf ha’ biasa.',
  'بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ',
];

/**
 * Seeds the family, their enrolments and two finished attempts with essays waiting for staff.
 * Runs after the demo exams and staff (it reads the arbain exam and the tahsin kitab).
 */
export async function seedDemoStaffGrading(app: App, passwords: SeedPasswords, now = Date.now()) {
  const { db } = app.database;
  const { accounts, profiles } = app.services;
  const { sister, mainProfilePin, ...account } = demoGradingFamily;
  const { user, mainProfileId } = await accounts.register(
    { ...account, password: passwords.of(demoGradingFamily) },
    'id',
    { verified: true, mainProfilePin },
  );
  const maryam = await profiles.create(user.id, sister);

  const classOf = async (slug: string) => {
    const [row] = await db
      .select({ classId: classes.id, kitabId: kitab.id })
      .from(classes)
      .innerJoin(kitab, eq(kitab.classId, classes.id))
      .where(eq(classes.slug, slug))
      .orderBy(asc(kitab.position))
      .limit(1);
    return row;
  };
  const arbain = await classOf('arbain-nawawi');
  const tahsin = await classOf('tahsin-akhwat');
  if (!arbain || !tahsin) return;
  await db.insert(enrolments).values([
    { classId: arbain.classId, profileId: mainProfileId, status: 'active' },
    { classId: tahsin.classId, profileId: maryam.id, status: 'active' },
  ]);

  // Umar: "Hadith 1–10 exam", submitted this morning.
  const [hadithExam] = await db
    .select({ id: exams.id, durationMinutes: exams.durationMinutes })
    .from(exams)
    .where(and(eq(exams.kitabId, arbain.kitabId), sql`${exams.title}->>'en' = 'Hadith 1–10 exam'`));
  if (hadithExam) {
    const questions = await questionsOf(app, hadithExam.id);
    await submittedAttempt(app, {
      examId: hadithExam.id,
      profileId: mainProfileId,
      startedAt: new Date(now - 5 * hour),
      durationMinutes: hadithExam.durationMinutes,
      answers: questions.map((question) => ({
        questionId: question.id,
        value: question.kind === 'essay' ? umarEssay : rightValueOf(question),
      })),
    });
  }

  // Maryam: the tahsin placement reflection, submitted yesterday.
  const placement = await insertExam(db, {
    ...placementReflection,
    kitabId: tahsin.kitabId,
    position: 1,
    durationMinutes: 30,
    opensAt: new Date(now - 3 * day),
    closesAt: new Date(now + 14 * day),
    passMark: 60,
  });
  const [choice, ...essays] = placement.questions;
  await submittedAttempt(app, {
    examId: placement.examId,
    profileId: maryam.id,
    startedAt: new Date(now - day),
    durationMinutes: 30,
    answers: [
      { questionId: choice!.id, value: choice!.rightOptionIds[0]! },
      ...essays.map((question, index) => ({ questionId: question.id, value: maryamAnswers[index]! })),
    ],
  });
}

async function questionsOf(app: App, examId: string): Promise<InsertedQuestion[]> {
  const { db } = app.database;
  const rows = await db
    .select({ id: examQuestions.id, kind: examQuestions.kind })
    .from(examQuestions)
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(examQuestions.position));
  const options = await db
    .select()
    .from(examQuestionOptions)
    .where(inArray(examQuestionOptions.questionId, rows.length ? rows.map((row) => row.id) : [examId]));
  return rows.map((row) => {
    const own = options.filter((option) => option.questionId === row.id);
    return {
      ...row,
      optionIds: own.map((option) => option.id),
      rightOptionIds: own.filter((option) => option.correct).map((option) => option.id),
    };
  });
}

function rightValueOf(question: InsertedQuestion): string | string[] {
  if (question.kind === 'multiple_choice') return question.rightOptionIds;
  if (question.kind === 'single_choice') return question.rightOptionIds[0] ?? '';
  return 'بِالنِّيَّاتِ';
}

/** A finished attempt graded by the exam service, as a real one is: its essays wait for staff. */
async function submittedAttempt(
  app: App,
  input: {
    examId: string;
    profileId: string;
    startedAt: Date;
    durationMinutes: number;
    answers: { questionId: string; value: string | string[] }[];
  },
) {
  const { db } = app.database;
  const [attempt] = await db
    .insert(examAttempts)
    .values({
      examId: input.examId,
      profileId: input.profileId,
      number: 1,
      startedAt: input.startedAt,
      deadline: new Date(input.startedAt.getTime() + input.durationMinutes * minute),
      status: 'submitted',
      submittedAt: new Date(input.startedAt.getTime() + 20 * minute),
    })
    .returning({ id: examAttempts.id });
  await db.insert(examAnswers).values(
    input.answers.map((answer) => ({
      ...answer,
      attemptId: attempt!.id,
      seq: 1,
      savedAt: input.startedAt,
    })),
  );
  await app.services.exams.gradeAttempt(attempt!.id);
}
