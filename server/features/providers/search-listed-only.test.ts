import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { recording } from '../../test/recording-db';
import { findProviders, type Tuning } from './find-providers';
import { insertProvider, insertRegistryPlaces, SMALL_DIRECTORY_TUNING } from './provider-factory';

/*
 * Step 3b when every hit of the sample was a registry place, but too few to tell the registry
 * walk a rate: the walk reads only the head, and the listed places' matches are looked up through
 * their own indexes. Enough of them are the page; fewer, and the lookup of every match answers.
 * Either way the page is exactly the one sorting every match gives. The sample's members are
 * known here (the first sampleSize visible places by sample_key), so the names are placed to
 * give it exactly two registry hits and no listed one.
 */
const SMALL: Tuning = SMALL_DIRECTORY_TUNING;
const LISTED_PLACES = 200;
const REGISTRY_PLACES = 400;

describe.each(testDatabaseModes())('listed matches looked up first (%s)', (mode) => {
  let t: TestApp;
  let db: Db;

  const criteria = (word: string) => ({ terms: [word], categories: null });
  const everyMatch = async (word: string) => {
    const page = await findProviders(
      db,
      criteria(word),
      { offset: 0, pageSize: 1000, order: 'rank', columns: ['id', 'name'] },
      { ...SMALL, maxWalk: 0, headSize: 0 },
    );
    return page.rows.map((r) => String(r.name));
  };

  beforeAll(async () => {
    t = await createTestApp(mode);
    db = t.app.database.db;
    for (let i = 1; i <= LISTED_PLACES; i++) {
      await insertProvider(db, { name: `Listed Place ${String(i).padStart(3, '0')}` });
    }
    await insertRegistryPlaces(db, {
      count: REGISTRY_PLACES,
      namePrefix: 'REGISTRY, PAT ',
      digits: 3,
      location: 'Denver, CO 80202',
      zip: '80202',
      firstNpi: 1500000000,
    });
    /*
     * 'heron': two registry places in the sample, ten outside it, and 30 listed places outside
     * it. 'finch': the same registry places, and 5 listed places outside the sample.
     */
    const sampled = await db.execute<{ id: number; registry: boolean }>(sql`
      SELECT id, tier_rank < 0 AS registry FROM providers WHERE accommodation_status <> 'pending'
      ORDER BY sample_key LIMIT ${SMALL.sampleSize}`);
    const inSample = new Set(sampled.rows.map((r) => Number(r.id)));
    expect(sampled.rows.some((r) => r.registry)).toBe(true);
    const registry = sampled.rows.filter((r) => r.registry).map((r) => Number(r.id));
    const others = await db.execute<{ id: number; registry: boolean }>(sql`
      SELECT id, tier_rank < 0 AS registry FROM providers ORDER BY id`);
    const outside = (registryPlace: boolean) =>
      others.rows
        .filter((r) => r.registry === registryPlace && !inSample.has(Number(r.id)))
        .map((r) => Number(r.id));
    const rename = (ids: number[], suffix: string) =>
      db.execute(sql`UPDATE providers SET name = name || ${suffix}
        WHERE id = ANY(${sql.param(ids)}::int[])`);
    await rename([...registry.slice(0, 2), ...outside(true).slice(0, 10)], ' Heron Finch');
    await rename(outside(false).slice(0, 30), ' Heron');
    await rename(outside(false).slice(30, 35), ' Finch');
    // 'wren': one registry place, in the sample, and 3 listed places outside it.
    await rename(registry.slice(2, 3), ' Wren');
    await rename(outside(false).slice(35, 38), ' Wren');
    await db.execute(sql`ANALYZE providers`);
  });
  afterAll(async () => t?.cleanup());

  it.each([
    ['heron', 30 + 12, false],
    ['finch', 5 + 12, true],
    ['wren', 3 + 1, true],
  ])("'%s': the page sorting every match gives", async (word, count, lookedUp) => {
    const all = await everyMatch(word);
    expect(all).toHaveLength(count);
    const texts: string[] = [];
    const page = await findProviders(
      recording(db, texts),
      criteria(word),
      { offset: 0, pageSize: 20, order: 'rank', columns: ['id', 'name'] },
      SMALL,
    );
    expect(page.rows.map((r) => r.name)).toEqual(all.slice(0, 20));
    /* The listed places first: every registry name after them. */
    const firstRegistry = all.findIndex((n) => n.startsWith('REGISTRY'));
    expect(firstRegistry).toBe(word === 'wren' ? 3 : count - 12);
    /* The walk read only the head; the listed matches were looked up, then every match or not. */
    expect(texts.filter((s) => s.includes('WITH listed AS MATERIALIZED'))).toHaveLength(1);
    expect(texts.some((s) => s.includes('WITH found AS MATERIALIZED'))).toBe(lookedUp);
    expect(page.hasMore).toBe(count > 20);
  });
});
