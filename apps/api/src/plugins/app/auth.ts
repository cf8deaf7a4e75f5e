import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { bearerTokenOf } from '../../lib/signed-in-callers';
import { passGate, type GateRow, type OwnedProfile } from '../../services/profiles/index';
import type { SessionPrincipal } from '../../services/accounts/index';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `fastify.authenticate` for signed-in calls, by `authenticateProfileCall` for profile calls. */
    principal: SessionPrincipal | null;
    /** Set by `authenticateProfileCall`: the gate row of the profile the call names. */
    profileGate: { profileId: string; row: GateRow } | null;
  }
  interface FastifyInstance {
    /** onRequest of signed-in calls: a live bearer token, else 401. */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * preValidation of calls that act as a profile: a live bearer token, else 401, read in one
     * statement with the gate of the profile the call names (path, query or body), which
     * `actingProfile` then applies once the input is valid.
     */
    authenticateProfileCall(request: FastifyRequest): Promise<void>;
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
 * hold everywhere. On a route that authenticates with `authenticateProfileCall` the token's
 * session and the profile are one indexed lookup (decisions 0014, 0070).
 */
export async function actingProfile(request: FastifyRequest, profileId: string): Promise<OwnedProfile> {
  const prefetched = request.profileGate;
  if (prefetched?.profileId === profileId) return passGate(prefetched.row);
  return request.server.services.profileAccess.acting(principalOf(request), profileId);
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `profileId` a call names in its path, query or body, before validation (a uuid or null). */
function namedProfileIdOf(request: FastifyRequest): string | null {
  const field = (source: unknown) =>
    source && typeof source === 'object' ? (source as { profileId?: unknown }).profileId : undefined;
  const value = field(request.params) ?? field(request.query) ?? field(request.body);
  return typeof value === 'string' && uuidShape.test(value) ? value : null;
}

export default fp(
  async (fastify) => {
    fastify.decorateRequest('principal', null);
    fastify.decorateRequest('profileGate', null);
    fastify.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerTokenOf(request);
      const principal = token ? await fastify.services.sessions.resolve(token) : undefined;
      if (!principal) throw new AppError(401, 'unauthorized');
      fastify.signedInCallers.remember(token!, principal.userId);
      request.principal = principal;
    });
    fastify.decorate('authenticateProfileCall', async (request: FastifyRequest) => {
      const token = bearerTokenOf(request);
      const profileId = namedProfileIdOf(request);
      const found = token
        ? await fastify.services.profileAccess.sessionWithGate(token, profileId)
        : undefined;
      if (!found) throw new AppError(401, 'unauthorized');
      fastify.signedInCallers.remember(token!, found.principal.userId);
      request.principal = found.principal;
      if (profileId) request.profileGate = { profileId, row: found.gate };
    });
  },
  { name: 'auth', dependencies: ['services', 'security'] },
);
