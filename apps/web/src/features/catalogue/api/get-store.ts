import type { StoreItem } from '@academy/contract/store';
import { storePaths } from '@academy/contract/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getStore = (page: number, size: number) =>
  api.getPaged<StoreItem>(storePaths.list, { auth: false, query: { page, size } });

export const getStoreQueryOptions = (page: number, size: number) =>
  queryOptions({ queryKey: ['store', { page, size }], queryFn: () => getStore(page, size) });

export const useStore = (page: number, size: number) =>
  useQuery({ ...getStoreQueryOptions(page, size), placeholderData: keepPreviousData });
