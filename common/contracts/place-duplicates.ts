import { z } from 'zod';
import { DbId, DbIdNumber } from './primitives';

/**
 * Possible duplicate places (decision 063): pairs of listings a registry import
 * found that may be one place, in the admin panel's duplicates tab, merged or kept apart.
 */

export const PLACE_DUPLICATE_PAIRS_PAGE_SIZE = 20;

export const PLACE_DUPLICATE_REASONS = ['name_zip', 'phone', 'address'] as const;

export const PlaceDuplicatesQuery = z.object({
  /** The last pair id of the previous page; the next page starts after it. */
  after: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});

export const PlaceDuplicateSide = z.object({
  id: DbIdNumber,
  name: z.string(),
  category: z.string(),
  location: z.string(),
  zipCode: z.string(),
  phone: z.string().nullable(),
  /** The registry it came from; null: listed on CalmPath (wizard, suggestion, seed). */
  source: z.enum(['nppes', 'osm']).nullable(),
  externalId: z.string().nullable(),
  /** Every review of it, whatever its status. */
  reviewCount: z.number().int().min(0),
  /** Run by a business account. */
  claimed: z.boolean(),
});
export type PlaceDuplicateSide = z.infer<typeof PlaceDuplicateSide>;

export const PlaceDuplicatePair = z.object({
  id: DbIdNumber,
  reason: z.enum(PLACE_DUPLICATE_REASONS),
  createdAt: z.string(),
  first: PlaceDuplicateSide,
  second: PlaceDuplicateSide,
});
export type PlaceDuplicatePair = z.infer<typeof PlaceDuplicatePair>;

export const PlaceDuplicatesResponse = z.object({
  pairs: z.array(PlaceDuplicatePair),
  nextCursor: z.number().int().nullable(),
});
export type PlaceDuplicatesResponse = z.infer<typeof PlaceDuplicatesResponse>;

export const PlacePairParams = z.object({ pairId: DbId });

export const MergePlacesBody = z.object({
  /** The listing that stays: one of the pair's two. */
  keepProviderId: DbIdNumber,
});
export type MergePlacesBody = z.infer<typeof MergePlacesBody>;

export const MergePlacesResponse = z.object({
  survivorId: DbIdNumber,
  survivorName: z.string(),
  removedId: DbIdNumber,
  /** Rows that moved to the survivor, per table.column (what the audit entry says too). */
  moved: z.record(z.string(), z.number().int().min(0)),
});
export type MergePlacesResponse = z.infer<typeof MergePlacesResponse>;

export const ScanPlaceDuplicatesResponse = z.object({
  /** New pairs found among the listed places. */
  found: z.number().int().min(0),
});
export type ScanPlaceDuplicatesResponse = z.infer<typeof ScanPlaceDuplicatesResponse>;

export const KeepPlacesApartResponse = z.object({ pairId: DbIdNumber });
export type KeepPlacesApartResponse = z.infer<typeof KeepPlacesApartResponse>;
