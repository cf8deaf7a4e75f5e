/**
 * Calls of one kind made together (decision 0178): at most `concurrency` runs at once; calls that
 * arrive while they are all busy wait and go together in the next run, up to `maxBatch`, never two
 * of one `key` in the same run nor in two runs at once (a call waits while one of its key runs).
 * Idle, a call runs at once and alone; under load the runs grow, so each call costs less the more
 * of them queue (a database's group commit, made by the caller).
 * A run that fails is made again call by call, so one call's failure is its own.
 */
export class CallBatcher<In, Out> {
  private readonly waiting: { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] =
    [];
  private running = 0;
  /** The keys of the calls in the runs under way. */
  private readonly keysRunning = new Set<string>();

  constructor(
    private readonly options: {
      /** Answers one result per item, in the items' order. */
      run: (items: In[]) => Promise<Out[]>;
      concurrency: number;
      maxBatch: number;
      /** Calls of one key go in separate runs, in the order they came. */
      key: (item: In) => string;
    },
  ) {}

  call(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.startRuns();
    });
  }

  /** Calls waiting for a run. */
  get queued(): number {
    return this.waiting.length;
  }

  private startRuns(): void {
    while (this.running < this.options.concurrency && this.waiting.length > 0) {
      const batch = this.takeBatch();
      // Every waiting call's key is running: they go once those runs end.
      if (batch.length === 0) return;
      const keys = batch.map((entry) => this.options.key(entry.item));
      for (const key of keys) this.keysRunning.add(key);
      this.running += 1;
      void this.runBatch(batch).finally(() => {
        for (const key of keys) this.keysRunning.delete(key);
        this.running -= 1;
        this.startRuns();
      });
    }
  }

  /** The oldest waiting calls, one per key not running, up to `maxBatch`; the rest keep their places. */
  private takeBatch() {
    const keys = new Set<string>();
    const batch: typeof this.waiting = [];
    const left: typeof this.waiting = [];
    for (const entry of this.waiting) {
      const key = this.options.key(entry.item);
      if (batch.length < this.options.maxBatch && !keys.has(key) && !this.keysRunning.has(key)) {
        keys.add(key);
        batch.push(entry);
      } else left.push(entry);
    }
    this.waiting.splice(0, this.waiting.length, ...left);
    return batch;
  }

  private async runBatch(batch: typeof this.waiting): Promise<void> {
    try {
      const outs = await this.options.run(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(outs[index] as Out));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const entry of batch) {
        try {
          const [out] = await this.options.run([entry.item]);
          entry.resolve(out as Out);
        } catch (own) {
          entry.reject(own);
        }
      }
    }
  }
}
