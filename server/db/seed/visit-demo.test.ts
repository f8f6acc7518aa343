import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfileStats } from '../../features/providers/profile-stats';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../../test/databases';
import { provider_profile_stats, providers } from '../schema';
import { generateDemoData } from './generate';
import { seedDatabase } from './seed';

describe('demo visit details', () => {
  const data = generateDemoData();
  const approved = data.reviews.filter((r) => r.status === 'approved');
  const mean = (pick: (r: (typeof approved)[number]) => boolean) => {
    const values = approved.filter(pick).map((r) => r.busyness as number);
    return values.reduce((a, b) => a + b, 0) / values.length;
  };

  it('is deterministic', () => {
    expect(generateDemoData().reviews.map((r) => [r.visit_day, r.busyness, r.heads_up])).toEqual(
      data.reviews.map((r) => [r.visit_day, r.busyness, r.heads_up]),
    );
  });

  it('shows a real pattern: weekday mornings calm, Saturday afternoons busy and loud', () => {
    const answered = approved.filter((r) => r.busyness != null);
    expect(answered.length / approved.length).toBeGreaterThan(0.7);
    const weekdayMorning = mean(
      (r) => r.busyness != null && (r.visit_day as number) < 5 && r.visit_time === 'morning',
    );
    const saturdayAfternoon = mean(
      (r) => r.busyness != null && r.visit_day === 5 && r.visit_time === 'afternoon',
    );
    expect(weekdayMorning).toBeLessThan(2);
    expect(saturdayAfternoon).toBeGreaterThan(3.5);
  });

  it('names heads-up triggers in some reviews, with the other text only beside Other', () => {
    const mentioned = approved.filter((r) => (r.heads_up ?? []).length > 0);
    expect(mentioned.length / approved.length).toBeGreaterThan(0.2);
    for (const r of data.reviews) {
      expect(r.heads_up_other != null).toBe((r.heads_up ?? []).includes('other'));
    }
  });
});

describe.each(testDatabaseModes())('seeding profile stats (%s)', (mode) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(mode);
    await seedDatabase(testDb.database.db, { providers: 40, reviews: 400, users: 40 });
  }, 120_000);
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('writes a provider_profile_stats row for every provider, from approved reviews', async () => {
    const db = testDb.database.db;
    const [p] = await db.select({ n: count() }).from(providers);
    const [s] = await db.select({ n: count() }).from(provider_profile_stats);
    expect(s?.n).toBe(p?.n);
    const [busiest] = await db
      .select({ id: provider_profile_stats.provider_id })
      .from(provider_profile_stats)
      .orderBy(provider_profile_stats.visit_count)
      .limit(1)
      .offset(39);
    const stats = await getProfileStats(db, busiest?.id as number);
    expect(stats.visitGrid.visitCount).toBeGreaterThanOrEqual(stats.visitGrid.minimumVisits);
    const [row] = await db
      .select({ visit_count: provider_profile_stats.visit_count })
      .from(provider_profile_stats)
      .where(eq(provider_profile_stats.provider_id, busiest?.id as number));
    expect(row?.visit_count).toBe(stats.visitGrid.visitCount);
  });
});
