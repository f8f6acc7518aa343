import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_MAX_PIXELS,
  PHOTO_MESSAGES,
  PHOTO_SIZES,
} from '../../../common/contracts/photos';
import { AppError } from '../../lib/app-error';

/* One image at a time per process: the machine is small and a resize uses every core anyway. */
sharp.concurrency(1);
sharp.cache(false);

export const invalidPhotoType = () =>
  new AppError(415, 'INVALID_PHOTO_TYPE', PHOTO_MESSAGES.invalidType);

const unreadablePhoto = () => new AppError(422, 'UNREADABLE_PHOTO', PHOTO_MESSAGES.unreadable);
const tooManyPixels = () =>
  new AppError(422, 'PHOTO_TOO_MANY_PIXELS', PHOTO_MESSAGES.tooManyPixels);

/* sharp says "Input image exceeds pixel limit" when limitInputPixels stops it. */
const refusal = (err: unknown) =>
  err instanceof Error && /pixel limit/i.test(err.message) ? tooManyPixels() : unreadablePhoto();

export type ProcessedImage = { data: Buffer; width: number; height: number };
export type ProcessedPhoto = { large: ProcessedImage; small: ProcessedImage };

/** WebP keeps photos about a third smaller than JPEG at the same look; every browser shows it. */
const WEBP = { quality: 80, effort: 4 } as const;

/**
 * Turns an uploaded photo into the two stored images (decision 029):
 * - the type is judged by content: only JPEG, PNG and WebP pass (415 otherwise);
 * - the pixel count is read from the header before anything is decoded, and sharp's own
 *   limitInputPixels stops a file that lies about it (decode bombs);
 * - the image is turned upright from its EXIF orientation, resized to fit 1600 and 480 px
 *   (never upscaled), and re-encoded as WebP. Nothing of the original's metadata is kept: sharp
 *   writes none unless asked (no withMetadata / keepExif / keepIccProfile here), so EXIF (GPS,
 *   camera, time), XMP, IPTC and ICC profiles are gone, and only pixels remain.
 * The small image is made from the large one, so its width is exactly min(480, large width).
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const detected = input.length > 0 ? await fileTypeFromBuffer(input) : undefined;
  if (!detected || !(PHOTO_CONTENT_TYPES as readonly string[]).includes(detected.mime)) {
    throw invalidPhotoType();
  }
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' as const };
  let header: Metadata;
  try {
    header = await sharp(input, options).metadata();
  } catch (err) {
    throw refusal(err);
  }
  if (!header.width || !header.height) throw unreadablePhoto();
  if (header.width * header.height > PHOTO_MAX_PIXELS) throw tooManyPixels();

  try {
    const large = await sharp(input, options)
      .rotate()
      .resize({
        width: PHOTO_SIZES.large,
        height: PHOTO_SIZES.large * 1.5,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    const small = await sharp(large.data)
      .resize({ width: Math.min(PHOTO_SIZES.small, large.info.width) })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    return {
      large: { data: large.data, width: large.info.width, height: large.info.height },
      small: { data: small.data, width: small.info.width, height: small.info.height },
    };
  } catch (err) {
    throw refusal(err);
  }
}
