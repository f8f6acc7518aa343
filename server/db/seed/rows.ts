import type { users } from '../schema/auth';
import type { favorites, profiles, providers, reviews, user_roles } from '../schema/directory';

/** The rows the demo data is made of, as they are inserted. */
export type UserRow = typeof users.$inferInsert;
export type ProfileRow = typeof profiles.$inferInsert;
export type ProviderRow = typeof providers.$inferInsert & { id: number };
export type ReviewRow = typeof reviews.$inferInsert & { id: number };
export type FavoriteRow = typeof favorites.$inferInsert;
export type UserRoleRow = typeof user_roles.$inferInsert;
