import type { StaffManualPaymentBody } from '@academy/contract/staff-payments';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles, transactions, transactionStatusHistory } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { EnrolmentService } from '../learning/index';
import { writeAudit, type AuditActor } from '../audit/index';
import { grantItem, ownsItem, saleItem, transactionItemColumns } from './payment-items';
import { newOrderId } from './payment-service';

/**
 * Records a cash or transfer payment staff received (api-contract "Staff console, part 3"): one
 * database transaction writes a `settlement` transaction (gateway `manual`, the amount received,
 * no fee), its history, the grant of the item and the audit row, or nothing. A class takes a
 * seat as a staff enrolment does (capacity, gender, not ended; 409 already enrolled); a kitab or
 * exam the profile already has is refused (409). Revenue counts it as it counts any settlement.
 */
export async function recordManualPayment(
  db: Database,
  enrolments: EnrolmentService,
  body: StaffManualPaymentBody,
  actor: AuditActor,
  now = new Date(),
): Promise<string> {
  const [profile] = await db
    .select({ id: profiles.id, gender: profiles.gender })
    .from(profiles)
    .where(eq(profiles.id, body.profileId));
  if (!profile) throw new AppError(404, 'notFound');
  const item = await saleItem(db, body.item, true);
  return db.transaction(async (tx) => {
    if (item.ref.type === 'class') await enrolments.enrolByStaff(tx, item.classId, profile, now);
    else if (await ownsItem(tx, profile.id, item)) throw new AppError(409, 'paymentItemOwned');
    const [row] = await tx
      .insert(transactions)
      .values({
        orderId: newOrderId(now, 'MAN'),
        profileId: profile.id,
        ...transactionItemColumns(item),
        price: body.amount,
        fee: 0,
        totalPrice: body.amount,
        paymentMethod: body.method,
        status: 'settlement',
        gateway: 'manual',
        gatewayTransactionId: body.reference || null,
        qrString: '',
        expiresAt: now,
        paidAt: now,
        grantedAt: now,
        gatewayCheckedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new AppError(500, 'internalError');
    const received = { method: body.method, reference: body.reference, receivedBy: actor.fullName };
    await tx.insert(transactionStatusHistory).values({
      transactionId: row.id,
      status: 'settlement',
      source: 'manual',
      detail: { ...received, reason: body.reason },
      at: now,
    });
    await grantItem(tx, row);
    await writeAudit(tx, actor, 'create', 'transactions', row.id, null, {
      ...received,
      orderId: row.orderId,
      profileId: profile.id,
      item: body.item,
      amount: body.amount,
      itemPrice: item.price,
      reason: body.reason,
    });
    return row.id;
  });
}
