import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchQuery } from '../../../common/domain/search-query';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import {
  DEFAULT_NEAR_TUNING,
  findProvidersNear,
  type NearCriteria,
  type NearRow,
} from './find-providers-near';
import { clausesOf } from './search-criteria';

/*
 * Many matches (decision 032): the page from the ranking walk, counts from the sample. On a
 * directory this small the default sample holds every provider, so the tests shrink the sample
 * to make it stand for a part of the directory, as it does at 100,000 providers.
 */
const QUIET = 'Quiet Waiting Area';
const HOURS = 'Sensory-Friendly Hours';
const SMALL_SAMPLE = { ...DEFAULT_NEAR_TUNING, sampleSize: 120, estimateMinMatches: 50 };
const COLUMNS = ['id', 'name'];

describe.each(testDatabaseModes())('refined search with many matches (%s)', (mode) => {
  let t: TestApp;
  let db: Db;

  beforeAll(async () => {
    t = await createTestApp(mode);
    db = t.app.database.db;
    // 400 providers: every other one in Austin, every third with quiet waiting areas, a few
    // promoted so the ranking is not only alphabetical, and 40 pending ones that never show.
    const rows = Array.from({ length: 440 }, (_, i) => ({
      name: `Provider ${String(i).padStart(3, '0')}`,
      category: i % 4 === 0 ? 'Pediatrician' : 'Dentist',
      location: i % 2 === 0 ? 'Austin, TX' : 'Denver, CO',
      zip_code: i % 2 === 0 ? '78701' : '80202',
      accommodations: i % 3 === 0 ? `${QUIET}, ${HOURS}` : HOURS,
      // Families confirmed the quiet waiting area of every sixth.
      confirmed_accommodation_bits: i % 6 === 0 ? 1 : 0,
      verified_percentage: (i * 37) % 101,
      promotion_tier: i % 50 === 0 ? ('premium' as const) : ('basic' as const),
      promotion_status: i % 50 === 0 ? ('active' as const) : ('inactive' as const),
      accommodation_status: i >= 400 ? ('pending' as const) : ('verified' as const),
    }));
    await db.insert(providers).values(rows);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const austin = (needsMask: number): NearCriteria => ({
    clauses: [{ terms: ['austin'], categories: [], accommodationMask: 0 }],
    categories: null,
    needsMask,
    confirmedOnly: false,
    near: null,
  });
  const QUIET_BIT = 1;
  const page = (offset: number) => ({
    offset,
    pageSize: 20,
    order: 'relevance' as const,
    columns: COLUMNS,
  });

  it('takes the page from the walk and says the counts are estimates', async () => {
    const exact = await findProvidersNear<NearRow>(db, austin(QUIET_BIT), page(0));
    expect(exact.estimated).toBe(false);
    // 200 in Austin, every third of the 400 quiet: 67 quiet Austin providers.
    expect(exact.total).toBe(67);

    const walked = await findProvidersNear<NearRow>(db, austin(QUIET_BIT), page(0), SMALL_SAMPLE);
    expect(walked.estimated).toBe(true);
    // The page itself is exact: the same providers in the same order.
    expect(walked.rows.map((r) => r.name)).toEqual(exact.rows.map((r) => r.name));
    // The counts are the sample's, scaled: near the truth, never below what the page shows.
    expect(walked.total).toBeGreaterThanOrEqual(21);
    expect(walked.total).toBeGreaterThan(67 / 2);
    expect(walked.total).toBeLessThan(67 * 2);
    expect(walked.needCounts).toHaveLength(18);
    // Every match has both of these, so their estimates are the total's; a third has neither.
    expect(walked.needCounts[0]).toBe(walked.total);
    expect(walked.needCounts[2]).toBe(walked.total);
    expect(walked.needCounts[7]).toBe(0);
  });

  it('keeps the page exact on later pages, and counts exactly when the walk cannot fill one', async () => {
    const exact = await findProvidersNear<NearRow>(db, austin(QUIET_BIT), page(20));
    const walked = await findProvidersNear<NearRow>(db, austin(QUIET_BIT), page(20), SMALL_SAMPLE);
    expect(walked.rows.map((r) => r.name)).toEqual(exact.rows.map((r) => r.name));
    // Page 4 needs 81 matches and there are 67: the walk falls short, the exact count answers.
    const last = await findProvidersNear<NearRow>(db, austin(QUIET_BIT), page(60), SMALL_SAMPLE);
    expect(last.estimated).toBe(false);
    expect(last.total).toBe(67);
    expect(last.rows).toHaveLength(7);
  });

  it('estimates with "confirmed by families only" too', async () => {
    const criteria = { ...austin(QUIET_BIT), confirmedOnly: true };
    const exact = await findProvidersNear<NearRow>(db, criteria, page(0));
    expect(exact.total).toBe(67); // i % 6 === 0 is even: all in Austin
    const walked = await findProvidersNear<NearRow>(db, criteria, page(0), SMALL_SAMPLE);
    expect(walked.estimated).toBe(true);
    expect(walked.rows.map((r) => r.name)).toEqual(exact.rows.map((r) => r.name));
    expect(walked.confirmedCount).toBe(walked.total);
    // Facets count confirmed accommodations here: nobody confirmed sensory-friendly hours.
    expect(walked.needCounts[2]).toBe(0);
  });

  it('counts few matches exactly', async () => {
    const rare = await findProvidersNear<NearRow>(
      db,
      { ...austin(QUIET_BIT), categories: ['Pediatrician'] },
      page(0),
      SMALL_SAMPLE,
    );
    expect(rare.estimated).toBe(false);
    // Austin pediatricians (i % 4 === 0) that are quiet (i % 3 === 0): i % 12 === 0, below 400.
    expect(rare.total).toBe(34);
  });

  it('counts a what-and-where line exactly through one trigram scan per way it holds', async () => {
    // 'pediatrician' is the word or the category; 'austin' the city: a crossed hint (decision 032).
    const line = 'pediatrician austin';
    const criteria: NearCriteria = {
      clauses: clausesOf(parseSearchQuery(line), line),
      categories: null,
      needsMask: QUIET_BIT,
      confirmedOnly: false,
      near: null,
    };
    for (const tuning of [DEFAULT_NEAR_TUNING, SMALL_SAMPLE]) {
      const found = await findProvidersNear<NearRow>(db, criteria, page(0), tuning);
      expect(found.estimated).toBe(false);
      expect(found.total).toBe(34);
      expect(found.rows).toHaveLength(20);
    }
  });

  it('never estimates in distance order', async () => {
    const near = { latitude: 30.27, longitude: -97.74, miles: 25 };
    const byDistance = await findProvidersNear<NearRow>(
      db,
      { ...austin(0), near },
      { ...page(0), order: 'distance' },
      SMALL_SAMPLE,
    );
    expect(byDistance.estimated).toBe(false);
    expect(byDistance.total).toBe(200);
    const byRank = await findProvidersNear<NearRow>(
      db,
      { ...austin(0), near },
      page(0),
      SMALL_SAMPLE,
    );
    expect(byRank.estimated).toBe(true);
    const exactByRank = await findProvidersNear<NearRow>(db, { ...austin(0), near }, page(0));
    expect(byRank.rows.map((r) => r.name)).toEqual(exactByRank.rows.map((r) => r.name));
  });
});
