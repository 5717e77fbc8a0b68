// PGlite runs in this thread and answers without I/O, so a chain of queries (every request in
// flight waiting its turn on PGlite's queue) continues from promise to promise and never lets
// the event loop poll: under load, new connections and requests wait until the whole chain has
// run dry. bench:chat saw a user's first message wait up to 20 s while others were answered in
// half a second. So before a query, after more than a slice of work without the event loop
// getting a turn, the query waits for one. PostgreSQL's queries wait on a socket anyway.

// node:timers' own function: a test that fakes the global setImmediate must not stall queries.
import { setImmediate } from 'node:timers';

/** How long PGlite's queries may keep the event loop from polling, at most. */
export const PGLITE_SLICE_MS = 10;

let lastTurnAt = performance.now();
let turnMarked = false;

/** Notes when the event loop next reaches its check phase, i.e. has polled for I/O again. */
function markNextTurn(): void {
  if (turnMarked) return;
  turnMarked = true;
  setImmediate(() => {
    turnMarked = false;
    lastTurnAt = performance.now();
  });
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Resolves at once, unless the event loop has had no turn for a slice: then on its next turn. */
export function takeTurnWithIo(): Promise<void> | undefined {
  markNextTurn();
  // Every query asked for until the loop has had its turn waits for it, so the chain stops.
  return performance.now() - lastTurnAt < PGLITE_SLICE_MS ? undefined : nextTurn();
}
