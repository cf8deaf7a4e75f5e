import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import type { OwnedProfile } from '../../services/profile-access-service';
import type { SessionPrincipal } from '../../services/session-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `fastify.authenticate` for signed-in calls. */
    principal: SessionPrincipal | null;
  }
  interface FastifyInstance {
    /** preHandler for signed-in calls: a live bearer token, else 401. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

/** The signed-in principal of a request that passed `authenticate`. */
export function principalOf(request: FastifyRequest): SessionPrincipal {
  if (!request.principal) throw new AppError(401, 'unauthorized');
  return request.principal;
}

/** A path's `{userId}` must be the caller's own account (never another's data). */
export function assertOwnAccount(request: FastifyRequest, userId: string): SessionPrincipal {
  const principal = principalOf(request);
  if (principal.userId !== userId) throw new AppError(403, 'forbidden');
  return principal;
}

/**
 * The one gate of every call that acts as a profile (names a `profileId`): the profile must be
 * the caller's own (404 otherwise, never told apart from none), and a profile behind its PIN
 * must have been unlocked in this session (403; 423 while its PIN is locked). Later
 * capabilities (exams, payments, certificates) call this and nothing else, so the profile rules
 * hold everywhere. One indexed lookup (decision 0014).
 */
export async function actingProfile(request: FastifyRequest, profileId: string): Promise<OwnedProfile> {
  return request.server.services.profileAccess.acting(principalOf(request), profileId);
}

export default fp(
  async (fastify) => {
    fastify.decorateRequest('principal', null);
    fastify.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer ([A-Za-z0-9_-]{20,200})$/);
      const principal = match?.[1] ? await fastify.services.sessions.resolve(match[1]) : undefined;
      if (!principal) throw new AppError(401, 'unauthorized');
      request.principal = principal;
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
