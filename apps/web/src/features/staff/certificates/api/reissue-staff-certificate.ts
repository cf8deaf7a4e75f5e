import { staffPaths } from '@academy/contract/endpoints';
import type { StaffCertificate, StaffCertificateReissue } from '@academy/contract/staff-certificates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { certificateSaved } from './certificate-saved';

/** Answers the new certificate. */
export const reissueStaffCertificate = (id: string, body: StaffCertificateReissue) =>
  api.post<StaffCertificate>(staffPaths.certificateReissue(encodeURIComponent(id)), { body });

export const useReissueStaffCertificate = (id: string) => {
  const saved = certificateSaved(useQueryClient());
  return useMutation({
    mutationFn: (body: StaffCertificateReissue) => reissueStaffCertificate(id, body),
    onSuccess: saved,
  });
};
