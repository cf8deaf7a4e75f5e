import { useParams } from 'react-router';
import { ExamAttempts } from '../../../features/staff/grading/components/exam-attempts';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-grading:exam.pageTitle' };

export function Component() {
  const { examId = '' } = useParams();
  return <ExamAttempts key={examId} examId={examId} />;
}
