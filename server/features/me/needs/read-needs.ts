import { eq } from 'drizzle-orm';
import { normalizeNeeds } from '../../../../common/domain/needs-match';
import type { Db } from '../../../db/client';
import { profiles } from '../../../db/schema/index';

/** The member's saved needs (profiles.accommodations), catalogue items only; [] for none. */
export async function readNeeds(db: Db, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ accommodations: profiles.accommodations })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return normalizeNeeds(row?.accommodations ?? []);
}
