import { useParams } from 'react-router';
import { InvitationForm } from '../../features/session/components/invitation-form';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { title: 'auth:invitation.title' };

/** /invitation/{token}: an imported learner sets their first password (public, no sign-in). */
export function Component() {
  const { token = '' } = useParams();
  return <InvitationForm key={token} token={token} />;
}
