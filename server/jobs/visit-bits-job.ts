import type { FastifyInstance } from 'fastify';
import { recomputeVisitBits } from '../features/quiet-hours/visit-bits';
import { noteTrainingLapses } from '../features/staff-training/note-training-lapses';
import { every } from './every';
import { pruneSpentQuotas } from './prune-spent-quotas';

/** How often a running server moves search's visit bits on (decision 068). */
export const VISIT_BITS_INTERVAL_MS = 60 * 60_000;

/**
 * One hourly round, at one 'now': a verified staff training past its expiry becomes a change for
 * the place's followers (once, decision 072), then every place's visit bits are recomputed (a
 * quiet hour leaves 'this week', a training expires), then spent rate-limit rows are deleted.
 * Returns how many places' bits changed.
 */
export async function runVisitBitsRound(
  app: FastifyInstance,
  now: Date = new Date(),
): Promise<number> {
  const db = app.database.db;
  const lapsed = await noteTrainingLapses(db, now);
  if (lapsed.length > 0) app.log.info({ places: lapsed.length }, 'Staff training lapses noted');
  const changed = await recomputeVisitBits(db, undefined, now);
  if (changed > 0) {
    app.log.info({ changed }, 'Visit bits moved on');
    /* Cached anonymous searches, here and in other processes, still filter by the old bits. */
    await app.searchCache.changed();
  }
  const pruned = await pruneSpentQuotas(db, now);
  if (pruned > 0) app.log.debug({ pruned }, 'Spent rate-limit rows deleted');
  return changed;
}

/**
 * Runs runVisitBitsRound at start() and then hourly until stop(): hourly rather than at one
 * midnight, since each place's day turns in its own zone. Edits recompute their own place at
 * once; this only follows the calendar. Only changed rows are written and each lapse is noted
 * once, so several processes may run it.
 */
export function createVisitBitsJob(app: FastifyInstance, everyMs = VISIT_BITS_INTERVAL_MS) {
  return every(
    everyMs,
    async () => {
      await runVisitBitsRound(app);
    },
    (err) => app.log.error({ err }, 'Recomputing visit bits failed'),
  );
}
