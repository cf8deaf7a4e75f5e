import { describe, expect, it } from 'vitest';
import type { TransactionStatus } from '@academy/contract/payments';
import {
  canMoveTo as canMoveWithFraud,
  isPaid,
  isValidSignature,
  notificationSignature,
} from './transaction-status';

const canMoveTo = (current: TransactionStatus, next: TransactionStatus, fraud = ['accept', 'accept']) =>
  canMoveWithFraud({ status: current, fraudStatus: fraud[0] }, { status: next, fraudStatus: fraud[1] });

describe('transaction status rules', () => {
  it('paid is settlement, or capture with fraud status accept', () => {
    expect(isPaid('settlement', null)).toBe(true);
    expect(isPaid('capture', 'accept')).toBe(true);
    expect(isPaid('capture', 'challenge')).toBe(false);
    expect(isPaid('pending', 'accept')).toBe(false);
  });

  it('never goes back: pending after settlement changes nothing; a late settlement beats expire', () => {
    expect(canMoveTo('settlement', 'pending')).toBe(false);
    expect(canMoveTo('expire', 'deny')).toBe(false);
    expect(canMoveTo('expire', 'settlement')).toBe(true);
    expect(canMoveTo('cancel', 'settlement')).toBe(true);
    expect(canMoveTo('settlement', 'refund')).toBe(true);
    expect(canMoveTo('refund', 'settlement')).toBe(false);
  });

  it('moves a capture under fraud review on to its outcome, and a paid capture only forward', () => {
    expect(canMoveTo('pending', 'capture', ['accept', 'challenge'])).toBe(true);
    expect(canMoveTo('capture', 'capture', ['challenge', 'accept'])).toBe(true);
    expect(canMoveTo('capture', 'deny', ['challenge', 'deny'])).toBe(true);
    expect(canMoveTo('capture', 'cancel', ['challenge', 'accept'])).toBe(true);
    expect(canMoveTo('capture', 'capture', ['challenge', 'challenge'])).toBe(false);
    expect(canMoveTo('capture', 'deny', ['accept', 'deny'])).toBe(false);
    expect(canMoveTo('capture', 'capture', ['accept', 'challenge'])).toBe(false);
    expect(canMoveTo('capture', 'settlement')).toBe(true);
  });

  it('checks the SHA-512 signature of order id, status code, gross amount and server key', () => {
    const signature = notificationSignature('A-1', '200', '10000.00', 'key-123');
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    const body = { order_id: 'A-1', status_code: '200', gross_amount: '10000.00', signature_key: signature };
    expect(isValidSignature(body, 'key-123')).toBe(true);
    expect(isValidSignature({ ...body, gross_amount: '1.00' }, 'key-123')).toBe(false);
    expect(isValidSignature(body, 'other-key')).toBe(false);
  });
});
