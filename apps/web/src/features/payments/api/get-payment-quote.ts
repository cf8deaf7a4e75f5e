import { paymentPaths } from '@academy/contract/endpoints';
import type { PaymentItemRef, PaymentQuote } from '@academy/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What paying for an item costs the profile: price, fee, total, and a payment already waiting. */
export const getPaymentQuote = (profileId: string, item: PaymentItemRef) =>
  api.get<PaymentQuote>(paymentPaths.quote, { query: { profileId, itemType: item.type, itemId: item.id } });

export const getPaymentQuoteQueryOptions = (profileId: string, item: PaymentItemRef) =>
  queryOptions({
    queryKey: ['payments', 'quote', profileId, item.type, item.id],
    queryFn: () => getPaymentQuote(profileId, item),
  });

export const usePaymentQuote = (profileId: string, item: PaymentItemRef) =>
  useQuery(getPaymentQuoteQueryOptions(profileId, item));
