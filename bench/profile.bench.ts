/*
 * Provider profile benchmark (decision 027): `npm run bench -- --profile` (with --providers N and
 * --mode as for the search benchmark). One provider carries 2,000 approved reviews among
 * 200,000 reviews of other providers; the profile's requests are sent through the real app
 * (routing, validation, the use case, serialisation) with Fastify's inject, and the
 * server-rendered head is timed as web-app.ts builds it. Numbers: docs/performance.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ALL_ACCOMMODATIONS } from '../common/catalog/accommodations';
import { HEADS_UP_TRIGGERS, VISIT_TIMES } from '../common/catalog/visits';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Db, DbMode } from '../server/db/client';
import { providerHead } from '../server/features/provider-profile/profile-head';
import { loadProviders } from './load-providers';
import { createScratchDatabase } from './scratch-database';

export const PROFILE_REVIEWS = 2_000;
const OTHER_REVIEWS = 200_000;
const REVIEWERS = 2_000;
const WARMUP = 30;
const SAMPLES = 200;

const ms = (n: number) => n.toFixed(1);
function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

export async function seedProfile(db: Db, providerId: number, providerCount: number) {
  const listed = ALL_ACCOMMODATIONS.slice(0, 8);
  await db.execute(sql`
    UPDATE providers SET accommodation_status = 'verified', accommodations = ${listed.join(', ')},
      description = 'A calm practice with a quiet room.', business_hours = 'Mon–Fri 8–5'
    WHERE id = ${providerId}`);
  await db.execute(sql`
    INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
    SELECT 'bench-user-' || g, 'Reviewer ' || g || ' Lastname', 'bench' || g || '@example.com', true, now(), now()
    FROM generate_series(1, ${REVIEWERS}) g`);
  const accArray = sql.raw(`ARRAY[${listed.map((a) => `'${a.replace(/'/g, "''")}'`).join(',')}]`);
  /* The profile's own reviews: all approved, a year and a half of them, a few accommodations each. */
  await db.execute(sql`
    INSERT INTO reviews (provider_id, provider, user_id, reviewer_name, created_at, overall_rating,
      review_text, sensory_ratings, verified_accommodations, sensory_tags, is_verified, status,
      accommodation_notes, practitioner_status, helpful_count, visit_day, visit_time, busyness, heads_up)
    SELECT ${providerId}, 'bench', 'bench-user-' || g, 'reviewer' || g,
      now() - (g || ' hours')::interval * 6, 1 + g % 5,
      'The waiting room was quiet and the staff explained every step before they did it. Visit ' || g || '.',
      jsonb_build_object('category_experiences', jsonb_build_object('environment', jsonb_build_array('Quiet Waiting Area'), 'tools', '[]'::jsonb, 'communication', '[]'::jsonb),
        'category_matches', jsonb_build_object('environment', true, 'tools', g % 7 <> 0, 'communication', true),
        'feedback_tags', jsonb_build_array('Calm staff')),
      ARRAY[(${accArray})[1 + g % 8], (${accArray})[1 + (g * 3) % 8]],
      ARRAY[(${accArray})[1 + g % 8]],
      g % 3 = 0, 'approved', CASE WHEN g % 10 = 0 THEN 'Dr. Lee' END,
      CASE WHEN g % 20 = 0 THEN 'approved' ELSE 'pending' END, g % 13,
      g % 7, (ARRAY[${sql.raw(VISIT_TIMES.map((t) => `'${t}'`).join(','))}])[1 + g % 4], 1 + g % 5,
      CASE WHEN g % 4 = 0 THEN ARRAY['${sql.raw(HEADS_UP_TRIGGERS[1])}'] ELSE '{}'::text[] END
    FROM generate_series(1, ${PROFILE_REVIEWS}) g`);
  /* Everyone else's reviews (authors deleted, so the one-live-review rule never bites), a half
   * of them not approved, spread over every other provider. */
  await db.execute(sql`
    INSERT INTO reviews (provider_id, provider, user_id, reviewer_name, created_at, overall_rating,
      review_text, status, helpful_count)
    SELECT p + CASE WHEN p >= ${providerId} THEN 1 ELSE 0 END, 'bench', NULL, 'r',
      now() - (g || ' minutes')::interval, 1 + g % 5, 'Another review.',
      (ARRAY['approved','approved','pending','rejected'])[1 + g % 4], g % 5
    FROM generate_series(1, ${OTHER_REVIEWS}) g, LATERAL (SELECT 1 + g % ${providerCount - 1} AS p) x`);
  const evidence = listed.map((accommodation, i) => ({
    accommodation,
    grade: i % 3 === 0 ? 'document_verified' : i % 3 === 1 ? 'confirmed' : 'declared',
    declared: true,
    confirmations: 40 + i,
    recentConfirmations: 30 + i,
    latestConfirmedMonth: '2026-10',
    mismatchReports: i % 2,
    documentVerified: i % 3 === 0,
  }));
  const cells = Array.from({ length: 7 }, (_, day) =>
    VISIT_TIMES.map((time, t) => ({
      day,
      time,
      visits: 60 + day + t,
      averageBusyness: 1 + ((day + t) % 5),
    })),
  ).flat();
  await db.execute(sql`
    INSERT INTO provider_profile_stats (provider_id, evidence, heads_up, visit_grid, visit_count)
    VALUES (${providerId}, ${JSON.stringify(evidence)}::jsonb, '{"beeping_machines": 500, "crowds": 80}'::jsonb,
      ${JSON.stringify({ visitCount: PROFILE_REVIEWS, minimumVisits: 5, cells })}::jsonb, ${PROFILE_REVIEWS})
    ON CONFLICT (provider_id) DO NOTHING`);
  await db.execute(sql`ANALYZE reviews`);
  await db.execute(sql`ANALYZE users`);
}

export async function profileBench(mode: DbMode, providerCount: number): Promise<string> {
  console.log(
    `\n=== ${mode}: profile with ${PROFILE_REVIEWS.toLocaleString('en-US')} reviews, ${providerCount.toLocaleString('en-US')} providers, ${OTHER_REVIEWS.toLocaleString('en-US')} other reviews ===`,
  );
  const scratch = await createScratchDatabase(mode);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-bench-app-'));
  try {
    const db = scratch.database.db;
    await loadProviders(db, providerCount, (step) => console.log(`  loading: ${step}`));
    const providerId = Math.floor(providerCount / 2);
    await seedProfile(db, providerId, providerCount);
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      database: scratch.database,
      serveWeb: false,
      logger: false,
    });
    await app.ready();
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res;
    };
    const deep = (await get(`/api/providers/${providerId}/reviews?limit=50`)).json();
    let cursor = deep.nextCursor as number;
    for (let i = 0; i < 29; i++) {
      cursor = (await get(`/api/providers/${providerId}/reviews?limit=50&cursor=${cursor}`)).json()
        .nextCursor;
    }
    const kinds: [string, () => Promise<unknown>][] = [
      ['profile', () => get(`/api/providers/${providerId}/profile`)],
      ['reviews newest', () => get(`/api/providers/${providerId}/reviews`)],
      ['reviews page 150', () => get(`/api/providers/${providerId}/reviews?cursor=${cursor}`)],
      ['reviews helpful', () => get(`/api/providers/${providerId}/reviews?sort=helpful`)],
      [
        'reviews filtered',
        () =>
          get(
            `/api/providers/${providerId}/reviews?accommodation=${encodeURIComponent(ALL_ACCOMMODATIONS[2] ?? '')}`,
          ),
      ],
      [
        'html head',
        () => providerHead(db, 'https://calmpath.example', { id: providerId, prepare: false }),
      ],
    ];
    console.log('  request                 samples    p50 ms    p95 ms    max ms  node cpu ms');
    const p95s: Record<string, number> = {};
    for (const [name, run] of kinds) {
      for (let i = 0; i < WARMUP; i++) await run();
      const samples: number[] = [];
      /* This process's CPU per request (the database server's is not in it): unlike the clock,
       * it hardly moves with the machine's load. */
      const cpu = process.cpuUsage();
      for (let i = 0; i < SAMPLES; i++) {
        const started = performance.now();
        await run();
        samples.push(performance.now() - started);
      }
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000 / SAMPLES;
      p95s[name] = percentile(samples, 95);
      console.log(
        `  ${name.padEnd(22)} ${String(SAMPLES).padStart(8)} ${ms(percentile(samples, 50)).padStart(9)} ${ms(percentile(samples, 95)).padStart(9)} ${ms(Math.max(...samples)).padStart(9)} ${ms(cpuMs).padStart(12)}`,
      );
    }
    await app.close();
    return `profile (${PROFILE_REVIEWS.toLocaleString('en-US')} reviews): p95 ${Object.entries(p95s)
      .map(([k, v]) => `${k} ${ms(v)} ms`)
      .join(', ')} [${mode}]`;
  } finally {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
