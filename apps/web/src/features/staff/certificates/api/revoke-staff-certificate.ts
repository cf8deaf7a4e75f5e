import { staffPaths } from '@academy/contract/endpoints';
import type { StaffCertificate, StaffCertificateRevoke } from '@academy/contract/staff-certificates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { certificateSaved } from './certificate-saved';

export const revokeStaffCertificate = (id: string, body: StaffCertificateRevoke) =>
  api.post<StaffCertificate>(staffPaths.certificateRevoke(encodeURIComponent(id)), { body });

export const useRevokeStaffCertificate = (id: string) => {
  const saved = certificateSaved(useQueryClient());
  return useMutation({
    mutationFn: (body: StaffCertificateRevoke) => revokeStaffCertificate(id, body),
    onSuccess: saved,
  });
};
