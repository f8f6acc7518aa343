import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchQuery } from '../../../common/domain/search-query';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { findProviders, listedMatchesSql, type Tuning } from './find-providers';
import { insertProvider, SMALL_DIRECTORY_TUNING } from './provider-factory';
import { type Criteria, clausesOf } from './search-criteria';

/*
 * Decision 077: with a public registry imported, a plain search whose listed matches are few and
 * whose registry matches are many ('WV', '99', a surname) finds the listed ones through indexes of
 * listed places only and walks the registry's own range of the search order for the rest of the
 * page, instead of reading the listed places' head and then counting every registry match. The
 * page must be exactly the one sorting every match gives, on every page, and the total an
 * estimate near the true count.
 *
 * The directory here is small, so the tuning is scaled down with it: a sample of 100 (of 640
 * places), a head of 10 and walks of at most 600 entries, the proportions of the defaults at a
 * million places.
 */
const SMALL: Tuning = SMALL_DIRECTORY_TUNING;
const LISTED_PLACES = 40;
const REGISTRY_PLACES = 600;

const criteriaOf = (q: string): Criteria => ({
  terms: [],
  clauses: clausesOf(parseSearchQuery(q), q),
  categories: null,
});

describe.each(testDatabaseModes())('listed matches, then the registry walked (%s)', (mode) => {
  let t: TestApp;
  let db: Db;

  /** Every match in the search order, by sorting them all: what a page must agree with. */
  const everyMatch = async (criteria: Criteria) => {
    const page = await findProviders(
      db,
      criteria,
      { offset: 0, pageSize: 2000, order: 'rank', columns: ['id', 'name'] },
      { ...SMALL, maxWalk: 0, headSize: 0 },
    );
    return page.rows.map((r) => String(r.name));
  };
  const pageOf = (criteria: Criteria, offset: number) =>
    findProviders(
      db,
      criteria,
      { offset, pageSize: 20, order: 'rank', columns: ['id', 'name'] },
      SMALL,
    );

  beforeAll(async () => {
    t = await createTestApp(mode);
    db = t.app.database.db;
    /* Listed places: three in West Virginia, the rest in Texas; one reviewed Laurel. */
    for (let i = 1; i <= LISTED_PLACES; i++) {
      const wv = i <= 3;
      await insertProvider(db, {
        name: `Listed Dental ${String(i).padStart(2, '0')}`,
        location: wv ? 'Charleston, WV 25301' : 'Austin, TX 78701',
        zip_code: wv ? '25301' : '78701',
        ...(i === 7 ? { name: 'Laurel Listed Dental', total_review_count: 1 } : {}),
      });
    }
    /* Registry-only places: a quarter in West Virginia, some named Laurel. */
    await db.execute(sql`
      INSERT INTO providers (name, category, location, zip_code, accommodations,
        accommodation_status, source, external_id, registry_status)
      SELECT CASE WHEN i % 5 = 0 THEN 'LAUREL, SAM ' ELSE 'REGISTRY, PAT ' END || lpad(i::text, 4, '0'),
        'Dentist',
        CASE WHEN i % 4 = 0 THEN 'Morgantown, WV 26505' ELSE 'Denver, CO 80202' END,
        CASE WHEN i % 4 = 0 THEN '26505' ELSE '80202' END,
        '', 'verified', 'nppes', (1300000000 + i)::text, 'imported'
      FROM generate_series(1, ${REGISTRY_PLACES}) AS i`);
    await db.execute(sql`ANALYZE providers`);
  });
  afterAll(async () => t?.cleanup());

  it.each([
    ['wv', 3 + REGISTRY_PLACES / 4],
    ['laurel', 1 + REGISTRY_PLACES / 5],
    ['dentist wv', 3 + REGISTRY_PLACES / 4],
    /* The ZIP code's places, and 'REGISTRY, PAT 0265'. */
    ['265', REGISTRY_PLACES / 4 + 1],
  ])("'%s': every page is the sorted matches' page, listed places first", async (q, count) => {
    const criteria = criteriaOf(q);
    const all = await everyMatch(criteria);
    expect(all).toHaveLength(count);
    for (const offset of [0, 20, 60]) {
      const page = await pageOf(criteria, offset);
      expect(
        page.rows.map((r) => r.name),
        `${q} at ${offset}`,
      ).toEqual(all.slice(offset, offset + 20));
      expect(page.hasMore).toBe(true);
      /* The registry's share is estimated from the sample: an estimate, near the count. */
      expect(page.totalIsEstimate, q).toBe(true);
      expect(page.total).toBeGreaterThan(count / 3);
      expect(page.total).toBeLessThan(count * 3);
    }
    const listedFirst = all.findIndex((n) => /^(LAUREL|REGISTRY),/.test(n));
    expect(all.slice(0, listedFirst).every((n) => !/^(LAUREL|REGISTRY),/.test(n))).toBe(true);
  });

  it("answers 'how many' from the sample when asked for an estimate only (best match's first step)", async () => {
    const estimate = (q: string) =>
      findProviders(
        db,
        criteriaOf(q),
        { offset: 0, pageSize: 1, order: 'rank', columns: ['id'], estimateOnly: true },
        { ...SMALL, maxWalk: 10 },
      );
    const laurel = await estimate('laurel');
    expect(laurel.totalIsEstimate).toBe(true);
    expect(laurel.total).toBeGreaterThan(121 / 3);
    expect(laurel.total).toBeLessThan(121 * 3);
    const none = await estimate('zzqx');
    expect(none.rows).toEqual([]);
    expect(none.total).toBe(0);
    /* No walk: the sample answers, and each clause's count in it comes along for the sort. */
    expect(laurel.rows).toEqual([]);
    const crossed = await estimate('laurel dentist');
    expect(crossed.clauseHits?.seen).toBe(SMALL.sampleSize);
    expect(crossed.clauseHits?.hits).toHaveLength(2);
    const [laurels, dentists] = crossed.clauseHits?.hits ?? [];
    expect(laurels).toBeLessThan(dentists ?? 0);
    /* A sample that holds every place counts exactly. */
    const whole = await findProviders(
      db,
      criteriaOf('laurel'),
      { offset: 0, pageSize: 1, order: 'rank', columns: ['id'], estimateOnly: true },
      { ...SMALL, sampleSize: 1000 },
    );
    expect(whole).toMatchObject({
      rows: [],
      total: 1 + REGISTRY_PLACES / 5,
      totalIsEstimate: false,
    });
  });

  it('counts exactly where the registry holds no match', async () => {
    const page = await pageOf(criteriaOf('listed dental'), 20);
    expect(page.total).toBe(LISTED_PLACES);
    expect(page.totalIsEstimate).toBe(false);
    expect(page.rows).toHaveLength(LISTED_PLACES - 20);
  });

  it('a registry place with a first review joins the listed ones and leaves the registry walk', async () => {
    await db.execute(
      sql`UPDATE providers SET total_review_count = 1 WHERE name = 'REGISTRY, PAT 0004'`,
    );
    try {
      const page = await pageOf(criteriaOf('wv'), 0);
      const names = page.rows.map((r) => String(r.name));
      expect(names.slice(0, 4).sort()).toEqual([
        'Listed Dental 01',
        'Listed Dental 02',
        'Listed Dental 03',
        'REGISTRY, PAT 0004',
      ]);
      expect(names.filter((n) => n === 'REGISTRY, PAT 0004')).toHaveLength(1);
      expect(names).toEqual((await everyMatch(criteriaOf('wv'))).slice(0, 20));
    } finally {
      await db.execute(
        sql`UPDATE providers SET total_review_count = 0 WHERE name = 'REGISTRY, PAT 0004'`,
      );
    }
  });

  it.skipIf(mode !== 'postgres')(
    'reads the listed matches from indexes of listed places only (EXPLAIN)',
    async () => {
      const planOf = (q: string) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          const rows = await tx.execute<{ 'QUERY PLAN': string }>(
            sql`EXPLAIN ${listedMatchesSql(criteriaOf(q))}`,
          );
          return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
        });
      /* Which of them the planner takes depends on the sizes; each holds only listed places. */
      for (const q of ['laurel', 'wv', 'dentist']) {
        expect(await planOf(q)).toMatch(/providers_search_listed_(trgm|grams|category)_idx/);
      }
      for (const q of ['laurel', 'wv', 'dentist']) {
        expect(await planOf(q)).not.toMatch(
          /providers_search_text_trgm_idx|providers_search_grams_idx|providers_search_category_idx/,
        );
      }
    },
  );
});
