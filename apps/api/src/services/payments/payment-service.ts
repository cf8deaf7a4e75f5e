import type { JoinClassResult } from '@academy/contract/catalogue';
import type {
  CreatePaymentBody,
  MidtransNotification,
  PaymentItemRef,
  PaymentQuote,
  SandboxOrder,
  Transaction as TransactionView,
  TransactionListQuery,
} from '@academy/contract/payments';
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { profiles, transactions, transactionStatusHistory, users } from '../../db/schema/index';
import { wibDay } from '../../lib/academy-time';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../accounts/index';
import type { CatalogueService, ClassRow } from '../catalogue/index';
import type { EnrolmentService, JoinCaller, OwnedProfile } from '../learning/index';
import type { AuditActor } from '../audit/index';
import type { GatewayStatus, PaymentGateway } from './payment-gateway';
import {
  assertCanBuy,
  kitabStart,
  ownedItems,
  ownsItem,
  saleItem,
  transactionItemColumns,
  type SaleItem,
} from './payment-items';
import { PaymentRefunds, type RefundClaim } from './payment-refunds';
import {
  askGateway,
  localStatus,
  PaymentSettlement,
  type StatusSource,
  type TransactionRow,
} from './payment-settlement';

export type { RefundClaim } from './payment-refunds';
export type { TransactionRow } from './payment-settlement';

export interface PaymentSettings {
  feePercent: number;
  expiryMinutes: number;
  /** Signs and checks notifications (Midtrans server key). */
  serverKey: string;
}

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
 * Payments (decisions §6): quotes, charges at the gateway and the payer's transactions. Status
 * changes (notifications, reads, reconciliation) are the settlement's (`payment-settlement.ts`),
 * refunds the refunds' (`payment-refunds.ts`); this service is the domain's one face for both.
 */
export class PaymentService {
  private readonly refunds: PaymentRefunds;
  private readonly settlement: PaymentSettlement;

  constructor(
    private readonly db: Database,
    readonly gateway: PaymentGateway,
    private readonly settings: PaymentSettings,
    private readonly catalogue: CatalogueService,
    private readonly enrolments: EnrolmentService,
    private readonly log: FastifyBaseLogger,
  ) {
    this.refunds = new PaymentRefunds(db, gateway, log);
    this.settlement = new PaymentSettlement(db, gateway, settings.serverKey, log);
  }

  async quote(profile: OwnedProfile, ref: PaymentItemRef, now = new Date()): Promise<PaymentQuote> {
    const item = await saleItem(this.db, ref);
    const fee = qrisFee(item.price, this.settings.feePercent);
    const pending = await this.pendingFor(profile.id, ref);
    const live = pending ? await this.settlement.refreshIfDue(pending, now) : null;
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
      const live = await this.settlement.refreshIfDue(existing, now, 0);
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
    return this.view(await this.settlement.refreshIfDue(row, now));
  }

  /** Cancels a pending transaction, at the gateway too; 409 unless pending. */
  async cancel(profileId: string, transactionId: string, now = new Date()): Promise<TransactionView> {
    const row = await this.owned(profileId, transactionId);
    if (row.status !== 'pending') throw new AppError(409, 'transactionNotPending');
    const atGateway = await askGateway(this.log, () => this.gateway.cancel(row.orderId));
    const next: GatewayStatus = atGateway ?? localStatus(row, 'cancel');
    const updated = await this.applyStatus(row.orderId, next, 'cancel', now);
    if (updated.status !== 'cancel') throw new AppError(409, 'transactionNotPending');
    return this.view(updated);
  }

  /**
   * Refunds a paid transaction at the gateway (the staff console, decision 0059): all that is
   * left unless `amount` says less; `PaymentRefunds.refund` says how.
   */
  refund(transactionId: string, request: RefundClaim, now = new Date()) {
    return this.refunds.refund(transactionId, request, now);
  }

  /** Settles refunds left `requested` for longer than a refund takes (all, or one transaction's). */
  settleStrandedRefunds(now = new Date(), transactionId?: string): Promise<number> {
    return this.refunds.settleStrandedRefunds(now, transactionId);
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
    await this.refunds.settleStrandedRefunds(now, transactionId);
    return this.settlement.checkNow(row, now, by);
  }

  /**
   * A gateway notification: the signature must hold (403, nothing changes); the status is read
   * again from the gateway and applied.
   */
  notify(body: MidtransNotification, now = new Date()): Promise<void> {
    return this.settlement.notify(body, now);
  }

  /**
   * One reconciliation run (the periodic job): claims pending transactions nobody asked about for
   * a while, in one statement with `for update skip locked` so servers sharing the database
   * never take the same ones, asks the gateway, and expires those past their time; settles
   * stranded refunds first.
   */
  async reconcile(now = new Date(), batch = 50): Promise<number> {
    await this.settleStrandedRefunds(now);
    return this.settlement.reconcilePending(now, batch);
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
  applyStatus(
    orderId: string,
    next: GatewayStatus,
    source: StatusSource,
    now = new Date(),
    auditBy?: AuditActor,
  ): Promise<TransactionRow> {
    return this.settlement.applyStatus(orderId, next, source, now, auditBy);
  }

  private async chargeAtGateway(profileId: string, item: SaleItem, orderId: string, fee: number) {
    const [customer] = await this.db
      .select({ fullName: users.fullName, email: users.email, phone: users.phoneNumber })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.id, profileId));
    try {
      return await askGateway(this.log, () =>
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
