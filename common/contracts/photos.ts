import { z } from 'zod';
import { AdminQueueFilters } from './admin-queues';
import { storedLine, storedText } from './primitives';

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
export const PHOTO_MAX_PER_PROVIDER = 12;
/** Decode-bomb guard: a 48-megapixel phone photo passes, a 20,000 × 20,000 "PNG" does not. */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** The two stored sizes (never upscaled): the story's image and its small variant. */
export const PHOTO_SIZES = { large: 1600, small: 480 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
export const PHOTO_ALT_MAX_LENGTH = 300;
export const PHOTO_CAPTION_MAX_LENGTH = 500;

export const PHOTO_MESSAGES = {
  sectionTitle: 'Photos',
  sectionIntro:
    'Show families what a visit looks like, one step at a time: the door they come in through, the waiting area, the room where the visit happens. Each photo is checked by our team before it appears on your profile.',
  altLabel: 'Describe the photo (alt text)',
  altHint:
    'What someone who cannot see the photo needs to know, e.g. "Glass front door with a blue awning and a ramp".',
  altRequired: 'Please describe the photo for people who cannot see it.',
  altTooLong: `Please keep the description under ${PHOTO_ALT_MAX_LENGTH} characters.`,
  captionLabel: 'What happens at this step',
  captionHint: 'One or two plain sentences, e.g. "You come in through this door."',
  captionTooLong: `Please keep the sentence under ${PHOTO_CAPTION_MAX_LENGTH} characters.`,
  fileLabel: 'Photo',
  fileHint: `JPG, PNG or WebP, up to 8MB. Up to ${PHOTO_MAX_PER_PROVIDER} photos. We remove location and camera details from every photo.`,
  noFile: 'Please choose a photo to upload.',
  invalidType: 'Please upload a JPG, PNG or WebP photo.',
  tooLarge: 'Please upload a photo smaller than 8MB.',
  tooManyPixels: 'This photo has too many pixels for us to process. Please upload a smaller one.',
  unreadable: 'We could not read this photo. Please try another one.',
  tooMany: `You can add up to ${PHOTO_MAX_PER_PROVIDER} photos. Please delete one before adding another.`,
  upload: 'Add photo',
  uploading: 'Uploading…',
  uploaded: 'Photo added. Our team will review it before it appears on your profile.',
  saved: 'Photo details saved.',
  savedForReview: 'Photo details saved. Our team will review the changes.',
  deleted: 'Photo deleted.',
  moved: 'Order saved.',
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Delete',
  save: 'Save details',
  empty: 'No photos yet. Add the first step of a visit: the way in.',
  statusPending: 'Waiting for review',
  statusApproved: 'Approved',
  statusRejected: (reason: string) => `Not approved: ${reason}`,
  notFound: 'We could not find that photo.',
  orderMismatch: 'The list of photos changed. Please refresh and try again.',
  alreadyModerated:
    'This photo has already been reviewed. Refresh the list to see the current one.',
  rejectNotesRequired: 'Please tell the business why the photo is not approved.',
  adminTab: 'Photos',
  adminEmpty: 'No photos are waiting for review.',
  adminIntro:
    'Photos businesses added to their what-to-expect story. Approve a photo to show it on the public profile; a photo that is not approved goes back to the business with your note.',
  approve: 'Approve',
  reject: 'Reject',
  approved: 'Photo approved.',
  rejected: 'Photo rejected.',
  notesLabel: 'Note to the business',
  storyTitle: 'What to expect',
  storyIntro: 'A visit, step by step, in photos from the business.',
  previous: 'Previous',
  next: 'Next',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  stepsLabel: 'Steps',
} as const;

export const photoStatusLabel = (status: PhotoStatus, notes: string | null) =>
  status === 'approved'
    ? PHOTO_MESSAGES.statusApproved
    : status === 'rejected'
      ? PHOTO_MESSAGES.statusRejected(notes?.trim() || 'no reason given')
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
