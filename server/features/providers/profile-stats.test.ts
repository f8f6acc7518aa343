import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADS_UP_TRIGGERS, VISIT_TIMES } from '../../../common/catalog/visits';
import { computeProfileStats } from '../../../common/domain/profile-stats';
import type { Db } from '../../db/client';
import { provider_profile_stats, providers, reviews, users } from '../../db/schema';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../../test/databases';
import { getProfileStats, listingFacts } from './profile-stats';
import { insertProvider } from './provider-factory';
import { recomputeProviderStats } from './recompute-provider-stats';

const NOW = new Date('2026-11-23T12:00:00Z');

describe.each(testDatabaseModes())('provider profile stats (%s)', (mode) => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDatabase(mode);
    db = testDb.database.db;
    await db.insert(users).values({ id: 'fam', name: 'fam', email: 'fam@example.com' });
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('answers empty stats for an unknown provider, and its listing for one without a row', async () => {
    const unknown = await getProfileStats(db, 999_999);
    expect(unknown.evidence).toEqual([]);
    expect(unknown.visitGrid.cells).toHaveLength(28);

    const id = await insertProvider(db, {
      accommodations: 'Quiet Waiting Area | Custom: Side door',
    });
    const stats = await getProfileStats(db, id);
    expect(stats.evidence).toEqual([
      expect.objectContaining({ accommodation: 'Quiet Waiting Area', grade: 'declared' }),
    ]);
    expect(stats.headsUp).toEqual([]);
    expect(stats.visitGrid.visitCount).toBe(0);
  });

  it('applies the 24-month rule against the recompute time and the current verification', async () => {
    const id = await insertProvider(db, { accommodations: 'Sensory Toolkits, Quiet Waiting Area' });
    await db.insert(reviews).values([
      {
        provider_id: id,
        overall_rating: 4,
        review_text: 'Old visit.',
        status: 'approved',
        created_at: new Date('2024-01-10T00:00:00Z'),
        verified_accommodations: ['Sensory Toolkits'],
      },
      {
        provider_id: id,
        overall_rating: 4,
        review_text: 'Recent visit.',
        status: 'approved',
        created_at: new Date('2026-06-10T00:00:00Z'),
        verified_accommodations: ['Quiet Waiting Area'],
        sensory_ratings: { category_matches: { environment: true, tools: false } },
      },
      {
        provider_id: id,
        overall_rating: 1,
        review_text: 'Pending, counts for nothing.',
        status: 'pending',
        verified_accommodations: ['Sensory Toolkits'],
        heads_up: ['crowds'],
      },
    ]);
    await recomputeProviderStats(db, [id], undefined, NOW);
    expect((await getProfileStats(db, id)).evidence).toEqual([
      expect.objectContaining({
        accommodation: 'Sensory Toolkits',
        grade: 'declared',
        confirmations: 1,
        recentConfirmations: 0,
        latestConfirmedMonth: '2024-01',
        mismatchReports: 1,
      }),
      expect.objectContaining({
        accommodation: 'Quiet Waiting Area',
        grade: 'confirmed',
        recentConfirmations: 1,
        latestConfirmedMonth: '2026-06',
      }),
    ]);
    expect((await getProfileStats(db, id)).headsUp).toEqual([]);

    /* An admin verifies the business and its listing: graded on read, no recompute needed. */
    await db
      .update(providers)
      .set({
        verification_status: 'verified',
        document_verified_accommodations: sql`${providers.accommodations}`,
      })
      .where(eq(providers.id, id));
    expect((await getProfileStats(db, id)).evidence.map((e) => e.grade)).toEqual([
      'document_verified',
      'document_verified',
    ]);
  });

  it('recomputes one provider with 2,000 approved reviews quickly', async () => {
    const id = await insertProvider(db, {
      accommodations: 'Quiet Waiting Area, Sensory Toolkits, Ability to Pause or Take Breaks',
    });
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      provider_id: id,
      overall_rating: 1 + (i % 5),
      review_text: `Visit ${i}.`,
      status: 'approved' as const,
      created_at: new Date(NOW.getTime() - (i % 40) * 30 * 86_400_000),
      verified_accommodations:
        i % 50 === 0
          ? ['Quiet Waiting Area', ' quiet waiting area', 'Dim or Adjustable Lighting']
          : i % 3 === 0
            ? ['Quiet Waiting Area']
            : ['Sensory Toolkits'],
      sensory_ratings: {
        category_matches: { environment: i % 7 !== 0, tools: true, communication: true },
      },
      visit_day: i % 7,
      visit_time: VISIT_TIMES[i % 4],
      busyness: 1 + (i % 5),
      heads_up:
        i % 9 === 0
          ? [HEADS_UP_TRIGGERS[i % 8] as string, HEADS_UP_TRIGGERS[i % 8] as string]
          : [HEADS_UP_TRIGGERS[i % 8] as string],
      ...(i % 11 === 0 ? { visit_time: null } : {}),
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await db.insert(reviews).values(rows.slice(i, i + 500));
    }
    await recomputeProviderStats(db, [id], undefined, NOW);
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      await recomputeProviderStats(db, [id], undefined, NOW);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[2] as number;
    console.info(`recompute of 2,000 reviews (${mode}): median ${median.toFixed(1)} ms`);
    expect(median).toBeLessThan(1000);

    const [row] = await db
      .select({ visit_count: provider_profile_stats.visit_count })
      .from(provider_profile_stats)
      .where(eq(provider_profile_stats.provider_id, id));
    const stats = await getProfileStats(db, id);
    expect(stats.headsUp.reduce((sum, h) => sum + h.count, 0)).toBe(2000);
    expect(stats.evidence[0]).toMatchObject({ accommodation: 'Quiet Waiting Area' });

    /* The database's sums follow the same rules as the pure function, review by review. */
    const [provider] = await db.select().from(providers).where(eq(providers.id, id));
    const approved = await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.provider_id, id), eq(reviews.status, 'approved')));
    const expected = computeProfileStats(
      listingFacts(provider as NonNullable<typeof provider>),
      approved.map((r) => ({
        created_at: r.created_at,
        ticked: r.verified_accommodations,
        categoryMatches: (r.sensory_ratings.category_matches ?? null) as Record<string, unknown>,
        visit_day: r.visit_day,
        visit_time: r.visit_time,
        busyness: r.busyness,
        heads_up: r.heads_up,
      })),
      NOW,
    );
    expect(stats).toEqual(expected);
    expect(row?.visit_count).toBe(expected.visitGrid.visitCount);
    expect(expected.visitGrid.visitCount).toBeLessThan(2000);
    expect(expected.evidence.some((e) => e.mismatchReports > 0)).toBe(true);
  }, 60_000);
});
