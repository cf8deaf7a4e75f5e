import { IssueCertificate } from '../../../features/staff/certificates/components/issue-certificate';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-certificates:issue.title' };

export function Component() {
  return <IssueCertificate />;
}
