import type { JoinClassResult } from '@academy/contract/catalogue';
import type {
  CreatePaymentBody,
  MidtransNotification,
  PaymentItemRef,
  PaymentQuote,
  SandboxOrder,
  Transaction as TransactionView,
  TransactionListQuery,
  TransactionStatus,
} from '@academy/contract/payments';
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import {
  profiles,
  transactionRefunds,
  transactions,
  transactionStatusHistory,
  users,
} from '../../db/schema/index';
import { wibDay } from '../../lib/academy-time';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../accounts/index';
import type { CatalogueService, ClassRow } from '../catalogue/index';
import type { EnrolmentService, JoinCaller, OwnedProfile } from '../learning/index';
import { writeAudit, type AuditActor } from '../audit/index';
import { GatewayError, type GatewayStatus, type PaymentGateway } from './payment-gateway';
import {
  assertCanBuy,
  grantItem,
  kitabStart,
  ownedItems,
  ownsItem,
  releaseSeat,
  saleItem,
  takeBackItem,
  transactionItemColumns,
  type SaleItem,
} from './payment-items';
import { canMoveTo, isPaid, isValidSignature, rupiahOf } from './transaction-status';

export type TransactionRow = typeof transactions.$inferSelect;
type Source = (typeof transactionStatusHistory.$inferInsert)['source'];

export interface PaymentSettings {
  feePercent: number;
  expiryMinutes: number;
  /** Signs and checks notifications (Midtrans server key). */
  serverKey: string;
}

/** The gateway is asked about one pending transaction at most this often when it is read. */
const readCheckIntervalMs = 5_000;
/** A reconciliation run leaves a transaction alone this long after anyone asked about it. */
const reconcileLeaseMs = 20_000;
const unpaidEnds: TransactionStatus[] = ['deny', 'cancel', 'expire', 'failure'];
/** A paid transaction may be refunded from these (until nothing is left). */
const refundableStatuses: TransactionStatus[] = ['settlement', 'capture', 'partial_refund'];
/** What a gateway answers once it made a refund. */
const refundStatuses: TransactionStatus[] = ['refund', 'partial_refund'];
/** Statuses that give all the money back: the item is taken back. */
const takenBack: TransactionStatus[] = ['refund', 'chargeback'];

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

/** QRIS fee: a percentage of the price, rounded up to the rupiah (integer arithmetic, no float drift). */
export function qrisFee(price: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.ceil((price * basisPoints) / 10_000 - 1e-9);
}

/**
 * Order ids: readable, unique, within QRIS's 25 characters (`AKD-20261123-K3F9Q2XW`); payments
 * staff record carry `MAN-`.
 */
export function newOrderId(now: Date, prefix = 'AKD'): string {
  // The academy's day (WIB), not UTC's: a payment at 05.07 WIB on 29 Nov is 20261129.
  const day = wibDay(now).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const suffix = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${prefix}-${day}-${suffix}`;
}

/**
 * Payments (decisions §6): quotes, charges at the gateway, notifications, reconciliation and
 * grants. Every status change goes through `applyStatus`, which locks the transaction row, only
 * moves forward, and grants the item exactly once in the same database transaction.
 */
export class PaymentService {
  constructor(
    private readonly db: Database,
    readonly gateway: PaymentGateway,
    private readonly settings: PaymentSettings,
    private readonly catalogue: CatalogueService,
    private readonly enrolments: EnrolmentService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async quote(profile: OwnedProfile, ref: PaymentItemRef, now = new Date()): Promise<PaymentQuote> {
    const item = await saleItem(this.db, ref);
    const fee = qrisFee(item.price, this.settings.feePercent);
    const pending = await this.pendingFor(profile.id, ref);
    const live = pending ? await this.refreshIfDue(pending, now) : null;
    return {
      item: await this.itemView(item.ref, item),
      price: item.price,
      fee,
      totalPrice: item.price + fee,
      feePercent: this.settings.feePercent,
      methods: ['qris'],
      expiryMinutes: this.settings.expiryMinutes,
      owned: await ownsItem(this.db, profile.id, item),
      pendingTransactionId: live?.status === 'pending' ? live.id : null,
    };
  }

  /**
   * A new QRIS transaction (created: true), or the profile's pending one for the same item. Paying
   * for a class the profile has not joined takes its seat (waiting for payment) in the same
   * database transaction that records the charge.
   */
  async create(
    profile: OwnedProfile,
    body: Pick<CreatePaymentBody, 'item'>,
    now = new Date(),
    eligible = false,
  ) {
    try {
      return await this.createOrReuse(profile, body, now, eligible);
    } catch (error) {
      // A concurrent request for the same item won, whichever check saw it first (its seat, its
      // enrolment or its pending row): answer that request's transaction.
      if (!isUniqueViolation(error) && !(error instanceof AppError && error.reason === 'alreadyEnrolled'))
        throw error;
      const winner = await this.pendingFor(profile.id, body.item);
      if (winner) return { transaction: await this.view(winner), created: false };
      if (isUniqueViolation(error)) throw new AppError(409, 'alreadyEnrolled');
      throw error;
    }
  }

  /**
   * Joins a paid class (`POST /classes/{key}/join`, decision 0076): the join password and the
   * other checks of joining, then the QRIS payment that holds the seat, made with the waiting
   * enrolment in one database transaction. A waiting seat never exists without its payment.
   */
  async joinPaidClass(
    profile: OwnedProfile,
    klass: ClassRow,
    password: string | undefined,
    caller: JoinCaller,
    now = new Date(),
  ): Promise<JoinClassResult> {
    await this.enrolments.checkEligible(klass, profile, now, password, caller);
    const { transaction } = await this.create(profile, { item: { type: 'class', id: klass.id } }, now, true);
    const enrolment = await this.enrolments.enrolmentOf(profile.id, klass.id);
    if (!enrolment) throw new AppError(409, 'alreadyEnrolled');
    return { ...enrolment, telegramUrl: null, transactionId: transaction.id };
  }

  private async createOrReuse(
    profile: OwnedProfile,
    body: Pick<CreatePaymentBody, 'item'>,
    now: Date,
    eligible: boolean,
  ) {
    const item = await saleItem(this.db, body.item);
    if (await ownsItem(this.db, profile.id, item)) throw new AppError(409, 'paymentItemOwned');
    await assertCanBuy(this.db, profile.id, item);
    const existing = await this.pendingFor(profile.id, body.item);
    if (existing) {
      const live = await this.refreshIfDue(existing, now, 0);
      if (live.status === 'pending') return { transaction: await this.view(live), created: false };
      if (await ownsItem(this.db, profile.id, item)) throw new AppError(409, 'paymentItemOwned');
    }
    const klass = item.ref.type === 'class' ? await this.catalogue.classRow(item.classId) : null;
    const waiting = klass ? await this.enrolments.enrolmentOf(profile.id, klass.id) : null;
    // A waiting enrolment passed these checks (its join password too) when it was made.
    if (klass && !waiting && !eligible) await this.enrolments.checkEligible(klass, profile, now);

    const fee = qrisFee(item.price, this.settings.feePercent);
    const orderId = newOrderId(now);
    const expiresAt = new Date(now.getTime() + this.settings.expiryMinutes * 60_000);
    const charge = await this.chargeAtGateway(profile.id, item, orderId, fee);
    try {
      const row = await this.db.transaction(async (tx) => {
        // The seat, or again the seat of a waiting enrolment whose payment ended (when one is free).
        if (klass) await this.enrolments.takeSeat(tx, klass, profile.id, 'waiting_payment', now);
        const [inserted] = await tx
          .insert(transactions)
          .values({
            orderId,
            profileId: profile.id,
            ...transactionItemColumns(item),
            price: item.price,
            fee,
            totalPrice: item.price + fee,
            status: charge.status,
            gateway: this.gateway.name,
            gatewayTransactionId: charge.gatewayTransactionId,
            qrString: charge.qrString,
            expiresAt,
            gatewayCheckedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!inserted) throw new AppError(500, 'internalError');
        await tx
          .insert(transactionStatusHistory)
          .values({ transactionId: inserted.id, status: inserted.status, source: 'charge', at: now });
        return inserted;
      });
      return { transaction: await this.view(row), created: true };
    } catch (error) {
      // The charge is not ours to show: the seat was gone or another request won the race.
      this.cancelUnshown(orderId);
      throw error;
    }
  }

  async list(profileId: string, query: TransactionListQuery) {
    const where = and(
      eq(transactions.profileId, profileId),
      query.status ? eq(transactions.status, query.status) : undefined,
    );
    const rows = await this.db
      .select()
      .from(transactions)
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [total] = await this.db.select({ total: count() }).from(transactions).where(where);
    return { items: await Promise.all(rows.map((row) => this.view(row, false))), total: total?.total ?? 0 };
  }

  /** What the profile holds of what the store sells (`ownedItems`). */
  ownedItems(profileId: string) {
    return ownedItems(this.db, profileId);
  }

  /** A profile's transaction; a pending one is first checked with the gateway (at most every 5 s). */
  async get(profileId: string, transactionId: string, now = new Date()): Promise<TransactionView> {
    const row = await this.owned(profileId, transactionId);
    return this.view(await this.refreshIfDue(row, now));
  }

  /** Cancels a pending transaction, at the gateway too; 409 unless pending. */
  async cancel(profileId: string, transactionId: string, now = new Date()): Promise<TransactionView> {
    const row = await this.owned(profileId, transactionId);
    if (row.status !== 'pending') throw new AppError(409, 'transactionNotPending');
    const atGateway = await this.askGateway(() => this.gateway.cancel(row.orderId));
    const next: GatewayStatus = atGateway ?? localStatus(row, 'cancel');
    const updated = await this.applyStatus(row.orderId, next, 'cancel', now);
    if (updated.status !== 'cancel') throw new AppError(409, 'transactionNotPending');
    return this.view(updated);
  }

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

  /**
   * Asks the gateway about one transaction now, whatever its status (the staff console's check):
   * settles a stranded refund, and audits a status that moved in the transaction that moved it.
   */
  async reconcileOne(transactionId: string, by: AuditActor, now = new Date()): Promise<TransactionRow> {
    const [row] = await this.db.select().from(transactions).where(eq(transactions.id, transactionId));
    if (!row) throw new AppError(404, 'notFound');
    // A payment staff recorded has no gateway to ask.
    if (row.gateway === 'manual') return row;
    await this.settleStrandedRefunds(now, transactionId);
    return this.askGateway(() => this.refresh(row, now, 'reconcile', by));
  }

  /**
   * A gateway notification: the signature must hold (403, nothing changes). The status is then
   * read again from the gateway, never taken from the body, and applied (idempotent, forward only).
   */
  async notify(body: MidtransNotification, now = new Date()): Promise<void> {
    if (!isValidSignature(body, this.settings.serverKey)) throw new AppError(403, 'paymentSignatureInvalid');
    const [row] = await this.db.select().from(transactions).where(eq(transactions.orderId, body.order_id));
    if (!row) throw new AppError(404, 'notFound');
    const status = await this.askGateway(() => this.gateway.status(row.orderId));
    if (!status) throw new AppError(404, 'notFound');
    await this.applyStatus(row.orderId, status, 'notification', now);
  }

  /**
   * One reconciliation run (the periodic job): claims pending transactions nobody asked about for
   * a while, in one statement with `for update skip locked` so servers sharing the database
   * never take the same ones, asks the gateway, and expires those past their time; settles
   * stranded refunds first.
   */
  async reconcile(now = new Date(), batch = 50): Promise<number> {
    await this.settleStrandedRefunds(now);
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

  /** The sandbox payer page's view of an order. */
  async sandboxOrder(orderId: string): Promise<SandboxOrder> {
    const [row] = await this.db.select().from(transactions).where(eq(transactions.orderId, orderId));
    if (!row) throw new AppError(404, 'notFound');
    return {
      orderId: row.orderId,
      orderName: row.orderName,
      totalPrice: row.totalPrice,
      status: row.status,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /**
   * Moves a transaction to the gateway's status, in one database transaction with the row
   * locked: never backwards, the amount must match, and a paid status grants the item once.
   */
  async applyStatus(
    orderId: string,
    next: GatewayStatus,
    source: Source,
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

  private async chargeAtGateway(profileId: string, item: SaleItem, orderId: string, fee: number) {
    const [customer] = await this.db
      .select({ fullName: users.fullName, email: users.email, phone: users.phoneNumber })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.id, profileId));
    try {
      return await this.askGateway(() =>
        this.gateway.charge({
          orderId,
          grossAmount: item.price + fee,
          items: [
            { id: `${item.ref.type}-${item.ref.id}`.slice(0, 50), name: item.title.id, price: item.price },
            ...(fee > 0 ? [{ id: 'qris-fee', name: 'Biaya QRIS', price: fee }] : []),
          ],
          customer: {
            firstName: customer?.fullName ?? '',
            email: customer?.email ?? '',
            phone: customer?.phone ?? '',
          },
          expiryMinutes: this.settings.expiryMinutes,
        }),
      );
    } catch (error) {
      // A charge that timed out may still have made an order at the gateway, with a QR code
      // nobody here will ever show: cancel it, so only the retry's order can be paid.
      this.cancelUnshown(orderId);
      throw error;
    }
  }

  /** Cancels an order at the gateway in the background (a gateway that does not know it is fine). */
  private cancelUnshown(orderId: string): void {
    void this.gateway
      .cancel(orderId)
      .catch((cause: unknown) => this.log.warn({ cause, orderId }, 'cancel of an unshown order failed'));
  }

  /** A gateway call; a gateway that is down or refuses answers 503 with a clear message. */
  private async askGateway<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GatewayError) {
        this.log.warn({ err: error }, 'payment gateway call failed');
        throw new AppError(503, 'paymentGatewayUnavailable', { cause: error });
      }
      throw error;
    }
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
  private async refreshIfDue(
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
    source: Source,
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

  private async pendingFor(profileId: string, ref: PaymentItemRef) {
    const [row] = await this.db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.profileId, profileId),
          eq(transactions.itemType, ref.type),
          eq(transactions.itemId, ref.id),
          eq(transactions.status, 'pending'),
        ),
      );
    return row ?? null;
  }

  private async owned(profileId: string, transactionId: string): Promise<TransactionRow> {
    const [row] = await this.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, transactionId), eq(transactions.profileId, profileId)));
    if (!row) throw new AppError(404, 'notFound');
    return row;
  }

  private async itemView(
    ref: PaymentItemRef,
    where: { title: SaleItem['title']; classId: string; kitabId: string | null },
  ) {
    const start = ref.type === 'kitab' ? await kitabStart(this.db, ref.id) : null;
    return { ...ref, title: where.title, classId: where.classId, kitabId: where.kitabId, start };
  }

  /** The answer of a transaction; `withImage` adds the QR code image of a pending one. */
  private async view(row: TransactionRow, withImage = true): Promise<TransactionView> {
    const payable = row.status === 'pending';
    return {
      id: row.id,
      orderId: row.orderId,
      orderName: row.orderName,
      profileId: row.profileId,
      item: await this.itemView(
        { type: row.itemType, id: row.itemId },
        { title: row.itemTitle, classId: row.itemClassId, kitabId: row.itemKitabId },
      ),
      price: row.price,
      fee: row.fee,
      totalPrice: row.totalPrice,
      paymentMethod: row.paymentMethod,
      status: row.status,
      paid: row.grantedAt !== null,
      qrString: payable ? row.qrString : null,
      qrImage:
        payable && withImage
          ? await QRCode.toDataURL(row.qrString, { width: 480, margin: 2, errorCorrectionLevel: 'M' })
          : null,
      expiresAt: row.expiresAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      paidAfterExpiry: row.paidAfterExpiry,
      createdAt: row.createdAt.toISOString(),
    };
  }
}

/** Pending rows nobody asked the gateway about since `checkedBefore`, or past their expiry. */
function dueSql(checkedBefore: Date, now: Date): SQL {
  return sql`${transactions.gatewayCheckedAt} <= ${checkedBefore.toISOString()}::timestamptz or ${transactions.expiresAt} <= ${now.toISOString()}::timestamptz`;
}

/** A status decided here (cancel, local expiry), shaped as the gateway's. */
function localStatus(row: TransactionRow, status: TransactionStatus): GatewayStatus {
  return {
    orderId: row.orderId,
    status,
    fraudStatus: row.fraudStatus,
    grossAmount: '',
    gatewayTransactionId: null,
    refundKeys: [],
  };
}
