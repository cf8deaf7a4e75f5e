import { CalendarPage } from '../../../features/meetings/components/calendar-page';
import { useActiveProfileId } from '../../../lib/active-profile';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'meetings:calendar.title' };

export function Component() {
  const profileId = useActiveProfileId();
  // The dashboard layout asks for a profile first; this only guards the types.
  return profileId ? <CalendarPage profileId={profileId} /> : null;
}
