import { and, or, type SQL, sql } from 'drizzle-orm';
import type { AdminQueueSort } from '../../../common/contracts/admin-queue-params';
import { providers } from '../../db/schema';
import { escapeLike } from '../providers/search-text';

/*
 * The SQL pieces every admin queue narrows and orders by (decision 046): a
 * case-insensitive search over some text columns with % and _ taken literally, a provider's US
 * state, and keyset paging in the three orders.
 */

/** Any of the expressions contains q (ILIKE); undefined when there is no search. */
export function textMatches(q: string | undefined, expressions: SQL[]): SQL | undefined {
  if (!q) return undefined;
  const like = `%${escapeLike(q)}%`;
  return or(...expressions.map((expression) => sql`${expression} ILIKE ${like}`));
}

/**
 * The provider (the `providers` row in the statement) is in the state: its stored state code, the
 * ZIP code's centroid's state or, when the ZIP is unknown, the location's ", TX" (migration 0023
 * keeps it on every write; providers_state_idx finds a state's rows). Undefined without a state.
 */
export function providerInState(state: string | undefined): SQL | undefined {
  if (!state) return undefined;
  return sql`${providers.state} = ${state}`;
}

/** Every part that is defined, joined with AND; undefined when none is. */
export const allOf = (...parts: (SQL | undefined)[]): SQL | undefined =>
  parts.some(Boolean) ? and(...parts) : undefined;

/** Where the previous page ended: its last row's id and ordering value (a timestamp as text). */
export type QueueCursor = { id: number; key: string };

/**
 * Keyset paging in a queue's order: oldest and name run ascending, newest descending, ties by id
 * the same way, so a page deep in a long queue costs what the first does. `createdAt`, `name` and
 * `id` are the row's expressions in the statement; the cursor's timestamp stays text, keeping the
 * database's microseconds.
 */
export function keyset(
  sort: AdminQueueSort,
  { createdAt, name, id }: { createdAt: SQL; name: SQL; id: SQL },
  cursor: QueueCursor | undefined,
): { after: SQL | undefined; orderBy: SQL[] } {
  const value = sort === 'name' ? name : createdAt;
  const descending = sort === 'newest';
  /* NULLS LAST on newest matches the indexes' order (reviews_status_created_idx, reviews_practitioner_idx). */
  const orderBy = descending
    ? [sql`${value} DESC NULLS LAST`, sql`${id} DESC`]
    : [sql`${value} ASC`, sql`${id} ASC`];
  if (!cursor) return { after: undefined, orderBy };
  const key = sort === 'name' ? sql`${cursor.key}` : sql`${cursor.key}::timestamptz`;
  const after = descending
    ? sql`(${value}, ${id}) < (${key}, ${cursor.id})`
    : sql`(${value}, ${id}) > (${key}, ${cursor.id})`;
  return { after, orderBy };
}
