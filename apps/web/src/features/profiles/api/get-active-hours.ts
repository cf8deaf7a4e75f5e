import type { ActiveHours } from '@academy/contract/active-hours';
import { activeHoursPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getActiveHours = (profileId: string, days: number) =>
  api.get<ActiveHours>(activeHoursPaths.summary(profileId), { query: { days } });

export const getActiveHoursQueryOptions = (profileId: string, days = 7) =>
  queryOptions({
    queryKey: ['profiles', profileId, 'active-hours', days],
    queryFn: () => getActiveHours(profileId, days),
  });

/** The profile's time on materials and exams: total, today and the last days. */
export const useActiveHours = (profileId: string | null, days = 7) =>
  useQuery({ ...getActiveHoursQueryOptions(profileId ?? '', days), enabled: Boolean(profileId) });
