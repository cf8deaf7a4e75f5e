import { staffPaths } from '@academy/contract/endpoints';
import type { StaffAuditEntry } from '@academy/contract/staff-audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type AuditLogParams = {
  page: number;
  size: number;
  resource?: string;
  resourceId?: string;
  actorUserId?: string;
  action?: string;
  from?: string;
  to?: string;
};

export const getAuditLog = (params: AuditLogParams) =>
  api.getPaged<StaffAuditEntry>(staffPaths.auditLog, { query: params });

export const getAuditLogQueryOptions = (params: AuditLogParams) =>
  queryOptions({
    queryKey: ['staff', 'audit-log', params],
    queryFn: () => getAuditLog(params),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (params: AuditLogParams, enabled = true) =>
  useQuery({ ...getAuditLogQueryOptions(params), enabled });
