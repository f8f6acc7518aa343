/*
 * 'Best match for me' benchmark (decision 031): `npx tsx bench/best-match.bench.ts`
 * (--providers N, default 100,000; --mode pglite|postgres, default PGlite plus PostgreSQL when
 * TEST_DATABASE_URL is set). Times the search's bench queries in the ranked order and in the
 * best-match order for a member with three needs, and prints p50/p95 per mode.
 */
import { parseArgs } from 'node:util';
import { needsMask } from '../common/domain/needs-match';
import type { DbMode } from '../server/db/client';
import { DEFAULT_TUNING, findProviders } from '../server/features/providers/find-providers';
import { bestMatchFinder } from '../server/features/providers/find-providers-best-match';
import { searchProviders } from '../server/features/providers/search-providers';
import { loadProviders } from './load-providers';
import { benchQueries } from './queries';
import { createScratchDatabase } from './scratch-database';

const { values: args } = parseArgs({
  options: {
    providers: { type: 'string', default: '100000' },
    mode: { type: 'string', multiple: true },
    rounds: { type: 'string', default: '3' },
  },
});
const providerCount = Number(args.providers);
const rounds = Number(args.rounds);
const modes = (args.mode?.flatMap((m) => m.split(',')) ??
  (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'])) as DbMode[];

const NEEDS = [
  'Quiet Waiting Area',
  'Visual Schedules or Social Stories',
  'Ability to Pause or Take Breaks',
];

const percentile = (samples: readonly number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

for (const mode of modes) {
  const scratch = await createScratchDatabase(mode);
  try {
    const db = scratch.database.db;
    await loadProviders(db, providerCount);
    const queries = await benchQueries(db);
    const finders = { rank: findProviders, 'best-match': bestMatchFinder(needsMask(NEEDS)) };
    for (const [name, finder] of Object.entries(finders)) {
      for (const q of queries) await searchProviders(db, q, DEFAULT_TUNING, finder);
      const samples: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        for (const q of queries) {
          const started = performance.now();
          await searchProviders(db, q, DEFAULT_TUNING, finder);
          samples.push(performance.now() - started);
        }
      }
      console.log(
        `[${mode}, ${name}] ${providerCount.toLocaleString('en-US')} providers, ${samples.length} searches: p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`,
      );
    }
  } finally {
    await scratch.drop();
  }
}
