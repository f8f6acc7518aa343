import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { pickProviders } from './pick-providers';
import { termHint } from './search-sql';

/*
 * A term with a word of two that is not a state code ('Boise, ID OT') is looked up with the whole
 * term as a LIKE besides its long words: the long word alone ('boise') named every Boise row for
 * the exact check, where the whole term's short word narrows the index scan to the rows that hold
 * it. A state code or a single character narrows nothing and is left out.
 */
const likesIn = (term: string) =>
  (new PgDialect().sqlToQuery(termHint(term) ?? sql``).sql.match(/ LIKE /g) ?? []).length;

describe('which terms get the whole term as a hint', () => {
  it.each([
    ['Boise, ID OT', 2],
    ['Dr Smith', 2],
    ['Boise, ID', 1],
    ['Salt Lake City, UT dentist', 4],
    ['Willow T', 1],
    ['Lantern Learning', 2],
    ['Austin', 1],
  ])("'%s': %i LIKE", (term, likes) => {
    expect(likesIn(term)).toBe(likes);
  });
});

describe.each(testDatabaseModes())('the lookup hint of a term with short words (%s)', (mode) => {
  let t: TestApp;
  let db: Db;

  beforeAll(async () => {
    t = await createTestApp(mode);
    db = t.app.database.db;
    /* 3,000 places in Boise; every 100th is named '… Boise, ID OT Clinic'. */
    await db.execute(sql`
      INSERT INTO providers (name, category, location, zip_code, accommodations,
        accommodation_status, total_review_count)
      SELECT CASE WHEN i % 100 = 0 THEN 'North Boise, ID OT Clinic ' || i ELSE 'Place ' || i END,
        'Occupational Therapist', 'Boise, ID 83702', '83702', '', 'verified', 0
      FROM generate_series(1, 3000) AS i`);
    await db.execute(sql`ANALYZE providers`);
  });
  afterAll(async () => t?.cleanup());

  /* How many rows the hint alone lets through: what the index hands the exact check. */
  const throughHint = async (term: string) => {
    const { rows } = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM providers
      WHERE accommodation_status <> 'pending' AND ${termHint(term) ?? sql`false`}`);
    return Number(rows[0]?.n);
  };

  it('narrows to the rows holding the whole term', async () => {
    expect(await throughHint('Boise, ID OT')).toBe(30);
    expect(await throughHint('boise, id ot clinic 1')).toBe(11); // 100, 1000-1900 (…1 as a prefix)
    /* Long words only: each taken alone, as before (every Boise row). */
    expect(await throughHint('Boise')).toBe(3000);
  });

  it('keeps the picker exact', async () => {
    const picked = await pickProviders(db, 'Boise, ID OT');
    expect(picked).toHaveLength(20);
    expect(picked.every((p) => p.name.startsWith('North Boise, ID OT Clinic '))).toBe(true);
    /* Name order, byte by byte: '…Clinic 100', '…Clinic 1000', … */
    expect(picked.slice(0, 3).map((p) => p.name)).toEqual([
      'North Boise, ID OT Clinic 100',
      'North Boise, ID OT Clinic 1000',
      'North Boise, ID OT Clinic 1100',
    ]);
    expect(await pickProviders(db, 'Boise, ID OT Clinic 33')).toEqual([]);
  });
});
