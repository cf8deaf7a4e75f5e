import { canonicalPhoneNumber, isWrittenPhoneNumber } from '@academy/contract/phone-number';
import type { Language } from '@academy/contract/language';
import { staffExportLimit } from '@academy/contract/paging';
import { statusesOf } from '@academy/contract/payments';
import type {
  StaffManualPaymentBody,
  StaffRefundBody,
  StaffTransactionDetail,
  StaffTransactionFileQuery,
  StaffTransactionQuery,
  StaffTransactionRow,
} from '@academy/contract/staff-payments';
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  classes,
  profiles,
  transactionRefunds,
  transactions,
  transactionStatusHistory,
  users,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { wordsOf } from '../../lib/translate';
import type { Table } from '../../lib/table-file';
import { searchCondition } from '../../lib/list-helpers';
import type { StaffActor } from '../audit/index';
import { academyDayEnd, academyDayStart } from '../learning/index';
import type { EnrolmentService } from '../learning/index';
import { recordManualPayment } from './manual-payments';
import type { PaymentService } from './payment-service';

/** What was refunded of a transaction (refunds the gateway made). */
/** A payment's method as the downloads write it (issue 38 item 11). */
const methodWords = {
  qris: { en: 'QRIS', id: 'QRIS' },
  cash: { en: 'cash', id: 'tunai' },
  transfer: { en: 'transfer', id: 'transfer' },
} as const satisfies Record<StaffTransactionRow['paymentMethod'], Record<Language, string>>;

const refundedSql = sql<number>`(select coalesce(sum(${transactionRefunds.amount}), 0)::int from ${transactionRefunds} where ${transactionRefunds.transactionId} = ${transactions.id} and ${transactionRefunds.state} = 'done')`;

const rowColumns = {
  transaction: transactions,
  profileName: profiles.name,
  userId: users.id,
  accountName: users.fullName,
  phoneNumber: users.phoneNumber,
  email: users.email,
  refunded: refundedSql,
};

type JoinedRow = {
  transaction: typeof transactions.$inferSelect;
  profileName: string;
  userId: string;
  accountName: string;
  phoneNumber: string;
  email: string;
  refunded: number;
};

/**
 * Payments in the staff console (decision 0058): admins see and act on every transaction;
 * a teacher reads those of the classes they teach (the class, its kitab and exams) and acts on
 * none. Refunds and checks with the gateway go through `PaymentService` and are audited.
 */
export class StaffTransactionService {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentService,
    private readonly enrolments: EnrolmentService,
  ) {}

  async list(query: StaffTransactionQuery, actor: StaffActor) {
    const scope = this.scopeOf(actor);
    if (scope === 'none') return { items: [], total: 0 };
    const where = and(scope, ...filtersOf(query));
    const rows = await this.joined()
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    return { items: rows.map(rowView), total: await this.countWhere(where) };
  }

  /** How many transactions the filters match, of those the staff member reads. */
  async count(query: StaffTransactionFileQuery, actor: StaffActor): Promise<number> {
    const scope = this.scopeOf(actor);
    return scope === 'none' ? 0 : this.countWhere(and(scope, ...filtersOf(query)));
  }

  private async countWhere(where: SQL | undefined): Promise<number> {
    const [counted] = await this.db
      .select({ total: count() })
      .from(transactions)
      .innerJoin(profiles, eq(profiles.id, transactions.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(where);
    return counted?.total ?? 0;
  }

  /**
   * The list's rows for a download, every one the filters match (newest first, at most
   * `staffExportLimit`), with the learners' names, phones and e-mails; texts in `language`.
   */
  async table(query: StaffTransactionFileQuery, actor: StaffActor, language: Language): Promise<Table> {
    const { items } = await this.list({ ...query, page: 1, size: staffExportLimit }, actor);
    const word = wordsOf(language);
    return {
      header: [
        word('Order id', 'ID pesanan'),
        word('Created (WIB)', 'Dibuat (WIB)'),
        word('Paid (WIB)', 'Dibayar (WIB)'),
        word('Learner', 'Peserta'),
        word('Account', 'Akun'),
        word('Phone', 'Telepon'),
        'E-mail',
        word('Item type', 'Jenis item'),
        word('Item', 'Item'),
        word('Amount (Rp)', 'Jumlah (Rp)'),
        word('Refunded (Rp)', 'Dikembalikan (Rp)'),
        'Status',
        word('Paid after expiry', 'Dibayar setelah kedaluwarsa'),
        word('Method', 'Metode'),
        word('Receipt', 'Bukti'),
      ],
      rows: items.map((row) => [
        row.orderId,
        new Date(row.createdAt),
        row.paidAt ? new Date(row.paidAt) : null,
        row.learner.profileName,
        row.learner.accountName,
        row.learner.phoneNumber,
        row.learner.email,
        row.item.type,
        row.item.title[language],
        row.totalPrice,
        row.refundedAmount,
        row.status,
        row.paidAfterExpiry,
        methodWords[row.paymentMethod][language],
        row.receipt,
      ]),
    };
  }

  async detail(id: string, actor: StaffActor): Promise<StaffTransactionDetail> {
    const [row] = await this.joined().where(eq(transactions.id, id));
    if (!row) throw new AppError(404, 'notFound');
    // Another class's payment is refused as any record of another class is (403).
    const scope = this.scopeOf(actor);
    if (scope === 'none') throw new AppError(403, 'forbidden');
    if (scope) {
      const [inScope] = await this.db
        .select({ id: transactions.id })
        .from(transactions)
        .where(and(eq(transactions.id, id), scope));
      if (!inScope) throw new AppError(403, 'forbidden');
    }
    const history = await this.db
      .select()
      .from(transactionStatusHistory)
      .where(eq(transactionStatusHistory.transactionId, id))
      .orderBy(asc(transactionStatusHistory.at), asc(transactionStatusHistory.id));
    const refunds = await this.db
      .select()
      .from(transactionRefunds)
      .where(and(eq(transactionRefunds.transactionId, id), eq(transactionRefunds.state, 'done')))
      .orderBy(asc(transactionRefunds.createdAt));
    const { transaction } = row;
    const paidStill = transaction.grantedAt !== null && transaction.status !== 'refund';
    return {
      ...rowView(row),
      orderName: transaction.orderName,
      price: transaction.price,
      fee: transaction.fee,
      paymentMethod: transaction.paymentMethod,
      fraudStatus: transaction.fraudStatus,
      gateway: transaction.gateway,
      gatewayTransactionId: transaction.gatewayTransactionId,
      receivedBy: receivedByOf(history),
      expiresAt: transaction.expiresAt.toISOString(),
      updatedAt: transaction.updatedAt.toISOString(),
      refundable: paidStill ? Math.max(0, transaction.totalPrice - row.refunded) : 0,
      history: history.map((entry) => ({
        status: entry.status,
        fraudStatus: entry.fraudStatus,
        source: entry.source,
        at: entry.at.toISOString(),
      })),
      refunds: refunds.map((refund) => ({
        id: refund.id,
        amount: refund.amount,
        reason: refund.reason,
        actorName: refund.actorName,
        createdAt: refund.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Admins only: a refund at the gateway; its audit row, with the reason given, is written in the
   * transaction that records it.
   */
  async refund(id: string, body: StaffRefundBody, actor: StaffActor) {
    requireAdmin(actor);
    await this.payments.refund(id, { amount: body.amount, reason: body.reason, actor });
    return this.detail(id, actor);
  }

  /** Admins only: records a cash or transfer payment received (`recordManualPayment`). */
  async recordManual(body: StaffManualPaymentBody, actor: StaffActor) {
    requireAdmin(actor);
    const id = await recordManualPayment(this.db, this.enrolments, body, actor);
    return this.detail(id, actor);
  }

  /** Admins only: asks the gateway about the transaction now; audited when its status moved. */
  async reconcile(id: string, actor: StaffActor) {
    requireAdmin(actor);
    await this.payments.reconcileOne(id, actor);
    return this.detail(id, actor);
  }

  private joined() {
    return this.db
      .select(rowColumns)
      .from(transactions)
      .innerJoin(profiles, eq(profiles.id, transactions.profileId))
      .innerJoin(users, eq(users.id, profiles.userId));
  }

  /** Which transactions the staff member reads: all (admin), their classes' (teacher) or none. */
  private scopeOf(actor: StaffActor): SQL | undefined | 'none' {
    if (actor.role === 'admin') return undefined;
    if (!actor.teacherId) return 'none';
    return inArray(
      transactions.itemClassId,
      this.db.select({ id: classes.id }).from(classes).where(eq(classes.teacherId, actor.teacherId)),
    );
  }
}

/** Who received a payment staff recorded, as its history says. */
function receivedByOf(history: (typeof transactionStatusHistory.$inferSelect)[]): string | null {
  const recorded = history.find((entry) => entry.source === 'manual')?.detail as
    { receivedBy?: string } | null | undefined;
  return recorded?.receivedBy ?? null;
}

function requireAdmin(actor: StaffActor) {
  if (actor.role !== 'admin') throw new AppError(403, 'forbidden');
}

function filtersOf(query: StaffTransactionFileQuery): (SQL | undefined)[] {
  const search = query.search || undefined;
  return [
    query.status ? inArray(transactions.status, [...statusesOf(query.status)]) : undefined,
    query.itemType ? eq(transactions.itemType, query.itemType) : undefined,
    query.itemId ? eq(transactions.itemId, query.itemId) : undefined,
    query.from ? gte(transactions.createdAt, academyDayStart(query.from)) : undefined,
    query.to ? lt(transactions.createdAt, academyDayEnd(query.to)) : undefined,
    query.lateSettlement ? eq(transactions.paidAfterExpiry, query.lateSettlement === 'true') : undefined,
    search
      ? or(
          searchCondition(search, {
            text: [transactions.orderId, profiles.name, users.fullName, users.email, users.phoneNumber],
          }),
          // A phone number typed any common way finds the account (kept as 08…, decision 0035).
          isWrittenPhoneNumber(search) ? eq(users.phoneNumber, canonicalPhoneNumber(search)) : undefined,
        )
      : undefined,
  ];
}

function rowView(row: JoinedRow): StaffTransactionRow {
  const { transaction } = row;
  return {
    id: transaction.id,
    orderId: transaction.orderId,
    item: {
      type: transaction.itemType,
      id: transaction.itemId,
      title: transaction.itemTitle,
      classId: transaction.itemClassId,
    },
    learner: {
      profileId: transaction.profileId,
      profileName: row.profileName,
      userId: row.userId,
      accountName: row.accountName,
      phoneNumber: row.phoneNumber,
      email: row.email,
    },
    totalPrice: transaction.totalPrice,
    refundedAmount: row.refunded,
    status: transaction.status,
    paidAfterExpiry: transaction.paidAfterExpiry,
    createdAt: transaction.createdAt.toISOString(),
    paidAt: transaction.paidAt?.toISOString() ?? null,
    paymentMethod: transaction.paymentMethod,
    receipt: transaction.gatewayTransactionId,
  };
}
