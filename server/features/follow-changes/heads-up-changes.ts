import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { provider_profile_stats } from '../../db/schema';
import { recordPlaceChange } from './record-change';

/** "Several families": a heads-up mentioned by this many approved reviews is news (decision 072). */
export const HEADS_UP_SEVERAL_FAMILIES = 3;

export type HeadsUpCounts = Map<number, Record<string, number>>;

/** The stored heads-up counts of these places (provider_profile_stats), before a recompute. */
export async function headsUpCounts(
  db: DbOrTx,
  providerIds: readonly number[],
): Promise<HeadsUpCounts> {
  const counts: HeadsUpCounts = new Map(providerIds.map((id) => [id, {}]));
  if (providerIds.length === 0) return counts;
  const rows = await db
    .select({ id: provider_profile_stats.provider_id, headsUp: provider_profile_stats.heads_up })
    .from(provider_profile_stats)
    .where(inArray(provider_profile_stats.provider_id, [...providerIds]));
  for (const row of rows) counts.set(row.id, asCounts(row.headsUp));
  return counts;
}

function asCounts(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => Number.isInteger(entry[1])),
  );
}

/**
 * After approved reviews were counted: records a 'heads-up' change for each heads-up that has
 * just reached "several families" at a place (it was under the line before), so its followers
 * hear of it once, not again at every further mention.
 */
export async function recordNewHeadsUps(db: DbOrTx, before: HeadsUpCounts): Promise<void> {
  const after = await headsUpCounts(db, [...before.keys()]);
  for (const [providerId, counts] of after) {
    const was = before.get(providerId) ?? {};
    for (const [tag, families] of Object.entries(counts)) {
      if (families >= HEADS_UP_SEVERAL_FAMILIES && (was[tag] ?? 0) < HEADS_UP_SEVERAL_FAMILIES) {
        await recordPlaceChange(db, providerId, 'heads-up', { tag, families });
      }
    }
  }
}
