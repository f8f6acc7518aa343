import type { DbOrTx } from '../client';
import { follow_preferences } from '../schema';

const DEMO_MEMBER_ID = 'demo-member';

/**
 * Demo data for hearing when a saved place changes (decision 072): member@calmpath.local follows
 * every favourite and hears of changes in a weekly digest. Runs inside the seed's transaction;
 * only changes from now on are sent.
 */
export async function seedFollowChangesDemo(tx: DbOrTx): Promise<void> {
  const now = new Date();
  await tx
    .insert(follow_preferences)
    .values({
      user_id: DEMO_MEMBER_ID,
      mode: 'weekly',
      follow_all_favorites: true,
      follow_all_since: now,
      active_since: now,
    })
    .onConflictDoNothing();
}
