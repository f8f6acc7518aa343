import { z } from 'zod';
import { ALL_ACCOMMODATIONS } from '../catalog/accommodations';
import { storedLine, storedText } from './primitives';

/** My needs, the needs match on result cards and the needs card (decision 031). */

const CatalogueAccommodation = z.enum(ALL_ACCOMMODATIONS as [string, ...string[]]);
const AccommodationList = z
  .array(CatalogueAccommodation)
  .max(ALL_ACCOMMODATIONS.length)
  .transform((list) => [...new Set(list)]);

export const UpdateNeedsBody = z.object({
  /** Empty or null removes the ZIP code. */
  zipCode: z
    .string()
    .trim()
    .regex(/^(\d{5}(-\d{4})?)?$/, 'Please enter a 5-digit ZIP code')
    .nullable()
    .transform((v) => (v ? v : null)),
  accommodations: AccommodationList,
});
export type UpdateNeedsBody = z.input<typeof UpdateNeedsBody>;

/** On a result card for a signed-in member with needs: 'Meets 2 of your 3 needs'. */
export const CardNeedsMatch = z.object({
  met: z.number().int().nonnegative(),
  total: z.number().int().positive(),
  /** Met needs confirmed by families; null when not known. */
  confirmed: z.number().int().nonnegative().nullable(),
});
export type CardNeedsMatch = z.infer<typeof CardNeedsMatch>;

export const NEEDS_CARD_LIMITS = { note: 600, communication: 300, displayName: 60 } as const;

/** Optional text: trimmed; empty means 'leave it off the card' (stored as null). */
const optionalText = (max: number, multiline: boolean) =>
  (multiline ? storedText() : storedLine())
    .transform((v) => v.trim())
    .pipe(z.string().max(max, `Please keep it under ${max} characters`))
    .nullable()
    .transform((v) => (v ? v : null));

export const SaveNeedsCardBody = z.object({
  accommodations: AccommodationList,
  note: optionalText(NEEDS_CARD_LIMITS.note, true),
  communication: optionalText(NEEDS_CARD_LIMITS.communication, true),
  displayName: optionalText(NEEDS_CARD_LIMITS.displayName, false),
});
export type SaveNeedsCardBody = z.input<typeof SaveNeedsCardBody>;

/** What the card says: exactly what the member chose to include, nothing else. */
export const NeedsCardContent = z.object({
  accommodations: z.array(z.string()),
  note: z.string().nullable(),
  communication: z.string().nullable(),
  displayName: z.string().nullable(),
});
export type NeedsCardContent = z.infer<typeof NeedsCardContent>;

export const NeedsCardShare = z.object({
  /** Site path of the public page, e.g. '/needs/<token>'. */
  path: z.string(),
  sharedAt: z.string(),
});
export type NeedsCardShare = z.infer<typeof NeedsCardShare>;

export const MyNeedsCardResponse = z.object({
  /** Null until the member saves a card. */
  card: NeedsCardContent.nullable(),
  share: NeedsCardShare.nullable(),
});
export type MyNeedsCardResponse = z.infer<typeof MyNeedsCardResponse>;

export const NeedsCardTokenParams = z.object({ token: z.string().max(200) });
