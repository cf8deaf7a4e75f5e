import type { TransactionStatus } from '@academy/contract/payments';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import {
  classes,
  kitab,
  sandboxPayments,
  transactionRefunds,
  transactions,
  transactionStatusHistory,
  users,
} from '../db/schema/index';
import { grantItem } from '../services/payments/index';
import { qrisFee } from '../services/payments/index';
import { buildQrisPayload } from '../services/payments/index';
import { demoMerchant } from './demo-payments';
import { demoStaff } from './demo-staff';
import type { SeedPasswords } from './seed-passwords';

const minute = 60_000;
const day = 86_400_000;

/** A third demo learner whose payments the staff console's Transactions screen shows (decision 0058). */
export const demoPayingLearner = {
  fullName: 'Umar Hidayat',
  gender: 'male',
  phoneNumber: '081234567801',
  email: 'umar@academy.test',
  password: 'demo12345',
} as const;

/**
 * What the staff payments screens need beside Aisyah's history (demo-payments.ts): Umar's settled
 * class payment for `tajwid-tuhfatul-athfal` (refundable in the console: its sandbox order
 * exists), a kitab settled after its local expiry, and a kitab partly refunded by the demo admin.
 * Runs after the demo staff are seeded (the refund names the admin).
 */
export async function seedDemoStaffPayments(app: App, passwords: SeedPasswords, now = new Date()) {
  const { db } = app.database;
  const { accounts } = app.services;
  const { mainProfileId: profileId } = await accounts.register(
    {
      fullName: demoPayingLearner.fullName,
      gender: demoPayingLearner.gender,
      phoneNumber: demoPayingLearner.phoneNumber,
      email: demoPayingLearner.email,
      password: passwords.of(demoPayingLearner),
    },
    'id',
    // No PIN: one password hash less to seed (his profile asks for one at first sign-in).
    { verified: true },
  );
  const [tajwid] = await db.select().from(classes).where(eq(classes.slug, 'tajwid-tuhfatul-athfal'));
  const books = await db.select().from(kitab);
  const ajurrumiyyah = books.find((book) => book.titleArabic.includes('الآجُرُّومِيَّةِ'));
  const tuhfah = books.find((book) => book.titleArabic.includes('تُحْفَةُ'));
  const [admin] = await db.select().from(users).where(eq(users.phoneNumber, demoStaff.admin.phoneNumber));
  if (!tajwid || !ajurrumiyyah || !tuhfah || !admin) return;

  const payments = [
    {
      item: { type: 'class' as const, id: tajwid.id, title: tajwid.title, classId: tajwid.id, kitabId: null },
      price: tajwid.price,
      daysAgo: 2,
      code: 'CLASS',
    },
    {
      item: { type: 'kitab' as const, ...bookItem(ajurrumiyyah) },
      price: ajurrumiyyah.price ?? 0,
      daysAgo: 6,
      code: 'LATE',
      late: true,
    },
    {
      item: { type: 'kitab' as const, ...bookItem(tuhfah) },
      price: tuhfah.price ?? 0,
      daysAgo: 9,
      code: 'PARTIAL',
      refund: { amount: 25_000, reason: 'Dua pertemuan dibatalkan; bagian keduanya dikembalikan' },
    },
  ];

  for (const payment of payments) {
    const fee = qrisFee(payment.price, app.settings.PAYMENT_QRIS_FEE_PERCENT);
    const total = payment.price + fee;
    const createdAt = new Date(now.getTime() - payment.daysAgo * day);
    const expiresAt = new Date(createdAt.getTime() + 15 * minute);
    // A late settlement arrived after its expiry (the bank was slow), the others within minutes.
    const paidAt = new Date(createdAt.getTime() + (payment.late ? 40 : 4) * minute);
    const refundedAt = new Date(paidAt.getTime() + day);
    const status: TransactionStatus = payment.refund ? 'partial_refund' : 'settlement';
    const orderId = `AKD-${createdAt.toISOString().slice(0, 10).replaceAll('-', '')}-UMAR${payment.code}`;
    const gatewayTransactionId = crypto.randomUUID();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(transactions)
        .values({
          orderId,
          profileId,
          itemType: payment.item.type,
          itemId: payment.item.id,
          itemTitle: payment.item.title,
          itemClassId: payment.item.classId,
          itemKitabId: payment.item.kitabId,
          orderName: payment.item.title.id.slice(0, 50),
          price: payment.price,
          fee,
          totalPrice: total,
          status,
          fraudStatus: 'accept',
          gateway: 'sandbox',
          gatewayTransactionId,
          qrString: buildQrisPayload(demoMerchant, { amount: total, orderId }),
          expiresAt,
          paidAt,
          grantedAt: paidAt,
          paidAfterExpiry: payment.late ?? false,
          gatewayCheckedAt: paidAt,
          createdAt,
          updatedAt: payment.refund ? refundedAt : paidAt,
        })
        .returning();
      const history = [
        { status: 'pending' as const, source: 'charge' as const, at: createdAt, detail: null },
        ...(payment.late
          ? [
              {
                status: 'expire' as const,
                source: 'expiry' as const,
                at: expiresAt,
                detail: { from: 'pending' },
              },
            ]
          : []),
        {
          status: 'settlement' as const,
          source: 'notification' as const,
          at: paidAt,
          detail: { from: payment.late ? 'expire' : 'pending', lateSettlement: payment.late },
        },
        ...(payment.refund
          ? [
              {
                status: 'partial_refund' as const,
                source: 'refund' as const,
                at: refundedAt,
                detail: { from: 'settlement', amount: payment.refund.amount, reason: payment.refund.reason },
              },
            ]
          : []),
      ];
      await tx
        .insert(transactionStatusHistory)
        .values(history.map((entry) => ({ ...entry, transactionId: row!.id, fraudStatus: 'accept' })));
      if (payment.refund) {
        await tx.insert(transactionRefunds).values({
          transactionId: row!.id,
          amount: payment.refund.amount,
          reason: payment.refund.reason,
          state: 'done',
          actorUserId: admin.id,
          actorName: admin.fullName,
          createdAt: refundedAt,
        });
      }
      // The sandbox "bank" knows the order too, so the console can refund or check it for real.
      await tx.insert(sandboxPayments).values({
        orderId,
        grossAmount: total,
        status,
        transactionId: gatewayTransactionId,
        refundedAmount: payment.refund?.amount ?? 0,
        createdAt,
        updatedAt: payment.refund ? refundedAt : paidAt,
      });
      await grantItem(tx, row!);
    });
  }
}

function bookItem(book: typeof kitab.$inferSelect) {
  return { id: book.id, title: book.title, classId: book.classId, kitabId: book.id };
}
