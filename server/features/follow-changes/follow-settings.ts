import { and, eq, sql } from 'drizzle-orm';
import type {
  FollowMode,
  FollowSettingsResponse,
  UpdateFollowSettingsBody,
} from '../../../common/contracts/follow-changes';
import { FOLLOW_CHANGES_MESSAGES } from '../../../common/messages/follow-changes';
import type { Db, DbOrTx } from '../../db/client';
import { favorites, follow_preferences, place_follows } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * A member's following (decision 072): a choice row made on first use (weekly by default, the
 * calmest), places followed one by one, and "every favourite". A place followed on its own counts
 * only while it stays a favourite, so removing a favourite stops its e-mails too.
 */
export async function getFollowSettings(
  db: DbOrTx,
  userId: string,
): Promise<FollowSettingsResponse> {
  const [prefs] = await db
    .select({ mode: follow_preferences.mode, all: follow_preferences.follow_all_favorites })
    .from(follow_preferences)
    .where(eq(follow_preferences.user_id, userId));
  const followed = await db
    .select({ providerId: place_follows.provider_id })
    .from(place_follows)
    .innerJoin(
      favorites,
      and(
        eq(favorites.user_id, place_follows.user_id),
        eq(favorites.provider_id, place_follows.provider_id),
      ),
    )
    .where(eq(place_follows.user_id, userId))
    .orderBy(place_follows.provider_id);
  return {
    mode: prefs?.mode ?? 'weekly',
    followAllFavorites: prefs?.all ?? false,
    followedProviderIds: followed.map((row) => row.providerId),
  };
}

/*
 * Leaving 'off' moves active_since to now, so what changed while e-mails were off is never sent
 * later in a heap; turning "every favourite" on moves follow_all_since the same way.
 */
async function writePreferences(
  tx: DbOrTx,
  userId: string,
  change: { mode?: FollowMode; followAllFavorites?: boolean },
) {
  const mode = change.mode ?? null;
  const all = change.followAllFavorites ?? null;
  await tx.execute(sql`
    INSERT INTO follow_preferences AS p (user_id, mode, follow_all_favorites, follow_all_since)
    VALUES (${userId}, coalesce(${mode}, 'weekly'), coalesce(${all}::boolean, false),
            CASE WHEN ${all}::boolean THEN now() END)
    ON CONFLICT (user_id) DO UPDATE SET
      mode = coalesce(${mode}, p.mode),
      active_since = CASE WHEN p.mode = 'off' AND coalesce(${mode}, p.mode) <> 'off'
                          THEN now() ELSE p.active_since END,
      follow_all_favorites = coalesce(${all}::boolean, p.follow_all_favorites),
      follow_all_since = CASE WHEN ${all}::boolean AND NOT p.follow_all_favorites THEN now()
                              ELSE p.follow_all_since END,
      updated_at = now()`);
}

export async function updateFollowSettings(
  db: Db,
  userId: string,
  body: UpdateFollowSettingsBody,
): Promise<FollowSettingsResponse> {
  return db.transaction(async (tx) => {
    await writePreferences(tx, userId, body);
    return getFollowSettings(tx, userId);
  });
}

/** Follows or stops following one saved place; only a favourite can be followed. */
export async function setPlaceFollow(
  db: Db,
  userId: string,
  providerId: number,
  following: boolean,
): Promise<FollowSettingsResponse> {
  return db.transaction(async (tx) => {
    if (following) {
      const [saved] = await tx
        .select({ id: favorites.id })
        .from(favorites)
        .where(and(eq(favorites.user_id, userId), eq(favorites.provider_id, providerId)));
      if (!saved) throw AppError.notFound(FOLLOW_CHANGES_MESSAGES.notSaved, 'FAVORITE_NOT_FOUND');
      await writePreferences(tx, userId, {});
      await tx
        .insert(place_follows)
        .values({ user_id: userId, provider_id: providerId })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(place_follows)
        .where(and(eq(place_follows.user_id, userId), eq(place_follows.provider_id, providerId)));
    }
    return getFollowSettings(tx, userId);
  });
}

/** The one-click unsubscribe: change e-mails off for the account; true if they were on. */
export async function turnChangeMailsOff(db: DbOrTx, userId: string): Promise<boolean> {
  const updated = await db
    .update(follow_preferences)
    .set({ mode: 'off', updated_at: new Date() })
    .where(and(eq(follow_preferences.user_id, userId), sql`${follow_preferences.mode} <> 'off'`))
    .returning({ userId: follow_preferences.user_id });
  return updated.length > 0;
}

export async function changeMailsOn(db: DbOrTx, userId: string): Promise<boolean> {
  const [prefs] = await db
    .select({ mode: follow_preferences.mode })
    .from(follow_preferences)
    .where(eq(follow_preferences.user_id, userId));
  return prefs !== undefined && prefs.mode !== 'off';
}
