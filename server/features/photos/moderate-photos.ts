import { and, asc, count, eq } from 'drizzle-orm';
import {
  type ModeratePhotoBody,
  type PendingPhoto,
  PHOTO_MESSAGES,
} from '../../../common/contracts/photos';
import type { Db } from '../../db/client';
import { provider_photos, providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { writeAudit } from '../audit/write-audit';
import { photoNotFound, toBusinessPhoto } from './photo-access';

const QUEUE_LIMIT = 50;

/** The admin's Photos tab: pending photos, oldest first, with their business's name. */
export async function listPendingPhotos(
  db: Db,
): Promise<{ photos: PendingPhoto[]; total: number }> {
  const rows = await db
    .select({ photo: provider_photos, providerName: providers.name })
    .from(provider_photos)
    .innerJoin(providers, eq(providers.id, provider_photos.provider_id))
    .where(eq(provider_photos.status, 'pending'))
    .orderBy(asc(provider_photos.created_at), asc(provider_photos.id))
    .limit(QUEUE_LIMIT);
  const [total] = await db
    .select({ n: count() })
    .from(provider_photos)
    .where(eq(provider_photos.status, 'pending'));
  return {
    photos: rows.map(({ photo, providerName }) => ({
      ...toBusinessPhoto(photo),
      providerId: photo.provider_id,
      providerName,
    })),
    total: total?.n ?? 0,
  };
}

/**
 * Approves or rejects one pending photo, with its moderation_logs row in the same transaction.
 * A rejection needs a note: the business reads it as 'Not approved: …'. A photo that is no
 * longer pending is 409, so two admins cannot overwrite each other.
 */
export async function moderatePhoto(
  db: Db,
  admin: SessionUser,
  photoId: string,
  decision: ModeratePhotoBody,
): Promise<{ moderatedAt: Date }> {
  if (decision.status === 'rejected' && decision.notes === '') {
    throw AppError.badRequest('NOTES_REQUIRED', PHOTO_MESSAGES.rejectNotesRequired, {
      field: 'notes',
    });
  }
  return db.transaction(async (tx) => {
    const [photo] = await tx
      .select({ id: provider_photos.id, status: provider_photos.status })
      .from(provider_photos)
      .where(eq(provider_photos.id, photoId))
      .for('update');
    if (!photo) throw photoNotFound();
    if (photo.status !== 'pending') {
      throw AppError.conflict('PHOTO_ALREADY_MODERATED', PHOTO_MESSAGES.alreadyModerated);
    }
    const moderatedAt = new Date();
    await tx
      .update(provider_photos)
      .set({
        status: decision.status,
        moderator_notes: decision.notes === '' ? null : decision.notes,
        moderated_by: admin.id,
        moderated_at: moderatedAt,
      })
      .where(and(eq(provider_photos.id, photoId), eq(provider_photos.status, 'pending')));
    await writeAudit(tx, {
      admin,
      action: decision.status === 'approved' ? 'approve_photo' : 'reject_photo',
      targetType: 'photo',
      targetId: photoId,
      notes: decision.notes,
    });
    return { moderatedAt };
  });
}
