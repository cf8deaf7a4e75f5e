import { RoleGate } from '../../../features/staff/components/role-gate';
import { QuestionImportPage } from '../../../features/staff/question-bank/components/question-import-page';
import { isAdmin } from '../../../features/staff/staff-permissions';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-question-bank:academy.title' };

/** The academy-wide question bank: admins import into it and keep it (decision 0121). */
export function Component() {
  return (
    <RoleGate allow={isAdmin}>
      <QuestionImportPage classId={null} />
    </RoleGate>
  );
}
