import { and, eq } from 'drizzle-orm';
import { BUSINESS_DASHBOARD_ERRORS } from '../../../common/contracts/business';
import {
  type BusinessPhoto,
  PHOTO_MESSAGES,
  type PublicPhoto,
  photoUrl,
  smallWidthFor,
} from '../../../common/contracts/photos';
import type { Db, DbOrTx } from '../../db/client';
import { type provider_photos, providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { rolesOf, type SessionUser } from '../../plugins/auth';

export type PhotoRow = typeof provider_photos.$inferSelect;
export const PHOTO_BUCKET = 'provider-photos' as const;

const notYourProvider = () =>
  AppError.forbidden(BUSINESS_DASHBOARD_ERRORS.NOT_YOUR_PROVIDER, 'NOT_YOUR_PROVIDER');

export const photoNotFound = () => AppError.notFound(PHOTO_MESSAGES.notFound, 'PHOTO_NOT_FOUND');

/** True for an admin, or for the business admin whose provider this is (decision 029). */
export async function mayManagePhotos(
  db: DbOrTx,
  user: SessionUser | null,
  providerId: number,
): Promise<boolean> {
  if (!user) return false;
  const roles = await rolesOf(db as Db, user.id);
  if (roles.includes('admin')) return true;
  if (!roles.includes('business_admin')) return false;
  const [own] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.id, providerId), eq(providers.business_admin_user_id, user.id)));
  return Boolean(own);
}

/**
 * The guard of every business photo route: the provider's business admin (the server reads
 * providers.business_admin_user_id, never the client) or an admin. 403 NOT_YOUR_PROVIDER for
 * everyone else, unknown ids included, so a member cannot learn which ids exist.
 */
export async function requirePhotoManager(db: Db, user: SessionUser, providerId: number) {
  if (!(await mayManagePhotos(db, user, providerId))) throw notYourProvider();
  const [provider] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.id, providerId));
  if (!provider) throw notYourProvider();
}

export function toPublicPhoto(row: PhotoRow): PublicPhoto {
  return {
    id: row.id,
    altText: row.alt_text,
    caption: row.caption,
    position: row.position,
    width: row.width,
    height: row.height,
    large: { url: photoUrl(row.id, 'large'), width: row.width },
    small: { url: photoUrl(row.id, 'small'), width: smallWidthFor(row.width) },
  };
}

export function toBusinessPhoto(row: PhotoRow): BusinessPhoto {
  return {
    ...toPublicPhoto(row),
    status: row.status,
    moderatorNotes: row.status === 'rejected' ? row.moderator_notes : null,
    createdAt: row.created_at.toISOString(),
  };
}
