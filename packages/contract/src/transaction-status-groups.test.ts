import { describe, expect, it } from 'vitest';
import {
  groupOf,
  statusesOf,
  transactionStatusFilterSchema,
  transactionStatusGroupNames,
  transactionStatusGroups,
  transactionStatuses,
} from './payments';

describe('transaction status groups', () => {
  it('puts every gateway status in exactly one group', () => {
    const grouped = transactionStatusGroupNames.flatMap((group) => transactionStatusGroups[group]);
    expect([...grouped].sort()).toEqual([...transactionStatuses].sort());
    expect(transactionStatusGroupNames).toHaveLength(5);
  });

  it('finds a group’s statuses, or the one status asked', () => {
    expect(statusesOf('paid')).toEqual(['capture', 'settlement']);
    expect(statusesOf('unpaid')).toEqual(['deny', 'cancel', 'expire', 'failure']);
    expect(statusesOf('expire')).toEqual(['expire']);
    expect(groupOf('partial_refund')).toBe('refunded');
    expect(groupOf('authorize')).toBe('waiting');
  });

  it('accepts a group or a status as a filter, nothing else', () => {
    expect(transactionStatusFilterSchema.safeParse('refunded').success).toBe(true);
    expect(transactionStatusFilterSchema.safeParse('settlement').success).toBe(true);
    expect(transactionStatusFilterSchema.safeParse('settled').success).toBe(false);
  });
});
