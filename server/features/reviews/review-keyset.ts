import { desc, type SQL, sql } from 'drizzle-orm';
import { reviews } from '../../db/schema';

/*
 * Keyset paging over reviews, newest first, on (created_at, id), for the admin lists that page
 * through reviews (moderation queue, practitioners). A page deep in a long list costs what the
 * first page costs. The cursor is the last review's id; its created_at is read by primary key,
 * keeping the database's full timestamp precision.
 */

/** Reviews after the cursor in newest-first order (undefined on the first page). */
export function reviewsAfterCursor(cursor: number | undefined): SQL | undefined {
  return cursor === undefined
    ? undefined
    : sql`(${reviews.created_at}, ${reviews.id}) < (SELECT c.created_at, c.id FROM reviews c WHERE c.id = ${cursor})`;
}

/*
 * NULLS LAST matches the indexes' order (created_at is never null, but the planner only walks
 * an index whose order is spelled exactly): an index scan that stops after the page, plus an
 * incremental sort by id within equal timestamps, instead of sorting every matching review.
 */
export const newestReviewsFirst = [sql`${reviews.created_at} DESC NULLS LAST`, desc(reviews.id)];
