import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { ALL_ACCOMMODATIONS } from '../../../common/catalog/accommodations';
import type {
  PublishedReview,
  PublishedReviewsResponse,
  ReviewSort,
} from '../../../common/contracts/provider-profile';
import { recentCutoff } from '../../../common/domain/profile-stats';
import { reviewerDisplayName } from '../../../common/domain/profile-words';
import type { Db } from '../../db/client';
import { review_helpful_votes, review_reports, reviews, users } from '../../db/schema/index';
import { writtenLanguage } from '../../lib/written-language';
import {
  similarNeedsAfterCursorSql,
  similarNeedsOrderSql,
  similarNeedsOverlapSql,
} from '../me/needs/order-reviews-by-similar-needs';
import { readSensoryFeedback } from '../moderation/sensory-feedback';

const CATALOGUE = new Set<string>(ALL_ACCOMMODATIONS);

export type PublishedReviewsInput = {
  sort: ReviewSort;
  accommodation?: string;
  limit: number;
  cursor?: number;
};

/*
 * 'newest' and 'helpful' are spelled exactly as their partial indexes are (0009: DESC NULLS LAST
 * on every key), so the planner walks reviews_provider_published_idx /
 * reviews_provider_helpful_idx for the provider and stops after the page: a deep page of a
 * 2,000-review profile costs what the first one costs. The cursor is the last review's id; its
 * keys are read by primary key.
 *
 * 'similar' (decision 031) depends on the member's needs, which no index can hold: the provider's
 * approved reviews are counted and sorted (overlap, then newest, then id), keyset-paged the same
 * way. Without needs (a visitor, or a member who saved none) it is 'newest'.
 */
type PlainSort = Exclude<ReviewSort, 'similar' | 'quotes'>;

const ORDER: Record<PlainSort, SQL> = {
  newest: sql`${reviews.created_at} DESC NULLS LAST, ${reviews.id} DESC NULLS LAST`,
  helpful: sql`${reviews.helpful_count} DESC NULLS LAST, ${reviews.created_at} DESC NULLS LAST, ${reviews.id} DESC NULLS LAST`,
};

function afterCursor(sort: PlainSort, cursor: number | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  return sort === 'newest'
    ? sql`(${reviews.created_at}, ${reviews.id}) < (SELECT c.created_at, c.id FROM reviews c WHERE c.id = ${cursor})`
    : sql`(${reviews.helpful_count}, ${reviews.created_at}, ${reviews.id}) < (SELECT c.helpful_count, c.created_at, c.id FROM reviews c WHERE c.id = ${cursor})`;
}

/*
 * The prep sheet's quotes (decision 039): the most helpful, then the recent (24 months, as the
 * profile's evidence counts them), then the higher stars (a review whose author chose none counts
 * as the middle, 3), then the newest. Without votes the newest review led, often a low one.
 */
function quotesKeys(table: string, cutoff: string): SQL {
  const t = sql.raw(table);
  return sql`${t}.helpful_count, (${t}.created_at >= ${cutoff}::timestamptz), (CASE WHEN ${t}.rating_chosen THEN ${t}.overall_rating ELSE 3 END), ${t}.created_at, ${t}.id`;
}

function quotesOrder(cursor: number | undefined): { order: SQL; after: SQL | undefined } {
  const cutoff = recentCutoff(new Date()).toISOString();
  return {
    order: sql`${reviews.helpful_count} DESC, (${reviews.created_at} >= ${cutoff}::timestamptz) DESC, (CASE WHEN ${reviews.rating_chosen} THEN ${reviews.overall_rating} ELSE 3 END) DESC, ${reviews.created_at} DESC, ${reviews.id} DESC`,
    after:
      cursor === undefined
        ? undefined
        : sql`(${quotesKeys('reviews', cutoff)}) < (SELECT ${quotesKeys('c', cutoff)} FROM reviews c WHERE c.id = ${cursor})`,
  };
}

function orderOf(
  sort: ReviewSort,
  needs: readonly string[],
  cursor: number | undefined,
): { order: SQL; after: SQL | undefined } {
  if (sort === 'quotes') return quotesOrder(cursor);
  if (sort === 'similar' && needs.length > 0) {
    return {
      order: similarNeedsOrderSql(needs),
      after: cursor === undefined ? undefined : similarNeedsAfterCursorSql(needs, cursor),
    };
  }
  const plain: PlainSort = sort === 'similar' ? 'newest' : sort;
  return { order: ORDER[plain], after: afterCursor(plain, cursor) };
}

/**
 * A provider's published reviews: approved only, a page at a time. Each carries the reviewer's
 * first name and last initial (from the account's name, never the e-mail), the practitioner only
 * when an admin approved that mention, and 'Verified visit' only when a proof was approved.
 */
export async function listPublishedReviews(
  db: Db,
  providerId: number,
  input: PublishedReviewsInput,
  viewerId: string | null,
  /** The viewer's saved needs (readNeeds); [] for a visitor or a member without needs. */
  needs: readonly string[] = [],
  /** The words for a reviewer shown without a name, in the reader's language (decision 067). */
  anonymousName?: string,
): Promise<PublishedReviewsResponse> {
  const { order, after } = orderOf(input.sort, needs, input.cursor);
  const rows = await db
    .select({
      id: reviews.id,
      userId: reviews.user_id,
      userName: users.name,
      createdAt: reviews.created_at,
      overallRating: reviews.overall_rating,
      ratingChosen: reviews.rating_chosen,
      noticed: reviews.verified_accommodations,
      reviewText: reviews.review_text,
      sensoryRatings: reviews.sensory_ratings,
      isVerified: reviews.is_verified,
      practitioner: reviews.accommodation_notes,
      practitionerStatus: reviews.practitioner_status,
      helpfulCount: reviews.helpful_count,
      overlap: needs.length > 0 ? similarNeedsOverlapSql(needs).mapWith(Number) : sql<null>`NULL`,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.user_id))
    .where(
      and(
        eq(reviews.provider_id, providerId),
        eq(reviews.status, 'approved'),
        /* Spelled so the planner expects most reviews to match (it has no statistics for
         * `@>` on an array column and guessed 0.5%: a bitmap scan of every approved review,
         * then a sort); it then walks the ordered index and stops after the page. */
        input.accommodation
          ? sql`array_position(${reviews.verified_accommodations}, ${input.accommodation}::text) IS NOT NULL`
          : undefined,
        after,
      ),
    )
    .orderBy(order)
    .limit(input.limit + 1);

  const page = rows.slice(0, input.limit);
  const ids = page.map((r) => r.id);
  let helpful = new Set<number>();
  let reported = new Set<number>();
  if (viewerId && ids.length > 0) {
    const [votes, reports] = await Promise.all([
      db
        .select({ id: review_helpful_votes.review_id })
        .from(review_helpful_votes)
        .where(
          and(
            eq(review_helpful_votes.user_id, viewerId),
            inArray(review_helpful_votes.review_id, ids),
          ),
        ),
      db
        .select({ id: review_reports.review_id })
        .from(review_reports)
        .where(
          and(
            eq(review_reports.reporter_user_id, viewerId),
            inArray(review_reports.review_id, ids),
          ),
        ),
    ]);
    helpful = new Set(votes.map((v) => v.id));
    reported = new Set(reports.map((v) => v.id));
  }

  const reviewsOut: PublishedReview[] = page.map((r) => {
    const sensory = readSensoryFeedback(r.sensoryRatings);
    return {
      id: r.id,
      displayName: reviewerDisplayName(r.userName, anonymousName),
      createdAt: r.createdAt.toISOString(),
      overallRating: r.ratingChosen ? r.overallRating : null,
      accommodationsNoticed: new Set(r.noticed.filter((a) => CATALOGUE.has(a))).size,
      reviewText: r.reviewText,
      lang: writtenLanguage(r.reviewText, ...sensory.categories.map((c) => c.comment)),
      categories: sensory.categories,
      ratings: sensory.ratings,
      feedbackTags: sensory.feedbackTags,
      verifiedVisit: r.isVerified,
      practitionerName:
        r.practitionerStatus === 'approved' && r.practitioner?.trim()
          ? r.practitioner.trim()
          : null,
      helpfulCount: r.helpfulCount,
      viewer: {
        markedHelpful: helpful.has(r.id),
        reported: reported.has(r.id),
        isAuthor: viewerId !== null && r.userId === viewerId,
      },
      ...(needs.length > 0 ? { similarNeeds: (r.overlap ?? 0) > 0 } : {}),
    };
  });
  return {
    reviews: reviewsOut,
    nextCursor: rows.length > input.limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}
