import type { Db } from '../../../db/client';
import { profiles } from '../../../db/schema/index';
import type { SessionUser } from '../../../plugins/auth';

/** Remembers calm mode for the account; null hands the choice back to each device. */
export async function setCalmMode(db: Db, user: SessionUser, calmMode: boolean | null) {
  await db
    .insert(profiles)
    .values({ id: user.id, email: user.email, calm_mode: calmMode })
    .onConflictDoUpdate({ target: profiles.id, set: { calm_mode: calmMode } });
}
