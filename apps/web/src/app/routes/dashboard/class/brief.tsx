import { useParams } from 'react-router';
import { ClassBriefView } from '../../../../features/classes/components/class-brief-view';
import type { RouteHandle } from '../../../route-handle';

export const handle: RouteHandle = { title: 'classes:brief.pageTitle' };

export function Component() {
  const { classId = '' } = useParams();
  return <ClassBriefView key={classId} classKey={classId} />;
}
