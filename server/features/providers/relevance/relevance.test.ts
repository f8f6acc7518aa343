import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { seedDatabase } from '../../../db/seed/seed';
import { createTestDatabase, testDatabaseModes } from '../../../test/databases';
import { measureRelevance } from './measure-relevance';
import { RELEVANCE_SET } from './relevance-set';

/* The labelled set on the demo data: recall of the first page ≥ 0.99, no expected match missed. */
describe.each(testDatabaseModes())('search relevance on the demo data (%s)', (mode) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ database, cleanup } = await createTestDatabase(mode));
    await seedDatabase(database.db);
  }, 120_000);
  afterAll(async () => cleanup());

  it('holds at least 150 labelled queries', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(150);
    expect(new Set(RELEVANCE_SET.map((q) => q.q)).size).toBe(RELEVANCE_SET.length);
  });

  it('finds what people mean', async () => {
    const r = await measureRelevance(database.db);
    console.log(
      `relevance: recall ${r.recall.toFixed(3)}, zero-result share ${(r.zeroShare * 100).toFixed(1)}% of ${r.queries}; missed ${JSON.stringify(r.missedAll)}; worst ${JSON.stringify(r.worst.slice(0, 5))}`,
    );
    expect(r.missedAll).toEqual([]);
    expect(r.recall).toBeGreaterThanOrEqual(0.99);
  }, 120_000);
});
