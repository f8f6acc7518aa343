import { z } from 'zod';
import { NeedsCardContent } from './needs';
import { ChosenRating, SubmitReviewBody } from './reviews';

/*
 * The member's own side of their account (decision 025): their reviews with
 * the moderation outcome, editing or withdrawing a pending one, a copy of their data, and
 * deleting the account.
 */

export const MY_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const MyReview = z.object({
  id: z.number().int(),
  providerId: z.number().int().nullable(),
  providerName: z.string(),
  status: z.enum(MY_REVIEW_STATUSES),
  createdAt: z.string(),
  /** The moderator's reason, shown only for a review that was not published. */
  moderatorNote: z.string().nullable(),
  /** The stars the member chose; null for a review from before the form asked (decision 039). */
  rating: z.number().int().nullable(),
  /**
   * What the review form sent, so a pending review can be edited with the same rules; a review
   * from before the form asked for stars has none until the member chooses them in the edit.
   */
  body: SubmitReviewBody.extend({ overallRating: ChosenRating.nullable() }),
  hasProof: z.boolean(),
});
export type MyReview = z.infer<typeof MyReview>;

export const MyReviewsResponse = z.object({ reviews: z.array(MyReview) });
export type MyReviewsResponse = z.infer<typeof MyReviewsResponse>;

export const ReviewIdParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

export const EditMyReviewResponse = z.object({
  id: z.number().int(),
  status: z.literal('pending'),
});

export const OkResponse = z.object({ ok: z.literal(true) });

export const CalmModeBody = z.object({
  /** true / false for the account; null = follow the device's own setting. */
  calmMode: z.boolean().nullable(),
});
export type CalmModeBody = z.infer<typeof CalmModeBody>;

export const DeleteAccountBody = z.object({
  password: z.string().min(1, 'Please enter your password').max(128, 'Password too long'),
  /** The visitor types DELETE to confirm: the server checks it too. */
  confirm: z.literal('DELETE', { error: 'Please type DELETE to confirm' }),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** GET /api/me/export: everything CalmPath holds about the signed-in member, as one JSON file. */
export const MyDataExport = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
  }),
  profile: z
    .object({
      fullName: z.string().nullable(),
      zipCode: z.string().nullable(),
      accommodations: z.array(z.string()),
      calmMode: z.boolean().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  roles: z.array(z.string()),
  favourites: z.array(
    z.object({ providerId: z.number().int(), providerName: z.string(), savedAt: z.string() }),
  ),
  reviews: z.array(MyReview),
  helpfulVotes: z.array(z.object({ reviewId: z.number().int(), votedAt: z.string() })),
  reports: z.array(z.record(z.string(), z.unknown())),
  needsCards: z.array(z.record(z.string(), z.unknown())),
  /* Hearing when a saved place changes (decision 072): the choice, the places, the mails sent. */
  followSettings: z
    .object({
      mode: z.enum(['off', 'immediate', 'weekly']),
      followAllFavorites: z.boolean(),
      followAllSince: z.string().nullable(),
      activeSince: z.string(),
      lastSentAt: z.string().nullable(),
    })
    .nullable(),
  followedPlaces: z.array(
    z.object({ providerId: z.number().int(), providerName: z.string(), followedAt: z.string() }),
  ),
  changesMailed: z.array(
    z.object({
      providerId: z.number().int(),
      providerName: z.string(),
      kind: z.string(),
      mailedAt: z.string(),
    }),
  ),
  /* The member's conversations with businesses (decision 069): their words and the answers. */
  visitThreads: z.array(
    z.object({
      id: z.number().int(),
      providerId: z.number().int(),
      providerName: z.string(),
      kind: z.enum(['question', 'appointment']),
      preferredDays: z.array(z.string()),
      preferredTimes: z.array(z.string()),
      slotPreference: z.enum(['first', 'last', 'either']).nullable(),
      shareEmail: z.boolean(),
      createdAt: z.string(),
      messages: z.array(
        z.object({ from: z.enum(['member', 'business']), body: z.string(), sentAt: z.string() }),
      ),
      myReports: z.array(
        z.object({
          reason: z.string(),
          details: z.string().nullable(),
          status: z.string(),
          createdAt: z.string(),
        }),
      ),
    }),
  ),
  /*
   * Needs cards sent ahead (decision 070): to whom, when, the copy sent and when it was read. A
   * withdrawn one is deleted with the business's copy, so only the time of each send remains
   * (kept a day for the daily limit).
   */
  needsCardSends: z.array(
    z.object({
      providerId: z.number().int(),
      providerName: z.string(),
      card: NeedsCardContent,
      sentAt: z.string(),
      readAt: z.string().nullable(),
    }),
  ),
  needsCardSendTimes: z.array(z.string()),
});
export type MyDataExport = z.infer<typeof MyDataExport>;
