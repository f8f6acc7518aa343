import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitReviewBody } from '../../../common/contracts/reviews';
import { provider_profile_stats, reviews } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { asPersona, signInPersonas } from '../../test/fixtures/admin';
import { signedInUser } from '../../test/fixtures/uploads';
import { getProfileStats } from '../providers/profile-stats';
import { insertProvider } from '../providers/provider-factory';
import { recomputeProviderStats } from '../providers/recompute-provider-stats';

const LISTED = 'Quiet Waiting Area, Sensory Toolkits';

const body = (providerId: number, overrides: Partial<SubmitReviewBody> = {}) =>
  ({
    providerId,
    practitionerName: null,
    categoryExperiences: {
      environment: ['Quiet Waiting Area'],
      tools: [],
      communication: [],
    },
    categoryComments: { environment: '', tools: '', communication: '' },
    categoryMatches: { environment: true, tools: true, communication: true },
    feedbackTags: [],
    overallRating: 4,
    overallFeedback: 'A calm visit.',
    verifiedExperience: false,
    proofFileId: null,
    ...overrides,
  }) satisfies SubmitReviewBody;

describe.each(testDatabaseModes())('review visit details and profile stats (%s)', (mode) => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof signInPersonas>>;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    people = await signInPersonas(t, 'visits');
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  const submitAs = async (email: string, payload: object) => {
    const user = await signedInUser(t, email);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload,
      headers: { origin: t.origin, cookie: user.jar.header() },
    });
    return { r, user };
  };
  let emails = 0;
  const nextEmail = () => {
    emails += 1;
    return `family${emails}.visits@example.com`;
  };

  it('stores the day, time, busyness and heads-up triggers as sent', async () => {
    const providerId = await insertProvider(db(), { accommodations: LISTED });
    const { r } = await submitAs(
      nextEmail(),
      body(providerId, {
        visitDay: 1,
        visitTime: 'morning',
        busyness: 2,
        headsUp: ['beeping_machines', 'other', 'beeping_machines'],
        headsUpOther: '  The lift alarm  ',
      }),
    );
    expect(r.statusCode).toBe(201);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, r.json().id));
    expect(row).toMatchObject({
      visit_day: 1,
      visit_time: 'morning',
      busyness: 2,
      heads_up: ['beeping_machines', 'other'],
      heads_up_other: 'The lift alarm',
    });
  });

  it('keeps every visit question optional, and drops the other text without Other', async () => {
    const providerId = await insertProvider(db());
    const { r } = await submitAs(
      nextEmail(),
      body(providerId, { headsUp: ['crowds'], headsUpOther: 'ignored' }),
    );
    expect(r.statusCode).toBe(201);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, r.json().id));
    expect(row).toMatchObject({
      visit_day: null,
      visit_time: null,
      busyness: null,
      heads_up: ['crowds'],
      heads_up_other: null,
    });
  });

  it.each([
    ['visitDay', { visitDay: 7 }],
    ['visitDay', { visitDay: 1.5 }],
    ['visitTime', { visitTime: 'night' }],
    ['busyness', { busyness: 0 }],
    ['busyness', { busyness: 6 }],
    ['headsUp', { headsUp: ['noisy'] }],
    ['headsUpOther', { headsUpOther: 'x'.repeat(121) }],
    ['headsUpOther', { headsUpOther: 'line\nbreak' }],
  ])('refuses a bad %s with a 400 naming the field', async (field, overrides) => {
    const providerId = await insertProvider(db());
    const { r } = await submitAs(nextEmail(), { ...body(providerId), ...overrides });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(r.json().error.field).toMatch(new RegExp(`^${field}`));
  });

  it("tells the member about their own live review of a business, and nobody else's", async () => {
    const providerId = await insertProvider(db());
    const email = nextEmail();
    const author = await signedInUser(t, email);
    const status = (jar = author.jar) =>
      t.app.inject({
        method: 'GET',
        url: `/api/me/reviews/status?providerId=${providerId}`,
        headers: { cookie: jar.header() },
      });
    expect((await status()).json()).toEqual({ review: null });
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: body(providerId),
      headers: { origin: t.origin, cookie: author.jar.header() },
    });
    const id = submitted.json().id;
    expect((await status()).json()).toEqual({
      review: { id, status: 'pending', createdAt: expect.any(String) },
    });
    expect((await status(people.member.jar)).json()).toEqual({ review: null });

    await db().update(reviews).set({ status: 'approved' }).where(eq(reviews.id, id));
    expect((await status()).json().review).toMatchObject({ id, status: 'approved' });
    await db().update(reviews).set({ status: 'rejected' }).where(eq(reviews.id, id));
    expect((await status()).json()).toEqual({ review: null });

    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/me/reviews/status?providerId=${providerId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('updates provider_profile_stats when a review is approved or rejected: only approved count', async () => {
    const providerId = await insertProvider(db(), { accommodations: LISTED });
    const submitted: number[] = [];
    for (const [day, busyness, headsUp] of [
      [0, 1, ['beeping_machines']],
      [0, 2, ['beeping_machines', 'hand_dryers']],
      [5, 5, ['crowds']],
    ] as const) {
      const { r } = await submitAs(
        nextEmail(),
        body(providerId, {
          visitDay: day,
          visitTime: 'morning',
          busyness,
          headsUp: [...headsUp],
        }),
      );
      expect(r.statusCode).toBe(201);
      submitted.push(r.json().id);
    }
    const [first, second, third] = submitted as [number, number, number];
    const moderate = (id: number, payload: object) =>
      asPersona(t, people, 'admin', {
        method: 'POST',
        url: `/api/admin/reviews/${id}/moderate`,
        payload,
      });

    /* Pending reviews count for nothing. */
    expect((await getProfileStats(db(), providerId)).headsUp).toEqual([]);

    expect((await moderate(first, { status: 'approved' })).statusCode).toBe(200);
    const bulk = await asPersona(t, people, 'admin', {
      method: 'POST',
      url: '/api/admin/reviews/moderate',
      payload: { status: 'approved', reviewIds: [second] },
    });
    expect(bulk.statusCode).toBe(200);
    expect(
      (await moderate(third, { status: 'rejected', notes: 'Not about this business.' })).statusCode,
    ).toBe(200);

    const [row] = await db()
      .select()
      .from(provider_profile_stats)
      .where(eq(provider_profile_stats.provider_id, providerId));
    expect(row).toMatchObject({
      heads_up: { beeping_machines: 2, hand_dryers: 1 },
      visit_count: 2,
    });

    const stats = await getProfileStats(db(), providerId);
    expect(stats.headsUp).toEqual([
      { trigger: 'beeping_machines', count: 2 },
      { trigger: 'hand_dryers', count: 1 },
    ]);
    expect(stats.visitGrid).toMatchObject({ visitCount: 2, minimumVisits: 5 });
    expect(stats.visitGrid.cells[0]).toEqual({
      day: 0,
      time: 'morning',
      visits: 2,
      averageBusyness: 1.5,
    });
    expect(stats.visitGrid.cells[5 * 4]?.visits).toBe(0);
    expect(stats.evidence).toEqual([
      expect.objectContaining({
        accommodation: 'Quiet Waiting Area',
        grade: 'confirmed',
        confirmations: 2,
        recentConfirmations: 2,
      }),
      expect.objectContaining({ accommodation: 'Sensory Toolkits', grade: 'declared' }),
    ]);

    /* Unpublishing an approved review (any status change, then the recompute) takes it out. */
    await db().update(reviews).set({ status: 'rejected' }).where(eq(reviews.id, second));
    await recomputeProviderStats(db(), [providerId]);
    expect((await getProfileStats(db(), providerId)).headsUp).toEqual([
      { trigger: 'beeping_machines', count: 1 },
    ]);
  });
});
