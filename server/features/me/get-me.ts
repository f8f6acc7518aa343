import { eq } from 'drizzle-orm';
import { type MeResponse, NO_ROLES } from '../../../common/contracts/me';
import type { Db } from '../../db/client';
import { profiles, type Role } from '../../db/schema';
import { rolesOf, type SessionUser } from '../../plugins/auth';

export async function getMe(db: Db, user: SessionUser | null): Promise<MeResponse> {
  if (!user) return { user: null, profile: null, roles: NO_ROLES };
  const [profileRows, roles] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.id, user.id)),
    rolesOf(db, user.id).catch((): Role[] => []),
  ]);
  const profile = profileRows[0];
  return {
    user: {
      id: user.id,
      email: user.email,
      fullName: profile?.full_name || user.name || null,
      emailVerified: user.emailVerified,
    },
    profile: profile
      ? {
          fullName: profile.full_name,
          zipCode: profile.zip_code,
          accommodations: profile.accommodations,
          calmMode: profile.calm_mode,
        }
      : null,
    roles: {
      roles,
      isAdmin: roles.includes('admin'),
      isModerator: roles.includes('moderator') || roles.includes('admin'),
      isBusinessAdmin: roles.includes('business_admin'),
    },
  };
}
