import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProvider } from '../features/providers/provider-factory';
import { searchProviders } from '../features/providers/search-providers';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../test/databases';
import { executePrepared } from './prepared';

describe.each(testDatabaseModes())('prepared statements (%s)', (mode) => {
  let t: TestDatabase;
  beforeAll(async () => {
    // One connection, so the statements prepared by one call are there for the next.
    t = await createTestDatabase(mode, { poolSize: 1 });
    for (const city of ['Austin, TX', 'Denver, CO', 'Austin, TX']) {
      await insertProvider(t.database.db, { location: city });
    }
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('returns the rows db.execute would, parameters included', async () => {
    const query = sql`SELECT location, count(*)::int AS n FROM providers
      WHERE location = ${'Austin, TX'} GROUP BY location`;
    const rows = await executePrepared<{ location: string; n: number }>(t.database.db, query);
    expect(rows).toEqual([{ location: 'Austin, TX', n: 2 }]);
    expect(rows).toEqual((await t.database.db.execute(query)).rows);
  });

  it.runIf(mode === 'postgres')(
    'on PostgreSQL, every session has JIT off and no parallel workers (decisions 009, 076)',
    async () => {
      for (const db of [t.database.db, t.database.searchDb]) {
        const settings = await db.execute<{ jit: string; workers: string }>(
          sql`SELECT current_setting('jit') AS jit,
            current_setting('max_parallel_workers_per_gather') AS workers`,
        );
        expect(settings.rows).toEqual([{ jit: 'off', workers: '0' }]);
      }
    },
  );

  it.runIf(mode === 'postgres')(
    'on PostgreSQL, a search is planned a few times and then runs its cached generic plan',
    async () => {
      for (let i = 0; i < 10; i++) {
        const r = await searchProviders(t.database.db, { q: i % 2 ? 'austin' : 'denver' });
        expect(r.total).toBe(i % 2 ? 2 : 1);
      }
      const statements = await t.database.db.execute<{
        name: string;
        generic_plans: number;
        custom_plans: number;
      }>(sql`SELECT name, generic_plans::int, custom_plans::int FROM pg_prepared_statements
        WHERE statement LIKE '%sample_hits%'`);
      // One shape of search statement, ten runs: five custom plans, then the generic plan only.
      expect(statements.rows).toEqual([
        { name: expect.stringMatching(/^cp_/), generic_plans: 5, custom_plans: 5 },
      ]);
    },
  );
});
