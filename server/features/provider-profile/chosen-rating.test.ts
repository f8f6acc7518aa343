import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { insertReview } from '../../test/fixtures/admin';
import { insertProvider } from '../providers/provider-factory';
import { recomputeProviderStats } from '../providers/recompute-provider-stats';
import { providerHead } from './profile-head';

/*
 * Decision 039: the stars are the reviewer's own choice. A review from before the form asked keeps
 * its derived number but is shown without stars and left out of the average; the prep sheet's
 * quotes are the most helpful and recent, never the lowest rated first.
 */
describe.each(testDatabaseModes())('chosen ratings on the profile (%s)', (mode) => {
  let t: TestApp;
  const db = () => t.app.database.db;
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
  let calm: number;
  let unrated: number;
  const ids = {} as Record<'legacy' | 'low' | 'high' | 'helpful' | 'ancient', number>;

  beforeAll(async () => {
    t = await createTestApp(mode);
    calm = await insertProvider(db(), { name: 'Calm Corner Clinic', location: 'Austin, TX' });
    const approved = { status: 'approved' as const };
    ids.legacy = await insertReview(db(), calm, {
      ...approved,
      overall_rating: 2,
      rating_chosen: false,
      created_at: ago(30),
      review_text: 'Written before the form asked for stars.',
      verified_accommodations: ['Quiet Waiting Area', 'Sensory Toolkits'],
    });
    ids.low = await insertReview(db(), calm, {
      ...approved,
      overall_rating: 2,
      created_at: ago(1),
      review_text: 'A hard visit, the newest.',
    });
    ids.high = await insertReview(db(), calm, {
      ...approved,
      overall_rating: 5,
      created_at: ago(10),
      review_text: 'Calm and easy.',
    });
    ids.helpful = await insertReview(db(), calm, {
      ...approved,
      overall_rating: 3,
      created_at: ago(200),
      helpful_count: 4,
      review_text: 'Mixed, but the tips helped many.',
    });
    ids.ancient = await insertReview(db(), calm, {
      ...approved,
      overall_rating: 5,
      created_at: ago(1200),
      review_text: 'Lovely, years ago.',
    });
    unrated = await insertProvider(db(), { name: 'Only Old Reviews' });
    await insertReview(db(), unrated, {
      ...approved,
      overall_rating: 1,
      rating_chosen: false,
      review_text: 'An old review with one box ticked.',
    });
    await recomputeProviderStats(db(), [calm, unrated]);
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('shows each review with the stars its author chose, and an older one with none', async () => {
    const res = await get(`/api/providers/${calm}/reviews?sort=newest&limit=10`);
    expect(res.statusCode).toBe(200);
    const byId = new Map((res.json().reviews as { id: number }[]).map((r) => [r.id, r] as const));
    expect(byId.get(ids.high)).toMatchObject({ overallRating: 5 });
    expect(byId.get(ids.low)).toMatchObject({ overallRating: 2 });
    expect(byId.get(ids.legacy)).toMatchObject({ overallRating: null, accommodationsNoticed: 2 });
  });

  it('averages the chosen stars only; a provider with none chosen has no rating', async () => {
    const calmProfile = (await get(`/api/providers/${calm}/profile`)).json();
    /* 2, 5, 3 and 5 chosen: 3.75; the legacy review's 2 is left out. */
    expect(calmProfile.provider).toMatchObject({
      average_rating: 3.75,
      rating_count: 4,
      total_review_count: 5,
    });
    const none = (await get(`/api/providers/${unrated}/profile`)).json();
    expect(none.provider).toMatchObject({
      average_rating: null,
      rating_count: 0,
      total_review_count: 1,
    });
  });

  it('tells search engines only chosen stars', async () => {
    const head = await providerHead(db(), 'https://calmpath.test', { id: calm, prepare: false });
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head?.tags ?? '')?.[1] ?? '{}',
    );
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 3.75, reviewCount: 4 });
    const legacy = jsonLd.review.find(
      (r: { reviewBody: string }) => r.reviewBody === 'Written before the form asked for stars.',
    );
    expect(legacy).toBeDefined();
    expect(legacy.reviewRating).toBeUndefined();
  });

  it('picks the prep sheet quotes most helpful and recent first, not the lowest rated first', async () => {
    const res = await get(`/api/providers/${calm}/reviews?sort=quotes&limit=3`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.reviews.map((r: { id: number }) => r.id)).toEqual([
      ids.helpful,
      ids.high,
      /* Unchosen counts as the middle (3), above a chosen 2 of the same standing. */
      ids.legacy,
    ]);
    const rest = await get(
      `/api/providers/${calm}/reviews?sort=quotes&limit=3&cursor=${page.nextCursor}`,
    );
    expect(rest.json().reviews.map((r: { id: number }) => r.id)).toEqual([ids.low, ids.ancient]);
  });
});
