import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

type PoolLike = {
  totalCount: number;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
};

function poolOf(db: Db): PoolLike | null {
  const client = (db as { $client?: unknown }).$client as Partial<PoolLike> | undefined;
  return client && typeof client.totalCount === 'number' && typeof client.query === 'function'
    ? (client as PoolLike)
    : null;
}

/**
 * Runs a statement like `db.execute`, but on PostgreSQL as a named prepared statement: each
 * connection parses and plans it once and, once PostgreSQL settles on a generic plan, reuses it
 * (planning the search's statements cost more than running them: docs/performance.md, "Search").
 * The name is a hash of the SQL text, so every shape of statement gets its own. PGlite has no
 * network round trip to save and runs the statement as it is.
 */
export async function executePrepared<Row>(db: Db, query: SQL): Promise<Row[]> {
  const pool = poolOf(db);
  if (!pool) return (await db.execute<Record<string, unknown>>(query)).rows as Row[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `cp_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
  const result = await pool.query({ name, text, values: params });
  return result.rows as Row[];
}
