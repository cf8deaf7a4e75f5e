/**
 * Wrong secrets per client address in a fixed window, kept in this process (a secret only this
 * server checks, such as METRICS_TOKEN: Prometheus asks each server itself). As the sign-in
 * counters do, a try is taken before the secret is compared and given back when it was right, so
 * a burst of any size gets at most `limit` comparisons into a window.
 */
export class AddressTries {
  readonly #tries = new Map<string, { count: number; windowEnds: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    /** Addresses kept at most: the oldest window is forgotten first (a flood of addresses). */
    private readonly maxAddresses = 10_000,
  ) {}

  /**
   * Takes a try for `address`: answers the seconds until its window ends when its tries are used
   * up (refuse without comparing), or undefined (go on and compare).
   */
  take(address: string, now = Date.now()): number | undefined {
    let entry = this.#tries.get(address);
    if (!entry || entry.windowEnds <= now) {
      this.#tries.delete(address);
      if (this.#tries.size >= this.maxAddresses) this.#tries.delete(this.#tries.keys().next().value!);
      entry = { count: 0, windowEnds: now + this.windowMs };
      this.#tries.set(address, entry);
    }
    if (entry.count >= this.limit) return Math.max(1, Math.ceil((entry.windowEnds - now) / 1000));
    entry.count += 1;
    return undefined;
  }

  /** Gives back the try of a right secret. */
  giveBack(address: string): void {
    const entry = this.#tries.get(address);
    if (entry && entry.count > 0) entry.count -= 1;
  }
}
