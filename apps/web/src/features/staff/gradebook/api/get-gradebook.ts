import { staffPaths } from '@academy/contract/endpoints';
import type { StaffGradebook } from '@academy/contract/staff-gradebook';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const getGradebook = (classId: string) =>
  api.get<StaffGradebook>(staffPaths.gradebook(encodeURIComponent(classId)));

export const getGradebookQueryOptions = (classId: string) =>
  queryOptions({ queryKey: ['staff', 'gradebook', classId], queryFn: () => getGradebook(classId) });

export const useGradebook = (classId: string) => useQuery(getGradebookQueryOptions(classId));
