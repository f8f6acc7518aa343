import { sql } from 'drizzle-orm';
import { ALL_ACCOMMODATIONS } from '../../../common/catalog/accommodations';
import type { Db } from '../../db/client';

/**
 * Writes providers.confirmed_accommodation_bits for the given providers: the catalogue
 * accommodations (accommodation_bits' order) ticked in at least one of their approved reviews'
 * verified_accommodations. The 'confirmed by families only' search filter reads it (decision
 * 030); call it wherever a review's status or ticks change, in the same transaction
 * (recomputeProviderStats). Migration 0010 applied the same rule to the reviews of its day.
 */
export async function recomputeConfirmedAccommodations(
  db: Pick<Db, 'execute'>,
  providerIds: readonly number[],
): Promise<void> {
  if (providerIds.length === 0) return;
  await db.execute(sql`
    UPDATE providers p SET confirmed_accommodation_bits = coalesce((
      SELECT bit_or(1 << (array_position(${sql.param([...ALL_ACCOMMODATIONS])}::text[], a) - 1))
      FROM reviews r CROSS JOIN unnest(r.verified_accommodations) AS a
      WHERE r.provider_id = p.id AND r.status = 'approved'
        AND a = ANY(${sql.param([...ALL_ACCOMMODATIONS])}::text[])
    ), 0)
    WHERE p.id = ANY(${sql.param([...providerIds])}::int[])`);
}
