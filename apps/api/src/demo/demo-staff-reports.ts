import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { academyDay } from '../services/learning/index';
import {
  activeDays,
  classes,
  courseCompletions,
  courses,
  enrolments,
  examAttempts,
  exams,
  kitab,
  pertemuan,
  profilePurchases,
  profiles,
  transactions,
  users,
} from '../db/schema/index';

/**
 * Learners of the last twelve weeks, so the staff reports show a term worth looking at
 * (issue 14, decision 0062): accounts and profiles registered week by week, enrolments, course
 * completion, graded exam attempts with a spread of scores, paid transactions across the months
 * and active days. Deterministic: a fixed seed picks every figure; dates count back from now like
 * the rest of the demo. Nobody can sign in as these learners (their password hash matches nothing).
 *
 * Kept clear of what other demo records and tests rely on: no waiting-for-payment seats, open
 * classes keep most of their seats, no essays waiting, nothing on the demo account.
 */

const day = 86_400_000;
/** Not an argon2 hash: no password matches it (verifySecret answers false), and none is computed. */
const noPassword = 'no-password:demo-report-learner';
const learnerCount = 64;

/** mulberry32: a small seeded generator, the same sequence on every seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const femaleNames = [
  'Fatimah',
  'Asma',
  'Maryam',
  'Zainab',
  'Hafshah',
  'Ruqayyah',
  'Sumayyah',
  'Nadia',
  'Salma',
  'Rahma',
  'Laila',
  'Nurul',
];
const maleNames = [
  'Ahmad',
  'Umar',
  'Bilal',
  'Hamzah',
  'Yusuf',
  'Ibrahim',
  'Rizki',
  'Fajar',
  'Hasan',
  'Husain',
  'Ilham',
  'Zaid',
];
const familyNames = [
  'Hidayat',
  'Nugroho',
  'Saputra',
  'Rahman',
  'Pratama',
  'Hakim',
  'Lubis',
  'Siregar',
  'Wibowo',
  'Syahputra',
  'Harahap',
  'Ramadhan',
];

/** Classes the learners join: how many of them, and whether their courses get done. */
const joins = [
  { slug: 'arbain-nawawi', share: 0.6, completion: 0.35 },
  { slug: 'sharaf-amtsilah', share: 0.35, completion: 0.7 },
  { slug: 'keluarga-sakinah', share: 0.25, completion: 0.2 },
  { slug: 'nahwu-ajurrumiyyah', share: 0.2, completion: 0.1 },
] as const;

/** Graded exams: title (en) and the learners' usual score out of ten, before the spread. */
const examsSat = [
  { title: 'Week 1 quiz: intentions and Jibril', slug: 'arbain-nawawi', centre: 7.5 },
  { title: 'Hadith 1–10 exam', slug: 'arbain-nawawi', centre: 6 },
  { title: 'Final exam of morphology', slug: 'sharaf-amtsilah', centre: 7 },
  { title: 'Chapter one exam: speech', slug: 'nahwu-ajurrumiyyah', centre: 5.5 },
] as const;

export async function seedDemoStaffReports(db: Database, now = new Date()): Promise<{ learners: number }> {
  const random = generator(20_261_114);
  const ago = (days: number, hour = 9) => new Date(now.getTime() - days * day + (hour - 9) * 3_600_000);

  // Registrations: more each week as the term's word spreads (weeks 12 → 1 before now).
  const accounts = Array.from({ length: learnerCount }, (_, index) => {
    const female = random.next() < 0.55;
    const first = random.pick(female ? femaleNames : maleNames);
    const daysAgo = Math.floor(83 * (1 - Math.sqrt(random.next())));
    const registeredAt = ago(daysAgo, random.int(7, 21));
    return {
      fullName: `${first} ${random.pick(familyNames)}`,
      gender: female ? ('female' as const) : ('male' as const),
      phoneNumber: `085710${String(index + 1).padStart(6, '0')}`,
      email: `peserta${String(index + 1).padStart(3, '0')}@murid.academy.test`,
      passwordHash: noPassword,
      verifiedAt: registeredAt,
      createdAt: registeredAt,
    };
  });
  const userRows = await db
    .insert(users)
    .values(accounts)
    .returning({ id: users.id, createdAt: users.createdAt });
  // Every learner's main profile; one in five adds a child's profile a little later.
  const profileValues = userRows.flatMap((user, index) => {
    const account = accounts[index]!;
    const main = {
      userId: user.id,
      name: account.fullName,
      gender: account.gender,
      isMain: true,
      number: 1,
      createdAt: user.createdAt,
    };
    if (random.next() >= 0.2) return [main];
    const later = new Date(Math.min(now.getTime() - day, user.createdAt.getTime() + random.int(1, 20) * day));
    const female = random.next() < 0.5;
    return [
      main,
      {
        userId: user.id,
        name: `${random.pick(female ? femaleNames : maleNames)} ${account.fullName.split(' ')[1]}`,
        gender: female ? ('female' as const) : ('male' as const),
        isMain: false,
        number: 2,
        createdAt: later,
      },
    ];
  });
  const learners = await db
    .insert(profiles)
    .values(profileValues)
    .returning({ id: profiles.id, createdAt: profiles.createdAt, gender: profiles.gender });

  const classRows = await db
    .select({ id: classes.id, slug: classes.slug, price: classes.price, title: classes.title })
    .from(classes)
    .where(
      inArray(classes.slug, [...joins.map((join) => join.slug), 'tahsin-akhwat', 'tajwid-tuhfatul-athfal']),
    );
  const classOf = new Map(classRows.map((row) => [row.slug, row]));
  const courseRows = await db
    .select({ id: courses.id, classId: kitab.classId })
    .from(courses)
    .innerJoin(pertemuan, eq(pertemuan.id, courses.pertemuanId))
    .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId));

  // Enrolments after each profile was made; the teacher's sisters-only class gets a few sisters.
  const enrolled: { classId: string; profileId: string; enrolledAt: Date; completion: number }[] = [];
  const enrolAfter = (createdAt: Date) =>
    new Date(Math.min(now.getTime() - 3_600_000, createdAt.getTime() + random.int(0, 6) * day + 3_600_000));
  for (const learner of learners) {
    for (const join of joins) {
      const klass = classOf.get(join.slug);
      if (klass && random.next() < join.share)
        enrolled.push({
          classId: klass.id,
          profileId: learner.id,
          enrolledAt: enrolAfter(learner.createdAt),
          completion: join.completion,
        });
    }
  }
  const sisters = classOf.get('tahsin-akhwat');
  if (sisters)
    for (const learner of learners.filter((row) => row.gender === 'female').slice(0, 5))
      enrolled.push({
        classId: sisters.id,
        profileId: learner.id,
        enrolledAt: enrolAfter(learner.createdAt),
        completion: 0.6,
      });
  if (enrolled.length > 0)
    await db.insert(enrolments).values(
      enrolled.map(({ classId, profileId, enrolledAt }) => ({
        classId,
        profileId,
        enrolledAt,
        status: 'active' as const,
      })),
    );

  // Course completion: a share of each class's learners finish it; the others are part way.
  const completions = enrolled.flatMap((row) => {
    const classCourses = courseRows.filter((course) => course.classId === row.classId);
    const done =
      random.next() < row.completion
        ? classCourses.length
        : random.int(0, Math.max(0, classCourses.length - 1));
    return classCourses.slice(0, done).map((course) => ({
      profileId: row.profileId,
      courseId: course.id,
      completedAt: new Date(
        Math.min(now.getTime() - 60_000, row.enrolledAt.getTime() + random.int(1, 30) * day),
      ),
    }));
  });
  for (let start = 0; start < completions.length; start += 1000)
    await db
      .insert(courseCompletions)
      .values(completions.slice(start, start + 1000))
      .onConflictDoNothing();

  // Graded attempts: a spread around each exam's centre, some sitting a second time after a fail.
  const examRows = await db
    .select({
      id: exams.id,
      passMark: exams.passMark,
      title: sql<string>`${exams.title} ->> 'en'`,
      classId: kitab.classId,
    })
    .from(exams)
    .innerJoin(kitab, eq(kitab.id, exams.kitabId))
    .where(
      inArray(
        sql`${exams.title} ->> 'en'`,
        examsSat.map((exam) => exam.title),
      ),
    );
  const attempts: (typeof examAttempts.$inferInsert)[] = [];
  for (const sat of examsSat) {
    const exam = examRows.find((row) => row.title === sat.title);
    if (!exam) continue;
    for (const row of enrolled.filter((entry) => entry.classId === exam.classId)) {
      if (random.next() < 0.3) continue;
      let number = 1;
      let passed = false;
      let startedAt = new Date(
        Math.min(now.getTime() - 2 * 3_600_000, row.enrolledAt.getTime() + random.int(3, 25) * day),
      );
      while (number <= 2 && !passed) {
        const spread = (random.next() + random.next() + random.next() - 1.5) * 4;
        const score = Math.max(0, Math.min(10, Math.round(sat.centre + spread + (number - 1))));
        passed = score * 10 >= exam.passMark;
        const submittedAt = new Date(startedAt.getTime() + random.int(5, 25) * 60_000);
        attempts.push({
          examId: exam.id,
          profileId: row.profileId,
          number,
          status: 'graded',
          startedAt,
          deadline: new Date(startedAt.getTime() + 30 * 60_000),
          submittedAt,
          gradedAt: submittedAt,
          score,
          maxScore: 10,
          passed,
        });
        number += 1;
        startedAt = new Date(
          Math.min(now.getTime() - 3_600_000, startedAt.getTime() + random.int(1, 5) * day),
        );
        if (random.next() < 0.5) break;
      }
    }
  }
  if (attempts.length > 0) await db.insert(examAttempts).values(attempts);

  // Paid transactions across the months: the paid class, the two kitab and the paid exam.
  const paidClass = classOf.get('tajwid-tuhfatul-athfal');
  const items = await db
    .select({ id: kitab.id, classId: kitab.classId, title: kitab.title, price: kitab.price })
    .from(kitab)
    .where(and(sql`${kitab.price} is not null`, sql`${kitab.price} > 0`));
  const paidExam = await db
    .select({
      id: exams.id,
      title: exams.title,
      price: exams.price,
      classId: kitab.classId,
      kitabId: kitab.id,
    })
    .from(exams)
    .innerJoin(kitab, eq(kitab.id, exams.kitabId))
    .where(sql`${exams.price} > 0`)
    .limit(1);
  const sold = [
    ...items.map((book) => ({
      type: 'kitab' as const,
      id: book.id,
      classId: book.classId,
      kitabId: book.id,
      title: book.title,
      price: book.price ?? 0,
    })),
    ...paidExam.map((exam) => ({
      type: 'exam' as const,
      id: exam.id,
      classId: exam.classId,
      kitabId: exam.kitabId,
      title: exam.title,
      price: exam.price,
    })),
  ];
  const payments: (typeof transactions.$inferInsert)[] = [];
  const purchases: (typeof profilePurchases.$inferInsert)[] = [];
  const bought = new Set<string>();
  for (const [index, learner] of learners.entries()) {
    if (sold.length === 0 || random.next() < 0.45) continue;
    const item = random.pick(sold);
    if (bought.has(`${learner.id}:${item.id}`)) continue;
    bought.add(`${learner.id}:${item.id}`);
    const paidAt = new Date(
      Math.min(now.getTime() - 3_600_000, learner.createdAt.getTime() + random.int(0, 10) * day + 3_600_000),
    );
    const refunded = index % 13 === 5;
    const fee = Math.round(item.price * 0.007);
    payments.push({
      orderId: `AKD-${paidAt.toISOString().slice(0, 10).replaceAll('-', '')}-RPT${String(index + 1).padStart(4, '0')}`,
      profileId: learner.id,
      itemType: item.type,
      itemId: item.id,
      itemTitle: item.title,
      itemClassId: item.classId,
      itemKitabId: item.kitabId,
      orderName: item.title.id,
      price: item.price,
      fee,
      totalPrice: item.price + fee,
      status: refunded ? 'refund' : 'settlement',
      gateway: 'sandbox',
      gatewayTransactionId: `sandbox-rpt-${index + 1}`,
      qrString: 'demo-report-transaction',
      expiresAt: new Date(paidAt.getTime() + 15 * 60_000),
      paidAt,
      grantedAt: paidAt,
      gatewayCheckedAt: paidAt,
      createdAt: new Date(paidAt.getTime() - 5 * 60_000),
      updatedAt: paidAt,
    });
    if (!refunded)
      purchases.push({ profileId: learner.id, itemType: item.type, itemId: item.id, grantedAt: paidAt });
  }
  // A few learners paid for the tajwid class (their seats active, not waiting).
  if (paidClass) {
    for (const [index, learner] of learners.slice(0, 4).entries()) {
      const paidAt = new Date(Math.min(now.getTime() - 3_600_000, learner.createdAt.getTime() + 2 * day));
      const fee = Math.round(paidClass.price * 0.007);
      payments.push({
        orderId: `AKD-${paidAt.toISOString().slice(0, 10).replaceAll('-', '')}-RPC${String(index + 1).padStart(4, '0')}`,
        profileId: learner.id,
        itemType: 'class',
        itemId: paidClass.id,
        itemTitle: paidClass.title,
        itemClassId: paidClass.id,
        orderName: paidClass.title.id,
        price: paidClass.price,
        fee,
        totalPrice: paidClass.price + fee,
        status: 'settlement',
        gateway: 'sandbox',
        gatewayTransactionId: `sandbox-rpc-${index + 1}`,
        qrString: 'demo-report-transaction',
        expiresAt: new Date(paidAt.getTime() + 15 * 60_000),
        paidAt,
        grantedAt: paidAt,
        gatewayCheckedAt: paidAt,
        createdAt: new Date(paidAt.getTime() - 5 * 60_000),
        updatedAt: paidAt,
      });
      purchases.push({ profileId: learner.id, itemType: 'class', itemId: paidClass.id, grantedAt: paidAt });
    }
    await db.insert(enrolments).values(
      learners.slice(0, 4).map((learner) => ({
        classId: paidClass.id,
        profileId: learner.id,
        status: 'active' as const,
        enrolledAt: new Date(Math.min(now.getTime() - 3_600_000, learner.createdAt.getTime() + 2 * day)),
      })),
    );
  }
  if (payments.length > 0) await db.insert(transactions).values(payments);
  if (purchases.length > 0) await db.insert(profilePurchases).values(purchases).onConflictDoNothing();

  // Active days: enrolled learners study a few days a week from joining, more mid-term.
  const studying = [...new Set(enrolled.map((row) => row.profileId))];
  const joinedAt = new Map<string, number>();
  for (const row of enrolled)
    joinedAt.set(row.profileId, Math.min(joinedAt.get(row.profileId) ?? Infinity, row.enrolledAt.getTime()));
  const days: (typeof activeDays.$inferInsert)[] = [];
  for (const profileId of studying) {
    const keen = 0.15 + random.next() * 0.45;
    for (let back = Math.floor((now.getTime() - joinedAt.get(profileId)!) / day); back >= 1; back -= 1) {
      if (random.next() >= keen) continue;
      const date = ago(back);
      days.push({
        profileId,
        day: academyDay(date),
        seconds: random.int(10, 90) * 60,
        lastBeatAt: date,
      });
    }
  }
  for (let start = 0; start < days.length; start += 1000)
    await db
      .insert(activeDays)
      .values(days.slice(start, start + 1000))
      .onConflictDoNothing();

  return { learners: learners.length };
}
