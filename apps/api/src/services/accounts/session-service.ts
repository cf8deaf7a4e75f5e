import { and, eq, gt, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions } from '../../db/schema/index';
import { newToken, sha256 } from '../../lib/secrets';

export type SessionPrincipal = { userId: string; sessionId: string };

/** The condition of a live session: the token's hash, not revoked, not expired. */
export const liveSessionOf = (tokenHash: SQL | Placeholder | string) =>
  and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** Sign-in sessions: opaque bearer tokens, stored hashed, with expiry and server-side revocation. */
export class SessionService {
  constructor(
    private readonly db: Database,
    private readonly ttlDays: number,
    /** Told each new token (the API-wide limit then counts its calls on the account at once). */
    private readonly onCreated: (token: string, userId: string) => void = () => undefined,
  ) {}

  async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + this.ttlDays * 86_400_000);
    await this.db.insert(sessions).values({ userId, tokenHash: sha256(token), expiresAt });
    this.onCreated(token, userId);
    return { token, expiresAt };
  }

  /** Every signed-in call resolves its token: built once, prepared by name (decision 0044). */
  private resolveStatement?: ReturnType<SessionService['prepareResolve']>;

  private prepareResolve() {
    return this.db
      .select({ userId: sessions.userId, sessionId: sessions.id })
      .from(sessions)
      .where(liveSessionOf(sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('session_resolve');
  }

  /** The live session a token belongs to, or undefined. */
  async resolve(token: string): Promise<SessionPrincipal | undefined> {
    this.resolveStatement ??= this.prepareResolve();
    const [row] = await this.resolveStatement.execute({ tokenHash: sha256(token) });
    return row;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  }

  /** Revokes every session of the user except `keepSessionId` (after a password change). */
  async revokeAll(userId: string, keepSessionId?: string, db: Database = this.db): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
        ),
      );
  }
}
