import { useParams } from 'react-router';
import { QuestionImportPage } from '../../../features/staff/question-bank/components/question-import-page';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-question-bank:title' };

export function Component() {
  const { id = '' } = useParams();
  return <QuestionImportPage classId={id} />;
}
