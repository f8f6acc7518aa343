import { eq, type SQL, sql } from 'drizzle-orm';
import type { AdminQueueFilters } from '../../../common/contracts/admin-queues';
import type { DbOrTx } from '../../db/client';
import { providers, reviews, users } from '../../db/schema';
import { allOf, providerInState, type QueueCursor, textMatches } from './queue-narrowing';

/* The review queues' (moderation, practitioners) search and cursor (decision 046). */

export const providerName = sql<string>`coalesce(${providers.name}, ${reviews.provider}, '')`;

/**
 * A review queue's search (decision 046): reviewer name or account e-mail, business name or
 * the city in its location; the state is the business's. Shared with the practitioners list.
 */
export function reviewNarrowing({ q, state }: Partial<AdminQueueFilters>, more: SQL[] = []) {
  return allOf(
    textMatches(q, [
      reviews.reviewer_name.getSQL(),
      providerName,
      sql`${providers.location}`,
      sql`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${reviews.user_id})`,
      ...more,
    ]),
    providerInState(state),
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
