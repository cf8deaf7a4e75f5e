import { useParams } from 'react-router';
import { CertificateDetail } from '../../../features/staff/certificates/components/certificate-detail';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-certificates:title' };

export function Component() {
  const { id = '' } = useParams();
  // A new id is a new page: dialogs and downloads of the old certificate do not carry over.
  return <CertificateDetail key={id} id={id} />;
}
