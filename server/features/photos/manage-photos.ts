import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  type BusinessPhoto,
  PHOTO_MESSAGES,
  type PhotoDetailsBody,
} from '../../../common/contracts/photos';
import type { Db } from '../../db/client';
import { provider_photos, stored_files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../plugins/storage';
import { PHOTO_BUCKET, photoNotFound, toBusinessPhoto } from './photo-access';

/** Every photo of a provider in story order, with its review status (the dashboard's list). */
export async function listBusinessPhotos(db: Db, providerId: number): Promise<BusinessPhoto[]> {
  const rows = await db
    .select()
    .from(provider_photos)
    .where(eq(provider_photos.provider_id, providerId))
    .orderBy(asc(provider_photos.position), asc(provider_photos.created_at));
  return rows.map(toBusinessPhoto);
}

/**
 * Edits a photo's alt text and sentence. Both are shown to the public, so changed text of an
 * approved or rejected photo goes back to review (pending) like a new photo (decision 029);
 * saving the same text changes nothing.
 */
export async function updatePhotoDetails(
  db: Db,
  providerId: number,
  photoId: string,
  details: PhotoDetailsBody,
): Promise<{ photo: BusinessPhoto; backToReview: boolean }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(provider_photos)
      .where(and(eq(provider_photos.id, photoId), eq(provider_photos.provider_id, providerId)))
      .for('update');
    if (!current) throw photoNotFound();
    const changed = current.alt_text !== details.altText || current.caption !== details.caption;
    if (!changed) return { photo: toBusinessPhoto(current), backToReview: false };
    const backToReview = current.status !== 'pending';
    const [row] = await tx
      .update(provider_photos)
      .set({
        alt_text: details.altText,
        caption: details.caption,
        ...(backToReview
          ? { status: 'pending', moderator_notes: null, moderated_by: null, moderated_at: null }
          : {}),
      })
      .where(eq(provider_photos.id, photoId))
      .returning();
    if (!row) throw photoNotFound();
    return { photo: toBusinessPhoto(row), backToReview };
  });
}

/**
 * Puts a provider's photos in the given order. The list must name every photo of the provider
 * exactly once (409 otherwise: someone else added or deleted one meanwhile).
 */
export async function reorderPhotos(
  db: Db,
  providerId: number,
  photoIds: readonly string[],
): Promise<BusinessPhoto[]> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: provider_photos.id })
      .from(provider_photos)
      .where(eq(provider_photos.provider_id, providerId))
      .orderBy(asc(provider_photos.id))
      .for('update');
    const known = new Set(rows.map((r) => r.id));
    const unique = new Set(photoIds);
    if (
      unique.size !== photoIds.length ||
      unique.size !== known.size ||
      photoIds.some((id) => !known.has(id))
    ) {
      throw AppError.conflict('PHOTO_ORDER_MISMATCH', PHOTO_MESSAGES.orderMismatch);
    }
    for (const [position, id] of photoIds.entries()) {
      await tx.update(provider_photos).set({ position }).where(eq(provider_photos.id, id));
    }
  });
  return listBusinessPhotos(db, providerId);
}

/** Deletes a photo, its two file rows and, once that is committed, its files. */
export async function deletePhoto(
  db: Db,
  storage: Storage,
  providerId: number,
  photoId: string,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const [photo] = await tx
      .delete(provider_photos)
      .where(and(eq(provider_photos.id, photoId), eq(provider_photos.provider_id, providerId)))
      .returning();
    if (!photo) throw photoNotFound();
    const files = await tx
      .delete(stored_files)
      .where(inArray(stored_files.id, [photo.large_file_id, photo.small_file_id]))
      .returning({ key: stored_files.key });
    return files.map((f) => f.key);
  });
  for (const key of keys) await storage.remove(PHOTO_BUCKET, key);
}
