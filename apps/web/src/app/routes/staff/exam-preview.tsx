import { useParams } from 'react-router';
import { ExamPreviewPage } from '../../../features/staff/exam-preview/components/exam-preview-page';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff:examPreview.title' };

export function Component() {
  const { id = '' } = useParams();
  return <ExamPreviewPage key={id} examId={id} />;
}
