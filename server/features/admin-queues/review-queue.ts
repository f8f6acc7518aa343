import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { AdminQueueFilters } from '../../../common/contracts/admin-queues';
import type { DbOrTx } from '../../db/client';
import { providers, reviews, users } from '../../db/schema';
import { escapeLike } from '../providers/search-text';
import { allOf, providerInState, type QueueCursor } from './queue-narrowing';

/* The review queues' (moderation, practitioners) search and cursor (decision 046). */

export const providerName = sql<string>`coalesce(${providers.name}, ${reviews.provider}, '')`;

/**
 * A review queue's search (decision 046): reviewer name or account e-mail, business name or
 * the city in its location; the state is the business's. Shared with the practitioners list.
 * The businesses and accounts that match are looked up once, as arrays (`= ANY(ARRAY(…))`, an
 * index condition where `IN (…)` would be a per-row filter), so each OR arm is one indexed column
 * (migration 0022's trigram indexes) and PostgreSQL ORs bitmap index scans rather than testing
 * every pending review (docs/performance.md "Admin queues").
 */
export function reviewNarrowing({ q, state }: Partial<AdminQueueFilters>, more: SQL[] = []) {
  const like = q ? `%${escapeLike(q)}%` : undefined;
  return allOf(
    like
      ? or(
          sql`${reviews.reviewer_name} ILIKE ${like}`,
          sql`(${reviews.provider_id} IS NULL AND ${reviews.provider} ILIKE ${like})`,
          sql`${reviews.provider_id} = ANY(ARRAY(SELECT ${providers.id} FROM ${providers} WHERE ${providers.name} ILIKE ${like} OR ${providers.location} ILIKE ${like}))`,
          sql`${reviews.user_id} = ANY(ARRAY(SELECT ${users.id} FROM ${users} WHERE ${users.email} ILIKE ${like}))`,
          ...more.map((expression) => sql`${expression} ILIKE ${like}`),
        )
      : undefined,
    state
      ? sql`${reviews.provider_id} IN (SELECT ${providers.id} FROM ${providers} WHERE ${providerInState(state)})`
      : undefined,
  );
}

/** The ordering key of the review a page ended on, read by primary key. */
export async function reviewCursor(
  db: DbOrTx,
  sort: AdminQueueFilters['sort'],
  cursor: number | undefined,
  name = providerName,
): Promise<QueueCursor | undefined> {
  if (cursor === undefined) return undefined;
  const [row] = await db
    .select({ key: sort === 'name' ? name : sql<string>`${reviews.created_at}::text` })
    .from(reviews)
    .leftJoin(providers, eq(providers.id, reviews.provider_id))
    .where(eq(reviews.id, cursor));
  /* A cursor that names no review starts from the top rather than failing. */
  return row ? { id: cursor, key: row.key } : undefined;
}
