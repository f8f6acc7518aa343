/*
 * Moderation benchmark: `npm run bench:moderation` (100,000 reviews, a fifth of them pending).
 * Options: --reviews N, --pending-share 0..1 (default 0.2), --mode pglite|postgres (default:
 * PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), --explain (plans of the queue pages).
 * It times what an admin waits for: the first page of the queue, a page deep in it (keyset
 * cursor), one approval (update, provider recompute, audit row, one transaction) and bulk
 * approvals of 100 and 500 reviews. Results: docs/performance.md "Moderation".
 */
import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import { PENDING_COUNT_CAP, QUEUE_PAGE_SIZE } from '../common/contracts/moderation';
import type { Db, DbMode } from '../server/db/client';
import { users } from '../server/db/schema';
import { listPendingReviews } from '../server/features/moderation/list-pending-reviews';
import { moderateReviews } from '../server/features/moderation/moderate-reviews';
import { createScratchDatabase } from './scratch-database';

const { values: args } = parseArgs({
  options: {
    reviews: { type: 'string', default: '100000' },
    'pending-share': { type: 'string', default: '0.2' },
    mode: { type: 'string', multiple: true },
    explain: { type: 'boolean', default: false },
  },
});
const reviewCount = Number(args.reviews);
const pendingShare = Number(args['pending-share']);
const providerCount = Math.max(100, Math.round(reviewCount / 10));
const modes = (args.mode?.flatMap((m) => m.split(',')) ??
  (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'])) as DbMode[];
if (!Number.isInteger(reviewCount) || reviewCount < 1000) {
  throw new Error('--reviews must be a whole number of at least 1000');
}
if (!(pendingShare > 0 && pendingShare <= 1)) throw new Error('--pending-share must be in (0, 1]');

const ADMIN = { id: 'bench-admin', email: 'admin@bench.local', name: 'Bench', emailVerified: true };

const ms = (n: number) => n.toFixed(1);
function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}
async function timed<T>(fn: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/*
 * Providers with four listed accommodations, and reviews shaped like the form's: sensory JSON,
 * tags, a 200-character text. Review i goes to a provider drawn with a skew (a few popular
 * businesses hold many reviews, as in the seed), over the last 400 days; every 1/share-th review
 * is pending.
 */
async function load(db: Db) {
  await db.insert(users).values({ id: ADMIN.id, name: ADMIN.name, email: ADMIN.email });
  await db.execute(sql`
    INSERT INTO providers (name, category, location, zip_code, accommodations, accommodation_status)
    SELECT 'Bench Provider ' || g, 'Dentist', 'Springfield, IL', '62701',
           'Quiet Waiting Area, Dim or Adjustable Lighting, Weighted Blankets / Lap Pads, Sensory Toolkits',
           'verified'
      FROM generate_series(1, ${providerCount}) g`);
  const every = Math.max(1, Math.round(1 / pendingShare));
  await db.execute(sql`
    INSERT INTO reviews (provider_id, provider, reviewer_name, created_at, overall_rating,
                         review_text, sensory_ratings, sensory_tags, verified_accommodations,
                         is_verified, status, accommodation_notes)
    SELECT p, 'Bench Provider ' || p, 'reviewer' || (g % 5000),
           timestamptz '2026-11-01' - make_interval(secs => (g * 347) % (400 * 86400)),
           1 + (g % 5),
           repeat('A calm visit with patient staff and a quiet room. ', 4),
           jsonb_build_object(
             'category_experiences', jsonb_build_object(
               'environment', jsonb_build_array('Quiet Waiting Area'),
               'tools', jsonb_build_array(), 'communication', jsonb_build_array()),
             'category_comments', jsonb_build_object('environment', 'Calm.', 'tools', '', 'communication', ''),
             'category_matches', jsonb_build_object('environment', true, 'tools', true, 'communication', true),
             'feedback_tags', jsonb_build_array('Calming'),
             'sensory_match_score', 20, 'has_mismatch', false),
           ARRAY['Quiet Waiting Area'], ARRAY['Quiet Waiting Area'],
           g % 3 = 0,
           CASE WHEN g % ${every} = 0 THEN 'pending' ELSE 'approved' END,
           CASE WHEN g % 7 = 0 THEN 'Dr. Bench ' || g END
      FROM (SELECT g, 1 + floor(${providerCount} * power((hashint4(g)::bigint + 2147483648) / 4294967296.0, 2))::int AS p
              FROM generate_series(1, ${reviewCount}) g) s`);
  await db.execute(sql`ANALYZE`);
  const counted = await db.execute<{ pending: number; top: number }>(sql`
    SELECT (SELECT count(*)::int FROM reviews WHERE status = 'pending') AS pending,
           (SELECT max(n)::int FROM (SELECT count(*) AS n FROM reviews GROUP BY provider_id) c) AS top`);
  return counted.rows[0] ?? { pending: 0, top: 0 };
}

async function explain(db: Db, query: SQL) {
  const plan = await db.execute<Record<string, string>>(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
  console.log(plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n'));
}

async function pendingIds(db: Db, offset: number, limit: number): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
    SELECT id FROM reviews WHERE status = 'pending'
     ORDER BY created_at DESC, id DESC OFFSET ${offset} LIMIT ${limit}`);
  return rows.rows.map((r) => Number(r.id));
}

async function runMode(mode: DbMode) {
  console.log(`\n=== ${mode}: ${reviewCount.toLocaleString('en-US')} reviews ===`);
  const scratch = await createScratchDatabase(mode);
  try {
    const db = scratch.database.db;
    const loadStarted = performance.now();
    const { pending, top } = await load(db);
    console.log(
      `  loaded ${providerCount.toLocaleString('en-US')} providers, ${pending.toLocaleString('en-US')} pending reviews (busiest provider ${top} reviews) in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
    );

    const [deepCursor] = await pendingIds(db, Math.floor(pending / 2), 1);
    const firstPage = () => listPendingReviews(db, { limit: QUEUE_PAGE_SIZE });
    const deepPage = () => listPendingReviews(db, { limit: QUEUE_PAGE_SIZE, cursor: deepCursor });
    for (let i = 0; i < 5; i++) {
      await firstPage();
      await deepPage();
    }
    const first: number[] = [];
    const deep: number[] = [];
    for (let i = 0; i < 40; i++) {
      first.push(await timed(firstPage));
      deep.push(await timed(deepPage));
    }

    /* Approvals take reviews from the middle of the queue, one transaction each. */
    const singles = await pendingIds(db, Math.floor(pending / 4), 60);
    const approve: number[] = [];
    for (const [i, id] of singles.entries()) {
      const elapsed = await timed(() =>
        moderateReviews(db, ADMIN, {
          reviewIds: [id],
          status: i % 2 === 0 ? 'approved' : 'rejected',
          notes: 'Bench.',
          scope: 'single',
        }),
      );
      if (i >= 10) approve.push(elapsed);
    }
    const bulk = async (size: number, offset: number) => {
      const ids = await pendingIds(db, offset, size);
      return timed(() =>
        moderateReviews(db, ADMIN, {
          reviewIds: ids,
          status: 'approved',
          notes: '',
          scope: 'bulk',
        }),
      );
    };
    const at = Math.floor(pending / 3);
    const bulk100 = [await bulk(100, at), await bulk(100, at), await bulk(100, at)];
    const bulk500 = [await bulk(500, at), await bulk(500, at)];

    const line = (name: string, samples: number[]) =>
      console.log(
        `  ${name.padEnd(34)} ${String(samples.length).padStart(5)} ${ms(percentile(samples, 50)).padStart(9)} ${ms(percentile(samples, 95)).padStart(9)} ${ms(Math.max(...samples)).padStart(9)}`,
      );
    console.log('  operation                              runs    p50 ms    p95 ms    max ms');
    line('queue, first page (20)', first);
    line('queue, page halfway (keyset)', deep);
    line('approve or reject one review', approve);
    line('bulk approve 100', bulk100);
    line('bulk approve 500', bulk500);

    if (args.explain) {
      /* The queue's statement as listPendingReviews builds it (page key only), and its count. */
      for (const [name, cursor] of [
        ['first page', undefined],
        ['page halfway', deepCursor],
      ] as const) {
        const after =
          cursor === undefined
            ? sql``
            : sql`AND (r.created_at, r.id) < (SELECT c.created_at, c.id FROM reviews c WHERE c.id = ${cursor})`;
        console.log(`\n  --- EXPLAIN ANALYZE: ${name}`);
        await explain(
          db,
          sql`SELECT r.id, p.name FROM reviews r LEFT JOIN providers p ON p.id = r.provider_id
               WHERE r.status = 'pending' ${after}
               ORDER BY r.created_at DESC NULLS LAST, r.id DESC LIMIT ${QUEUE_PAGE_SIZE + 1}`,
        );
      }
      console.log('\n  --- EXPLAIN ANALYZE: pending count (capped)');
      await explain(
        db,
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM reviews WHERE status = 'pending' LIMIT ${PENDING_COUNT_CAP + 1}) pending`,
      );
    }
    return `moderation at ${reviewCount} reviews [${mode}]: first page p95 ${ms(percentile(first, 95))} ms, deep page p95 ${ms(percentile(deep, 95))} ms, approve p95 ${ms(percentile(approve, 95))} ms, bulk 500 ${ms(Math.max(...bulk500))} ms`;
  } finally {
    await scratch.drop();
  }
}

const summaries: string[] = [];
for (const mode of modes) summaries.push(await runMode(mode));
console.log(`\n${summaries.join('\n')}`);
