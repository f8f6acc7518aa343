import { z } from 'zod';
import { DbId } from './primitives';

/* Hearing when a saved place changes (decision 072). */

export const FOLLOW_MODES = ['off', 'immediate', 'weekly'] as const;
export const FollowMode = z.enum(FOLLOW_MODES);
export type FollowMode = z.infer<typeof FollowMode>;

/** The signed-in member's choice and the saved places they follow one by one. */
export const FollowSettingsResponse = z.object({
  mode: FollowMode,
  followAllFavorites: z.boolean(),
  followedProviderIds: z.array(z.number().int()),
});
export type FollowSettingsResponse = z.infer<typeof FollowSettingsResponse>;

export const UpdateFollowSettingsBody = z
  .object({ mode: FollowMode.optional(), followAllFavorites: z.boolean().optional() })
  .strict();
export type UpdateFollowSettingsBody = z.infer<typeof UpdateFollowSettingsBody>;

export const FollowPlaceParams = z.object({ providerId: DbId });
export const FollowPlaceBody = z.object({ following: z.boolean() }).strict();
export type FollowPlaceBody = z.infer<typeof FollowPlaceBody>;

/* A signed unsubscribe token (a JWT: three base64url parts), sent in a link's query. */
export const UnsubscribeQuery = z.object({
  token: z
    .string()
    .max(2048)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/),
});

/** Whether change e-mails are still on for the link's account (its address is never shown). */
export const UnsubscribeStateResponse = z.object({ subscribed: z.boolean() });
export type UnsubscribeStateResponse = z.infer<typeof UnsubscribeStateResponse>;
