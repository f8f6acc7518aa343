import { verifyPassword } from 'better-auth/crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_BUSINESS_CATEGORIES } from '../../../common/catalog/business-categories';
import { parseAccommodationsText } from '../../../common/domain/accommodations-text';
import { computeProviderStats } from '../../../common/domain/provider-stats';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../../test/databases';
import { accounts, users } from '../schema/auth';
import { favorites, profiles, providers, reviews, user_roles } from '../schema/directory';
import { cityLocation, DEMO_CITIES } from './cities';
import { DEMO_BASE_DATE, DEMO_STARS_CHOSEN_SINCE } from './demo-time';
import { type DemoData, generateDemoData } from './generate';
import {
  DEMO_ACCOUNTS,
  DEMO_OWNER_PROVIDER_ID,
  DEMO_PASSWORD,
  isDatabaseEmpty,
  seedDatabase,
} from './seed';
import { CATEGORY_NAMING } from './words';

const REQUIRED_CITIES = [
  'Austin, TX',
  'Denver, CO',
  'Seattle, WA',
  'Boston, MA',
  'Chicago, IL',
  'Atlanta, GA',
  'Portland, OR',
];

const countBy = <T>(rows: readonly T[], key: (row: T) => string) => {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
};

describe('demo cities', () => {
  it('lists at least 24 cities with real-looking five-digit ZIP codes, including the seven named', () => {
    expect(DEMO_CITIES.length).toBeGreaterThanOrEqual(24);
    const locations = DEMO_CITIES.map(cityLocation);
    expect(new Set(locations).size).toBe(locations.length);
    for (const city of REQUIRED_CITIES) expect(locations).toContain(city);
    for (const city of DEMO_CITIES) {
      expect(city.state).toMatch(/^[A-Z]{2}$/);
      expect(city.zips.length).toBeGreaterThanOrEqual(2);
      for (const zip of city.zips) expect(zip).toMatch(/^\d{5}$/);
    }
  });
});

describe('generateDemoData', () => {
  const data: DemoData = generateDemoData();
  const providerById = new Map(data.providers.map((p) => [p.id, p]));

  it('is deterministic: the same seed gives deep-equal data, another seed does not', () => {
    expect(generateDemoData()).toEqual(data);
    expect(generateDemoData({ seed: 42 })).toEqual(data);
    const other = generateDemoData({ seed: 7 });
    expect(other.providers.map((p) => p.name)).not.toEqual(data.providers.map((p) => p.name));
    expect(other).not.toEqual(data);
  });

  it('never reads the clock: every timestamp is at or before the base date', () => {
    const stamps = [
      ...data.users.map((u) => u.createdAt),
      ...data.providers.map((p) => p.created_at),
      ...data.reviews.flatMap((r) => [r.created_at, r.moderated_at]),
      ...data.favorites.map((f) => f.created_at),
    ].filter((d): d is Date => d instanceof Date);
    expect(stamps.length).toBeGreaterThan(2000);
    for (const d of stamps) expect(d.getTime()).toBeLessThanOrEqual(DEMO_BASE_DATE.getTime());
  });

  it('makes at least 300 providers with ids 1..N over 20+ cities, including the seven named', () => {
    expect(data.providers.length).toBe(320);
    expect(data.providers.map((p) => p.id)).toEqual(data.providers.map((_, i) => i + 1));
    const locations = new Set(data.providers.map((p) => p.location));
    expect(locations.size).toBeGreaterThanOrEqual(20);
    for (const city of REQUIRED_CITIES) expect(locations).toContain(city);
    const zipsByLocation = new Map(DEMO_CITIES.map((c) => [cityLocation(c), c.zips]));
    for (const p of data.providers) {
      expect(p.location).toMatch(/^[A-Za-z .]+, [A-Z]{2}$/);
      expect(zipsByLocation.get(p.location as string)).toContain(p.zip_code);
    }
  });

  it('uses every business category, each with its own naming pool', () => {
    const used = new Set(data.providers.map((p) => p.category));
    for (const category of ALL_BUSINESS_CATEGORIES) {
      expect(used).toContain(category);
      expect(CATEGORY_NAMING[category]?.suffixes.length).toBeGreaterThan(0);
    }
    expect(data.providers.find((p) => p.category === 'Hair Stylist / Barber')?.name).toMatch(
      /Barbershop|Hair Studio|Kids Cuts|Salon/,
    );
  });

  it('lists 3 to 12 catalogue accommodations per provider, some with a custom suggestion', () => {
    let custom = 0;
    for (const p of data.providers) {
      const parsed = parseAccommodationsText(p.accommodations);
      expect(parsed.items.length).toBeGreaterThanOrEqual(3);
      expect(parsed.items.length).toBeLessThanOrEqual(12);
      if (parsed.custom) {
        custom++;
        expect(p.accommodations).toContain(' | Custom: ');
      }
    }
    expect(custom).toBeGreaterThan(0);
    expect(custom).toBeLessThan(data.providers.length / 3);
  });

  it('gives most but not all providers a phone, an email and a website', () => {
    for (const field of ['contact_phone', 'contact_email', 'website'] as const) {
      const present = data.providers.filter((p) => p[field]).length;
      expect(present).toBeGreaterThan(data.providers.length * 0.6);
      expect(present).toBeLessThan(data.providers.length);
    }
    for (const p of data.providers) {
      if (p.contact_phone) expect(p.contact_phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      if (p.website) expect(p.website).toMatch(/^https:\/\//);
    }
  });

  it('mixes listing, verification and promotion states', () => {
    const listing = countBy(data.providers, (p) => p.accommodation_status ?? '');
    expect((listing.get('verified') ?? 0) / data.providers.length).toBeGreaterThan(0.8);
    expect(listing.get('pending')).toBeGreaterThan(0);
    expect(listing.get('rejected')).toBeGreaterThan(0);

    const verification = countBy(data.providers, (p) => p.verification_status ?? '');
    for (const status of ['unverified', 'pending', 'verified', 'rejected']) {
      expect(verification.get(status)).toBeGreaterThan(0);
    }
    for (const p of data.providers) expect(p.verified).toBe(p.verification_status === 'verified');

    const tiers = countBy(data.providers, (p) => `${p.promotion_tier}/${p.promotion_status}`);
    expect(tiers.get('basic/inactive')).toBeGreaterThan(data.providers.length / 2);
    for (const key of ['enhanced/active', 'premium/active'])
      expect(tiers.get(key)).toBeGreaterThan(0);
    expect(
      (tiers.get('enhanced/inactive') ?? 0) + (tiers.get('premium/inactive') ?? 0),
    ).toBeGreaterThan(0);
    for (const p of data.providers) {
      const fee = { basic: 0, enhanced: 49, premium: 99 }[p.promotion_tier ?? 'basic'];
      expect(p.monthly_promotion_fee).toBe(fee);
    }
  });

  it('makes 150 demo users with unique emails, profiles and a few roles', () => {
    expect(data.users).toHaveLength(150);
    expect(data.users[0]).toMatchObject({ id: 'demo-user-001', emailVerified: true });
    expect(new Set(data.users.map((u) => u.email)).size).toBe(150);
    for (const u of data.users) expect(u.email).toMatch(/^[a-z]+\.[a-z]+\d*@example\.com$/);
    expect(data.profiles.map((p) => p.id)).toEqual(data.users.map((u) => u.id));
    const roles = countBy(data.user_roles, (r) => r.role);
    expect(roles.get('moderator')).toBeGreaterThan(0);
    expect(roles.get('business_admin')).toBeGreaterThan(0);
    const owners = data.providers.filter((p) => p.business_admin_user_id);
    expect(owners.length).toBe(roles.get('business_admin'));
  });

  it('makes 1000+ reviews, mostly approved, some pending and rejected, on visible providers only', () => {
    expect(data.reviews.length).toBe(1200);
    const status = countBy(data.reviews, (r) => r.status ?? '');
    expect((status.get('approved') ?? 0) / data.reviews.length).toBeGreaterThan(0.78);
    expect((status.get('approved') ?? 0) / data.reviews.length).toBeLessThan(0.92);
    expect(status.get('pending')).toBeGreaterThan(0);
    expect(status.get('rejected')).toBeGreaterThan(0);
    for (const r of data.reviews) {
      expect(providerById.get(r.provider_id as number)?.accommodation_status).toBe('verified');
    }
  });

  it('gives newer reviews chosen stars that agree with their words, older ones none (decision 039)', () => {
    const chosen = data.reviews.filter((r) => r.rating_chosen);
    const older = data.reviews.filter((r) => !r.rating_chosen);
    expect(chosen.length).toBeGreaterThan(data.reviews.length / 2);
    expect(older.length).toBeGreaterThan(0);
    for (const r of older) expect((r.created_at as Date) < DEMO_STARS_CHOSEN_SINCE).toBe(true);
    for (const r of chosen) {
      expect((r.created_at as Date) >= DEMO_STARS_CHOSEN_SINCE).toBe(true);
      if (/calmest|finally found a place|Highly recommend/.test(r.review_text)) {
        expect(r.overall_rating).toBeGreaterThanOrEqual(4);
      }
      if (/did not work for us|had to leave/.test(r.review_text)) {
        expect(r.overall_rating).toBeLessThanOrEqual(2);
      }
    }
    /* Stars and ticked boxes are separate figures: five stars with one box ticked happens. */
    expect(chosen.some((r) => r.overall_rating === 5 && (r.sensory_tags?.length ?? 0) < 5)).toBe(
      true,
    );
  });

  it('keeps at most one pending-or-approved review per user and business', () => {
    const live = data.reviews.filter((r) => r.user_id && r.status !== 'rejected');
    const pairs = live.map((r) => `${r.user_id}:${r.provider_id}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('shapes each review like the review form stores it', () => {
    const emailById = new Map(data.users.map((u) => [u.id, u.email]));
    for (const r of data.reviews) {
      const provider = providerById.get(r.provider_id as number);
      const listed = parseAccommodationsText(provider?.accommodations).items;
      expect(r.provider).toBe(provider?.name);
      expect(r.overall_rating).toBeGreaterThanOrEqual(1);
      expect(r.overall_rating).toBeLessThanOrEqual(5);
      expect(r.review_text.length).toBeGreaterThan(20);
      expect(r.review_text.length).toBeLessThanOrEqual(500);
      expect(r.sensory_tags?.length).toBeGreaterThan(0);
      expect(r.verified_accommodations).toEqual(r.sensory_tags);
      for (const tag of r.sensory_tags ?? []) expect(listed).toContain(tag);
      expect(r.reviewer_name).toBe(
        r.user_id ? emailById.get(r.user_id)?.split('@')[0] : 'Anonymous',
      );
      const ratings = r.sensory_ratings as {
        category_experiences: Record<string, string[]>;
        category_comments: Record<string, string>;
        category_matches: Record<string, boolean>;
        feedback_tags: string[];
        sensory_match_score: number;
        has_mismatch: boolean;
      };
      expect(Object.keys(ratings.category_experiences)).toEqual([
        'environment',
        'tools',
        'communication',
      ]);
      expect(Object.values(ratings.category_experiences).flat()).toEqual(r.sensory_tags);
      expect(ratings.sensory_match_score).toBe(Math.min(100, 20 * (r.sensory_tags?.length ?? 0)));
      /* Reviews from before the form asked keep the derived number, never shown as stars. */
      if (!r.rating_chosen) {
        expect(r.overall_rating).toBe(Math.min(5, Math.ceil(ratings.sensory_match_score / 20)));
      }
      expect(ratings.has_mismatch).toBe(Object.values(ratings.category_matches).includes(false));
      expect(Object.keys(ratings.category_comments)).toHaveLength(3);
      expect(Array.isArray(ratings.feedback_tags)).toBe(true);
      if (r.practitioner_approved) {
        expect(r).toMatchObject({ status: 'approved', is_verified: true });
        expect(r.accommodation_notes).toBeTruthy();
        expect(r.overall_rating).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('skews ratings positive and verifies about a third of reviews', () => {
    const mean = data.reviews.reduce((s, r) => s + r.overall_rating, 0) / data.reviews.length;
    expect(mean).toBeGreaterThan(3.5);
    expect(data.reviews.some((r) => r.overall_rating === 1)).toBe(true);
    const verified = data.reviews.filter((r) => r.is_verified).length / data.reviews.length;
    expect(verified).toBeGreaterThan(0.25);
    expect(verified).toBeLessThan(0.45);
    expect(data.reviews.some((r) => r.accommodation_notes?.startsWith('Dr. '))).toBe(true);
    expect(data.reviews.some((r) => r.practitioner_approved)).toBe(true);
  });

  it('derives provider statistics from approved reviews with computeProviderStats', () => {
    let communityVerified = 0;
    for (const p of data.providers) {
      const approved = data.reviews
        .filter((r) => r.provider_id === p.id && r.status === 'approved')
        .map((r) => ({
          user_id: r.user_id ?? null,
          overall_rating: r.overall_rating,
          rating_chosen: r.rating_chosen ?? false,
          is_verified: r.is_verified ?? false,
          verified_accommodations: r.verified_accommodations ?? [],
        }));
      const stats = computeProviderStats(parseAccommodationsText(p.accommodations).items, approved);
      expect(p).toMatchObject({
        total_review_count: stats.total_review_count,
        review_count: stats.total_review_count,
        average_rating: stats.average_rating,
        rating_count: stats.rating_count,
        verified_percentage: stats.verified_percentage,
        sensory_match_score: stats.sensory_match_score,
        is_community_verified: stats.isCommunityVerified,
        is_trusted_ally: stats.isTrustedAlly,
      });
      if (stats.isCommunityVerified) communityVerified++;
    }
    expect(communityVerified).toBeGreaterThan(10);
    expect(data.providers.some((p) => p.is_trusted_ally)).toBe(true);
    expect(data.providers.some((p) => p.total_review_count === 0)).toBe(true);
  });

  it('scales linearly: 100,000 providers without reviews in a few seconds', () => {
    const started = performance.now();
    const big = generateDemoData({ providers: 100_000, reviews: 0 });
    const elapsed = performance.now() - started;
    expect(big.providers).toHaveLength(100_000);
    expect(big.reviews).toHaveLength(0);
    expect(big.providers.at(-1)?.id).toBe(100_000);
    expect(elapsed).toBeLessThan(15_000);
  });
});

describe.each(testDatabaseModes())('seedDatabase on %s', (mode) => {
  let handle: TestDatabase;
  let counts: Awaited<ReturnType<typeof seedDatabase>>;
  let emptyBefore: boolean;

  beforeAll(async () => {
    handle = await createTestDatabase(mode);
    emptyBefore = await isDatabaseEmpty(handle.database.db);
    counts = await seedDatabase(handle.database.db);
  }, 120_000);

  afterAll(async () => {
    await handle?.cleanup();
  });

  const tableCount = async (table: PgTable) =>
    (await handle.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

  it('reports what it inserted and the database holds exactly that', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(handle.database.db)).toBe(false);
    expect(counts).toMatchObject({
      providers: 320,
      reviews: 1200,
      users: 154,
      profiles: 154,
      accounts: 4,
    });
    expect(await tableCount(providers)).toBe(counts.providers);
    expect(await tableCount(reviews)).toBe(counts.reviews);
    expect(await tableCount(users)).toBe(counts.users);
    expect(await tableCount(profiles)).toBe(counts.profiles);
    expect(await tableCount(favorites)).toBe(counts.favorites);
    expect(await tableCount(user_roles)).toBe(counts.user_roles);
    expect(await tableCount(accounts)).toBe(counts.accounts);
  });

  it("stores each provider's state and each review's business name as the admin queues read them (0023)", async () => {
    const [wrong] = (
      await handle.database.db.execute<{ states: number; names: number; texan: number }>(sql`
        SELECT (SELECT count(*)::int FROM providers
                 WHERE state IS NULL OR location NOT LIKE '%, ' || state || '%') AS states,
               (SELECT count(*)::int FROM reviews r LEFT JOIN providers p ON p.id = r.provider_id
                 WHERE r.provider_name <> coalesce(p.name, r.provider, '')) AS names,
               (SELECT count(*)::int FROM providers WHERE state = 'TX') AS texan`)
    ).rows;
    expect(wrong).toEqual({ states: 0, names: 0, texan: expect.any(Number) });
    expect(wrong?.texan).toBeGreaterThan(0);
  });

  it('creates the four demo sign-in accounts with Better Auth password hashes and roles', async () => {
    const db = handle.database.db;
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toEqual([
      'admin@calmpath.local',
      'moderator@calmpath.local',
      'member@calmpath.local',
      'owner@calmpath.local',
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await db
        .select({ userId: users.id, accountId: accounts.accountId, hash: accounts.password })
        .from(users)
        .innerJoin(accounts, eq(accounts.userId, users.id))
        .where(and(eq(users.email, account.email), eq(accounts.providerId, 'credential')));
      expect(row?.accountId).toBe(row?.userId);
      expect(await verifyPassword({ hash: row?.hash ?? '', password: DEMO_PASSWORD })).toBe(true);
      expect(await verifyPassword({ hash: row?.hash ?? '', password: 'wrong-password' })).toBe(
        false,
      );
      const roles = await db
        .select({ role: user_roles.role })
        .from(user_roles)
        .where(eq(user_roles.user_id, account.id));
      expect(roles.map((r) => r.role)).toEqual(account.role ? [account.role] : []);
    }
    const [owned] = await db
      .select({ owner: providers.business_admin_user_id })
      .from(providers)
      .where(eq(providers.id, DEMO_OWNER_PROVIDER_ID));
    expect(owned?.owner).toBe('demo-owner');
  });

  it('moves the id sequences past the explicit ids', async () => {
    const db = handle.database.db;
    await db
      .transaction(async (tx) => {
        const [provider] = await tx
          .insert(providers)
          .values({ name: 'Sequence Check', category: 'Dentist' })
          .returning({ id: providers.id });
        expect(provider?.id).toBe(321);
        const [review] = await tx
          .insert(reviews)
          .values({ provider_id: provider?.id, overall_rating: 5, review_text: 'Sequence check.' })
          .returning({ id: reviews.id });
        expect(review?.id).toBe(1201);
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error) || !/rollback/i.test(err.message)) throw err;
      });
  });

  it('stores derived statistics equal to computeProviderStats of the stored approved reviews', async () => {
    const db = handle.database.db;
    const busiest = await db
      .select({ id: reviews.provider_id })
      .from(reviews)
      .where(eq(reviews.status, 'approved'))
      .groupBy(reviews.provider_id)
      .orderBy(sql`count(*) desc`, asc(reviews.provider_id))
      .limit(4);
    const [quiet] = await db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.total_review_count, 0))
      .limit(1);
    const ids = [...busiest.map((b) => b.id as number), quiet?.id as number];
    expect(ids).toHaveLength(5);

    const rows = await db.select().from(providers).where(inArray(providers.id, ids));
    for (const p of rows) {
      const approved = await db
        .select({
          user_id: reviews.user_id,
          overall_rating: reviews.overall_rating,
          rating_chosen: reviews.rating_chosen,
          is_verified: reviews.is_verified,
          verified_accommodations: reviews.verified_accommodations,
        })
        .from(reviews)
        .where(and(eq(reviews.provider_id, p.id), eq(reviews.status, 'approved')));
      const stats = computeProviderStats(parseAccommodationsText(p.accommodations).items, approved);
      expect(p.total_review_count).toBe(stats.total_review_count);
      expect(p.review_count).toBe(stats.total_review_count);
      expect(p.average_rating).toBe(stats.average_rating);
      expect(p.rating_count).toBe(stats.rating_count);
      expect(p.verified_percentage).toBe(stats.verified_percentage);
      expect(p.sensory_match_score).toBe(stats.sensory_match_score);
      expect(p.is_community_verified).toBe(stats.isCommunityVerified);
      expect(p.is_trusted_ally).toBe(stats.isTrustedAlly);
    }
  });

  it('keeps the one-live-review-per-user-and-business rule enforceable', async () => {
    const db = handle.database.db;
    const [live] = await db
      .select({ user_id: reviews.user_id, provider_id: reviews.provider_id })
      .from(reviews)
      .where(and(eq(reviews.status, 'approved'), sql`${reviews.user_id} is not null`))
      .limit(1);
    await expect(
      db.insert(reviews).values({
        user_id: live?.user_id,
        provider_id: live?.provider_id,
        overall_rating: 4,
        review_text: 'A second live review.',
        status: 'pending',
      }),
    ).rejects.toThrow();
  });
});
