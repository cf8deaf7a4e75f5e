import type { StoreItem } from '@academy/contract/store';
import type { Gender } from '@academy/contract/user';
import { storePaths } from '@academy/contract/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `gender`: the looking profile's, so classes closed to it are left out. */
export const getStore = (page: number, size: number, gender?: Gender) =>
  api.getPaged<StoreItem>(storePaths.list, { auth: false, query: { page, size, gender } });

export const getStoreQueryOptions = (page: number, size: number, gender?: Gender) =>
  queryOptions({
    queryKey: ['store', { page, size, gender }],
    queryFn: () => getStore(page, size, gender),
  });

export const useStore = (page: number, size: number, gender?: Gender) =>
  useQuery({ ...getStoreQueryOptions(page, size, gender), placeholderData: keepPreviousData });
