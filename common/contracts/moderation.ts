import { z } from 'zod';
import { ADMIN_QUEUE_SORTS } from './admin-queue-params';
import { AdminQueueFilters } from './admin-queues';
import { MODERATION_NOTES_MAX_LENGTH } from './limits';
import { DbId, DbIdNumber, storedText } from './primitives';
import { WrittenLanguage } from './written-language';

/** Most reviews one bulk decision may carry (a few pages of the queue, with room to spare). */
export const BULK_MODERATION_MAX = 1000;
export const QUEUE_PAGE_SIZE = 20;
export const QUEUE_PAGE_MAX = 100;
/** The queue counts pending reviews up to this many, then says "more than". */
export const PENDING_COUNT_CAP = 1000;

export const ModerationDecision = z.enum(['approved', 'rejected']);
export type ModerationDecision = z.infer<typeof ModerationDecision>;

/* Notes may be empty (approvals); the use case refuses an empty note on a rejection. */
const Notes = storedText()
  .transform((v) => v.trim())
  .pipe(z.string().max(MODERATION_NOTES_MAX_LENGTH));

export const ModerateReviewParams = z.object({ id: DbId });
export const ModerateReviewBody = z.object({
  status: ModerationDecision,
  notes: Notes.optional().default(''),
});
export type ModerateReviewBody = z.input<typeof ModerateReviewBody>;

export const BulkModerateBody = z.object({
  reviewIds: z
    .array(DbIdNumber)
    .min(1)
    .max(BULK_MODERATION_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each review only once' }),
  status: ModerationDecision,
  notes: Notes.optional().default(''),
});
export type BulkModerateBody = z.input<typeof BulkModerateBody>;

export const ModerateReviewResponse = z.object({
  id: z.number(),
  status: ModerationDecision,
  moderatedAt: z.string(),
});
export type ModerateReviewResponse = z.infer<typeof ModerateReviewResponse>;

export const BulkModerateResponse = z.object({ count: z.number(), status: ModerationDecision });
export type BulkModerateResponse = z.infer<typeof BulkModerateResponse>;

/** Searched by reviewer name and e-mail, business name and city; newest first unless sorted. */
export const PendingQueueQuery = AdminQueueFilters.extend({
  sort: z.enum(ADMIN_QUEUE_SORTS).default('newest'),
  limit: z.coerce.number().int().min(1).max(QUEUE_PAGE_MAX).default(QUEUE_PAGE_SIZE),
  /** The id of the last review of the previous page (keyset paging). */
  cursor: DbId.optional(),
});

export const SensoryCategoryFeedback = z.object({
  key: z.string(),
  label: z.string(),
  items: z.array(z.string()),
  comment: z.string(),
  /** Whether the visit matched the listing for this category; null when not recorded. */
  matches: z.boolean().nullable(),
});

export const PendingReview = z.object({
  id: z.number(),
  providerId: z.number().nullable(),
  providerName: z.string(),
  reviewerName: z.string(),
  createdAt: z.string(),
  /** The stars the reviewer chose; null for a review from before the form asked (decision 039). */
  overallRating: z.number().nullable(),
  reviewText: z.string(),
  /** The language of the review's own words, its text and comments (null: too short to tell). */
  lang: WrittenLanguage,
  sensory: z.object({
    categories: z.array(SensoryCategoryFeedback),
    feedbackTags: z.array(z.string()),
    matchScore: z.number().nullable(),
    hasMismatch: z.boolean(),
    /** Plain 1-5 ratings per sensory category, when a review carries them. */
    ratings: z.array(z.object({ name: z.string(), value: z.number() })),
  }),
  sensoryTags: z.array(z.string()),
  customSensoryFeature: z.string().nullable(),
  practitionerName: z.string().nullable(),
  isVerified: z.boolean(),
  /** The uploaded proof, opened through GET /api/files/{fileId}/link?viewer=admin. */
  proof: z.object({ fileId: z.string(), contentType: z.string().nullable() }).nullable(),
});
export type PendingReview = z.infer<typeof PendingReview>;

export const PendingQueueResponse = z.object({
  reviews: z.array(PendingReview),
  nextCursor: z.number().nullable(),
  /** Pending reviews in all, counted up to PENDING_COUNT_CAP. */
  pendingCount: z.number(),
  pendingCountCapped: z.boolean(),
});
export type PendingQueueResponse = z.infer<typeof PendingQueueResponse>;
