import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers, reviews } from '../../db/schema';
import { type CookieJar, createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { signedInUser } from '../../test/fixtures/uploads';

type Status = 'pending' | 'approved' | 'rejected';

describe.each(testDatabaseModes())('GET /api/me/reviewer-trust (%s)', (mode) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  /** One review per business, as the one-review rule demands. */
  async function reviewsBy(userId: string, list: { status: Status; verified: boolean }[]) {
    for (const [i, r] of list.entries()) {
      const [provider] = await t.app.database.db
        .insert(providers)
        .values({
          name: `Place ${userId}-${i}`,
          category: 'Dentist',
          accommodation_status: 'verified',
        })
        .returning({ id: providers.id });
      await t.app.database.db.insert(reviews).values({
        user_id: userId,
        provider_id: provider?.id,
        overall_rating: 4,
        review_text: 'Calm.',
        status: r.status,
        is_verified: r.verified,
      });
    }
  }

  const trust = (jar?: CookieJar) =>
    t.app.inject({
      method: 'GET',
      url: '/api/me/reviewer-trust',
      headers: jar ? { cookie: jar.header() } : {},
    });

  it('needs a signed-in user (401)', async () => {
    const r = await trust();
    expect(r.statusCode).toBe(401);
    expect(r.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('is zero for someone with no reviews', async () => {
    const { jar } = await signedInUser(t, 'new@example.com');
    const r = await trust(jar);
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.json()).toEqual({ totalApproved: 0, verifiedApproved: 0, isVerifiedReviewer: false });
  });

  it('counts only approved reviews: pending and rejected ones, even verified, do not count', async () => {
    const { id, jar } = await signedInUser(t, 'two@example.com');
    await reviewsBy(id, [
      { status: 'approved', verified: true },
      { status: 'approved', verified: false },
      { status: 'pending', verified: true },
      { status: 'rejected', verified: true },
    ]);
    expect((await trust(jar)).json()).toEqual({
      totalApproved: 2,
      verifiedApproved: 1,
      isVerifiedReviewer: false,
    });
  });

  it('earns Verified Reviewer at 3 approved reviews with at least 1 verified', async () => {
    const { id, jar } = await signedInUser(t, 'three@example.com');
    await reviewsBy(id, [
      { status: 'approved', verified: true },
      { status: 'approved', verified: false },
      { status: 'approved', verified: false },
    ]);
    expect((await trust(jar)).json()).toEqual({
      totalApproved: 3,
      verifiedApproved: 1,
      isVerifiedReviewer: true,
    });
  });

  it('does not earn it with many approved reviews but none verified', async () => {
    const { id, jar } = await signedInUser(t, 'unverified@example.com');
    await reviewsBy(
      id,
      Array.from({ length: 5 }, () => ({ status: 'approved' as const, verified: false })),
    );
    expect((await trust(jar)).json()).toEqual({
      totalApproved: 5,
      verifiedApproved: 0,
      isVerifiedReviewer: false,
    });
  });

  it("never counts someone else's reviews", async () => {
    const { jar } = await signedInUser(t, 'bystander@example.com');
    expect((await trust(jar)).json().totalApproved).toBe(0);
  });
});
