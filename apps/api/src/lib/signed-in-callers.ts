import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/** The bearer token of a request when it has the shape of one. */
export const bearerTokenOf = (request: FastifyRequest): string | undefined =>
  request.headers.authorization?.match(/^Bearer ([A-Za-z0-9_-]{20,200})$/)?.[1];

/** How long a token, once it passed a sign-in check, keeps its calls counted on its account. */
const rememberedMs = 10 * 60_000;
/** Tokens remembered by one server at most (the oldest go first). */
const mostRemembered = 100_000;
const redisKeyOf = (hash: string) => `academy:signed-in:${hash}`;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 32);

/**
 * Which account a bearer token belongs to, for the API-wide limit only (issue 37, item 8): a
 * school's learners behind one public address are counted per account, not as one address. A
 * token is learnt when it passes `authenticate` (and shared over the fleet's Redis), never from
 * the request itself, so a made-up token counts on its address like an anonymous call. A
 * remembered token whose session has ended still fails its sign-in check: being remembered only
 * decides which count a call takes.
 */
export class SignedInCallers {
  readonly #known = new Map<string, { account: string; until: number }>();

  constructor(private readonly redis?: Redis) {}

  /** `token` passed a sign-in check as `account`. */
  remember(token: string, account: string) {
    const hash = hashOf(token);
    const now = Date.now();
    const known = this.#known.get(hash);
    // Told the fleet once per half period, not on every call.
    const tellFleet = !known || known.until - now < rememberedMs / 2;
    this.#known.delete(hash);
    this.#known.set(hash, { account, until: now + rememberedMs });
    if (this.#known.size > mostRemembered) this.#known.delete(this.#known.keys().next().value!);
    if (tellFleet && this.redis) {
      this.redis.set(redisKeyOf(hash), account, 'PX', rememberedMs).catch(() => undefined);
    }
  }

  /** The account `token` was seen signed in as (on this server or another of the fleet), if any. */
  async accountOf(token: string): Promise<string | undefined> {
    const hash = hashOf(token);
    const known = this.#known.get(hash);
    if (known && known.until > Date.now()) return known.account;
    if (known) this.#known.delete(hash);
    if (!this.redis) return undefined;
    // Redis down: the call counts on its address, as an anonymous one does.
    const account = await this.redis.get(redisKeyOf(hash)).catch(() => null);
    if (account) this.#known.set(hash, { account, until: Date.now() + rememberedMs / 2 });
    return account ?? undefined;
  }

  /** The limit's key: `account:<id>` for a call whose token is known, else the client's address. */
  async limitKeyOf(request: FastifyRequest): Promise<string> {
    const token = bearerTokenOf(request);
    const account = token ? await this.accountOf(token) : undefined;
    return account ? `account:${account}` : request.ip;
  }
}
