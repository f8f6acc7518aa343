import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { termHint } from './search-sql';

/*
 * Migration 0039: the 1-2 character grams indexes compare their keys byte by byte (COLLATE "C"),
 * which halves their build after a registry import under a libc locale. The planner uses such an
 * index only for a condition under the same collation, so termHint must ask for it: a hint
 * without it leaves a short query ('TX', '78') to read every row.
 */
describe.each(testDatabaseModes())('the 1-2 character grams indexes (%s)', (mode) => {
  let t: TestApp;
  let db: Db;

  beforeAll(async () => {
    t = await createTestApp(mode);
    db = t.app.database.db;
    await db.execute(sql`
      INSERT INTO providers (name, category, location, zip_code, accommodations,
        accommodation_status, total_review_count)
      SELECT 'Place ' || i, 'Dentist',
        CASE WHEN i % 50 = 0 THEN 'Austin, TX 78701' ELSE 'Denver, CO 80202' END,
        CASE WHEN i % 50 = 0 THEN '78701' ELSE '80202' END, '', 'verified', i % 2
      FROM generate_series(1, 8000) AS i`);
    await db.execute(sql`ANALYZE providers`);
  });
  afterAll(async () => t?.cleanup());

  it('are both built with the "C" collation', async () => {
    const { rows } = await db.execute<{ indexname: string; indexdef: string }>(sql`
      SELECT indexname, indexdef FROM pg_indexes
      WHERE tablename = 'providers' AND indexdef LIKE '%provider_search_grams%'
      ORDER BY indexname`);
    expect(rows.map((r) => r.indexname)).toEqual([
      'providers_search_grams_idx',
      'providers_search_listed_grams_idx',
    ]);
    for (const row of rows) expect(row.indexdef).toContain('COLLATE "C"');
  });

  it.each(['tx', '78', 'x'])("'%s' is looked up through a grams index", async (term) => {
    const hint = termHint(term);
    expect(hint).not.toBeNull();
    const plan = await db.transaction(async (tx) => {
      /* Only a bitmap scan, which needs an index that answers the hint, or reading every row. */
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_indexscan = off`);
      const rows = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN SELECT id FROM providers WHERE accommodation_status <> 'pending' AND ${hint ?? sql`false`}`,
      );
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/providers_search_(listed_)?grams_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('finds exactly the rows holding the term', async () => {
    const count = async (term: string) => {
      const { rows } = await db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM providers
        WHERE accommodation_status <> 'pending' AND ${termHint(term) ?? sql`false`}`);
      return Number(rows[0]?.n);
    };
    expect(await count('tx')).toBe(160);
    expect(await count('co')).toBe(7840);
    expect(await count('qz')).toBe(0);
  });
});
