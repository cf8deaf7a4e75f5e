import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { StaffActor } from '../../services/audit/index';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for calls under /staff by the staff gate. */
    staffActor: StaffActor | null;
  }
}

/**
 * The gate of every staff call, run on request before anything is parsed: 401 without a live
 * token, 403 for a learner's (api-contract "Staff calls").
 */
export async function requireStaff(request: FastifyRequest) {
  await request.server.authenticate(request);
  const actor = await request.server.services.staffAccounts.actor(request.principal!.userId);
  if (!actor) throw new AppError(403, 'forbidden');
  request.staffActor = actor;
}

export function staffOf(request: FastifyRequest): StaffActor {
  if (!request.staffActor) throw new AppError(403, 'forbidden');
  return request.staffActor;
}
