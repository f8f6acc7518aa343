import type { DbOrTx } from '../../db/client';
import { type PlaceChangeDetail, type PlaceChangeKind, place_changes } from '../../db/schema';

export type { PlaceChangeDetail, PlaceChangeKind };

/**
 * Records a change that matters to the people following a place (decision 072), in the caller's
 * transaction, so the change exists exactly when the decision behind it commits. Nothing is sent
 * here: the follow-changes job delivers each change to each follower once, in the way they chose.
 * `detail` carries the words a mail needs (which accommodation, which heads-up), never free text.
 */
export async function recordPlaceChange(
  db: DbOrTx,
  providerId: number,
  kind: PlaceChangeKind,
  detail: PlaceChangeDetail = {},
): Promise<number> {
  const [row] = await db
    .insert(place_changes)
    .values({ provider_id: providerId, kind, detail })
    .returning({ id: place_changes.id });
  if (!row) throw new Error('place_changes insert returned no row');
  return row.id;
}
