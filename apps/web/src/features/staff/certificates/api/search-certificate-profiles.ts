import { staffPaths } from '@academy/contract/endpoints';
import type { StaffCertificateProfile } from '@academy/contract/staff-certificates';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const searchCertificateProfiles = (search: string) =>
  api.get<StaffCertificateProfile[]>(staffPaths.certificateProfiles, { query: { search } });

export const searchCertificateProfilesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['staff', 'certificates', 'profiles', search],
    queryFn: () => searchCertificateProfiles(search),
    placeholderData: keepPreviousData,
  });

/** Profiles whose name holds `search` (asked from 2 characters on). */
export const useCertificateProfiles = (search: string) =>
  useQuery({ ...searchCertificateProfilesQueryOptions(search), enabled: search.length >= 2 });
