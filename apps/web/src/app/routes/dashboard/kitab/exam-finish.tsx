import { useParams } from 'react-router';
import { ExamFinish } from '../../../../features/exams/components/exam-finish';
import type { RouteHandle } from '../../../route-handle';

export const handle: RouteHandle = { title: 'exams:pageTitle.finish' };

export function Component() {
  const { examId = '' } = useParams();
  return <ExamFinish key={examId} examId={examId} />;
}
