import { staffPaths } from '@academy/contract/endpoints';
import type { StaffCertificateQuery, StaffCertificateRow } from '@academy/contract/staff-certificates';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export type StaffCertificatesParams = Partial<StaffCertificateQuery>;

export const getStaffCertificates = (params: StaffCertificatesParams) =>
  api.getPaged<StaffCertificateRow>(staffPaths.certificates, { query: params });

export const getStaffCertificatesQueryOptions = (params: StaffCertificatesParams) =>
  queryOptions({
    queryKey: ['staff', 'certificates', 'list', params],
    queryFn: () => getStaffCertificates(params),
    placeholderData: keepPreviousData,
  });

export const useStaffCertificates = (params: StaffCertificatesParams) =>
  useQuery(getStaffCertificatesQueryOptions(params));
