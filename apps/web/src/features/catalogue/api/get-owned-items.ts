import { paymentPaths } from '@academy/contract/endpoints';
import type { OwnedItems } from '@academy/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the active profile already holds of the store's items (none asked while signed out). */
export const useOwnedItems = (profileId: string | null) =>
  useQuery({
    queryKey: ['payments', 'owned', profileId],
    queryFn: () => api.get<OwnedItems>(paymentPaths.ownedItems(encodeURIComponent(profileId!))),
    enabled: profileId !== null,
  });
