import { eq } from 'drizzle-orm';
import { PLACE_DUPLICATES_MESSAGES } from '../../../common/messages/place-duplicates';
import type { Tx } from '../../db/client';
import { place_duplicate_pairs } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const M = PLACE_DUPLICATES_MESSAGES;

/**
 * A possible-duplicate pair still waiting for a decision, locked for this transaction (decision
 * 063): Merge and Keep apart both start here, so two admins deciding the same pair at once get one
 * decision and one 'already decided'.
 */
export async function lockOpenPair(tx: Tx, pairId: number) {
  const [pair] = await tx
    .select()
    .from(place_duplicate_pairs)
    .where(eq(place_duplicate_pairs.id, pairId))
    .for('update');
  if (!pair) throw AppError.notFound(M.errors.pairNotFound, 'PAIR_NOT_FOUND');
  if (pair.status !== 'open') throw AppError.conflict('PAIR_DECIDED', M.errors.pairDecided);
  return pair;
}
