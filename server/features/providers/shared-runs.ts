/**
 * Identical anonymous searches waiting for the database run once (decision 023).
 *
 * A search holds a database connection for most of its time, so at most `slots` run at once (the
 * pool's size; 1 for the embedded database, which runs one statement at a time anyway) and the
 * rest wait here, in arrival order, instead of in the pool's queue. When a slot frees, the first
 * waiting search runs, and every other waiting search with the same key is answered by that run.
 * That run starts after all of them arrived, so its answer is one each of them could have had on
 * its own: no result is older than its request (unlike a cache), and nothing is shared between
 * requests that did not wait together. Keys must hold everything the answer depends on; callers
 * share only anonymous requests, whose answer depends on the query alone.
 */
export type SharedRuns = <T>(key: string, run: () => Promise<T>) => Promise<T>;

type Waiting = { key: string; run: () => Promise<unknown>; callers: Caller[] };
type Caller = { resolve(value: unknown): void; reject(err: unknown): void };

export function createSharedRuns(slots: number): SharedRuns {
  let running = 0;
  const queue: Waiting[] = [];
  const byKey = new Map<string, Waiting>();

  const next = () => {
    while (running < slots) {
      const job = queue.shift();
      if (!job) return;
      byKey.delete(job.key);
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

  return <T>(key: string, run: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const caller = { resolve: resolve as (v: unknown) => void, reject };
      const waiting = byKey.get(key);
      if (waiting) {
        waiting.callers.push(caller);
        return;
      }
      const job: Waiting = { key, run, callers: [caller] };
      queue.push(job);
      byKey.set(key, job);
      next();
    });
}
