import { z } from 'zod';

/** Query params any call may carry (api-contract "Tracking"). */
export const trackingQuerySchema = z.object({
  serviceId: z.coerce.number().pipe(z.literal(1)).optional(),
  requestId: z.uuid().optional(),
  userId: z.string().max(64).optional(),
});
export type TrackingQuery = z.infer<typeof trackingQuerySchema>;
