import type { PaymentItem, PaymentItemRef, Transaction } from '@academy/contract/payments';
import { paths } from '../../config/paths';

/** Where a bought item opens: the class page, the kitab's first material, or the exam. */
export function itemHref(item: PaymentItem): string {
  switch (item.type) {
    case 'class':
      return paths.dashboard.classDetail.getHref(item.classId);
    case 'kitab':
      return item.start
        ? paths.dashboard.material.getHref(item.id, item.start.pertemuanId, item.start.courseId)
        : paths.dashboard.classDetail.getHref(item.classId);
    case 'exam':
      return item.kitabId
        ? paths.dashboard.exam.getHref(item.kitabId, item.id)
        : paths.dashboard.classDetail.getHref(item.classId);
  }
}

/** The item a payment route names: the class, or its kitab, or that kitab's exam (spec §2). */
export function itemFromRoute(params: {
  classId: string;
  kitabId?: string;
  examId?: string;
}): PaymentItemRef {
  if (params.examId) return { type: 'exam', id: params.examId };
  if (params.kitabId) return { type: 'kitab', id: params.kitabId };
  return { type: 'class', id: params.classId };
}

/** A transaction can still be paid (and cancelled) while it waits and its time is not up. */
export function isPayable(transaction: Pick<Transaction, 'status' | 'expiresAt'>, now: number): boolean {
  return transaction.status === 'pending' && new Date(transaction.expiresAt).getTime() > now;
}

/** `mm:ss` left until `deadline` (never negative). */
export function timeLeft(deadline: string, now: number): string {
  const seconds = Math.max(0, Math.floor((new Date(deadline).getTime() - now) / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The payment route of an item (spec §2), to pay for it again. */
export function paymentRouteHref(item: PaymentItem): string {
  if (item.type === 'class') return paths.dashboard.classPayment.getHref(item.classId);
  if (item.type === 'kitab') return paths.dashboard.kitabPayment.getHref(item.classId, item.id);
  return paths.dashboard.examPayment.getHref(item.classId, item.kitabId ?? '', item.id);
}

/**
 * A status's label as it reads inside a sentence: "Pembayaran ini dibatalkan.", not the badge's
 * "Dibatalkan" with a capital mid-sentence (issue 38).
 */
export function statusInSentence(label: string, language: 'en' | 'id'): string {
  return label.toLocaleLowerCase(language === 'id' ? 'id-ID' : 'en-US');
}
