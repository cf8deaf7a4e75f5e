import { StaffReportsPage } from '../../../features/staff/reports/components/staff-reports-page';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-reports:title' };

export function Component() {
  return <StaffReportsPage />;
}
