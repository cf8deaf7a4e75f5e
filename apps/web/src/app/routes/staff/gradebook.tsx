import { useParams } from 'react-router';
import { GradebookPage } from '../../../features/staff/gradebook/components/gradebook-page';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-gradebook:title' };

export function Component() {
  const { id = '' } = useParams();
  return <GradebookPage classId={id} />;
}
