/*
 * Search under abuse (decision 035): `npm run bench -- --starvation [--mode pglite]`.
 * The app on the demo data (320 providers), listening on a loopback port in this process (as
 * search-starvation.test.ts runs it), the per-IP search limit raised so that nothing is refused
 * and the answer cache off. A visitor asks `--rounds` times (default 30) for a provider page, a
 * plain search and /robots.txt, first alone, then while 4 clients (each its own loopback address)
 * send the worst lines the contracts accept to every search endpoint. Prints the visitor's
 * medians both ways.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { DbMode } from '../server/db/client';
import { providers } from '../server/db/schema';
import { seedDatabase } from '../server/db/seed/seed';
import { measureStarvation, type StarvationResult } from '../server/test/search-starvation';
import { createScratchDatabase } from './scratch-database';

const ms = (n: number) => `${n.toFixed(1)} ms`;
const line = (r: StarvationResult) =>
  `provider page ${ms(r.medians.providerPage)}, plain search ${ms(r.medians.plainSearch)}, robots.txt ${ms(r.medians.robots)}`;

export async function starvationBench(mode: DbMode, rounds: number): Promise<string> {
  console.log(`\n=== ${mode}: search under abuse, demo data ===`);
  const scratch = await createScratchDatabase(mode);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-starvation-'));
  try {
    await seedDatabase(scratch.database.db);
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SEARCH_RATE_LIMIT_PER_MINUTE: '10000000',
        /* The visitor's few lines would otherwise be answered from the cache (decision 033). */
        SEARCH_CACHE_SECONDS: '0',
      }),
      database: scratch.database,
      serveWeb: false,
      logger: false,
    });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const [visible] = await scratch.database.db
        .select({ id: providers.id })
        .from(providers)
        .where(eq(providers.accommodation_status, 'verified'))
        .limit(1);
      const providerId = visible?.id ?? 1;
      await measureStarvation({ base, providerId, attackers: 0, rounds: 3 });
      const alone = await measureStarvation({ base, providerId, attackers: 0, rounds });
      const attacked = await measureStarvation({ base, providerId, attackers: 4, rounds });
      const load = loadavg()[0]?.toFixed(1);
      console.log(`  alone:           ${line(alone)}`);
      console.log(`  4 worst clients: ${line(attacked)}`);
      console.log(
        `  the 4 clients: ${attacked.attackRequests} requests, median ${ms(attacked.attackMedianMs)}, statuses ${JSON.stringify(attacked.attackStatuses)}; load ${load}`,
      );
      return `${mode} starvation: alone ${line(alone)}; under 4 worst clients ${line(attacked)} (load ${load})`;
    } finally {
      await app.close();
    }
  } finally {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
