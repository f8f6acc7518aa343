import { eq } from 'drizzle-orm';
import type { UpdateProfileBody } from '../../../common/contracts/me';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';

/** Onboarding: saves name, ZIP and accommodation preferences to the user's profile. */
export async function updateProfile(db: Db, user: SessionUser, input: UpdateProfileBody) {
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({
        id: user.id,
        email: user.email,
        full_name: input.fullName,
        zip_code: input.zipCode,
        accommodations: input.accommodations,
      })
      .onConflictDoUpdate({
        target: profiles.id,
        set: {
          full_name: input.fullName,
          zip_code: input.zipCode,
          accommodations: input.accommodations,
        },
      });
    await tx
      .update(users)
      .set({ name: input.fullName, updatedAt: new Date() })
      .where(eq(users.id, user.id));
  });
}
