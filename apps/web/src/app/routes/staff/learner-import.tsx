import { useParams } from 'react-router';
import { LearnerImportPage } from '../../../features/staff/learner-import/components/learner-import-page';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-learner-import:title' };

export function Component() {
  const { id = '' } = useParams();
  return <LearnerImportPage classId={id} />;
}
