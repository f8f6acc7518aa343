/*
 * Profile stats benchmark: `npx tsx bench/profile-stats.bench.ts` (PGlite, plus PostgreSQL when
 * TEST_DATABASE_URL is set). One provider with 2,000 approved reviews carrying ticked
 * accommodations, 'matched what was listed', visit day/time/busyness and heads-up triggers. Times
 * (interleaved, 15 runs each, median and p95): reading the rows the old way (every review's
 * arrays and JSON into Node), the one-statement SQL aggregation the recompute uses, a whole
 * recomputeProviderStats (lock, stats update, aggregation, upsert), and getProfileStats (the
 * profile page's read). Results: docs/performance.md "Profile stats".
 */
import { and, eq, sql } from 'drizzle-orm';
import { HEADS_UP_TRIGGERS, VISIT_TIMES } from '../common/catalog/visits';
import type { DbMode } from '../server/db/client';
import { providers, reviews } from '../server/db/schema';
import { aggregateProfiles, getProfileStats } from '../server/features/providers/profile-stats';
import { recomputeProviderStats } from '../server/features/providers/recompute-provider-stats';
import { createScratchDatabase } from './scratch-database';

const REVIEWS = 2000;
const RUNS = 15;
const modes: DbMode[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const now = new Date();

const stat = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] as number;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
};

for (const mode of modes) {
  const scratch = await createScratchDatabase(mode);
  const db = scratch.database.db;
  try {
    const [p] = await db
      .insert(providers)
      .values({
        name: 'Bench Dental',
        category: 'Dentist',
        accommodation_status: 'verified',
        accommodations: 'Quiet Waiting Area, Sensory Toolkits, Ability to Pause or Take Breaks',
      })
      .returning({ id: providers.id });
    const id = p?.id as number;
    const rows = Array.from({ length: REVIEWS }, (_, i) => ({
      provider_id: id,
      overall_rating: 1 + (i % 5),
      review_text: `Visit ${i}.`,
      status: 'approved' as const,
      created_at: new Date(now.getTime() - (i % 40) * 30 * 86_400_000),
      verified_accommodations: i % 3 === 0 ? ['Quiet Waiting Area'] : ['Sensory Toolkits'],
      sensory_ratings: {
        category_matches: { environment: i % 7 !== 0, tools: true, communication: true },
      },
      visit_day: i % 7,
      visit_time: VISIT_TIMES[i % 4],
      busyness: 1 + (i % 5),
      heads_up: [HEADS_UP_TRIGGERS[i % 8] as string],
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db.insert(reviews).values(rows.slice(i, i + 500));
    await db.execute(sql`ANALYZE reviews`);

    const timings: Record<string, number[]> = {
      'read 2,000 rows into Node': [],
      'SQL aggregation': [],
      'whole recompute': [],
      'getProfileStats (page read)': [],
    };
    const time = async (label: string, fn: () => Promise<unknown>) => {
      const start = performance.now();
      await fn();
      timings[label]?.push(performance.now() - start);
    };
    for (let run = 0; run < RUNS + 2; run++) {
      const keep = run >= 2; /* two warm-up rounds */
      const t = keep ? time : async (_: string, fn: () => Promise<unknown>) => fn();
      await t('read 2,000 rows into Node', () =>
        db
          .select({
            created_at: reviews.created_at,
            ticked: reviews.verified_accommodations,
            cm: sql`${reviews.sensory_ratings} -> 'category_matches'`,
            visit_day: reviews.visit_day,
            visit_time: reviews.visit_time,
            busyness: reviews.busyness,
            heads_up: reviews.heads_up,
          })
          .from(reviews)
          .where(and(eq(reviews.provider_id, id), eq(reviews.status, 'approved'))),
      );
      await t('SQL aggregation', () => aggregateProfiles(db, [id], now));
      await t('whole recompute', () => recomputeProviderStats(db, [id]));
      await t('getProfileStats (page read)', () => getProfileStats(db, id));
    }
    for (const [label, samples] of Object.entries(timings)) {
      console.log(`${mode}: ${label}: ${stat(samples)}`);
    }
  } finally {
    await scratch.drop();
  }
}
