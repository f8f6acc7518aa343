/*
 * Admin queues benchmark: `npm run bench:admin-queues` (decision 046). 100,000 providers (the
 * demo generator's mix, so a share of them wait for verification), 100,000 pending reviews (a
 * seventh naming a practitioner), 5,000 pending photos and 20,000 accounts of which 2,000 share
 * a provider's contact e-mail. Each queue's first page is timed plain and with a search, a
 * state and another order, as the API builds it. Options: --providers N, --reviews N, --runs N
 * (default 30), --mode pglite|postgres (default: PGlite, plus PostgreSQL when TEST_DATABASE_URL
 * is set). Results: docs/performance.md "Admin queues".
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { AdminQueueFilters } from '../common/contracts/admin-queues';
import { QUEUE_PAGE_SIZE } from '../common/contracts/moderation';
import { PRACTITIONER_PAGE_SIZE } from '../common/contracts/practitioners';
import type { Db, DbMode } from '../server/db/client';
import { findDuplicateEmails } from '../server/features/duplicates/find-duplicate-emails';
import { listPendingReviews } from '../server/features/moderation/list-pending-reviews';
import { listPendingPhotos } from '../server/features/photos/moderate-photos';
import { listPractitioners } from '../server/features/practitioners/list-practitioners';
import { getVerificationQueue } from '../server/features/verification/get-verification-queue';
import { loadProviders } from './load-providers';
import { createScratchDatabase } from './scratch-database';

const { values: args } = parseArgs({
  options: {
    providers: { type: 'string', default: '100000' },
    reviews: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    mode: { type: 'string', multiple: true },
  },
});
const providerCount = Number(args.providers);
const reviewCount = Number(args.reviews);
const runs = Number(args.runs);
const modes = (args.mode?.flatMap((m) => m.split(',')) ??
  (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'])) as DbMode[];
for (const [name, n] of [
  ['--providers', providerCount],
  ['--reviews', reviewCount],
  ['--runs', runs],
] as const) {
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number`);
}

const BUDGET_MS = 100;
const ms = (n: number) => n.toFixed(1);
function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

/* Pending reviews, practitioners, photos and shared e-mails over the loaded providers. */
async function loadQueues(db: Db) {
  await db.execute(sql`
    INSERT INTO users (id, name, email, email_verified)
    SELECT 'bench-user-' || g, 'Bench User ' || g, 'member' || g || '@bench.example', true
      FROM generate_series(1, 18000) g`);
  /* About 2,000 accounts whose e-mail is also a provider's contact e-mail. */
  await db.execute(sql`
    INSERT INTO users (id, name, email, email_verified)
    SELECT 'bench-owner-' || id, 'Bench Owner ' || id, contact_email, true
      FROM providers WHERE contact_email IS NOT NULL AND id % 40 = 0
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO profiles (id, email, full_name)
    SELECT id, email, name FROM users WHERE id LIKE 'bench-%'`);
  await db.execute(sql`
    INSERT INTO reviews (provider_id, provider, reviewer_name, user_id, created_at,
                         overall_rating, rating_chosen, review_text, status, accommodation_notes)
    SELECT 1 + (hashint4(g)::bigint + 2147483648) % ${providerCount}, 'unused',
           'Reviewer ' || (g % 5000),
           CASE WHEN g % 8 = 0 AND g / 8 <= 18000 THEN 'bench-user-' || (g / 8) END,
           timestamptz '2026-11-01' - make_interval(secs => (g * 347) % (400 * 86400)),
           1 + (g % 5), true,
           repeat('A calm visit with patient staff and a quiet room. ', 4),
           'pending',
           CASE WHEN g % 7 = 0 THEN 'Dr. Bench ' || g END
      FROM generate_series(1, ${reviewCount}) g`);
  await db.execute(sql`
    INSERT INTO provider_photos (provider_id, large_file_id, small_file_id, width, height,
                                 alt_text, created_at)
    SELECT 1 + (g * 19) % ${providerCount}, gen_random_uuid(), gen_random_uuid(), 640, 480,
           'A quiet room', timestamptz '2026-11-01' - make_interval(mins => g)
      FROM generate_series(1, 5000) g`);
  await db.execute(sql`ANALYZE`);
  const counted = await db.execute<{ verification: number; reviews: number }>(sql`
    SELECT (SELECT count(*)::int FROM providers
             WHERE verification_status IN ('pending', 'unverified')) AS verification,
           (SELECT count(*)::int FROM reviews WHERE status = 'pending') AS reviews`);
  return counted.rows[0] ?? { verification: 0, reviews: 0 };
}

type Case = { queue: string; label: string; run: () => Promise<unknown> };

function cases(db: Db, city: string, name: string): Case[] {
  const variants: [string, Partial<AdminQueueFilters>][] = [
    ['plain', {}],
    [`q=${name}`, { q: name }],
    [`q=${city}`, { q: city }],
    ['state=TX', { state: 'TX' }],
    ['sort=name', { sort: 'name' }],
    ['sort=newest', { sort: 'newest' }],
    [`q=${city} state=TX sort=name`, { q: city, state: 'TX', sort: 'name' }],
  ];
  const out: Case[] = [];
  for (const [label, f] of variants) {
    out.push(
      { queue: 'verification', label, run: () => getVerificationQueue(db, 1, f) },
      {
        queue: 'reviews',
        label,
        run: () => listPendingReviews(db, { limit: QUEUE_PAGE_SIZE, ...f }),
      },
      {
        queue: 'practitioners',
        label,
        run: () => listPractitioners(db, { limit: PRACTITIONER_PAGE_SIZE, ...f }),
      },
      { queue: 'photos', label, run: () => listPendingPhotos(db, f) },
    );
    if (!f.sort) {
      out.push({
        queue: 'duplicates',
        label,
        run: () => findDuplicateEmails(db, '', undefined, { q: f.q, state: f.state }),
      });
    }
  }
  return out;
}

async function runMode(mode: DbMode): Promise<string[]> {
  console.log(`\n=== ${mode}: ${providerCount.toLocaleString('en-US')} providers ===`);
  const scratch = await createScratchDatabase(mode);
  const lines: string[] = [];
  try {
    const db = scratch.database.db;
    const started = performance.now();
    await loadProviders(db, providerCount);
    const loaded = await loadQueues(db);
    console.log(
      `  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${loaded.verification.toLocaleString('en-US')} providers waiting for verification, ${loaded.reviews.toLocaleString('en-US')} pending reviews`,
    );
    /* A city and a name that are really there: the first Texan provider's. */
    const sample = await db.execute<{ name: string; location: string }>(sql`
      SELECT name, location FROM providers WHERE location LIKE '%, TX%' ORDER BY id LIMIT 1`);
    const city = sample.rows[0]?.location.split(',')[0] ?? 'Austin';
    const name = sample.rows[0]?.name.split(' ')[0] ?? 'Calm';

    for (const c of cases(db, city, name)) {
      for (let i = 0; i < 3; i++) await c.run();
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        await c.run();
        samples.push(performance.now() - t0);
      }
      const p95 = percentile(samples, 95);
      const line = `  ${mode.padEnd(8)} ${c.queue.padEnd(13)} ${c.label.padEnd(32)} p50 ${ms(percentile(samples, 50)).padStart(6)} ms  p95 ${ms(p95).padStart(6)} ms${p95 > BUDGET_MS ? '  OVER 100 ms' : ''}`;
      console.log(line);
      lines.push(line);
    }
  } finally {
    await scratch.drop();
  }
  return lines;
}

const all: string[] = [];
for (const mode of modes) all.push(...(await runMode(mode)));
const over = all.filter((l) => l.includes('OVER'));
console.log(
  `\n${all.length - over.length} of ${all.length} queue reads within ${BUDGET_MS} ms at p95${over.length ? `; over:\n${over.join('\n')}` : ''}`,
);
