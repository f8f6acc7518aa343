import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * The embedded database runs one statement at a time, and while one runs the whole process waits
 * (PGlite is PostgreSQL compiled to WebAssembly, in the server's thread; it cannot cancel a
 * statement either: statement_timeout is not honoured, measured in decision 035). A search is
 * several statements, so searches sent back to back by a few clients used to queue every other
 * visitor's search behind all of theirs (decision 035). Search statements therefore take turns: one
 * at a time, and the next turn goes to the asker (the client's IP address) served longest ago. A
 * visitor's search then waits for the statement running, not for the searches others queued.
 */

const askers = new AsyncLocalStorage<string>();

/** Runs `run` with its statements asked for by `asker` (a search's client). */
export function asAsker<T>(asker: string, run: () => Promise<T>): Promise<T> {
  return askers.run(asker, run);
}

export type FairTurns = <T>(run: () => Promise<T>) => Promise<T>;

/* Askers remembered; the longest-ago served are forgotten first (and then count as new). */
const REMEMBERED_ASKERS = 10_000;

/** Who was served longest ago: the order in which fair queues pick the next one waiting. */
export function createServedOrder() {
  /* When each asker was last served, oldest first (a Map keeps insertion order). */
  const served = new Map<string, number>();
  let clock = 0;
  return {
    serve(asker: string) {
      served.delete(asker);
      served.set(asker, clock++);
      if (served.size > REMEMBERED_ASKERS) served.delete(served.keys().next().value as string);
    },
    /** The index of the one waiting whose asker was served longest ago (or never), or -1. */
    next<T>(waiting: readonly T[], askerOf: (item: T) => string): number {
      let best = -1;
      let bestServed = Number.POSITIVE_INFINITY;
      for (const [i, item] of waiting.entries()) {
        const at = served.get(askerOf(item)) ?? -1;
        if (at < bestServed) {
          best = i;
          bestServed = at;
        }
      }
      return best;
    },
  };
}

/*
 * A turn starts a few rounds of the event loop after the statement before it, never straight from
 * it: a statement's answer resolves promises, and a chain of statements started from those ran one
 * after another without the server reading another request (/robots.txt waited for whole
 * searches). Each round reads what has arrived; three let a new connection be accepted, its
 * request read and its answer written before the next search statement. On an idle server a
 * round costs microseconds.
 */
const ROUNDS_BETWEEN_TURNS = 3;
async function laterRounds() {
  for (let i = 0; i < ROUNDS_BETWEEN_TURNS; i++) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** One statement at a time, the next turn to the asker served longest ago. */
export function createFairTurns(): FairTurns {
  let busy = false;
  let scheduled = false;
  const waiting: { asker: string; start(): void }[] = [];
  const order = createServedOrder();

  /* Every turn starts from here, so never two in one round of the event loop. */
  const startNext = () => {
    scheduled = false;
    if (busy) return;
    const i = order.next(waiting, (turn) => turn.asker);
    const [next] = i < 0 ? [] : waiting.splice(i, 1);
    if (!next) return;
    busy = true;
    order.serve(next.asker);
    next.start();
  };
  const schedule = () => {
    if (scheduled || busy) return;
    scheduled = true;
    void laterRounds().then(startNext);
  };

  return async (run) => {
    const asker = askers.getStore() ?? '';
    const turn = new Promise<void>((start) => waiting.push({ asker, start }));
    schedule();
    await turn;
    try {
      return await run();
    } finally {
      busy = false;
      schedule();
    }
  };
}
