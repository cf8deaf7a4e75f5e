/**
 * Background work yields to learners' calls (decisions 0160, 0177). Sending a class's queued
 * messages or writing its reminders runs in pieces on the same two cores as the calls; while calls
 * are being answered, each piece is followed by a pause, so the work takes at most a quarter of the
 * server's time, and less the more calls there are (a twentieth at an exam night's thousand saves
 * a second); with no call waiting it runs on at once.
 */
let callsAnswered = 0;

/** Counts a call answered (the metrics plugin's onResponse). */
export function noteCallAnswered(): void {
  callsAnswered += 1;
}

/** Share of the time background work may take while a few calls are answered. */
const busyShare = 0.25;
/** Calls a second at which that share is halved (a thousand a second leave it a twentieth). */
const halvingRate = 250;
/** The longest pause, so a slow piece never stops the work for long. */
const longestPauseMs = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A pacer for one run of background work: `await turn()` between pieces. Always gives the event
 * loop a turn (a chain of awaited statements never would, and the calls waiting on their sockets
 * would not be read); pauses when a call was answered during the piece.
 */
export function backgroundPacer(now: () => number = () => performance.now()): () => Promise<void> {
  let pieceStarted = now();
  let answeredBefore = callsAnswered;
  return async () => {
    const took = now() - pieceStarted;
    const answered = callsAnswered - answeredBefore;
    if (answered > 0) {
      const share = busyShare / (1 + (answered * 1000) / Math.max(took, 1) / halvingRate);
      await sleep(Math.min(longestPauseMs, (took * (1 - share)) / share));
    } else {
      await nextTurn();
    }
    pieceStarted = now();
    answeredBefore = callsAnswered;
  };
}
