import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { place_merges } from '../../db/schema';

/** Where a merged listing's address leads now, if it was merged (decision 063). */
export async function survivorOf(db: Db, providerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: place_merges.survivor_provider_id })
    .from(place_merges)
    .where(eq(place_merges.removed_provider_id, providerId));
  return row?.id ?? null;
}
