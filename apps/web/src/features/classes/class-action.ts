import type { ClassDetail } from '@academy/contract/catalogue';

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
  | { kind: 'closed'; reason: 'notOpenYet' | 'registrationEnded' | 'ended' };

export interface Viewer {
  signedIn: boolean;
  profileId: string | null;
}

export function classActionFor(
  detail: Pick<ClassDetail, 'state' | 'hasPassword' | 'enrolment'>,
  viewer: Viewer,
): ClassAction {
  // An enrolment decides first: a learner keeps access whatever the registration does.
  if (detail.enrolment?.status === 'active') return { kind: 'enter' };
  if (detail.enrolment?.status === 'waiting_payment') return { kind: 'pay' };
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
