import type { FastifyInstance } from 'fastify';
import { recomputeVisitBits } from '../features/quiet-hours/visit-bits';
import { every } from './every';

/** How often a running server moves search's visit bits on (decision 068). */
export const VISIT_BITS_INTERVAL_MS = 60 * 60_000;

/**
 * Runs recomputeVisitBits over every place at start() and then hourly until stop(): a quiet hour
 * leaves 'this week' as the days pass (in each place's own zone, so hourly rather than at one
 * midnight) and a staff training expires. Edits recompute their own place at once; this only
 * follows the calendar. Only changed rows are written, so several processes may run it.
 */
export function createVisitBitsJob(app: FastifyInstance, everyMs = VISIT_BITS_INTERVAL_MS) {
  return every(
    everyMs,
    async () => {
      const changed = await recomputeVisitBits(app.database.db);
      if (changed === 0) return;
      app.log.info({ changed }, 'Visit bits moved on');
      /* Cached anonymous searches, here and in other processes, still filter by the old bits. */
      await app.searchCache.changed();
    },
    (err) => app.log.error({ err }, 'Recomputing visit bits failed'),
  );
}
