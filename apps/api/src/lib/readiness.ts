/** Where a server is in its life: starting (migrations, seed), serving, or draining after SIGTERM. */
export type ReadinessState = 'starting' | 'serving' | 'draining';

/** Why a starting server does not serve yet: its start under way, or a media bucket that does not answer. */
export type StartingReason = 'serverStarting' | 'mediaStoreUnavailable';

/**
 * Whether the server takes traffic (api-contract "Operations"): `GET /api/ready` answers from it,
 * calls are refused while starting, and the periodic jobs wait for `serving` before they run.
 */
export class Readiness {
  #state: ReadinessState;
  #startingReason: StartingReason = 'serverStarting';
  readonly #onServing: (() => void)[] = [];

  constructor(state: ReadinessState = 'starting') {
    this.#state = state;
  }

  get state(): ReadinessState {
    return this.#state;
  }

  /** What a starting server waits for (the reason `/api/ready` and refused calls give). */
  get startingReason(): StartingReason {
    return this.#startingReason;
  }

  /** The start waits for `reason` (the media bucket), or again for its own work once that answered. */
  waitFor(reason: StartingReason) {
    this.#startingReason = reason;
  }

  /** Migrations and seed are done: the server takes traffic. */
  markServing() {
    if (this.#state !== 'starting') return;
    this.#state = 'serving';
    for (const listener of this.#onServing.splice(0)) listener();
  }

  /** SIGTERM: the server finishes what it accepted and says it is not ready. */
  drain() {
    this.#state = 'draining';
    this.#onServing.length = 0;
  }

  /** Runs `listener` once the server serves (at once when it already does; never once draining). */
  whenServing(listener: () => void) {
    if (this.#state === 'serving') listener();
    else if (this.#state === 'starting') this.#onServing.push(listener);
  }
}
