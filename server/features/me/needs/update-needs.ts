import type { z } from 'zod';
import type { UpdateNeedsBody } from '../../../../common/contracts/needs';
import type { Db } from '../../../db/client';
import { profiles } from '../../../db/schema/index';
import type { SessionUser } from '../../../plugins/auth';

/**
 * 'My needs': saves the member's accommodations and ZIP code (the fields onboarding asks for),
 * leaving the rest of the profile as it is.
 */
export async function updateNeeds(
  db: Db,
  user: SessionUser,
  input: z.output<typeof UpdateNeedsBody>,
) {
  await db
    .insert(profiles)
    .values({
      id: user.id,
      email: user.email,
      zip_code: input.zipCode,
      accommodations: input.accommodations,
    })
    .onConflictDoUpdate({
      target: profiles.id,
      set: { zip_code: input.zipCode, accommodations: input.accommodations },
    });
}
