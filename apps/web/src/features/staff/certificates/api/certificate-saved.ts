import type { StaffCertificate } from '@academy/contract/staff-certificates';
import type { QueryClient } from '@tanstack/react-query';
import { staffCertificateKey } from './get-staff-certificate';

/**
 * After any certificate change: the answer is the changed (or new) certificate; every list and
 * every other certificate (an old one now replaced) is read again.
 */
export const certificateSaved = (queryClient: QueryClient) => (saved: StaffCertificate) => {
  queryClient.setQueryData(staffCertificateKey(saved.id), saved);
  void queryClient.invalidateQueries({
    queryKey: ['staff', 'certificates'],
    predicate: (query) => query.queryKey[3] !== saved.id,
  });
};
