// Prepares an exam night for scripts/bench/exam-night.mjs, run with tsx before the server
// starts: the demo academy, one exam of twenty questions open for two hours in the open
// Ajurrumiyyah class, and `count` learners (account, main profile, active enrolment, sign-in
// token) written in bulk. Prints {examId, questionIds, learners: [{token, profileId}]} as JSON.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { loadSettings } from '../../apps/api/src/config/settings';
import { openDatabase } from '../../apps/api/src/db/database';
import { classes, enrolments, kitab, profiles, sessions, users } from '../../apps/api/src/db/schema/index';
import { insertExam, type QuestionSeed } from '../../apps/api/src/demo/insert-exam';
import { seedDemo } from '../../apps/api/src/demo/seed-demo';
import { newToken, sha256 } from '../../apps/api/src/lib/secrets';

const count = Number(process.env.EXAM_NIGHT_LEARNERS ?? '1000');
const output = process.env.EXAM_NIGHT_SEED_OUT ?? 'exam-night.json';
const chunk = 500;
const text = (value: string) => ({ en: value, id: value });

const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dataDir: process.env.DATA_DIR },
);
const app = await buildApp({
  settings: loadSettings({ NODE_ENV: 'production', SEED_DEMO: 'true', EXAM_SWEEP_SECONDS: '0' }),
  database,
});
await app.ready();
await seedDemo(app);
const { db } = database;
const [book] = await db
  .select({ id: kitab.id, classId: kitab.classId })
  .from(kitab)
  .innerJoin(classes, eq(classes.id, kitab.classId))
  .where(eq(classes.slug, 'nahwu-ajurrumiyyah'));
if (!book) throw new Error('the demo academy has no Ajurrumiyyah class');

const questions: QuestionSeed[] = Array.from({ length: 20 }, (_, index) =>
  index % 2 === 0
    ? { kind: 'short_answer', prompt: text(`Question ${index + 1}`), acceptedAnswers: ['مرفوع'] }
    : { kind: 'essay', prompt: text(`Question ${index + 1}`) },
);
const now = Date.now();
const { examId, questions: inserted } = await insertExam(db, {
  kitabId: book.id,
  title: text('Exam night'),
  description: text('Bench'),
  durationMinutes: 120,
  opensAt: new Date(now - 60_000),
  closesAt: new Date(now + 3 * 3_600_000),
  questions,
});

const learners: { token: string; profileId: string }[] = [];
for (let start = 0; start < count; start += chunk) {
  const size = Math.min(chunk, count - start);
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: size }, (_, i) => ({
        fullName: 'Bench Learner',
        gender: 'male' as const,
        phoneNumber: `0899${String(start + i).padStart(8, '0')}`,
        email: `bench-${start + i}-${randomUUID()}@academy.test`,
        passwordHash: 'unused',
        verifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  const profileRows = await db
    .insert(profiles)
    .values(
      userRows.map((user) => ({
        userId: user.id,
        name: 'Bench',
        gender: 'male' as const,
        isMain: true,
        number: 1,
      })),
    )
    .returning({ id: profiles.id, userId: profiles.userId });
  await db.insert(enrolments).values(
    profileRows.map((profile) => ({
      classId: book.classId,
      profileId: profile.id,
      status: 'active' as const,
    })),
  );
  const tokens = profileRows.map(() => newToken());
  await db.insert(sessions).values(
    profileRows.map((profile, i) => ({
      userId: profile.userId,
      tokenHash: sha256(tokens[i]!),
      expiresAt: new Date(now + 86_400_000),
    })),
  );
  profileRows.forEach((profile, i) => learners.push({ token: tokens[i]!, profileId: profile.id }));
}

await writeFile(output, JSON.stringify({ examId, questionIds: inserted.map((q) => q.id), learners }));
await app.close();
await database.close();
