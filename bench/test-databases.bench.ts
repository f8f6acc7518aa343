/*
 * How long one test database takes to make (decision 049, docs/performance.md "CI time"):
 * `npx tsx bench/test-databases.bench.ts`, with TEST_DATABASE_URL for PostgreSQL too. In one
 * process, three times per mode, back to back: a database made from nothing and migrated (as
 * every test database was before) against createTestDatabase's copy of the migrated template.
 */
import { type DbMode, openDatabase } from '../server/db/client';
import { createTestDatabase } from '../server/test/databases';

const elapsed = (start: number) => Math.round(performance.now() - start);
const modes: DbMode[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

async function main() {
  /* PGlite's WebAssembly compiled and the template read before anything is timed. */
  await (await createTestDatabase('pglite')).cleanup();
  for (const mode of modes) {
    const before: number[] = [];
    const after: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      let start = performance.now();
      if (mode === 'pglite') {
        const database = await openDatabase({ mode: 'pglite' });
        await database.migrate();
        before.push(elapsed(start));
        await database.close();
      } else {
        const bare = await createTestDatabase('postgres', { migrate: false });
        await bare.database.migrate();
        before.push(elapsed(start));
        await bare.cleanup();
      }
      start = performance.now();
      const copy = await createTestDatabase(mode);
      after.push(elapsed(start));
      await copy.cleanup();
    }
    console.log(
      `${mode}: made and migrated ${before.join(', ')} ms; copied from the template ${after.join(', ')} ms`,
    );
  }
}

await main();
