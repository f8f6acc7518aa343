import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { asPersona, insertReview, signInPersonas } from '../../test/fixtures/admin';
import { insertProvider } from '../providers/provider-factory';
import { recomputeProviderStats } from '../providers/recompute-provider-stats';

/*
 * The member's needs on the provider profile (decision 031): 'Meets n of
 * your m needs' in the profile answer and the 'similar' review order with its marks, only for a
 * signed-in member with saved needs; a visitor's answers are as before (and as cacheable).
 */
const QUIET = 'Quiet Waiting Area';
const VISUAL = 'Visual Schedules or Social Stories';
const DIM = 'Dim or Adjustable Lighting';
const FIDGET = 'Fidget Toys or Stress Balls';

type P = 'anonymous' | 'member' | 'moderator';
type Review = { id: number; reviewText: string; similarNeeds?: boolean };

describe.each(testDatabaseModes())('the member’s needs on the profile (%s)', (mode) => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof signInPersonas>>;
  const db = () => t.app.database.db;
  const as = (persona: P, url: string) => asPersona(t, people, persona, { method: 'GET', url });
  let provider: number;
  let noStats: number;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    people = await signInPersonas(t, 'profile-needs');
    /* The member saves needs through the real endpoint; the moderator (a signed-in account) has none. */
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/me/needs',
      payload: { zipCode: '78701', accommodations: [QUIET, VISUAL, DIM] },
      headers: { origin: t.origin, cookie: people.member.jar.header() },
    });
    expect(saved.statusCode).toBe(200);

    provider = await insertProvider(db(), {
      name: 'Needs Harbor Dental',
      accommodations: `${QUIET}, ${DIM}, Sensory Toolkits`,
    });
    noStats = await insertProvider(db(), { name: 'No Stats Yet', accommodations: QUIET });
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    const specs: [string, number, string[], 'approved' | 'pending'][] = [
      ['all three', 1, [QUIET, VISUAL, DIM], 'approved'],
      ['fidget only', 2, [FIDGET], 'approved'],
      ['dim only', 3, [DIM], 'approved'],
      ['nothing ticked', 4, [], 'approved'],
      ['quiet and dim', 5, [QUIET, DIM], 'approved'],
      ['pending all', 6, [QUIET, VISUAL, DIM], 'pending'],
    ];
    for (const [text, d, tags, status] of specs) {
      await insertReview(db(), provider, {
        review_text: text,
        created_at: day(d),
        status,
        sensory_tags: tags,
        verified_accommodations: tags,
      });
    }
    await recomputeProviderStats(db(), [provider]);
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  const texts = (reviews: Review[]) => reviews.map((r) => r.reviewText);

  async function allPages(persona: P, query: string): Promise<Review[]> {
    const seen: Review[] = [];
    let cursor: number | null = null;
    for (let i = 0; i < 10; i += 1) {
      const url = `/api/providers/${provider}/reviews?${query}&limit=2${cursor === null ? '' : `&cursor=${cursor}`}`;
      const res = await as(persona, url);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      seen.push(...body.reviews);
      cursor = body.nextCursor;
      if (cursor === null) break;
    }
    return seen;
  }

  it('sort=similar puts the reviews sharing most of the member’s needs first, marked, a page at a time', async () => {
    const res = await as('member', `/api/providers/${provider}/reviews?sort=similar`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const reviews: Review[] = res.json().reviews;
    expect(texts(reviews)).toEqual([
      'all three',
      'quiet and dim',
      'dim only',
      'nothing ticked',
      'fidget only',
    ]);
    expect(reviews.map((r) => r.similarNeeds)).toEqual([true, true, true, false, false]);
    /* Keyset paging gives the same order as one page. */
    expect(texts(await allPages('member', 'sort=similar'))).toEqual(texts(reviews));
  });

  it('marks similar reviews in the other orders too, for a member with needs', async () => {
    const reviews: Review[] = (
      await as('member', `/api/providers/${provider}/reviews?sort=newest`)
    ).json().reviews;
    expect(reviews.map((r) => [r.reviewText, r.similarNeeds])).toEqual([
      ['quiet and dim', true],
      ['nothing ticked', false],
      ['dim only', true],
      ['fidget only', false],
      ['all three', true],
    ]);
    /* With the accommodation filter as well. */
    const filtered: Review[] = (
      await as(
        'member',
        `/api/providers/${provider}/reviews?sort=similar&accommodation=${encodeURIComponent(DIM)}`,
      )
    ).json().reviews;
    expect(texts(filtered)).toEqual(['all three', 'quiet and dim', 'dim only']);
  });

  it('a visitor, or a member without needs, asking sort=similar gets newest first and no marks', async () => {
    const newest = ['quiet and dim', 'nothing ticked', 'dim only', 'fidget only', 'all three'];
    const anonymous = await as('anonymous', `/api/providers/${provider}/reviews?sort=similar`);
    expect(anonymous.statusCode).toBe(200);
    expect(texts(anonymous.json().reviews)).toEqual(newest);
    expect(anonymous.json().reviews.some((r: Review) => 'similarNeeds' in r)).toBe(false);
    /* A visitor's answer is as cacheable as before: no Cache-Control set. */
    expect(anonymous.headers['cache-control']).toBeUndefined();
    expect(texts(await allPages('anonymous', 'sort=similar'))).toEqual(newest);

    const withoutNeeds = await as('moderator', `/api/providers/${provider}/reviews?sort=similar`);
    expect(texts(withoutNeeds.json().reviews)).toEqual(newest);
    expect(withoutNeeds.json().reviews.some((r: Review) => 'similarNeeds' in r)).toBe(false);
    expect(withoutNeeds.headers['cache-control']).toBe('private, no-store');
  });

  it('the profile says how the provider meets the member’s needs, privately; visitors see no match', async () => {
    const member = await as('member', `/api/providers/${provider}/profile`);
    expect(member.statusCode).toBe(200);
    /* Quiet and dim are declared (2 of 3); both were confirmed by families. */
    expect(member.json().needsMatch).toEqual({ met: 2, total: 3, confirmed: 2 });
    expect(member.headers['cache-control']).toBe('private, no-store');

    const anonymous = await as('anonymous', `/api/providers/${provider}/profile`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).not.toHaveProperty('needsMatch');
    expect(anonymous.headers['cache-control']).toBeUndefined();

    const withoutNeeds = await as('moderator', `/api/providers/${provider}/profile`);
    expect(withoutNeeds.json()).not.toHaveProperty('needsMatch');
    expect(withoutNeeds.headers['cache-control']).toBeUndefined();
  });

  it('leaves the confirmations out when the provider has no stored stats (not known)', async () => {
    const res = await as('member', `/api/providers/${noStats}/profile`);
    expect(res.json().needsMatch).toEqual({ met: 1, total: 3, confirmed: null });
  });
});
