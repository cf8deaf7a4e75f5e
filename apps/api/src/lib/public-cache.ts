/**
 * A short-lived memory cache of public, rarely changing answers (decision 0041): server-rendered
 * pages now, public catalogue reads later. Never for anything that belongs to an account.
 *
 * Freshness has one rule: whatever changes public content (staff editing a class, a learner
 * taking a seat) calls `invalidate()`, which empties the whole cache; the time limit bounds what
 * a missed call or the clock (a class opening its registration) can leave stale.
 */
export class PublicCache {
  readonly #entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();

  /** `announce` tells the other servers of a fleet that `invalidate()` was called here. */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly announce: () => void = () => undefined,
  ) {}

  /** The cached value of `key`, or `load()`'s, shared by callers that ask while it loads. */
  get<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value as Promise<T>;
    if (this.#entries.size >= this.maxEntries) this.#evictExpired(now);
    const value = load();
    this.#entries.set(key, { value, expiresAt: now + this.ttlMs });
    // A failure is not kept: the next caller tries again.
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  /** Forgets everything: the one call a change to public content makes (every server forgets). */
  invalidate() {
    this.#entries.clear();
    this.announce();
  }

  /** Forgets everything this server holds: another server of the fleet changed public content. */
  forget() {
    this.#entries.clear();
  }

  get size() {
    return this.#entries.size;
  }

  #evictExpired(now: number) {
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key);
    // Still full (many distinct URLs at once): start afresh rather than grow without bound.
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
  }
}
