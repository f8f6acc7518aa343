import type { FastifyInstance } from 'fastify';
import { sendChangeMails } from '../features/follow-changes/send-change-mails';
import { every } from './every';

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
  return every(
    everyMs,
    async () => {
      const queued = await sendChangeMails(app.database.db, {
        siteUrl: app.config.siteUrl,
        authSecret: app.config.authSecret,
      });
      if (queued > 0) app.log.info({ queued }, 'Change e-mails queued for followers');
    },
    (err) => app.log.error({ err }, 'Queuing change e-mails failed'),
  );
}
