import { staffPaths } from '@academy/contract/endpoints';
import type {
  StaffCertificateItemQuery,
  StaffCertificateStanding,
} from '@academy/contract/staff-certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const getCertificateStanding = (item: StaffCertificateItemQuery) =>
  api.get<StaffCertificateStanding>(staffPaths.certificateStanding, { query: item });

export const certificateStandingQueryOptions = (item: StaffCertificateItemQuery) =>
  queryOptions({
    queryKey: ['staff', 'certificates', 'standing', item],
    queryFn: () => getCertificateStanding(item),
  });

/** Where the learner stands on the item, once both are chosen. */
export const useCertificateStanding = (item: StaffCertificateItemQuery) =>
  useQuery({
    ...certificateStandingQueryOptions(item),
    enabled: item.profileId !== '' && item.itemId !== '',
  });
