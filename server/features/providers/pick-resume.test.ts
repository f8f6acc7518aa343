import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestDatabase, testDatabaseModes } from '../../test/databases';
import { recording } from '../../test/recording-db';
import { DEFAULT_TUNING } from './find-providers';
import { pickProviders } from './pick-providers';

/*
 * Step 2b of the plain search engine in name order (the review picker): a walk that found some
 * matches but not the page goes on from its last match when its own rate says the rest of the
 * page is near, instead of fetching and sorting every match. The page must be exactly the one a
 * walk over the whole directory gives.
 */

describe.each(testDatabaseModes())('review picker: a walk resumed (%s)', (mode) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  /*
   * The walk reads 100 names; the lookup is priced as the split lookup of a large directory
   * (1,000 entries before its first row, as splitBase prices it for the registry's names): these
   * places are all listed, whose lookup is not split (decision 082).
   */
  const shortWalk = { ...DEFAULT_TUNING, maxWalk: 100, lookupBaseCost: 1000 };
  const walkAll = { ...DEFAULT_TUNING, headSize: 100_000, maxWalk: 100_000 };

  beforeAll(async () => {
    const t = await createTestDatabase(mode);
    db = t.database.db;
    cleanup = t.cleanup;
    /*
     * 150 'Alpha' names, three of them zebras among the first 100 and three yaks, then 50 'Beta'
     * zebras and five yaks: matches rare where the name order starts and common after it, as a
     * registry's runs of names make them.
     */
    await db.execute(sql`
      INSERT INTO providers (name, category, location, zip_code, accommodation_status)
      SELECT 'Alpha ' || lpad(i::text, 3, '0') ||
          CASE WHEN i IN (10, 20, 30) THEN ' Zebra' WHEN i IN (11, 21, 31) THEN ' Yak' ELSE '' END,
        'Dentist', 'Springfield, IL', '62701', 'verified'
      FROM generate_series(0, 149) AS i
      UNION ALL
      SELECT 'Beta ' || lpad(i::text, 3, '0') || CASE WHEN i < 5 THEN ' Yak' ELSE ' Zebra' END,
        'Dentist', 'Springfield, IL', '62701', 'verified'
      FROM generate_series(0, 54) AS i`);
    await db.execute(sql`ANALYZE providers`);
  }, 60_000);
  afterAll(async () => cleanup?.());

  it('goes on from its last match and gives the page the whole walk gives', async () => {
    const texts: string[] = [];
    const page = await pickProviders(recording(db, texts), 'zebra', shortWalk);
    const whole = await pickProviders(db, 'zebra', walkAll);
    expect(page.map((p) => p.name)).toEqual(whole.map((p) => p.name));
    expect(page.map((p) => p.name)).toEqual([
      'Alpha 010 Zebra',
      'Alpha 020 Zebra',
      'Alpha 030 Zebra',
      ...Array.from({ length: 17 }, (_, i) => `Beta ${String(i + 5).padStart(3, '0')} Zebra`),
    ]);
    /* The resumed walk ran, and no lookup after it. */
    expect(texts.filter((t) => t.includes('(name, id) >'))).toHaveLength(1);
    expect(texts.some((t) => t.includes('WITH rest AS'))).toBe(false);
  });

  it('leaves a page its rate cannot reach to the lookup', async () => {
    const texts: string[] = [];
    const page = await pickProviders(recording(db, texts), 'yak', shortWalk);
    expect(page.map((p) => p.name)).toEqual([
      'Alpha 011 Yak',
      'Alpha 021 Yak',
      'Alpha 031 Yak',
      ...Array.from({ length: 5 }, (_, i) => `Beta 00${i} Yak`),
    ]);
    expect(texts.some((t) => t.includes('(name, id) >'))).toBe(false);
  });

  it('does not resume a walk that found too few to tell a rate', async () => {
    const texts: string[] = [];
    const page = await pickProviders(recording(db, texts), 'beta 05', shortWalk);
    expect(page.map((p) => p.name)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Beta 05${i} Zebra`),
    );
    expect(texts.some((t) => t.includes('(name, id) >'))).toBe(false);
  });
});
