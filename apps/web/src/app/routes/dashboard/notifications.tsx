import { InboxPage } from '../../../features/notifications/components/inbox-page';
import { useActiveProfileId } from '../../../lib/active-profile';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'notifications:title' };

export function Component() {
  const profileId = useActiveProfileId();
  // The dashboard layout asks for a profile first; this only guards the types.
  return profileId ? <InboxPage profileId={profileId} /> : null;
}
