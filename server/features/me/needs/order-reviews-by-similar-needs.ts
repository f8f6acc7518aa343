import { and, eq, type SQL, sql } from 'drizzle-orm';
import { normalizeNeeds } from '../../../../common/domain/needs-match';
import type { Db } from '../../../db/client';
import { reviews } from '../../../db/schema/index';

/*
 * Reviews from families with similar needs (decision 031), in SQL: the same
 * order as common/domain/similar-needs.ts (most of the member's needs ticked in the review's
 * sensory_tags first, then newest, then higher id), keyset-paged by review id like the profile's
 * other review orders. The pieces are exported so the profile's review list can offer it as a
 * third sort beside 'newest' and 'helpful' (see the decision record for the wiring).
 */

/** How many of the needs the review ticked (distinct tags), for `reviews` or an alias of it. */
export function similarNeedsOverlapSql(needs: readonly string[], table = 'reviews'): SQL {
  const mine = normalizeNeeds(needs);
  if (mine.length === 0) return sql`(0::int)`;
  return sql`(SELECT count(DISTINCT t.tag)::int FROM unnest(${sql.raw(table)}.sensory_tags) AS t(tag)
    WHERE t.tag = ANY(${sql.param(mine)}::text[]))`;
}

export function similarNeedsOrderSql(needs: readonly string[]): SQL {
  return sql`${similarNeedsOverlapSql(needs)} DESC, ${reviews.created_at} DESC NULLS LAST, ${reviews.id} DESC NULLS LAST`;
}

/** Reviews after the cursor review (by id) in that order. */
export function similarNeedsAfterCursorSql(needs: readonly string[], cursor: number): SQL {
  return sql`(${similarNeedsOverlapSql(needs)}, ${reviews.created_at}, ${reviews.id}) <
    (SELECT ${similarNeedsOverlapSql(needs, 'c')}, c.created_at, c.id FROM reviews c WHERE c.id = ${cursor})`;
}

export type SimilarNeedsPage = {
  entries: { id: number; overlap: number; similarNeeds: boolean }[];
  nextCursor: number | null;
};

/**
 * One page of a provider's approved reviews in 'similar needs' order: ids with their overlap
 * ('Similar needs to yours' when above 0). The caller loads and shapes the reviews by id.
 */
export async function orderReviewsBySimilarNeeds(
  db: Db,
  providerId: number,
  needs: readonly string[],
  page: { limit: number; cursor?: number },
): Promise<SimilarNeedsPage> {
  const rows = await db
    .select({ id: reviews.id, overlap: similarNeedsOverlapSql(needs).mapWith(Number) })
    .from(reviews)
    .where(
      and(
        eq(reviews.provider_id, providerId),
        eq(reviews.status, 'approved'),
        page.cursor === undefined ? undefined : similarNeedsAfterCursorSql(needs, page.cursor),
      ),
    )
    .orderBy(similarNeedsOrderSql(needs))
    .limit(page.limit + 1);
  const entries = rows
    .slice(0, page.limit)
    .map((r) => ({ id: r.id, overlap: r.overlap, similarNeeds: r.overlap > 0 }));
  return {
    entries,
    nextCursor: rows.length > page.limit ? (entries.at(-1)?.id ?? null) : null,
  };
}
