import { useParams } from 'react-router';
import { AttendancePage } from '../../../features/staff/meetings/components/attendance-page';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-meetings:attendance.title' };

export function Component() {
  const { id = '' } = useParams();
  return <AttendancePage pertemuanId={id} />;
}
