import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { CertificateVerification } from '../../features/certificates/components/certificate-verification';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { title: 'certificates:titles.verify' };

/** /sertifikat/{code}: public verification of a certificate (its QR code leads here). */
export function Component() {
  const { code = '' } = useParams();
  return (
    <Container size="md" py={{ base: 24, sm: 40 }}>
      <CertificateVerification key={code} code={code} />
    </Container>
  );
}
