import { CertificateList } from '../../../features/staff/certificates/components/certificate-list';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-certificates:title' };

export function Component() {
  return <CertificateList />;
}
