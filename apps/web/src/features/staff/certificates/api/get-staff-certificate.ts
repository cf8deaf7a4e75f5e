import { staffPaths } from '@academy/contract/endpoints';
import type { StaffCertificate } from '@academy/contract/staff-certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const getStaffCertificate = (id: string) =>
  api.get<StaffCertificate>(staffPaths.certificate(encodeURIComponent(id)));

export const staffCertificateKey = (id: string) => ['staff', 'certificates', 'detail', id] as const;

export const getStaffCertificateQueryOptions = (id: string) =>
  queryOptions({ queryKey: staffCertificateKey(id), queryFn: () => getStaffCertificate(id) });

export const useStaffCertificate = (id: string) => useQuery(getStaffCertificateQueryOptions(id));
