import { useSearchParams } from 'react-router';
import { StaffAnnouncements } from '../../../features/notifications/staff/staff-announcements';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-announcements:title' };

export function Component() {
  const [params] = useSearchParams();
  return <StaffAnnouncements classId={params.get('classId')} announcementId={params.get('announcement')} />;
}
