import { AuditLog } from '../../../features/staff/components/audit-log';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff:audit.title' };

export function Component() {
  return <AuditLog />;
}
