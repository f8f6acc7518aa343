import { and, desc, eq, ne } from 'drizzle-orm';
import type { FavoriteProvider } from '../../../common/contracts/favorites';
import type { Db } from '../../db/client';
import { favorites, providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const visible = ne(providers.accommodation_status, 'pending');

function providerNotFound() {
  return AppError.notFound('Provider not found.', 'PROVIDER_NOT_FOUND');
}

/** The ids of the user's saved providers, most recently saved first (pending ones are hidden). */
export async function favoriteProviderIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: favorites.provider_id })
    .from(favorites)
    .innerJoin(providers, eq(providers.id, favorites.provider_id))
    .where(and(eq(favorites.user_id, userId), visible))
    .orderBy(desc(favorites.created_at), desc(favorites.id));
  return rows.map((r) => r.id);
}

/** The cards of /favorites, most recently saved first. */
export async function favoriteProviders(db: Db, userId: string): Promise<FavoriteProvider[]> {
  const rows = await db
    .select({
      id: providers.id,
      name: providers.name,
      category: providers.category,
      location: providers.location,
      average_rating: providers.average_rating,
      total_review_count: providers.total_review_count,
      contact_phone: providers.contact_phone,
      contact_email: providers.contact_email,
      website: providers.website,
    })
    .from(favorites)
    .innerJoin(providers, eq(providers.id, favorites.provider_id))
    .where(and(eq(favorites.user_id, userId), visible))
    .orderBy(desc(favorites.created_at), desc(favorites.id));
  return rows.map((r) => ({
    ...r,
    average_rating: r.average_rating === null ? null : Number(r.average_rating),
  }));
}

/**
 * Save, or remove when already saved (public-side.md §4). Removing comes first so a saved
 * provider that has since gone back to pending can still be removed. Two requests racing to save
 * (a double click) both end "saved": the unique index lets one insert win and the other find it.
 */
export async function toggleFavorite(
  db: Db,
  userId: string,
  providerId: number,
): Promise<{ saved: boolean }> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.user_id, userId), eq(favorites.provider_id, providerId)))
    .returning({ id: favorites.id });
  if (removed.length > 0) return { saved: false };
  await addFavorite(db, userId, providerId);
  return { saved: true };
}

async function addFavorite(db: Db, userId: string, providerId: number): Promise<void> {
  const provider = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.id, providerId), visible));
  if (provider.length === 0) throw providerNotFound();
  try {
    await db
      .insert(favorites)
      .values({ user_id: userId, provider_id: providerId })
      .onConflictDoNothing({ target: [favorites.user_id, favorites.provider_id] });
  } catch (err) {
    // The provider was deleted between the check and the insert.
    if (isForeignKeyViolation(err)) throw providerNotFound();
    throw err;
  }
}

/**
 * Remove; removing something not saved is fine (the end state is the same). A pending provider
 * the user has not saved answers exactly like an unknown one, so the answer never reveals that a
 * pending listing exists; one the user saved before it went back to pending can be removed.
 */
export async function removeFavorite(
  db: Db,
  userId: string,
  providerId: number,
): Promise<{ saved: false }> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.user_id, userId), eq(favorites.provider_id, providerId)))
    .returning({ id: favorites.id });
  if (removed.length === 0) {
    const provider = await db
      .select({ id: providers.id })
      .from(providers)
      .where(and(eq(providers.id, providerId), visible));
    if (provider.length === 0) throw providerNotFound();
  }
  return { saved: false };
}

function isForeignKeyViolation(err: unknown): boolean {
  // Drizzle wraps the driver's error; its code is on the cause.
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
