import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { count, eq, max } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  type BusinessPhoto,
  PHOTO_CONTENT_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PER_PROVIDER,
  PHOTO_MESSAGES,
  type PhotoDetailsBody,
} from '../../../common/contracts/photos';
import type { Db } from '../../db/client';
import { provider_photos, providers, stored_files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import type { Storage } from '../../plugins/storage';
import { peekStream, SNIFF_BYTES } from '../uploads/sniff-file-type';
import { PHOTO_BUCKET, toBusinessPhoto } from './photo-access';
import { invalidPhotoType, type ProcessedImage, processPhoto } from './process-photo';

export const photoTooLarge = () => new AppError(413, 'PHOTO_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
export const tooManyPhotos = () => AppError.conflict('TOO_MANY_PHOTOS', PHOTO_MESSAGES.tooMany);

/** Refuses early (before the body is read) when the provider already has its maximum. */
export async function checkPhotoCount(db: Db, providerId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(provider_photos)
    .where(eq(provider_photos.provider_id, providerId));
  if ((row?.n ?? 0) >= PHOTO_MAX_PER_PROVIDER) throw tooManyPhotos();
}

/**
 * Reads an uploaded photo into memory, at most PHOTO_MAX_BYTES: the type is judged from the
 * first bytes before the rest is received (415 at once for a PDF or an executable), the size is
 * counted as it arrives (413 just past 8 MB).
 */
export async function readPhotoUpload(
  source: AsyncIterable<Buffer>,
  wasTruncated: () => boolean = () => false,
): Promise<Buffer> {
  const peeked = await peekStream(source, SNIFF_BYTES);
  const detected = peeked.head.length > 0 ? await fileTypeFromBuffer(peeked.head) : undefined;
  if (!detected || !(PHOTO_CONTENT_TYPES as readonly string[]).includes(detected.mime)) {
    await peeked.cancel();
    throw invalidPhotoType();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of peeked.all) {
    size += chunk.length;
    if (size > PHOTO_MAX_BYTES) throw photoTooLarge();
    chunks.push(chunk);
  }
  if (wasTruncated()) throw photoTooLarge();
  return Buffer.concat(chunks);
}

async function saveImage(storage: Storage, key: string, image: ProcessedImage) {
  await storage.saveStream(PHOTO_BUCKET, key, Readable.from([image.data]), {
    maxBytes: image.data.length,
  });
}

export type AddPhotoInput = {
  db: Db;
  storage: Storage;
  user: SessionUser | null;
  providerId: number;
  image: Buffer;
  details: PhotoDetailsBody;
};

/**
 * Adds a photo at the end of a provider's story, pending until an admin approves it: processes
 * it (process-photo.ts), writes both sizes privately to provider-photos/{provider}/…, then in one
 * transaction locks the provider (so two uploads cannot both take the twelfth place), records
 * both files and the photo. A refusal after the files were written deletes them again.
 */
export async function addPhoto(input: AddPhotoInput): Promise<BusinessPhoto> {
  const processed = await processPhoto(input.image);
  const id = randomUUID();
  const keys = {
    large: `${input.providerId}/${id}-large.webp`,
    small: `${input.providerId}/${id}-small.webp`,
  };
  const written: string[] = [];
  try {
    await saveImage(input.storage, keys.large, processed.large);
    written.push(keys.large);
    await saveImage(input.storage, keys.small, processed.small);
    written.push(keys.small);
    return await input.db.transaction(async (tx) => {
      await tx
        .select({ id: providers.id })
        .from(providers)
        .where(eq(providers.id, input.providerId))
        .for('update');
      const [stats] = await tx
        .select({ n: count(), last: max(provider_photos.position) })
        .from(provider_photos)
        .where(eq(provider_photos.provider_id, input.providerId));
      if ((stats?.n ?? 0) >= PHOTO_MAX_PER_PROVIDER) throw tooManyPhotos();
      const files = await tx
        .insert(stored_files)
        .values(
          (['large', 'small'] as const).map((size) => ({
            bucket: PHOTO_BUCKET,
            key: keys[size],
            owner_user_id: null,
            content_type: 'image/webp',
            size_bytes: processed[size].data.length,
          })),
        )
        .returning({ id: stored_files.id, key: stored_files.key });
      const fileId = (key: string) => {
        const file = files.find((f) => f.key === key);
        if (!file) throw new Error('stored_files insert returned no row');
        return file.id;
      };
      const [row] = await tx
        .insert(provider_photos)
        .values({
          id,
          provider_id: input.providerId,
          large_file_id: fileId(keys.large),
          small_file_id: fileId(keys.small),
          width: processed.large.width,
          height: processed.large.height,
          alt_text: input.details.altText,
          caption: input.details.caption,
          position: (stats?.last ?? -1) + 1,
          status: 'pending',
          uploaded_by: input.user?.id ?? null,
        })
        .returning();
      if (!row) throw new Error('provider_photos insert returned no row');
      return toBusinessPhoto(row);
    });
  } catch (err) {
    for (const key of written) await input.storage.remove(PHOTO_BUCKET, key);
    throw err;
  }
}
