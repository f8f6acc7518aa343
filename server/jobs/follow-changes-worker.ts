import type { FastifyInstance } from 'fastify';
import { sendChangeMails } from '../features/follow-changes/send-change-mails';

/** How often a running server looks for change e-mails that are due (decision 072). */
export const FOLLOW_CHANGES_INTERVAL_MS = 60_000;

/**
 * Runs the follow-changes round at start() and then every minute until stop(): it queues the
 * change e-mails that are due in the outbox, which the outbox worker sends. Safe in several
 * processes: each member's round is claimed with SKIP LOCKED and each change reaches each
 * follower once (send-change-mails.ts). Made before the server listens, started after.
 */
export function createFollowChangesWorker(
  app: FastifyInstance,
  everyMs = FOLLOW_CHANGES_INTERVAL_MS,
) {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running = running.then(() =>
      sendChangeMails(app.database.db, {
        siteUrl: app.config.siteUrl,
        authSecret: app.config.authSecret,
      }).then(
        (queued) => {
          if (queued > 0) app.log.info({ queued }, 'Change e-mails queued for followers');
        },
        (err: unknown) => app.log.error({ err }, 'Queuing change e-mails failed'),
      ),
    );
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
