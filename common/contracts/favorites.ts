import { z } from 'zod';
import { DbId, DbIdNumber } from './primitives';

export const FavoriteIdsResponse = z.object({ providerIds: z.array(z.number().int()) });
export type FavoriteIdsResponse = z.infer<typeof FavoriteIdsResponse>;

/** A card on /favorites (provider-admin-side.md §2): what the page shows, nothing more. */
export const FavoriteProvider = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  location: z.string(),
  average_rating: z.number().nullable(),
  total_review_count: z.number().int(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  website: z.string().nullable(),
});
export type FavoriteProvider = z.infer<typeof FavoriteProvider>;

export const FavoriteProvidersResponse = z.object({ results: z.array(FavoriteProvider) });
export type FavoriteProvidersResponse = z.infer<typeof FavoriteProvidersResponse>;

export const ToggleFavoriteBody = z.object({ providerId: DbIdNumber });
export type ToggleFavoriteBody = z.infer<typeof ToggleFavoriteBody>;

export const FavoriteProviderParams = z.object({ providerId: DbId });

/** Whether the provider is saved after the request. */
export const FavoriteStateResponse = z.object({ saved: z.boolean() });
export type FavoriteStateResponse = z.infer<typeof FavoriteStateResponse>;
