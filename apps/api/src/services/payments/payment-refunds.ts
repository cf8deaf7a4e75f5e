import type { TransactionStatus } from '@academy/contract/payments';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { transactionRefunds, transactions, transactionStatusHistory } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../audit/index';
import { GatewayError, type GatewayStatus, type PaymentGateway } from './payment-gateway';
import { takeBackItem } from './payment-items';
import type { TransactionRow } from './payment-settlement';

/** A paid transaction may be refunded from these (until nothing is left). */
const refundableStatuses: TransactionStatus[] = ['settlement', 'capture', 'partial_refund'];
/** What a gateway answers once it made a refund. */
const refundStatuses: TransactionStatus[] = ['refund', 'partial_refund'];

/** A refund asked by a staff member; no amount = all that is left. */
export interface RefundClaim {
  amount?: number;
  reason: string;
  actor: AuditActor;
}

/**
 * A refund claim older than this is no longer on its way: its server died between the gateway and
 * the record, or the record failed. The gateway is then asked whether it made it (decision 0059).
 * Well above the gateway's own time-out, so a refund still being asked is never judged.
 */
const strandedRefundMs = 2 * 60_000;

/**
 * Refunds of paid transactions (the staff console, decision 0059): claimed under the row lock,
 * asked of the gateway, then recorded with the status, its history and the audit row; refunds
 * left halfway (a server that died between the gateway and the record) are settled later.
 */
export class PaymentRefunds {
  constructor(
    private readonly db: Database,
    private readonly gateway: PaymentGateway,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Refunds a paid transaction at the gateway (the staff console, decision 0059): all that is
   * left unless `amount` says less. The refund is first claimed under the row lock (a claim counts
   * against what is left, so two requests at once cannot both pass), then asked of the gateway
   * outside any database transaction, then recorded: `refund` once nothing is left (the item is
   * taken back), `partial_refund` otherwise (the item stays, decision 0058). A gateway that fails
   * or refuses drops the claim and leaves the transaction as it was (502).
   */
  async refund(
    transactionId: string,
    request: RefundClaim,
    now = new Date(),
  ): Promise<{ transaction: TransactionRow; refund: { id: string; amount: number } }> {
    await this.settleStrandedRefunds(now, transactionId);
    const claim = await this.claimRefund(transactionId, request, now);
    // Cash or a transfer staff received is given back by hand: there is no gateway to ask.
    if (claim.gateway === 'manual') {
      return {
        transaction: await this.recordRefund(claim, now),
        refund: { id: claim.id, amount: claim.amount },
      };
    }
    let answer: GatewayStatus | null;
    try {
      answer = await this.gateway.refund(claim.orderId, {
        amount: claim.amount,
        reason: request.reason,
        key: claim.id,
      });
    } catch (error) {
      await this.dropRefundClaim(claim.id);
      if (!(error instanceof GatewayError)) throw error;
      this.log.warn({ err: error, orderId: claim.orderId }, 'refund failed at the gateway');
      throw new AppError(502, 'refundGatewayFailed', { cause: error });
    }
    if (!answer || !refundStatuses.includes(answer.status)) {
      await this.dropRefundClaim(claim.id);
      this.log.warn({ orderId: claim.orderId, status: answer?.status }, 'the gateway did not refund');
      throw new AppError(502, 'refundGatewayFailed');
    }
    const transaction = await this.recordRefund(claim, now);
    return { transaction, refund: { id: claim.id, amount: claim.amount } };
  }

  /**
   * Settles refunds left `requested` for longer than a refund takes (all of them, or one
   * transaction's): the gateway says whether it made each one (by the refund's key) and it is
   * recorded, or dropped when the gateway never made it. A gateway that does not answer leaves it
   * for the next try. Runs before every refund, on the staff's "check with the gateway" and in the
   * reconciliation job, so a stranded refund never blocks the next one for long. Safe on several
   * servers: recording and dropping are conditional on the claim still being `requested`.
   */
  async settleStrandedRefunds(now = new Date(), transactionId?: string): Promise<number> {
    const stranded = await this.db
      .select({
        id: transactionRefunds.id,
        transactionId: transactionRefunds.transactionId,
        amount: transactionRefunds.amount,
        orderId: transactions.orderId,
      })
      .from(transactionRefunds)
      .innerJoin(transactions, eq(transactions.id, transactionRefunds.transactionId))
      .where(
        and(
          eq(transactionRefunds.state, 'requested'),
          lt(transactionRefunds.createdAt, new Date(now.getTime() - strandedRefundMs)),
          transactionId ? eq(transactionRefunds.transactionId, transactionId) : undefined,
        ),
      )
      .limit(20);
    let settled = 0;
    for (const claim of stranded) {
      let answer: GatewayStatus | null;
      try {
        answer = await this.gateway.status(claim.orderId);
      } catch (error) {
        this.log.warn({ err: error, orderId: claim.orderId }, 'could not settle a stranded refund');
        continue;
      }
      if (answer?.refundKeys.includes(claim.id)) {
        await this.recordRefund(claim, now);
      } else {
        await this.dropRefundClaim(claim.id);
        this.log.warn(
          { orderId: claim.orderId, refundId: claim.id },
          'a stranded refund was never made: dropped',
        );
      }
      settled += 1;
    }
    return settled;
  }

  private async dropRefundClaim(refundId: string) {
    await this.db
      .delete(transactionRefunds)
      .where(and(eq(transactionRefunds.id, refundId), eq(transactionRefunds.state, 'requested')));
  }

  /** Checks a refund against the locked transaction and claims it (`requested`). */
  private claimRefund(transactionId: string, request: RefundClaim, now: Date) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(transactions)
        .where(eq(transactions.id, transactionId))
        .for('update');
      if (!row) throw new AppError(404, 'notFound');
      if (row.status === 'refund') throw new AppError(409, 'refundAlreadyFull');
      if (!row.grantedAt) throw new AppError(409, 'refundNotPaid');
      if (!refundableStatuses.includes(row.status)) throw new AppError(409, 'refundNotAllowed');
      const made = await tx
        .select({ amount: transactionRefunds.amount, state: transactionRefunds.state })
        .from(transactionRefunds)
        .where(eq(transactionRefunds.transactionId, row.id));
      if (made.some((refund) => refund.state === 'requested')) throw new AppError(409, 'refundInProgress');
      const left = row.totalPrice - made.reduce((sum, refund) => sum + refund.amount, 0);
      if (left <= 0) throw new AppError(409, 'refundAlreadyFull');
      const amount = request.amount ?? left;
      if (amount > left) {
        throw new AppError(400, 'refundTooMuch', {
          errorList: [{ field: 'amount', message: 'refundTooMuch' }],
          data: { refundable: left },
        });
      }
      const [claim] = await tx
        .insert(transactionRefunds)
        .values({
          transactionId: row.id,
          amount,
          reason: request.reason,
          state: 'requested',
          actorUserId: request.actor.userId,
          actorName: request.actor.fullName,
          createdAt: now,
        })
        .returning({ id: transactionRefunds.id });
      return { id: claim!.id, orderId: row.orderId, transactionId: row.id, amount, gateway: row.gateway };
    });
  }

  /**
   * The gateway made the refund: its status, history, its audit row (by the staff member who asked
   * for it) and, once refunded in full, the item back, all in one transaction. Recording a refund
   * another server recorded already changes nothing.
   */
  private recordRefund(claim: { id: string; transactionId: string; amount: number }, now: Date) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(transactions)
        .where(eq(transactions.id, claim.transactionId))
        .for('update');
      if (!row) throw new AppError(404, 'notFound');
      const [done] = await tx
        .update(transactionRefunds)
        .set({ state: 'done' })
        .where(and(eq(transactionRefunds.id, claim.id), eq(transactionRefunds.state, 'requested')))
        .returning();
      if (!done) return row;
      const { reason } = done;
      const [total] = await tx
        .select({ refunded: sql<number>`coalesce(sum(${transactionRefunds.amount}), 0)::int` })
        .from(transactionRefunds)
        .where(eq(transactionRefunds.transactionId, row.id));
      const refunded = total?.refunded ?? claim.amount;
      const status: TransactionStatus = refunded >= row.totalPrice ? 'refund' : 'partial_refund';
      const [updated] = await tx
        .update(transactions)
        .set({ status, updatedAt: now })
        .where(eq(transactions.id, row.id))
        .returning();
      await tx.insert(transactionStatusHistory).values({
        transactionId: row.id,
        status,
        fraudStatus: row.fraudStatus,
        source: 'refund',
        detail: { from: row.status, amount: claim.amount, refunded, reason },
        at: now,
      });
      if (status === 'refund') await takeBackItem(tx, row);
      await writeAudit(
        tx,
        { userId: done.actorUserId, fullName: done.actorName },
        'refund',
        'transactions',
        row.id,
        null,
        {
          reason,
          amount: claim.amount,
          refundId: claim.id,
          statusBefore: row.status,
          status,
          orderId: row.orderId,
        },
      );
      return updated ?? row;
    });
  }
}
