import type { ClassState } from '@academy/contract/class-state';
import { classStates } from '@academy/contract/class-state';
import { describe, expect, it } from 'vitest';
import { classActionFor } from './class-action';

const learner = { signedIn: true, profileId: 'p1' };
const detail = (
  state: ClassState,
  extra: { hasPassword?: boolean; status?: 'active' | 'waiting_payment' | 'suspended' } = {},
) => ({
  state,
  hasPassword: extra.hasPassword ?? false,
  enrolment: extra.status
    ? { classId: 'c', profileId: 'p1', status: extra.status, enrolledAt: '2025-01-01T00:00:00.000Z' }
    : null,
});

describe('classActionFor', () => {
  it('lets an enrolled learner enter in every state', () => {
    for (const state of classStates) {
      expect(classActionFor(detail(state, { status: 'active' }), learner)).toEqual({ kind: 'enter' });
    }
  });

  it('asks an enrolment waiting for payment to pay', () => {
    expect(classActionFor(detail('registration_open', { status: 'waiting_payment' }), learner)).toEqual({
      kind: 'pay',
    });
  });

  it('tells a suspended learner the class is closed to them, even while registration is open', () => {
    expect(classActionFor(detail('registration_open', { status: 'suspended' }), learner)).toEqual({
      kind: 'closed',
      reason: 'suspended',
    });
  });

  it('while registration is open: sign in, choose a profile, join, or join with the password', () => {
    expect(classActionFor(detail('registration_open'), { signedIn: false, profileId: null })).toEqual({
      kind: 'signIn',
    });
    expect(classActionFor(detail('registration_open'), { signedIn: true, profileId: null })).toEqual({
      kind: 'chooseProfile',
    });
    expect(classActionFor(detail('registration_open'), learner)).toEqual({ kind: 'join' });
    expect(classActionFor(detail('registration_open', { hasPassword: true }), learner)).toEqual({
      kind: 'joinWithPassword',
    });
  });

  it('says why a class cannot be joined', () => {
    expect(classActionFor(detail('full'), learner)).toEqual({ kind: 'full' });
    expect(classActionFor(detail('not_open_yet'), learner)).toEqual({ kind: 'closed', reason: 'notOpenYet' });
    expect(classActionFor(detail('registration_ended'), learner)).toEqual({
      kind: 'closed',
      reason: 'registrationEnded',
    });
    expect(classActionFor(detail('in_progress'), learner)).toEqual({
      kind: 'closed',
      reason: 'registrationEnded',
    });
    expect(classActionFor(detail('ended'), { signedIn: false, profileId: null })).toEqual({
      kind: 'closed',
      reason: 'ended',
    });
  });

  it('tells a profile of the other gender before offering a password or payment', () => {
    const brothersOnly = { ...detail('registration_open', { hasPassword: true }), gender: 'male' as const };
    expect(classActionFor(brothersOnly, { ...learner, profileGender: 'female' })).toEqual({
      kind: 'closed',
      reason: 'otherGender',
    });
    expect(classActionFor(brothersOnly, { ...learner, profileGender: 'male' })).toEqual({
      kind: 'joinWithPassword',
    });
    expect(
      classActionFor(
        { ...detail('registration_open'), gender: 'all' as const },
        { ...learner, profileGender: 'female' },
      ),
    ).toEqual({
      kind: 'join',
    });
  });
});
