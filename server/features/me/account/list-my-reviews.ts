import { desc, eq } from 'drizzle-orm';
import type { MyReview } from '../../../../common/contracts/account';
import type { Db } from '../../../db/client';
import { providers, reviews } from '../../../db/schema/index';

type Stored = typeof reviews.$inferSelect;

const texts = (v: unknown) =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : ({} as Record<string, unknown>);
const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const text = (v: unknown) => (typeof v === 'string' ? v : '');

type SubmitReviewBody = MyReview['body'];

/** The review form's body, rebuilt from the stored row (the inverse of prepareReview). */
export function bodyOfStoredReview(row: Stored): SubmitReviewBody {
  const ratings = texts(row.sensory_ratings);
  const experiences = texts(ratings.category_experiences);
  const comments = texts(ratings.category_comments);
  const matches = texts(ratings.category_matches);
  return {
    providerId: row.provider_id ?? 0,
    practitionerName: row.accommodation_notes,
    categoryExperiences: {
      environment: list(experiences.environment),
      tools: list(experiences.tools),
      communication: list(experiences.communication),
    },
    categoryComments: {
      environment: text(comments.environment),
      tools: text(comments.tools),
      communication: text(comments.communication),
    },
    categoryMatches: {
      environment: matches.environment !== false,
      tools: matches.tools !== false,
      communication: matches.communication !== false,
    },
    feedbackTags: list(ratings.feedback_tags) as SubmitReviewBody['feedbackTags'],
    overallRating: row.rating_chosen ? row.overall_rating : null,
    overallFeedback: row.review_text,
    verifiedExperience: row.is_verified,
    proofFileId: row.verification_document_url,
    visitDay: row.visit_day,
    visitTime: row.visit_time,
    busyness: row.busyness,
    headsUp: row.heads_up as NonNullable<SubmitReviewBody['headsUp']>,
    headsUpOther: row.heads_up_other,
  };
}

/** The signed-in member's reviews, newest first, with the moderation outcome. */
export async function listMyReviews(db: Db, userId: string): Promise<MyReview[]> {
  const rows = await db
    .select({ review: reviews, providerName: providers.name })
    .from(reviews)
    .leftJoin(providers, eq(providers.id, reviews.provider_id))
    .where(eq(reviews.user_id, userId))
    .orderBy(desc(reviews.created_at), desc(reviews.id));
  return rows.map(({ review, providerName }) => ({
    id: review.id,
    providerId: review.provider_id,
    providerName: providerName ?? review.provider ?? '',
    status: review.status as MyReview['status'],
    createdAt: review.created_at.toISOString(),
    moderatorNote: review.status === 'rejected' ? (review.moderator_notes ?? null) : null,
    rating: review.rating_chosen ? review.overall_rating : null,
    body: bodyOfStoredReview(review),
    hasProof: review.verification_document_url !== null,
  }));
}
