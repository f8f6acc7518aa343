import { eq } from 'drizzle-orm';
import type { KeepPlacesApartResponse } from '../../../common/contracts/place-duplicates';
import type { Db } from '../../db/client';
import { place_duplicate_pairs } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { writeAudit } from '../audit/write-audit';
import { lockOpenPair } from './lock-open-pair';

/**
 * Keep apart (decision 063): the pair stays two listings and is never proposed again (its row
 * stays, 'kept_apart', so an import's ON CONFLICT skips it). Audited.
 */
export async function keepPlacesApart(
  db: Db,
  input: { admin: SessionUser; pairId: number },
): Promise<KeepPlacesApartResponse> {
  return db.transaction(async (tx) => {
    const pair = await lockOpenPair(tx, input.pairId);
    await tx
      .update(place_duplicate_pairs)
      .set({ status: 'kept_apart', decided_by: input.admin.id, decided_at: new Date() })
      .where(eq(place_duplicate_pairs.id, pair.id));
    await writeAudit(tx, {
      admin: input.admin,
      action: 'keep_places_apart',
      targetType: 'provider',
      targetId: pair.first_provider_id,
      notes: `Kept places #${pair.first_provider_id} and #${pair.second_provider_id} apart`,
    });
    return { pairId: pair.id };
  });
}
