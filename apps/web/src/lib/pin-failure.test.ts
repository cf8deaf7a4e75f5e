import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { pinFailure } from './pin-failure';

describe('pinFailure', () => {
  it('reads the tries left from a wrong PIN', () => {
    const error = new ApiError({ code: 400, message: 'The PIN is wrong', data: { remainingTries: 3 } });
    expect(pinFailure(error)).toEqual({ kind: 'wrong', remainingTries: 3 });
  });

  it('reads the lock end from a locked profile', () => {
    const lockedUntil = '2030-01-01T10:15:00.000Z';
    const error = new ApiError({ code: 423, message: 'locked', data: { lockedUntil } });
    expect(pinFailure(error)).toEqual({ kind: 'locked', lockedUntil: new Date(lockedUntil) });
  });

  it('says nothing about other failures', () => {
    expect(pinFailure(new ApiError({ code: 400, message: 'Some fields are not valid' }))).toBeNull();
    expect(pinFailure(new ApiError({ code: 500, message: 'x', data: { remainingTries: 1 } }))).toBeNull();
    expect(pinFailure(new Error('offline'))).toBeNull();
  });
});
