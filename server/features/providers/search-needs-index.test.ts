import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../common/contracts/providers';
import { accommodationSlug } from '../../../common/contracts/search-filters';
import { parseSearchQuery } from '../../../common/domain/search-query';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import {
  DEFAULT_NEAR_TUNING,
  findProvidersNear,
  matchingIdsSql,
  type NearCriteria,
} from './find-providers-near';
import { insertProvider } from './provider-factory';
import { type Clause, clausesOf, maskOf } from './search-criteria';

/*
 * Decision 075: a needs filter reads its candidates from providers_search_needs_trgm_idx, which
 * holds only places that list or have confirmed some accommodation. A place known only from a
 * public registry lists none, so with the registries imported the filter no longer reads
 * thousands of registry rows to keep none of them. The answers stay exactly the filter's: a
 * registry place whose accommodation a family confirmed is found by the 'confirmed' filter.
 */
const QUIET = 'Quiet Waiting Area';
const HOURS = 'Sensory-Friendly Hours';
const REGISTRY_PLACES = 3000;
/* Listed dentists with a quiet waiting area in a town nearby: a needs filter with many matches. */
const LISTED_NEARBY = 120;

describe.each(testDatabaseModes())('needs filter over imported places (%s)', (mode) => {
  let t: TestApp;
  let db: Db;
  let confirmedRegistryId = 0;

  const search = async (qs: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/providers/search?${qs}` });
    expect(res.statusCode, qs).toBe(200);
    return res.json() as SearchResponse;
  };
  const names = (body: SearchResponse) => body.results.map((r) => r.name).sort();
  /** A refined search's criteria: a quiet waiting area, with these clauses and categories. */
  const quietIn = (clauses: Clause[], categories: string[] | null): NearCriteria => ({
    clauses,
    categories,
    needsMask: maskOf([QUIET]),
    confirmedOnly: false,
    near: null,
  });
  /** EXPLAIN of the exact count's matches, sequential scans off (the tables here are small). */
  const planOf = (criteria: NearCriteria) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const statement = matchingIdsSql(criteria, DEFAULT_NEAR_TUNING);
      return (await tx.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${statement}`)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });

  beforeAll(async () => {
    t = await createTestApp(mode);
    db = t.app.database.db;
    const listed = (name: string, accommodations: string) =>
      insertProvider(db, {
        name,
        category: 'Dentist',
        location: 'Austin, TX',
        zip_code: '78701',
        accommodations,
      });
    await listed('Lantana Quiet Dental', `${QUIET}, ${HOURS}`);
    await listed('Mesquite Dental', QUIET);
    await listed('Pecan Dental', '');
    await db.execute(sql`
      INSERT INTO providers (name, category, location, zip_code, accommodations, accommodation_status)
      SELECT 'Round Rock Quiet Dental ' || i, 'Dentist', 'Round Rock, TX', '78664', ${QUIET},
        'verified'
      FROM generate_series(1, ${LISTED_NEARBY}) AS i`);
    /* Many registry places in the same city, listing nothing, as an NPPES import leaves them. */
    await db.execute(sql`
      INSERT INTO providers (name, category, location, zip_code, accommodations,
        accommodation_status, source, external_id, registry_status)
      SELECT 'Registry Dental ' || i, 'Dentist', 'Austin, TX', '78701', '', 'verified', 'nppes',
        (1200000000 + i)::text, 'imported'
      FROM generate_series(1, ${REGISTRY_PLACES}) AS i`);
    /* One of them, reviewed by a family who confirmed its quiet waiting area. */
    confirmedRegistryId = await insertProvider(db, {
      name: 'Registry Dental Confirmed',
      category: 'Dentist',
      location: 'Austin, TX',
      zip_code: '78701',
      accommodations: '',
      source: 'nppes',
      external_id: '1299999999',
      registry_status: 'imported',
      confirmed_accommodation_bits: maskOf([QUIET]),
    });
    await db.execute(sql`ANALYZE providers`);
  });
  afterAll(async () => t?.cleanup());

  it('finds exactly the places that list the needs, none of the registry places', async () => {
    expect(names(await search(`q=Austin&needs=${accommodationSlug(QUIET)}`))).toEqual([
      'Lantana Quiet Dental',
      'Mesquite Dental',
    ]);
    const both = await search(
      `q=dentist austin&needs=${accommodationSlug(QUIET)},${accommodationSlug(HOURS)}`,
    );
    expect(names(both)).toEqual(['Lantana Quiet Dental']);
    expect(both.total).toBe(1);
  });

  it("finds a registry place by the 'confirmed' filter once a family confirmed the need", async () => {
    const confirmed = await search(`q=Austin&needs=${accommodationSlug(QUIET)}&confirmed=1`);
    expect(confirmed.results.map((r) => r.id)).toEqual([confirmedRegistryId]);
  });

  it('samples the places that list needs, so a filter with many matches is estimated, not counted', async () => {
    /* A sample of 50: over every visible place it would hold about two that list a need. */
    const tuning = {
      ...DEFAULT_NEAR_TUNING,
      sampleSize: 50,
      estimateMinHits: 8,
      estimateMinMatches: 10,
    };
    const page = await findProvidersNear(
      db,
      quietIn([], ['Dentist']),
      { offset: 0, pageSize: 20, order: 'relevance', columns: ['id', 'name'] },
      tuning,
    );
    expect(page.estimated).toBe(true);
    expect(page.rows).toHaveLength(20);
    expect(page.rows.every((r) => !String(r.name).startsWith('Registry'))).toBe(true);
    /* The estimate stands for the 122 places that list it, not for the 3,000 registry places. */
    expect(page.total).toBeGreaterThan(40);
    expect(page.total).toBeLessThan(400);
  });

  it('counts a group with needs through the needs category index (EXPLAIN)', async () => {
    const plan = await planOf(quietIn([], ['Dentist']));
    expect(plan).toMatch(/providers_filter_needs_category_idx/);
  });

  it('reads the candidates of a line only from indexes of places that list needs (EXPLAIN)', async () => {
    const plan = await planOf(quietIn(clausesOf(parseSearchQuery('austin'), 'austin'), null));
    /* Which of the two the planner takes depends on the sizes; both hold only such places. */
    expect(plan).toMatch(/providers_(search_needs_trgm|filter_needs_category)_idx/);
    expect(plan).not.toMatch(
      /providers_search_text_trgm_idx|providers_filter_category_idx|providers_search_grams_idx/,
    );
  });
});
