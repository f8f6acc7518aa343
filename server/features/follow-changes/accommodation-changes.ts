import { parseAccommodationsText } from '../../../common/domain/accommodations-text';
import type { DbOrTx } from '../../db/client';
import { recordPlaceChange } from './record-change';

/**
 * Records each catalogue accommodation a business added to or removed from its listing (its
 * accommodations text before and after the edit), in the edit's transaction (decision 072).
 * The free-text "other" accommodation is the business's own words and is not sent to families.
 */
export async function recordAccommodationChanges(
  db: DbOrTx,
  providerId: number,
  before: string | null | undefined,
  after: string,
): Promise<void> {
  const was = new Set(parseAccommodationsText(before).items);
  const now = new Set(parseAccommodationsText(after).items);
  for (const accommodation of now) {
    if (!was.has(accommodation)) {
      await recordPlaceChange(db, providerId, 'accommodation-added', { accommodation });
    }
  }
  for (const accommodation of was) {
    if (!now.has(accommodation)) {
      await recordPlaceChange(db, providerId, 'accommodation-removed', { accommodation });
    }
  }
}
