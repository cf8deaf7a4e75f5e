import { useParams } from 'react-router';
import { ExamReport } from '../../../../features/exams/components/exam-report';
import type { RouteHandle } from '../../../route-handle';

export const handle: RouteHandle = { title: 'exams:pageTitle.report' };

export function Component() {
  const { examId = '' } = useParams();
  return <ExamReport key={examId} examId={examId} />;
}
