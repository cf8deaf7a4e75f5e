import type { FaqEntry } from '@academy/contract/faq';
import { faqPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getFaq = () => api.get<FaqEntry[]>(faqPaths.list, { auth: false });

export const getFaqQueryOptions = () =>
  queryOptions({ queryKey: ['faq'], queryFn: getFaq, staleTime: 10 * 60 * 1000 });

export const useFaq = () => useQuery(getFaqQueryOptions());
