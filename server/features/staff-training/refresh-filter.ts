import type { DbOrTx } from '../../db/client';
import { recomputeVisitBits } from '../quiet-hours/visit-bits';

/**
 * After a training is verified, rejected, edited, given a new document or removed: the search
 * filter visit=trained-staff reads providers.visit_bits, which the quiet-hours feature keeps
 * (decision 068); this recomputes the one provider's bits (decision 071). An expiry passing is
 * caught by that feature's hourly recompute; the public page filters by date when read.
 */
export async function refreshTrainedStaffFilter(db: DbOrTx, providerId: number): Promise<void> {
  await recomputeVisitBits(db, [providerId]);
}
