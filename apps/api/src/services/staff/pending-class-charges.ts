import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { transactions } from '../../db/schema/index';
import type { PaymentService } from '../payments/index';

/**
 * A QRIS charge still open for a class would let the learner pay a second time for what staff
 * just granted (or take back a seat staff just took away): each is cancelled, at the gateway too.
 * Best effort: the staff action stands either way, and a charge the gateway will not cancel is
 * left to reconciliation (`onError` logs it).
 */
export async function cancelPendingClassCharges(
  db: Database,
  payments: Pick<PaymentService, 'cancel'>,
  onError: (error: unknown) => void,
  profileId: string,
  classId: string,
) {
  const pending = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.profileId, profileId),
        eq(transactions.itemType, 'class'),
        eq(transactions.itemId, classId),
        eq(transactions.status, 'pending'),
      ),
    );
  for (const { id } of pending) await payments.cancel(profileId, id).catch(onError);
}
