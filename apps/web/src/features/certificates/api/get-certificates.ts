import type { Certificate } from '@academy/contract/certificates';
import { certificatePaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getCertificates = (profileId: string) =>
  api.get<Certificate[]>(certificatePaths.list(profileId));

export const getCertificatesQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: ['profiles', profileId, 'certificates'],
    queryFn: () => getCertificates(profileId),
  });

/** The profile's certificates, newest first. */
export const useCertificates = (profileId: string) => useQuery(getCertificatesQueryOptions(profileId));
