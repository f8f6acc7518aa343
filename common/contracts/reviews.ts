import { z } from 'zod';
import { ACCOMMODATION_CATEGORIES, EXPERIENCE_TAGS } from '../catalog/accommodations';
import {
  BUSYNESS_MAX,
  BUSYNESS_MIN,
  HEADS_UP_TRIGGERS,
  VISIT_DAYS,
  VISIT_TIMES,
} from '../catalog/visits';
import { MAX_RATING, MIN_RATING } from '../domain/review-score';
import { RATING_MESSAGES } from '../messages/review';
import { PROOF_CONTENT_TYPES } from './limits';
import { DbId, DbIdNumber, storedLine, storedText } from './primitives';

export const FEEDBACK_MAX_LENGTH = 500;
export const CATEGORY_COMMENT_MAX_LENGTH = 1000;
export const PRACTITIONER_NAME_MAX_LENGTH = 120;
export const HEADS_UP_OTHER_MAX_LENGTH = 120;

const [environment, tools, communication] = ACCOMMODATION_CATEGORIES;
const itemsOf = (c: (typeof ACCOMMODATION_CATEGORIES)[number]) =>
  z.array(z.enum(c.items as unknown as [string, ...string[]])).max(c.items.length);

const ratingRequired = { error: RATING_MESSAGES.required };
/** The reviewer's own stars, 1 to 5 (decision 039). */
export const ChosenRating = z
  .number(ratingRequired)
  .int(ratingRequired)
  .min(MIN_RATING, ratingRequired)
  .max(MAX_RATING, ratingRequired);

/** Per-category values, keyed like the catalogue: environment, tools, communication. */
const perCategory = <T extends z.ZodType>(schema: T) =>
  z.object({ environment: schema, tools: schema, communication: schema });

/**
 * What the review form sends. The server recomputes everything derived (score, hasMismatch,
 * flat lists, is_verified): the browser is never trusted. The stars are the reviewer's choice.
 */
export const SubmitReviewBody = z.object({
  providerId: DbIdNumber,
  practitionerName: storedLine().trim().max(PRACTITIONER_NAME_MAX_LENGTH).nullish(),
  categoryExperiences: z.object({
    environment: itemsOf(environment as (typeof ACCOMMODATION_CATEGORIES)[number]),
    tools: itemsOf(tools as (typeof ACCOMMODATION_CATEGORIES)[number]),
    communication: itemsOf(communication as (typeof ACCOMMODATION_CATEGORIES)[number]),
  }),
  categoryComments: perCategory(storedText().trim().max(CATEGORY_COMMENT_MAX_LENGTH)),
  categoryMatches: perCategory(z.boolean()),
  feedbackTags: z.array(z.enum(EXPERIENCE_TAGS)).max(EXPERIENCE_TAGS.length),
  /** 'Overall, how was the visit?': 1 = very hard visit … 5 = calm and easy (required). */
  overallRating: ChosenRating,
  overallFeedback: storedText().trim().min(1).max(FEEDBACK_MAX_LENGTH),
  /** The checkbox 'I verify that I personally experienced these accommodations.' */
  verifiedExperience: z.boolean(),
  /** An uploaded proof (from POST /api/uploads/review-proof), owned by the same user. */
  proofFileId: z.string().uuid().nullish(),
  /* Optional visit details (decision 028): all may be left out or null. */
  /** 'When was your visit?': 0 = Monday … 6 = Sunday. */
  visitDay: z
    .number()
    .int()
    .min(0)
    .max(VISIT_DAYS.length - 1)
    .nullish(),
  visitTime: z.enum(VISIT_TIMES).nullish(),
  /** 'How busy and loud did it feel?': 1 = very calm … 5 = very busy and loud. */
  busyness: z.number().int().min(BUSYNESS_MIN).max(BUSYNESS_MAX).nullish(),
  /** 'Anything that could be hard?' */
  headsUp: z.array(z.enum(HEADS_UP_TRIGGERS)).max(HEADS_UP_TRIGGERS.length).optional(),
  /** The words after 'Other' (kept only when 'other' is ticked). */
  headsUpOther: storedLine().trim().max(HEADS_UP_OTHER_MAX_LENGTH).nullish(),
});
export type SubmitReviewBody = z.infer<typeof SubmitReviewBody>;

export const SubmitReviewResponse = z.object({
  id: z.number().int(),
  status: z.literal('pending'),
  isVerified: z.boolean(),
});
export type SubmitReviewResponse = z.infer<typeof SubmitReviewResponse>;

export const UploadProofResponse = z.object({
  fileId: z.string().uuid(),
  contentType: z.enum(PROOF_CONTENT_TYPES),
  size: z.number().int(),
});
export type UploadProofResponse = z.infer<typeof UploadProofResponse>;

export const ReviewerTrustResponse = z.object({
  totalApproved: z.number().int(),
  verifiedApproved: z.number().int(),
  isVerifiedReviewer: z.boolean(),
});
export type ReviewerTrustResponse = z.infer<typeof ReviewerTrustResponse>;

export const SignedLinkResponse = z.object({ url: z.string(), expiresAt: z.string() });
export type SignedLinkResponse = z.infer<typeof SignedLinkResponse>;

/** GET /api/me/reviews/status?providerId=: the member's live review of that business, if any. */
export const MyReviewStatusQuery = z.object({ providerId: DbId });
export const MyReviewStatusResponse = z.object({
  review: z
    .object({
      id: z.number().int(),
      status: z.enum(['pending', 'approved']),
      createdAt: z.string(),
    })
    .nullable(),
});
export type MyReviewStatusResponse = z.infer<typeof MyReviewStatusResponse>;
