import { staffPaths } from '@academy/contract/endpoints';
import type { StaffMediaAddress } from '@academy/contract/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Our own media answer only at signed addresses (decision 0015); the server signs a stored path. */
export const getMediaAddress = (path: string) =>
  api.get<StaffMediaAddress>(staffPaths.mediaAddress, { query: { path } });

export const getMediaAddressQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['staff', 'media-address', path],
    queryFn: () => getMediaAddress(path),
    // Signed addresses live for hours; a fresh one every 30 minutes keeps previews playable.
    staleTime: 30 * 60_000,
  });

export const useMediaAddress = (path: string) =>
  useQuery({ ...getMediaAddressQueryOptions(path), enabled: path.startsWith('/') });
