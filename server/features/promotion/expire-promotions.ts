import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { every } from '../../jobs/every';

/** How often a running server looks for promotions whose expiry has passed. */
export const PROMOTION_EXPIRY_INTERVAL_MS = 60_000;

/**
 * Ends every promotion whose expiry has passed (decision 041): its stored status becomes
 * inactive, so search's tier_rank (a generated column, decision 006) and the public badges
 * follow; each is audited as 'deactivate' by no admin, in the same statement. The dashboard does
 * not wait for this: it computes expiry when it reads. Safe to run from several processes at
 * once: a row another run ended no longer matches. Returns how many ended.
 */
export async function expirePromotions(db: Db): Promise<number> {
  /* `promotion_tier <> 'basic'` lets the planner walk providers_promoted_idx, not every provider. */
  const result = await db.execute(sql`
    WITH ended AS (
      UPDATE providers SET promotion_status = 'inactive'
      WHERE promotion_status = 'active' AND promotion_tier <> 'basic'
        AND promotion_expires_at <= now()
      RETURNING id, promotion_tier, promotion_expires_at
    )
    INSERT INTO moderation_logs (action, target_type, target_id, admin_notes)
    SELECT 'deactivate', 'provider', id::text,
      promotion_tier || ' promotion expired on ' || to_char(promotion_expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')
    FROM ended
    RETURNING id`);
  return result.rows.length;
}

/**
 * Runs expirePromotions at start() and then every minute until stop(). Like the outbox worker,
 * it is made before the server listens (Fastify takes no hooks after) and started after.
 */
export function createPromotionExpiry(
  app: FastifyInstance,
  everyMs = PROMOTION_EXPIRY_INTERVAL_MS,
) {
  return every(
    everyMs,
    async () => {
      const ended = await expirePromotions(app.database.db);
      if (ended === 0) return;
      app.log.info({ ended }, 'Promotions past their expiry date ended');
      /* Cached anonymous searches, here and in other processes, still rank them first. */
      await app.searchCache.changed();
    },
    (err) => app.log.error({ err }, 'Ending expired promotions failed'),
  );
}
