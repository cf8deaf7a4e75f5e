import type { TransactionStatus } from '@academy/contract/payments';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  classes,
  enrolments,
  kitab,
  profilePurchases,
  sandboxPayments,
  transactions,
  transactionStatusHistory,
} from '../db/schema/index';
import { buildQrisPayload } from '../services/payments/index';
import { qrisFee } from '../services/payments/index';
import { insertExam, type QuestionSeed } from './insert-exam';

const day = 86_400_000;
/** The demo transactions' QRIS merchant (their payloads are never paid). */
export const demoMerchant = {
  name: 'Akademi Ilmu Syari',
  city: 'Jakarta',
  nmid: 'ID1026000000001',
  pan: '9360000000000000011',
};

/** The priced demo exam: on the kitab of the free, open nahwu class, so any learner can join and buy it. */
export const demoPaidExam = {
  title: { en: 'Ajurrumiyyah: chapter test', id: 'Ujian Bab Matan al-Ajurrumiyyah' },
  price: 25_000,
};

const choice = (en: string, id: string, correct = false) => ({ text: { en, id }, correct });

/** What a learner who buys the priced exam sits: the opening chapters of al-Ajurrumiyyah. */
const paidExamQuestions: QuestionSeed[] = [
  {
    kind: 'single_choice',
    prompt: { en: 'What is kalam in the terms of the grammarians?', id: 'Apa itu kalam menurut ahli nahwu?' },
    options: [
      choice(
        'A composed, meaningful utterance, by convention',
        'Lafaz tersusun yang berfaedah dengan sengaja',
        true,
      ),
      choice('Any single word', 'Setiap satu kata'),
      choice('A letter of the alphabet', 'Satu huruf hijaiyah'),
    ],
  },
  {
    kind: 'multiple_choice',
    prompt: { en: 'Which are parts of kalam?', id: 'Manakah yang termasuk bagian kalam?' },
    options: [
      choice('Noun (ism)', 'Isim', true),
      choice('Verb (fi‘l)', 'Fi‘il', true),
      choice('Particle (harf)', 'Huruf', true),
      choice('Sentence (jumlah)', 'Jumlah'),
    ],
  },
  {
    kind: 'single_choice',
    prompt: { en: 'Which is a sign of the noun?', id: 'Manakah tanda isim?' },
    options: [
      choice('Tanwin', 'Tanwin', true),
      choice('Qad before it', 'Didahului qad'),
      choice('The feminine ta’ sakinah', 'Ta’ ta’nits sakinah'),
    ],
  },
  {
    kind: 'short_answer',
    direction: 'rtl',
    prompt: { en: 'مَا عَلَامَةُ الرَّفْعِ الأَصْلِيَّةُ؟', id: 'مَا عَلَامَةُ الرَّفْعِ الأَصْلِيَّةُ؟' },
    acceptedAnswers: ['الضمة'],
  },
  {
    kind: 'essay',
    points: 2,
    prompt: {
      en: 'Explain, with one example, why a single word is not kalam.',
      id: 'Jelaskan dengan satu contoh mengapa satu kata bukan kalam.',
    },
  },
];

/**
 * Demo payments (decisions §6): a priced exam to buy, and the second demo profile's past
 * transactions, one of each status the spec labels except `pending` (a pending one would
 * expire minutes after seeding). The completed one granted its kitab.
 */
export async function seedDemoPayments(db: Database, options: { secondProfileId: string; now?: Date }) {
  const now = options.now ?? new Date();
  const books = await db.select().from(kitab);
  const ajurrumiyyah = books.find((book) => book.titleArabic.includes('الآجُرُّومِيَّةِ'));
  const tuhfah = books.find((book) => book.titleArabic.includes('تُحْفَةُ'));
  if (!ajurrumiyyah || !tuhfah) return;

  await insertExam(db, {
    kitabId: ajurrumiyyah.id,
    position: 1,
    title: demoPaidExam.title,
    description: {
      en: 'Five questions on speech, its parts and the signs of the noun.',
      id: 'Lima soal tentang kalam, pembagiannya, dan tanda-tanda isim.',
    },
    durationMinutes: 30,
    opensAt: new Date(now.getTime() - day),
    closesAt: new Date(now.getTime() + 60 * day),
    price: demoPaidExam.price,
    passMark: 60,
    attemptsAllowed: 2,
    questions: paidExamQuestions,
  });

  const history: { status: TransactionStatus; book: typeof tuhfah; daysAgo: number; fraud?: string }[] = [
    { status: 'settlement', book: tuhfah, daysAgo: 3 },
    { status: 'capture', book: ajurrumiyyah, daysAgo: 5, fraud: 'challenge' },
    { status: 'deny', book: ajurrumiyyah, daysAgo: 8 },
    { status: 'cancel', book: ajurrumiyyah, daysAgo: 10 },
    { status: 'expire', book: tuhfah, daysAgo: 12 },
    { status: 'failure', book: ajurrumiyyah, daysAgo: 15 },
    { status: 'authorize', book: ajurrumiyyah, daysAgo: 18 },
    { status: 'refund', book: ajurrumiyyah, daysAgo: 25 },
    { status: 'partial_refund', book: ajurrumiyyah, daysAgo: 30 },
    { status: 'chargeback', book: ajurrumiyyah, daysAgo: 40 },
    { status: 'partial_chargeback', book: ajurrumiyyah, daysAgo: 50 },
  ];
  for (const [index, entry] of history.entries()) {
    const price = entry.book.price ?? 0;
    const fee = qrisFee(price, 0.7);
    const createdAt = new Date(now.getTime() - entry.daysAgo * day);
    const orderId = `AKD-${createdAt.toISOString().slice(0, 10).replaceAll('-', '')}-DEMO${String(index + 1).padStart(4, '0')}`;
    const paid = entry.status === 'settlement';
    const [row] = await db
      .insert(transactions)
      .values({
        orderId,
        profileId: options.secondProfileId,
        itemType: 'kitab',
        itemId: entry.book.id,
        itemTitle: entry.book.title,
        itemClassId: entry.book.classId,
        itemKitabId: entry.book.id,
        orderName: entry.book.title.id,
        price,
        fee,
        totalPrice: price + fee,
        status: entry.status,
        fraudStatus: entry.fraud ?? 'accept',
        gateway: 'sandbox',
        qrString: buildQrisPayload(demoMerchant, { amount: price + fee, orderId }),
        expiresAt: new Date(createdAt.getTime() + 15 * 60_000),
        paidAt: paid ? new Date(createdAt.getTime() + 3 * 60_000) : null,
        grantedAt: paid ? new Date(createdAt.getTime() + 3 * 60_000) : null,
        gatewayCheckedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    await db.insert(transactionStatusHistory).values([
      { transactionId: row!.id, status: 'pending', source: 'charge', at: createdAt },
      { transactionId: row!.id, status: entry.status, source: 'notification', at: createdAt },
    ]);
    if (paid) {
      await db.insert(profilePurchases).values({
        profileId: options.secondProfileId,
        itemType: 'kitab',
        itemId: entry.book.id,
        transactionId: row!.id,
      });
    }
  }
}

/**
 * The demo main profile's waiting seat in `tajwid-tuhfatul-athfal` is held by a real pending QRIS
 * payment (decision 0076), known to the sandbox gateway, so its payer page pays it. A demo's
 * payment waits until the class's registration ends, not PAYMENT_EXPIRY_MINUTES, so the state
 * outlives a first look; then it expires and the seat is free, as any other.
 */
export async function seedDemoWaitingSeat(db: Database, options: { mainProfileId: string; now?: Date }) {
  const now = options.now ?? new Date();
  const [klass] = await db.select().from(classes).where(eq(classes.slug, 'tajwid-tuhfatul-athfal'));
  if (!klass) return;
  const [waiting] = await db
    .select({ enrolledAt: enrolments.enrolledAt })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.classId, klass.id),
        eq(enrolments.profileId, options.mainProfileId),
        eq(enrolments.status, 'waiting_payment'),
      ),
    );
  if (!waiting) return;
  const fee = qrisFee(klass.price, 0.7);
  const totalPrice = klass.price + fee;
  const createdAt = waiting.enrolledAt;
  const orderId = `AKD-${createdAt.toISOString().slice(0, 10).replaceAll('-', '')}-DEMOSEAT`;
  const gatewayTransactionId = randomUUID();
  const [row] = await db
    .insert(transactions)
    .values({
      orderId,
      profileId: options.mainProfileId,
      itemType: 'class',
      itemId: klass.id,
      itemTitle: klass.title,
      itemClassId: klass.id,
      itemKitabId: null,
      orderName: klass.title.id.slice(0, 50),
      price: klass.price,
      fee,
      totalPrice,
      status: 'pending',
      gateway: 'sandbox',
      gatewayTransactionId,
      qrString: buildQrisPayload(demoMerchant, { amount: totalPrice, orderId }),
      expiresAt: klass.registrationEndAt,
      gatewayCheckedAt: now,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: transactions.id });
  await db
    .insert(transactionStatusHistory)
    .values({ transactionId: row!.id, status: 'pending', source: 'charge', at: createdAt });
  await db
    .insert(sandboxPayments)
    .values({ orderId, grossAmount: totalPrice, transactionId: gatewayTransactionId });
}
