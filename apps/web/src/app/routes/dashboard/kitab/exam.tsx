import { useParams } from 'react-router';
import { ExamPage } from '../../../../features/exams/components/exam-page';
import type { RouteHandle } from '../../../route-handle';

export const handle: RouteHandle = { title: 'exams:pageTitle.exam' };

export function Component() {
  const { examId = '' } = useParams();
  return <ExamPage key={examId} examId={examId} />;
}
