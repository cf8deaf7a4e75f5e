import { useParams } from 'react-router';
import { ClassPreviewPage } from '../../../features/staff/class-preview/components/class-preview-page';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff:classPreview.title' };

export function Component() {
  const { id = '' } = useParams();
  return <ClassPreviewPage key={id} classId={id} />;
}
