import { staffPaths } from '@academy/contract/endpoints';
import type { StaffCertificate, StaffCertificateIssue } from '@academy/contract/staff-certificates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { certificateSaved } from './certificate-saved';

export const issueStaffCertificate = (body: StaffCertificateIssue) =>
  api.post<StaffCertificate>(staffPaths.certificates, { body });

export const useIssueStaffCertificate = () => {
  const saved = certificateSaved(useQueryClient());
  return useMutation({ mutationFn: issueStaffCertificate, onSuccess: saved });
};
