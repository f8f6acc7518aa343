import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { AdminQueueFilters } from '../../../common/contracts/admin-queues';
import type { DbOrTx } from '../../db/client';
import { providers, reviews, users } from '../../db/schema';
import { escapeLike } from '../providers/search-text';
import { allOf, providerInState, type QueueCursor } from './queue-narrowing';

/* The review queues' (moderation, practitioners) search and cursor (decision 046). */

/**
 * The business's name as the queues show and sort it: the listed provider's name, else the typed
 * one, stored on the review (migration 0023) so the name order walks
 * reviews_pending_provider_name_idx instead of sorting every pending review.
 */
export const providerName = sql<string>`${reviews.provider_name}`;

/**
 * A review queue's search and state (decision 046): reviewer name or account e-mail, business
 * name or the city in its location (and the queue's `more` columns); the state is the business's.
 * `scope` is the rows the queue lists (pending reviews; those naming a practitioner). What matches
 * is looked up first, in one statement: the reviews in scope whose own columns match (the reviewer
 * name's trigram index, 0022), the businesses by name or city and the accounts by e-mail, and the
 * businesses in the state (providers_state_idx, 0023). The list and its count then test constant
 * arrays: PostgreSQL knows how many rows they stand for and probes them with a hash, so it walks
 * the order's index when matches are common and fetches the few when they are rare, instead of
 * guessing at a subquery, running every lookup twice and an ILIKE on every row it passes.
 * docs/performance.md "Admin queues".
 */
export async function reviewNarrowing(
  db: DbOrTx,
  { q, state }: Partial<AdminQueueFilters>,
  { scope, more = [] }: { scope: SQL; more?: SQL[] },
): Promise<SQL | undefined> {
  if (!q && !state) return undefined;
  const like = q ? `%${escapeLike(q)}%` : undefined;
  const noIds = sql`ARRAY[]::int[]`;
  const found = await db.execute<Record<'byText' | 'byName' | 'byEmail' | 'inState', unknown>>(sql`
    SELECT ${like ? sql`ARRAY(SELECT ${reviews.id} FROM ${reviews} WHERE ${scope} AND ${or(sql`${reviews.reviewer_name} ILIKE ${like}`, sql`(${reviews.provider_id} IS NULL AND ${reviews.provider} ILIKE ${like})`, ...more.map((expression) => sql`${expression} ILIKE ${like}`))})` : noIds} AS "byText",
           ${like ? sql`ARRAY(SELECT ${providers.id} FROM ${providers} WHERE ${providers.name} ILIKE ${like} OR ${providers.location} ILIKE ${like})` : noIds} AS "byName",
           ${like ? sql`ARRAY(SELECT ${users.id} FROM ${users} WHERE ${users.email} ILIKE ${like})` : sql`ARRAY[]::text[]`} AS "byEmail",
           ${state ? sql`ARRAY(SELECT ${providers.id} FROM ${providers} WHERE ${providerInState(state)})` : noIds} AS "inState"`);
  const row = found.rows[0];
  const ids = (values: unknown) => sql`${sql.param(asArray(values).map(Number))}::int[]`;
  return allOf(
    like
      ? or(
          sql`${reviews.id} = ANY(${ids(row?.byText)})`,
          sql`${reviews.provider_id} = ANY(${ids(row?.byName)})`,
          sql`${reviews.user_id} = ANY(${sql.param(asArray(row?.byEmail).map(String))}::text[])`,
        )
      : undefined,
    state ? sql`${reviews.provider_id} = ANY(${ids(row?.inState)})` : undefined,
  );
}

/* Drivers hand an array back parsed, or as its text ('{1,2}') when they do not know the type. */
function asArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || value === '{}') return [];
  return value.replace(/^\{|\}$/g, '').split(',');
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
    .where(eq(reviews.id, cursor));
  /* A cursor that names no review starts from the top rather than failing. */
  return row ? { id: cursor, key: row.key } : undefined;
}
