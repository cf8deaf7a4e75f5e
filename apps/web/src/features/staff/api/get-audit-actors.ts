import { staffPaths } from '@academy/contract/endpoints';
import type { StaffAuditActor } from '@academy/contract/staff-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getAuditActors = () => api.get<StaffAuditActor[]>(staffPaths.auditActors);

export const getAuditActorsQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'audit-log', 'actors'], queryFn: getAuditActors });

export const useAuditActors = () => useQuery(getAuditActorsQueryOptions());
