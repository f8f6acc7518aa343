import { and, asc, eq, ne } from 'drizzle-orm';
import type { PhotoSize, PublicPhoto } from '../../../common/contracts/photos';
import type { Db } from '../../db/client';
import { provider_photos, providers, stored_files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hasRole, type SessionUser } from '../../plugins/auth';
import { mayManagePhotos, photoNotFound, toPublicPhoto } from './photo-access';

const providerNotFound = () =>
  AppError.notFound('We could not find that business.', 'PROVIDER_NOT_FOUND');

/**
 * The story of a provider: its approved photos in order. A provider that is not listed yet
 * (accommodation_status 'pending', as search and the card read it) is 404 to everyone but its
 * business admin and admins, who preview their own page.
 */
export async function listPublicPhotos(
  db: Db,
  user: SessionUser | null,
  providerId: number,
): Promise<PublicPhoto[]> {
  const [listed] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.id, providerId), ne(providers.accommodation_status, 'pending')));
  if (!listed) {
    const [exists] = await db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.id, providerId));
    if (!exists || !(await mayManagePhotos(db, user, providerId))) throw providerNotFound();
  }
  const rows = await db
    .select()
    .from(provider_photos)
    .where(and(eq(provider_photos.provider_id, providerId), eq(provider_photos.status, 'approved')))
    .orderBy(asc(provider_photos.position), asc(provider_photos.created_at));
  return rows.map(toPublicPhoto);
}

/**
 * The stored file behind /api/photos/:photoId/:size and whether the public may cache it. An
 * approved photo of a listed provider is everyone's; any other is its business admin's and the
 * admins' alone, and a pending one also the moderators', who judge it (decision 041). Anyone else
 * gets 404 (not 403), so a pending photo's existence is not revealed.
 */
export async function findPhotoFile(
  db: Db,
  user: SessionUser | null,
  photoId: string,
  size: PhotoSize,
): Promise<{ file: typeof stored_files.$inferSelect; isPublic: boolean }> {
  const [found] = await db
    .select({ photo: provider_photos, listing: providers.accommodation_status })
    .from(provider_photos)
    .innerJoin(providers, eq(providers.id, provider_photos.provider_id))
    .where(eq(provider_photos.id, photoId));
  if (!found) throw photoNotFound();
  const { photo } = found;
  const isPublic = photo.status === 'approved' && found.listing !== 'pending';
  if (
    !isPublic &&
    !(await mayManagePhotos(db, user, photo.provider_id)) &&
    !(photo.status === 'pending' && user && (await hasRole(db, user.id, 'moderator')))
  ) {
    throw photoNotFound();
  }
  const fileId = size === 'large' ? photo.large_file_id : photo.small_file_id;
  const [file] = await db.select().from(stored_files).where(eq(stored_files.id, fileId));
  if (!file) throw photoNotFound();
  return { file, isPublic };
}
