import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { providers, reviews, users } from '../../db/schema';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../../test/databases';
import { insertProvider } from './provider-factory';
import { recomputeProviderStats } from './recompute-provider-stats';

/* Four catalogue items over two categories, plus a custom suggestion that never counts. */
const LISTED =
  'Quiet Waiting Area, Dim or Adjustable Lighting, Weighted Blankets / Lap Pads, Sensory Toolkits | Custom: Side entrance';

type ReviewInput = {
  user: string | null;
  rating: number;
  /** The reviewer chose the stars (decision 039); false for reviews from before the form asked. */
  chosen?: boolean;
  verified?: boolean;
  confirmed?: string[];
  status?: 'pending' | 'approved' | 'rejected';
};

describe.each(testDatabaseModes())('recomputeProviderStats (%s)', (mode) => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDatabase(mode);
    db = testDb.database.db;
    await db
      .insert(users)
      .values(['u1', 'u2', 'u3', 'u4'].map((id) => ({ id, name: id, email: `${id}@example.com` })));
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  async function addReview(providerId: number, r: ReviewInput): Promise<number> {
    const [row] = await db
      .insert(reviews)
      .values({
        provider_id: providerId,
        user_id: r.user,
        overall_rating: r.rating,
        rating_chosen: r.chosen ?? true,
        review_text: 'Calm visit.',
        is_verified: r.verified ?? false,
        verified_accommodations: r.confirmed ?? [],
        sensory_tags: r.confirmed ?? [],
        status: r.status ?? 'approved',
      })
      .returning({ id: reviews.id });
    if (!row) throw new Error('no review inserted');
    return row.id;
  }

  async function statsOf(id: number) {
    const [row] = await db
      .select({
        total_review_count: providers.total_review_count,
        review_count: providers.review_count,
        average_rating: providers.average_rating,
        rating_count: providers.rating_count,
        verified_percentage: providers.verified_percentage,
        sensory_match_score: providers.sensory_match_score,
        is_community_verified: providers.is_community_verified,
        is_trusted_ally: providers.is_trusted_ally,
      })
      .from(providers)
      .where(eq(providers.id, id));
    return row && { ...row, average_rating: row.average_rating && Number(row.average_rating) };
  }

  it('derives every field from approved reviews only', async () => {
    const id = await insertProvider(db, { accommodations: LISTED });
    await addReview(id, {
      user: 'u1',
      rating: 5,
      verified: true,
      confirmed: ['Quiet Waiting Area'],
    });
    await addReview(id, { user: 'u2', rating: 4, verified: true, confirmed: ['Sensory Toolkits'] });
    await addReview(id, { user: 'u3', rating: 2, verified: false, confirmed: [] });
    // Neither of these may move the numbers.
    await addReview(id, {
      user: 'u4',
      rating: 1,
      status: 'pending',
      confirmed: ['Dim or Adjustable Lighting'],
    });
    await addReview(id, { user: 'u4', rating: 1, status: 'rejected', verified: true });

    await recomputeProviderStats(db, [id]);
    expect(await statsOf(id)).toEqual({
      total_review_count: 3,
      review_count: 3,
      average_rating: 3.67,
      rating_count: 3,
      verified_percentage: 67,
      sensory_match_score: 50,
      is_community_verified: true,
      is_trusted_ally: true,
    });
  });

  it('averages only the ratings reviewers chose; none chosen is no rating (decision 039)', async () => {
    const id = await insertProvider(db, { accommodations: LISTED });
    await addReview(id, { user: 'u1', rating: 2, chosen: false });
    await recomputeProviderStats(db, [id]);
    expect(await statsOf(id)).toMatchObject({
      total_review_count: 1,
      average_rating: null,
      rating_count: 0,
    });

    await addReview(id, { user: 'u2', rating: 5 });
    await addReview(id, { user: 'u3', rating: 4 });
    await recomputeProviderStats(db, [id]);
    expect(await statsOf(id)).toMatchObject({
      total_review_count: 3,
      average_rating: 4.5,
      rating_count: 2,
    });
  });

  it('follows a review whose status changes, in both directions', async () => {
    const id = await insertProvider(db, { accommodations: LISTED });
    await addReview(id, {
      user: 'u1',
      rating: 5,
      verified: true,
      confirmed: ['Quiet Waiting Area'],
    });
    await addReview(id, { user: 'u2', rating: 5, verified: true, confirmed: ['Sensory Toolkits'] });
    const third = await addReview(id, { user: 'u3', rating: 3, status: 'pending' });

    await recomputeProviderStats(db, [id]);
    expect(await statsOf(id)).toMatchObject({
      total_review_count: 2,
      average_rating: 5,
      verified_percentage: 100,
      // Only 2 different reviewers so far.
      is_community_verified: false,
      is_trusted_ally: true,
    });

    await db.update(reviews).set({ status: 'approved' }).where(eq(reviews.id, third));
    await recomputeProviderStats(db, [id]);
    expect(await statsOf(id)).toMatchObject({
      total_review_count: 3,
      average_rating: 4.33,
      verified_percentage: 67,
      is_community_verified: true,
    });

    await db.update(reviews).set({ status: 'rejected' }).where(eq(reviews.id, third));
    await recomputeProviderStats(db, [id]);
    expect(await statsOf(id)).toMatchObject({
      total_review_count: 2,
      is_community_verified: false,
    });
  });

  it('resets a provider whose last approved review is withdrawn', async () => {
    const id = await insertProvider(db, {
      accommodations: LISTED,
      total_review_count: 9,
      review_count: 9,
      average_rating: 4.9,
      verified_percentage: 80,
      sensory_match_score: 75,
      is_community_verified: true,
      is_trusted_ally: true,
    });
    await addReview(id, {
      user: 'u1',
      rating: 4,
      status: 'rejected',
      confirmed: ['Quiet Waiting Area'],
    });
    await recomputeProviderStats(db, [id]);
    expect(await statsOf(id)).toEqual({
      total_review_count: 0,
      review_count: 0,
      average_rating: null,
      rating_count: 0,
      verified_percentage: 0,
      sensory_match_score: 0,
      is_community_verified: false,
      is_trusted_ally: false,
    });
  });

  it('recomputes several providers at once, each from its own reviews, and ignores unknown ids', async () => {
    const a = await insertProvider(db, { accommodations: 'Quiet Waiting Area, Sensory Toolkits' });
    const b = await insertProvider(db, { accommodations: 'Quiet Waiting Area' });
    await addReview(a, { user: 'u1', rating: 2, confirmed: ['Quiet Waiting Area'] });
    await addReview(b, {
      user: 'u1',
      rating: 4,
      verified: true,
      confirmed: ['Quiet Waiting Area'],
    });
    await addReview(b, { user: null, rating: 5 });

    await recomputeProviderStats(db, [b, a, b, 987_654]);
    expect(await statsOf(a)).toMatchObject({
      total_review_count: 1,
      average_rating: 2,
      verified_percentage: 0,
      sensory_match_score: 50,
      is_trusted_ally: false,
    });
    expect(await statsOf(b)).toMatchObject({
      total_review_count: 2,
      average_rating: 4.5,
      verified_percentage: 50,
      sensory_match_score: 100,
    });
  });

  it('runs inside a caller transaction and rolls back with it', async () => {
    const id = await insertProvider(db, { accommodations: LISTED });
    await addReview(id, { user: 'u1', rating: 5, verified: true });
    await expect(
      db.transaction(async (tx) => {
        await recomputeProviderStats(tx, [id]);
        throw new Error('moderation failed');
      }),
    ).rejects.toThrow('moderation failed');
    expect(await statsOf(id)).toMatchObject({ total_review_count: 0 });
    await db.transaction(async (tx) => recomputeProviderStats(tx, [id]));
    expect(await statsOf(id)).toMatchObject({ total_review_count: 1, verified_percentage: 100 });
  });

  it('rewrites providers in several UPDATE chunks, each from its own reviews', async () => {
    const many = await db
      .insert(providers)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          name: `Bulk Provider ${i}`,
          category: 'Dentist',
          location: 'Springfield, IL',
          accommodations: 'Quiet Waiting Area',
          accommodation_status: 'verified' as const,
        })),
      )
      .returning({ id: providers.id });
    const ids = many.map((p) => p.id);
    const [first, last] = [ids[0] as number, ids.at(-1) as number];
    await addReview(first, { user: 'u1', rating: 3, confirmed: ['Quiet Waiting Area'] });
    await addReview(last, { user: 'u2', rating: 5, verified: true });
    /* Stale values everywhere, so a provider the statement skipped would show. */
    await db
      .update(providers)
      .set({ total_review_count: 9, verified_percentage: 77 })
      .where(inArray(providers.id, ids));

    await recomputeProviderStats(db, ids, 2);
    expect(await statsOf(first)).toMatchObject({
      total_review_count: 1,
      average_rating: 3,
      sensory_match_score: 100,
    });
    expect(await statsOf(last)).toMatchObject({
      total_review_count: 1,
      average_rating: 5,
      verified_percentage: 100,
    });
    const [stale] = await db
      .select({ n: count() })
      .from(providers)
      .where(and(inArray(providers.id, ids), ne(providers.total_review_count, 0)));
    expect(stale?.n).toBe(2);
  });

  it('does nothing for an empty list', async () => {
    await expect(recomputeProviderStats(db, [])).resolves.toBeUndefined();
  });
});
