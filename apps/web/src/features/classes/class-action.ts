import type { ClassDetail, GenderRestriction } from '@academy/contract/catalogue';
import type { Gender } from '@academy/contract/user';

/**
 * What a class page offers the learner, from the class state and the viewing profile's
 * enrolment. `closed` names why joining is not possible.
 */
export type ClassAction =
  | { kind: 'enter' }
  | { kind: 'pay' }
  | { kind: 'signIn' }
  | { kind: 'chooseProfile' }
  | { kind: 'join' }
  | { kind: 'joinWithPassword' }
  | { kind: 'full' }
  | { kind: 'closed'; reason: 'notOpenYet' | 'registrationEnded' | 'ended' | 'otherGender' | 'suspended' };

export interface Viewer {
  signedIn: boolean;
  profileId: string | null;
  /** The active profile's gender, when known. */
  profileGender?: Gender | null;
}

/** Whether a profile of this gender may join a class with this restriction. */
export function genderMayJoin(restriction: GenderRestriction, gender: Gender | null | undefined): boolean {
  return restriction === 'all' || !gender || restriction === gender;
}

export function classActionFor(
  detail: Pick<ClassDetail, 'state' | 'hasPassword' | 'enrolment'> & { gender?: GenderRestriction },
  viewer: Viewer,
): ClassAction {
  // An enrolment decides first: a learner keeps access whatever the registration does.
  if (detail.enrolment?.status === 'active') return { kind: 'enter' };
  if (detail.enrolment?.status === 'waiting_payment') return { kind: 'pay' };
  if (detail.enrolment?.status === 'suspended') return { kind: 'closed', reason: 'suspended' };
  // A class for the other gender says so before any action (a password, a payment) is offered.
  if (!genderMayJoin(detail.gender ?? 'all', viewer.profileGender))
    return { kind: 'closed', reason: 'otherGender' };
  switch (detail.state) {
    case 'registration_open':
      if (!viewer.signedIn) return { kind: 'signIn' };
      if (!viewer.profileId) return { kind: 'chooseProfile' };
      return detail.hasPassword ? { kind: 'joinWithPassword' } : { kind: 'join' };
    case 'full':
      return { kind: 'full' };
    case 'not_open_yet':
      return { kind: 'closed', reason: 'notOpenYet' };
    case 'registration_ended':
    case 'in_progress':
      return { kind: 'closed', reason: 'registrationEnded' };
    case 'ended':
      return { kind: 'closed', reason: 'ended' };
  }
}

/** The query a page adds to its own address so that, back from sign-in, it joins at once. */
export const joinIntentParam = 'join';
