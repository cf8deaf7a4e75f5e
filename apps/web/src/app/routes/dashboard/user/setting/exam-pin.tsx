import { ExamPinSettings } from '../../../../../features/settings/components/exam-pin-settings';
import type { RouteHandle } from '../../../../route-handle';

export const handle: RouteHandle = { title: 'exams:pinSettings.pageTitle' };

export function Component() {
  return <ExamPinSettings />;
}
