export type RoleName = 'admin' | 'moderator' | 'business_admin';

/** What a visitor, or a failed read of the roles, gets: no roles at all. */
export const NO_ROLES = {
  roles: [] as RoleName[],
  isAdmin: false,
  isModerator: false,
  isBusinessAdmin: false,
};
