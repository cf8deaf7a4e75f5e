/** Where a server is in its life: starting (migrations, seed), serving, or draining after SIGTERM. */
export type ReadinessState = 'starting' | 'serving' | 'draining';

/**
 * Whether the server takes traffic (api-contract "Operations"): `GET /api/ready` answers from it,
 * calls are refused while starting, and the periodic jobs wait for `serving` before they run.
 */
export class Readiness {
  #state: ReadinessState;
  readonly #onServing: (() => void)[] = [];

  constructor(state: ReadinessState = 'starting') {
    this.#state = state;
  }

  get state(): ReadinessState {
    return this.#state;
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
