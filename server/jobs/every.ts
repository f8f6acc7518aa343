/**
 * A job that runs `round` at start() and then every `everyMs` until stop(), one round at a time:
 * a tick that comes while a round is still running is skipped, so rounds never overlap or pile up. Its errors are `onError`'s to log: a
 * failed round leaves the next one to try again. Made before the server listens (Fastify takes no
 * hooks after) and started after; stop() waits for the round under way. Each round must be safe
 * in several processes at once (the jobs say how).
 */
export function every(
  everyMs: number,
  round: () => Promise<void>,
  onError: (err: unknown) => void,
): { start(): void; stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    if (busy) return;
    busy = true;
    running = round()
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  };
  return {
    start() {
      run();
      timer = setInterval(run, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
