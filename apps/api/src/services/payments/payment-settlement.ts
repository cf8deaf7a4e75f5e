import type { MidtransNotification, TransactionStatus } from '@academy/contract/payments';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { transactions, transactionStatusHistory } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../audit/index';
import { GatewayError, type GatewayStatus, type PaymentGateway } from './payment-gateway';
import { grantItem, releaseSeat, takeBackItem } from './payment-items';
import { canMoveTo, isPaid, isValidSignature, rupiahOf } from './transaction-status';

export type TransactionRow = typeof transactions.$inferSelect;
export type StatusSource = (typeof transactionStatusHistory.$inferInsert)['source'];

/** The gateway is asked about one pending transaction at most this often when it is read. */
const readCheckIntervalMs = 5_000;
/** A reconciliation run leaves a transaction alone this long after anyone asked about it. */
const reconcileLeaseMs = 20_000;
const unpaidEnds: TransactionStatus[] = ['deny', 'cancel', 'expire', 'failure'];
/** Statuses that give all the money back: the item is taken back. */
const takenBack: TransactionStatus[] = ['refund', 'chargeback'];

/** A gateway call; a gateway that is down or refuses answers 503 with a clear message. */
export async function askGateway<T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayError) {
      log.warn({ err: error }, 'payment gateway call failed');
      throw new AppError(503, 'paymentGatewayUnavailable', { cause: error });
    }
    throw error;
  }
}

/**
 * Where a transaction's status moves (decisions §6): the gateway's notifications, reads and
 * reconciliation runs ask the gateway and apply its answer through `applyStatus`, which locks
 * the row, only moves forward, and grants the item exactly once in the same database transaction.
 */
export class PaymentSettlement {
  constructor(
    private readonly db: Database,
    private readonly gateway: PaymentGateway,
    private readonly serverKey: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * A gateway notification: the signature must hold (403, nothing changes). The status is then
   * read again from the gateway, never taken from the body, and applied (idempotent, forward only).
   */
  async notify(body: MidtransNotification, now = new Date()): Promise<void> {
    if (!isValidSignature(body, this.serverKey)) throw new AppError(403, 'paymentSignatureInvalid');
    const [row] = await this.db.select().from(transactions).where(eq(transactions.orderId, body.order_id));
    if (!row) throw new AppError(404, 'notFound');
    const status = await askGateway(this.log, () => this.gateway.status(row.orderId));
    if (!status) throw new AppError(404, 'notFound');
    await this.applyStatus(row.orderId, status, 'notification', now);
  }

  /**
   * Claims pending transactions nobody asked about for a while, in one statement with `for update
   * skip locked` so servers sharing the database never take the same ones, asks the gateway, and
   * expires those past their time.
   */
  async reconcilePending(now: Date, batch: number): Promise<number> {
    const claimed = await this.claim(dueSql(new Date(now.getTime() - reconcileLeaseMs), now), now, batch);
    for (const row of claimed) {
      try {
        await this.refresh(row, now, 'reconcile');
      } catch (error) {
        this.log.warn({ err: error, orderId: row.orderId }, 'payment reconciliation failed for one order');
      }
    }
    return claimed.length;
  }

  /** Asks the gateway about one transaction now and applies its answer, audited as `by`'s check. */
  checkNow(row: TransactionRow, now: Date, by: AuditActor): Promise<TransactionRow> {
    return askGateway(this.log, () => this.refresh(row, now, 'reconcile', by));
  }

  /**
   * Moves a transaction to the gateway's status, in one database transaction with the row
   * locked: never backwards, the amount must match, and a paid status grants the item once.
   */
  async applyStatus(
    orderId: string,
    next: GatewayStatus,
    source: StatusSource,
    now = new Date(),
    auditBy?: AuditActor,
  ): Promise<TransactionRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(transactions)
        .where(eq(transactions.orderId, orderId))
        .for('update');
      if (!row) throw new AppError(404, 'notFound');
      if (!canMoveTo(row, next)) return row;
      if (next.grossAmount !== '' && rupiahOf(next.grossAmount) !== row.totalPrice) {
        this.log.error(
          { orderId, grossAmount: next.grossAmount, totalPrice: row.totalPrice },
          'payment amount mismatch',
        );
        throw new AppError(409, 'paymentAmountMismatch');
      }
      const paid = isPaid(next.status, next.fraudStatus);
      const late = paid && !row.paidAt && (now > row.expiresAt || unpaidEnds.includes(row.status));
      const [updated] = await tx
        .update(transactions)
        .set({
          status: next.status,
          fraudStatus: next.fraudStatus,
          gatewayTransactionId: next.gatewayTransactionId ?? row.gatewayTransactionId,
          paidAt: paid ? (row.paidAt ?? now) : row.paidAt,
          paidAfterExpiry: row.paidAfterExpiry || late,
          grantedAt: paid ? (row.grantedAt ?? now) : row.grantedAt,
          updatedAt: now,
        })
        .where(eq(transactions.id, row.id))
        .returning();
      await tx.insert(transactionStatusHistory).values({
        transactionId: row.id,
        status: next.status,
        fraudStatus: next.fraudStatus,
        source,
        detail: { from: row.status, grossAmount: next.grossAmount, lateSettlement: late || undefined },
        at: now,
      });
      if (paid && !row.grantedAt) await grantItem(tx, row);
      // Money given back at the gateway itself (its dashboard, a chargeback) takes the item back too.
      if (takenBack.includes(next.status) && row.grantedAt && !takenBack.includes(row.status))
        await takeBackItem(tx, row);
      // Pending, authorized or held for fraud review, then ended unpaid: the seat is free again.
      if (!row.grantedAt && unpaidEnds.includes(next.status)) await releaseSeat(tx, row);
      if (late)
        this.log.warn({ orderId }, 'payment settled after its local expiry: granted, marked for staff');
      if (auditBy && next.status !== row.status) {
        await writeAudit(tx, auditBy, 'reconcile', 'transactions', row.id, null, {
          statusBefore: row.status,
          status: next.status,
          orderId,
        });
      }
      return updated ?? row;
    });
  }

  /** Claims the rows matching `due` by moving their lease, one statement, skipping rows others hold. */
  private async claim(due: SQL, now: Date, batch: number, id?: string): Promise<TransactionRow[]> {
    const candidates = this.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.status, 'pending'), id ? eq(transactions.id, id) : undefined, sql`(${due})`))
      .orderBy(asc(transactions.gatewayCheckedAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    return this.db
      .update(transactions)
      .set({ gatewayCheckedAt: now })
      .where(inArray(transactions.id, candidates))
      .returning();
  }

  /** A pending transaction checked with the gateway when nobody did in the last `intervalMs`. */
  async refreshIfDue(
    row: TransactionRow,
    now: Date,
    intervalMs = readCheckIntervalMs,
  ): Promise<TransactionRow> {
    if (row.status !== 'pending') return row;
    const [claimed] = await this.claim(dueSql(new Date(now.getTime() - intervalMs), now), now, 1, row.id);
    if (!claimed) return row;
    try {
      return await this.refresh(claimed, now, 'read');
    } catch (error) {
      // A read still answers what we know when the gateway is away.
      this.log.warn({ err: error, orderId: row.orderId }, 'could not check a pending payment');
      return row;
    }
  }

  /** Asks the gateway and applies its answer; past its time an unpaid transaction expires. */
  private async refresh(
    row: TransactionRow,
    now: Date,
    source: StatusSource,
    auditBy?: AuditActor,
  ): Promise<TransactionRow> {
    let status: GatewayStatus | null = null;
    try {
      status = await this.gateway.status(row.orderId);
    } catch (error) {
      if (now <= row.expiresAt) throw error;
    }
    const applied = status ? await this.applyStatus(row.orderId, status, source, now, auditBy) : row;
    if (applied.status === 'pending' && now > row.expiresAt)
      return this.applyStatus(row.orderId, localStatus(row, 'expire'), 'expiry', now, auditBy);
    return applied;
  }
}

/** Pending rows nobody asked the gateway about since `checkedBefore`, or past their expiry. */
function dueSql(checkedBefore: Date, now: Date): SQL {
  return sql`${transactions.gatewayCheckedAt} <= ${checkedBefore.toISOString()}::timestamptz or ${transactions.expiresAt} <= ${now.toISOString()}::timestamptz`;
}

/** A status decided here (cancel, local expiry), shaped as the gateway's. */
export function localStatus(row: TransactionRow, status: TransactionStatus): GatewayStatus {
  return {
    orderId: row.orderId,
    status,
    fraudStatus: row.fraudStatus,
    grossAmount: '',
    gatewayTransactionId: null,
    refundKeys: [],
  };
}
