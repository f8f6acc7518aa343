import { createServedOrder } from '../../db/fair-turns';

/**
 * Identical anonymous searches waiting for the database run once (decision 023).
 *
 * A search holds a database connection for most of its time, so at most `slots` run at once (the
 * pool's size; on the embedded database as many, their statements taking turns: db/fair-turns.ts)
 * and the rest wait here instead of in the pool's queue. When a slot frees, a waiting search runs, and every other waiting search with the same key is answered by that run.
 * That run starts after all of them arrived, so its answer is one each of them could have had on
 * its own: no result is older than its request (unlike a cache), and nothing is shared between
 * requests that did not wait together. Keys must hold everything the answer depends on; callers
 * share only anonymous requests, whose answer depends on the query alone (a null key never shares).
 *
 * Waiting searches are not served in plain arrival order but by who asked (decision 035): the
 * next slot goes to the waiting search of the client (IP address) served longest ago.
 * A few clients sending costly searches back to back then delay anyone else by at most the
 * searches already running, not by everything they queued.
 */
export type SharedRuns = <T>(
  key: string | null,
  run: () => Promise<T>,
  client?: string,
) => Promise<T>;

type Waiting = {
  key: string | null;
  client: string;
  run: () => Promise<unknown>;
  callers: Caller[];
};
type Caller = { resolve(value: unknown): void; reject(err: unknown): void };

export function createSharedRuns(slots: number): SharedRuns {
  let running = 0;
  const queue: Waiting[] = [];
  const byKey = new Map<string, Waiting>();
  const order = createServedOrder();

  const pick = (): Waiting | undefined => {
    const i = order.next(queue, (job) => job.client);
    return i < 0 ? undefined : queue.splice(i, 1)[0];
  };

  const next = () => {
    while (running < slots) {
      const job = pick();
      if (!job) return;
      if (job.key !== null) byKey.delete(job.key);
      order.serve(job.client);
      running += 1;
      job
        .run()
        .then(
          (value) => {
            for (const c of job.callers) c.resolve(value);
          },
          (err) => {
            for (const c of job.callers) c.reject(err);
          },
        )
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };

  return <T>(key: string | null, run: () => Promise<T>, client = '') =>
    new Promise<T>((resolve, reject) => {
      const caller = { resolve: resolve as (v: unknown) => void, reject };
      const waiting = key === null ? undefined : byKey.get(key);
      if (waiting) {
        waiting.callers.push(caller);
        return;
      }
      const job: Waiting = { key, client, run, callers: [caller] };
      queue.push(job);
      if (key !== null) byKey.set(key, job);
      next();
    });
}
