import { z } from 'zod';
import { PHOTO_MESSAGES } from '../messages/photos';
import { AdminQueueFilters } from './admin-queues';
import {
  PHOTO_ALT_MAX_LENGTH,
  PHOTO_CAPTION_MAX_LENGTH,
  PHOTO_MAX_PER_PROVIDER,
} from './photo-limits';
import { storedLine, storedText } from './primitives';

export { PHOTO_ALT_MAX_LENGTH, PHOTO_CAPTION_MAX_LENGTH, PHOTO_MAX_PER_PROVIDER };

/*
 * Provider photos and the what-to-expect story (decision 029). A business admin
 * uploads photos of the space with alt text and a sentence each, orders them into a short story,
 * and each photo is shown only once an admin approved it.
 */

export const PHOTO_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

/** What an upload may be, judged by its bytes (never its name or declared type). */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** Decode-bomb guard: a 48-megapixel phone photo passes, a 20,000 × 20,000 "PNG" does not. */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** The two stored sizes (never upscaled): the story's image and its small variant. */
export const PHOTO_SIZES = { large: 1600, small: 480 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

export { PHOTO_MESSAGES };

export const photoStatusLabel = (status: PhotoStatus, notes: string | null) =>
  status === 'approved'
    ? PHOTO_MESSAGES.statusApproved
    : status === 'rejected'
      ? PHOTO_MESSAGES.statusRejected(notes?.trim() || PHOTO_MESSAGES.noReasonGiven)
      : PHOTO_MESSAGES.statusPending;

export const PhotoAltText = storedLine()
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(1, PHOTO_MESSAGES.altRequired)
      .max(PHOTO_ALT_MAX_LENGTH, PHOTO_MESSAGES.altTooLong),
  );
export const PhotoCaption = storedText()
  .transform((v) => v.trim())
  .pipe(z.string().max(PHOTO_CAPTION_MAX_LENGTH, PHOTO_MESSAGES.captionTooLong));

/** The text of a photo: sent as multipart fields with the upload, or as JSON when edited. */
export const PhotoDetailsBody = z.object({
  altText: PhotoAltText,
  caption: PhotoCaption.default(''),
});
export type PhotoDetailsBody = z.infer<typeof PhotoDetailsBody>;

export const PhotoIdParams = z.object({ photoId: z.uuid() });
export const ProviderPhotoParams = z.object({
  providerId: z.coerce.number().int().positive().max(2_147_483_647),
  photoId: z.uuid(),
});
export const PhotoFileParams = z.object({ photoId: z.uuid(), size: z.enum(['large', 'small']) });

export const ReorderPhotosBody = z.object({
  photoIds: z.array(z.uuid()).min(1).max(PHOTO_MAX_PER_PROVIDER),
});

/** One approved photo as the public story shows it. */
export const PublicPhoto = z.object({
  id: z.uuid(),
  altText: z.string(),
  caption: z.string(),
  position: z.number().int(),
  /** Of the large image; the small one has the same proportions. */
  width: z.number().int(),
  height: z.number().int(),
  large: z.object({ url: z.string(), width: z.number().int() }),
  small: z.object({ url: z.string(), width: z.number().int() }),
});
export type PublicPhoto = z.infer<typeof PublicPhoto>;

export const PublicPhotosResponse = z.object({ photos: z.array(PublicPhoto) });
export type PublicPhotosResponse = z.infer<typeof PublicPhotosResponse>;

export const BusinessPhoto = PublicPhoto.extend({
  status: z.enum(PHOTO_STATUSES),
  moderatorNotes: z.string().nullable(),
  createdAt: z.string(),
});
export type BusinessPhoto = z.infer<typeof BusinessPhoto>;

export const BusinessPhotosResponse = z.object({
  photos: z.array(BusinessPhoto),
  maxPhotos: z.number().int(),
});
export type BusinessPhotosResponse = z.infer<typeof BusinessPhotosResponse>;

export const PendingPhoto = BusinessPhoto.extend({
  providerId: z.number().int(),
  providerName: z.string(),
});
export type PendingPhoto = z.infer<typeof PendingPhoto>;

/** The Photos queue's search (business name, contact e-mail, city), state and order (decision 046). */
export const PendingPhotosQuery = AdminQueueFilters;

export const PendingPhotosResponse = z.object({
  photos: z.array(PendingPhoto),
  total: z.number().int(),
});
export type PendingPhotosResponse = z.infer<typeof PendingPhotosResponse>;

export const ModeratePhotoBody = z.object({
  status: z.enum(['approved', 'rejected']),
  notes: storedText()
    .transform((v) => v.trim())
    .pipe(z.string().max(1000))
    .default(''),
});
export type ModeratePhotoBody = z.infer<typeof ModeratePhotoBody>;

export const ModeratePhotoResponse = z.object({
  id: z.uuid(),
  status: z.enum(['approved', 'rejected']),
  moderatedAt: z.string(),
});

/** Where a photo's image is served (decision 029): checked against its status on every request. */
export const photoUrl = (photoId: string, size: PhotoSize) => `/api/photos/${photoId}/${size}`;

/** The small image's width for a large one of this width (both capped, never upscaled). */
export const smallWidthFor = (largeWidth: number) => Math.min(PHOTO_SIZES.small, largeWidth);
