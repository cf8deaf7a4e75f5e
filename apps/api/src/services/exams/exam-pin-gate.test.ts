import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { passExamPinGate } from './exam-pin-gate';

const now = new Date('2026-11-27T01:00:00Z');
const gate = (over: Partial<Parameters<typeof passExamPinGate>[0]> = {}) => ({
  required: true,
  entered: false,
  lockedUntil: null,
  ...over,
});
const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { status: error.statusCode, reason: error.reason } : error;
  }
  return null;
};

describe('passExamPinGate', () => {
  it('lets every session through while neither the profile nor the exam asks for the PIN', () => {
    expect(refusal(() => passExamPinGate(gate({ required: false }), false, now))).toBeNull();
  });

  it('refuses a session that has not entered the PIN (403), the profile’s setting or the exam’s', () => {
    expect(refusal(() => passExamPinGate(gate(), false, now))).toEqual({
      status: 403,
      reason: 'examPinRequired',
    });
    expect(refusal(() => passExamPinGate(gate({ required: false }), true, now))).toEqual({
      status: 403,
      reason: 'examPinRequired',
    });
  });

  it('lets the session that entered the PIN through', () => {
    expect(refusal(() => passExamPinGate(gate({ entered: true }), true, now))).toBeNull();
  });

  it('answers 423 while the PIN is locked, 403 once the lock has passed', () => {
    const until = new Date(now.getTime() + 60_000);
    expect(refusal(() => passExamPinGate(gate({ lockedUntil: until }), false, now))).toEqual({
      status: 423,
      reason: 'pinLocked',
    });
    expect(refusal(() => passExamPinGate(gate({ lockedUntil: now }), false, now))).toEqual({
      status: 403,
      reason: 'examPinRequired',
    });
  });
});
