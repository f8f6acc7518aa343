import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AdminQueueFilters } from '../../../common/contracts/admin-queues';
import {
  type ModeratePhotoBody,
  type PendingPhoto,
  PHOTO_MESSAGES,
} from '../../../common/contracts/photos';
import type { Db } from '../../db/client';
import { provider_photos, providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { allOf, providerInState, textMatches } from '../admin-queues/queue-narrowing';
import { writeAudit } from '../audit/write-audit';
import { photoNotFound, toBusinessPhoto } from './photo-access';

const QUEUE_LIMIT = 50;

/**
 * The admin's Photos tab: pending photos, oldest first unless sorted newest first or by business
 * name, with their business's name; narrowed by a search over the business's name, contact e-mail
 * and city, and by its state (decision 046). The first QUEUE_LIMIT are listed with the total.
 */
export async function listPendingPhotos(
  db: Db,
  { q, state, sort = 'oldest' }: Partial<AdminQueueFilters> = {},
): Promise<{ photos: PendingPhoto[]; total: number }> {
  const where = allOf(
    eq(provider_photos.status, 'pending'),
    textMatches(q, [
      sql`${providers.name}`,
      sql`${providers.contact_email}`,
      sql`${providers.location}`,
    ]),
    providerInState(state),
  );
  /* One page, no cursor: a business's photos (same name) stay oldest first among themselves. */
  const order =
    sort === 'name'
      ? [asc(providers.name), asc(provider_photos.created_at), asc(provider_photos.id)]
      : sort === 'newest'
        ? [desc(provider_photos.created_at), desc(provider_photos.id)]
        : [asc(provider_photos.created_at), asc(provider_photos.id)];
  const rows = await db
    .select({ photo: provider_photos, providerName: providers.name })
    .from(provider_photos)
    .innerJoin(providers, eq(providers.id, provider_photos.provider_id))
    .where(where)
    .orderBy(...order)
    .limit(QUEUE_LIMIT);
  const [total] = await db
    .select({ n: count() })
    .from(provider_photos)
    .innerJoin(providers, eq(providers.id, provider_photos.provider_id))
    .where(where);
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
