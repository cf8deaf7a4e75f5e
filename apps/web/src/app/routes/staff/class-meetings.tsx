import { useParams } from 'react-router';
import { ClassMeetingsPage } from '../../../features/staff/meetings/components/class-meetings-page';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-meetings:title' };

export function Component() {
  const { id = '' } = useParams();
  return <ClassMeetingsPage classId={id} />;
}
