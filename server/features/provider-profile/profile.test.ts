import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_QUEUE_MESSAGES } from '../../../common/messages/admin';
import { PROFILE_MESSAGES } from '../../../common/messages/provider';
import {
  moderation_logs,
  provider_profile_stats,
  providers,
  review_reports,
  reviews,
  users,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { asPersona, insertReview, signInPersonas } from '../../test/fixtures/admin';
import { insertProvider } from '../providers/provider-factory';
import { recomputeProviderStats } from '../providers/recompute-provider-stats';
import { providerHead, withProviderHead } from './profile-head';

type P = 'anonymous' | 'member' | 'businessAdmin' | 'moderator' | 'admin';

describe.each(testDatabaseModes())('provider profile (%s)', (mode) => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof signInPersonas>>;
  const db = () => t.app.database.db;
  const as = (persona: P, method: 'GET' | 'POST', url: string, payload?: object) =>
    asPersona(t, people, persona, { method, url, payload });

  let calm: number;
  let pendingOwned: number;
  let rejected: number;
  const ids = {} as Record<'old' | 'mid' | 'newest' | 'pending' | 'rejected' | 'own', number>;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    people = await signInPersonas(t, 'profile');
    await db().update(users).set({ name: 'Casey Member' }).where(eq(users.id, people.member.id));
    await db()
      .insert(users)
      .values([
        { id: 'rev-jo', name: 'Jo Anne Rivers', email: 'jo.rivers@example.com' },
        { id: 'rev-sam', name: 'sam', email: 'sam.secret@example.com' },
        { id: 'rev-pat', name: 'Pat Quinn', email: 'pat@example.com' },
      ]);
    calm = await insertProvider(db(), {
      name: 'Quiet Harbor Dental',
      category: 'Dentist',
      location: 'Austin, TX',
      zip_code: '78701',
      accommodations: 'Quiet Waiting Area, Dim or Adjustable Lighting, Sensory Toolkits',
      business_hours: 'Mon–Fri 8–5',
      description: 'A small practice with a quiet room.',
      contact_phone: '(512) 555-0100',
      is_community_verified: true,
      total_review_count: 3,
      average_rating: 4.33,
    });
    pendingOwned = await insertProvider(db(), {
      name: 'Not Yet Listed',
      accommodation_status: 'pending',
      business_admin_user_id: people.businessAdmin.id,
    });
    rejected = await insertProvider(db(), {
      name: 'Turned Down',
      accommodation_status: 'rejected',
    });
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    ids.old = await insertReview(db(), calm, {
      user_id: 'rev-jo',
      reviewer_name: 'jo.rivers',
      status: 'approved',
      created_at: day(1),
      review_text: 'The waiting room was quiet and dim.',
      overall_rating: 5,
      is_verified: true,
      accommodation_notes: 'Dr. Lee',
      practitioner_status: 'approved',
      practitioner_approved: true,
      verified_accommodations: ['Quiet Waiting Area', 'Dim or Adjustable Lighting'],
      sensory_ratings: {
        category_experiences: { environment: ['Quiet Waiting Area'], tools: [], communication: [] },
        category_matches: { environment: true, tools: true, communication: true },
        feedback_tags: ['Calm staff'],
      },
    });
    ids.mid = await insertReview(db(), calm, {
      user_id: 'rev-sam',
      reviewer_name: 'sam.secret',
      status: 'approved',
      created_at: day(2),
      review_text: 'Helpful staff, a bit loud at noon.',
      overall_rating: 4,
      accommodation_notes: 'Dr. Hidden',
      practitioner_status: 'pending',
      verified_accommodations: ['Sensory Toolkits'],
    });
    ids.newest = await insertReview(db(), calm, {
      user_id: 'rev-pat',
      status: 'approved',
      created_at: day(3),
      review_text: 'Short and calm visit.',
      overall_rating: 4,
      verified_accommodations: ['Quiet Waiting Area'],
    });
    ids.pending = await insertReview(db(), calm, {
      status: 'pending',
      review_text: 'Still waiting for moderation.',
    });
    ids.rejected = await insertReview(db(), calm, {
      status: 'rejected',
      review_text: 'This one was rejected.',
    });
    ids.own = await insertReview(db(), calm, {
      user_id: people.member.id,
      status: 'approved',
      created_at: day(4),
      review_text: 'My own review of the place.',
    });
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it('shows a verified provider to everyone, with hours, description and declared evidence', async () => {
    const res = await as('anonymous', 'GET', `/api/providers/${calm}/profile`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.visibility).toBe('public');
    expect(body.provider).toMatchObject({
      name: 'Quiet Harbor Dental',
      business_hours: 'Mon–Fri 8–5',
      description: 'A small practice with a quiet room.',
      isCommunityVerified: true,
    });
    /* No stored profile stats yet: every listed accommodation is 'declared', the grid is empty. */
    expect(body.evidence.map((e: { accommodation: string }) => e.accommodation)).toEqual([
      'Quiet Waiting Area',
      'Dim or Adjustable Lighting',
      'Sensory Toolkits',
    ]);
    expect(body.evidence.every((e: { grade: string }) => e.grade === 'declared')).toBe(true);
    expect(body.headsUp).toEqual([]);
    expect(body.visitGrid.cells).toHaveLength(28);
    expect(body.visitGrid.visitCount).toBe(0);
  });

  it('reads the stored profile stats as they are (evidence, heads-up, visit grid)', async () => {
    const id = await insertProvider(db(), { accommodations: 'Quiet Waiting Area' });
    await db()
      .insert(provider_profile_stats)
      .values({
        provider_id: id,
        evidence: [
          {
            accommodation: 'Quiet Waiting Area',
            grade: 'confirmed',
            declared: true,
            confirmations: 3,
            recentConfirmations: 2,
            latestConfirmedMonth: '2026-10',
            mismatchReports: 1,
            documentVerified: false,
          },
        ],
        heads_up: { beeping_machines: 3, crowds: 1 },
        visit_grid: {
          visitCount: 6,
          minimumVisits: 5,
          cells: [{ day: 1, time: 'morning', visits: 4, averageBusyness: 1.5 }],
        },
        visit_count: 6,
      });
    const body = (await as('anonymous', 'GET', `/api/providers/${id}/profile`)).json();
    expect(body.evidence[0]).toMatchObject({
      grade: 'confirmed',
      confirmations: 3,
      mismatchReports: 1,
    });
    expect(body.headsUp).toEqual([
      { trigger: 'beeping_machines', count: 3 },
      { trigger: 'crowds', count: 1 },
    ]);
    expect(body.visitGrid.visitCount).toBe(6);
    expect(body.visitGrid.cells).toHaveLength(28);
    expect(body.visitGrid.cells[4]).toEqual({
      day: 1,
      time: 'morning',
      visits: 4,
      averageBusyness: 1.5,
    });
  });

  it('grades evidence from approved reviews once recomputed, against the listing as it is now', async () => {
    const id = await insertProvider(db(), {
      accommodations: 'Quiet Waiting Area, Sensory Toolkits',
      accommodation_status: 'verified',
    });
    await insertReview(db(), id, {
      status: 'approved',
      created_at: new Date(),
      verified_accommodations: ['Quiet Waiting Area'],
    });
    await insertReview(db(), id, {
      status: 'pending',
      created_at: new Date(),
      verified_accommodations: ['Sensory Toolkits'],
    });
    await recomputeProviderStats(db(), [id]);
    const body = (await as('anonymous', 'GET', `/api/providers/${id}/profile`)).json();
    const grade = (name: string) =>
      body.evidence.find((e: { accommodation: string }) => e.accommodation === name);
    expect(grade('Quiet Waiting Area')).toMatchObject({ grade: 'confirmed', confirmations: 1 });
    /* The pending review does not count. */
    expect(grade('Sensory Toolkits')).toMatchObject({ grade: 'declared', confirmations: 0 });
    /* Verified with this listing approved (decision 045): each approved item says so. */
    await db()
      .update(providers)
      .set({
        verification_status: 'verified',
        document_verified_accommodations: sql`${providers.accommodations}`,
      })
      .where(eq(providers.id, id));
    const after = (await as('anonymous', 'GET', `/api/providers/${id}/profile`)).json();
    expect(after.evidence.map((e: { grade: string }) => e.grade)).toEqual([
      'document_verified',
      'document_verified',
    ]);
  });

  it.each([
    ['pending', () => pendingOwned],
    ['rejected', () => rejected],
  ])(
    'a %s provider is 404 for the public, 200 (preview) for its business admin and admins',
    async (_label, id) => {
      const expected: Record<P, number> = {
        anonymous: 404,
        member: 404,
        businessAdmin: _label === 'pending' ? 200 : 404,
        moderator: 200,
        admin: 200,
      };
      for (const persona of Object.keys(expected) as P[]) {
        const res = await as(persona, 'GET', `/api/providers/${id()}/profile`);
        expect(res.statusCode, persona).toBe(expected[persona]);
        if (res.statusCode === 404) {
          expect(res.json().error).toMatchObject({
            code: 'PROVIDER_NOT_FOUND',
            message: PROFILE_MESSAGES.notFoundBody,
          });
        } else {
          expect(res.json().visibility).toBe('preview');
          expect(res.headers['cache-control']).toBe('private, no-store');
        }
        const reviewsRes = await as(persona, 'GET', `/api/providers/${id()}/reviews`);
        expect(reviewsRes.statusCode, persona).toBe(expected[persona]);
      }
    },
  );

  it('an unknown provider is 404 and a malformed id is 400', async () => {
    expect((await as('anonymous', 'GET', '/api/providers/999999/profile')).statusCode).toBe(404);
    expect((await as('anonymous', 'GET', '/api/providers/abc/profile')).statusCode).toBe(400);
    expect(
      (await as('anonymous', 'GET', `/api/providers/${calm}/reviews?sort=worst`)).statusCode,
    ).toBe(400);
  });

  it('lists only approved reviews, newest first, with first name and last initial, never the e-mail', async () => {
    const body = (await as('anonymous', 'GET', `/api/providers/${calm}/reviews`)).json();
    const texts = body.reviews.map((r: { reviewText: string }) => r.reviewText);
    expect(texts).toEqual([
      'My own review of the place.',
      'Short and calm visit.',
      'Helpful staff, a bit loud at noon.',
      'The waiting room was quiet and dim.',
    ]);
    expect(texts).not.toContain('Still waiting for moderation.');
    expect(texts).not.toContain('This one was rejected.');
    const names = body.reviews.map((r: { displayName: string }) => r.displayName);
    expect(names).toEqual(['Casey M.', 'Pat Q.', 'Sam', 'Jo R.']);
    expect(JSON.stringify(body)).not.toMatch(/@example\.com|sam\.secret|jo\.rivers/);
    const old = body.reviews[3];
    expect(old).toMatchObject({
      overallRating: 5,
      verifiedVisit: true,
      practitionerName: 'Dr. Lee',
      feedbackTags: ['Calm staff'],
    });
    expect(old.categories[0]).toMatchObject({ items: ['Quiet Waiting Area'], matches: true });
    /* The practitioner mention is shown only once an admin approved it. */
    expect(body.reviews[2]).toMatchObject({ practitionerName: null, verifiedVisit: false });
  });

  it('pages with a cursor, filters by accommodation and sorts by most helpful', async () => {
    const first = (await as('anonymous', 'GET', `/api/providers/${calm}/reviews?limit=3`)).json();
    expect(first.reviews).toHaveLength(3);
    expect(first.nextCursor).toBe(first.reviews[2].id);
    const second = (
      await as(
        'anonymous',
        'GET',
        `/api/providers/${calm}/reviews?limit=3&cursor=${first.nextCursor}`,
      )
    ).json();
    expect(second.reviews.map((r: { id: number }) => r.id)).toEqual([ids.old]);
    expect(second.nextCursor).toBeNull();

    const filtered = (
      await as(
        'anonymous',
        'GET',
        `/api/providers/${calm}/reviews?accommodation=${encodeURIComponent('Quiet Waiting Area')}`,
      )
    ).json();
    expect(filtered.reviews.map((r: { id: number }) => r.id)).toEqual([ids.newest, ids.old]);
    expect(
      (await as('anonymous', 'GET', `/api/providers/${calm}/reviews?accommodation=Nap%20Pods`))
        .statusCode,
    ).toBe(400);

    await db().update(reviews).set({ helpful_count: 7 }).where(eq(reviews.id, ids.mid));
    const helpful = (
      await as('anonymous', 'GET', `/api/providers/${calm}/reviews?sort=helpful&limit=2`)
    ).json();
    expect(helpful.reviews[0].id).toBe(ids.mid);
    const rest = (
      await as(
        'anonymous',
        'GET',
        `/api/providers/${calm}/reviews?sort=helpful&limit=10&cursor=${helpful.nextCursor}`,
      )
    ).json();
    expect(rest.reviews).toHaveLength(2);
    await db().update(reviews).set({ helpful_count: 0 }).where(eq(reviews.id, ids.mid));
  });

  it('a member marks a review helpful once; a second mark changes nothing', async () => {
    const url = `/api/reviews/${ids.newest}/helpful`;
    expect((await as('anonymous', 'POST', url)).statusCode).toBe(401);
    const once = await as('member', 'POST', url);
    expect(once.statusCode).toBe(200);
    expect(once.json()).toEqual({ helpfulCount: 1, markedHelpful: true });
    const twice = await as('member', 'POST', url);
    expect(twice.json()).toEqual({ helpfulCount: 1, markedHelpful: true });
    expect((await as('admin', 'POST', url)).json()).toEqual({
      helpfulCount: 2,
      markedHelpful: true,
    });
    const [row] = await db().select().from(reviews).where(eq(reviews.id, ids.newest));
    expect(row?.helpful_count).toBe(2);
    const list = (await as('member', 'GET', `/api/providers/${calm}/reviews?limit=2`)).json();
    expect(list.reviews[1].viewer).toEqual({
      markedHelpful: true,
      reported: false,
      isAuthor: false,
    });
    expect(list.reviews[0].viewer.isAuthor).toBe(true);
  });

  it('refuses helpful on one’s own review and on unpublished reviews', async () => {
    const own = await as('member', 'POST', `/api/reviews/${ids.own}/helpful`);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toMatchObject({
      code: 'OWN_REVIEW',
      message: PROFILE_MESSAGES.helpfulOwn,
    });
    const pending = await as('member', 'POST', `/api/reviews/${ids.pending}/helpful`);
    expect(pending.statusCode).toBe(404);
    expect(pending.json().error.message).toBe(PROFILE_MESSAGES.reviewNotFound);
  });

  it('a report reaches the admin queue with its reason; one per member; not one’s own', async () => {
    const url = `/api/reviews/${ids.mid}/report`;
    expect((await as('anonymous', 'POST', url, { reason: 'spam' })).statusCode).toBe(401);
    expect((await as('member', 'POST', url, { reason: 'rude' })).statusCode).toBe(400);
    const sent = await as('member', 'POST', url, {
      reason: 'misleading',
      details: '  Not a dentist.  ',
    });
    expect(sent.statusCode).toBe(201);
    const again = await as('member', 'POST', url, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PROFILE_MESSAGES.reportAlready);
    const own = await as('member', 'POST', `/api/reviews/${ids.own}/report`, { reason: 'spam' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(PROFILE_MESSAGES.reportOwn);
    await as('moderator', 'POST', url, { reason: 'spam' });

    /* Moderators work the reported reviews (decision 041); nobody else may see them. */
    expect((await as('moderator', 'GET', '/api/admin/review-reports')).statusCode).toBe(200);
    for (const persona of ['anonymous', 'member', 'businessAdmin'] as const) {
      expect(
        (await as(persona, 'GET', '/api/admin/review-reports')).statusCode,
      ).toBeGreaterThanOrEqual(401);
    }
    const queue = (await as('admin', 'GET', '/api/admin/review-reports')).json();
    const mine = queue.reports.find((r: { reason: string }) => r.reason === 'misleading');
    expect(mine).toMatchObject({
      reviewId: ids.mid,
      providerName: 'Quiet Harbor Dental',
      details: 'Not a dentist.',
      reviewText: 'Helpful staff, a bit loud at noon.',
      reviewDisplayName: 'Sam',
      reportCount: 2,
    });
    const reported = (await as('member', 'GET', `/api/providers/${calm}/reviews`)).json();
    expect(reported.reviews.find((r: { id: number }) => r.id === ids.mid).viewer.reported).toBe(
      true,
    );
  });

  it('an admin dismisses a report (audited) and the review stays', async () => {
    const reportId = await reportOf(ids.mid, 'spam');
    const res = await as('admin', 'POST', `/api/admin/review-reports/${reportId}/decide`, {
      decision: 'dismiss',
    });
    expect(res.json()).toEqual({ id: reportId, status: 'dismissed', closed: 1 });
    const again = await as('admin', 'POST', `/api/admin/review-reports/${reportId}/decide`, {
      decision: 'dismiss',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(REPORT_QUEUE_MESSAGES.alreadyDecided);
    expect(await auditOf('dismiss_report', reportId)).toBe(1);
    expect((await reviewRow(ids.mid))?.status).toBe('approved');
    expect(
      (
        await as('admin', 'POST', '/api/admin/review-reports/999999/decide', {
          decision: 'dismiss',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('unpublishing a reported review removes it from the profile and recomputes the stats', async () => {
    const reportId = await reportOf(ids.mid, 'misleading');
    const before = await providerRow(calm);
    const res = await as('admin', 'POST', `/api/admin/review-reports/${reportId}/decide`, {
      decision: 'unpublish',
      notes: 'Reads like an advert.',
    });
    expect(res.json()).toMatchObject({ id: reportId, status: 'actioned', closed: 1 });
    expect(await auditOf('resolve_report', reportId)).toBe(1);
    expect((await reviewRow(ids.mid))?.status).toBe('rejected');
    const after = await providerRow(calm);
    expect(before?.total_review_count).toBe(3);
    /* Recomputed from the approved reviews left: old, newest and the member's own. */
    expect(after?.total_review_count).toBe(3);
    expect(after?.sensory_match_score).toBe(67);
    const list = (await as('anonymous', 'GET', `/api/providers/${calm}/reviews`)).json();
    expect(list.reviews.map((r: { id: number }) => r.id)).not.toContain(ids.mid);
    const queue = (await as('admin', 'GET', '/api/admin/review-reports')).json();
    expect(queue.reports.map((r: { reviewId: number }) => r.reviewId)).not.toContain(ids.mid);
  });

  it('server-rendered head: title, Open Graph and JSON-LD from approved reviews, escaped', async () => {
    await db()
      .update(providers)
      .set({ name: 'Calm </script><b> & $1 Co' })
      .where(eq(providers.id, calm));
    const head = await providerHead(db(), 'https://calm.example', { id: calm, prepare: false });
    expect(head).not.toBeNull();
    const html = withProviderHead(
      '<html><head><meta name="description" content="site" /><title>Site</title></head><body></body></html>',
      head as NonNullable<typeof head>,
    );
    expect(html).toContain(
      '<title>Calm &lt;/script&gt;&lt;b&gt; &amp; $1 Co: Dentist in Austin, TX · CalmPath</title>',
    );
    expect(html).toContain('<meta property="og:url" content="https://calm.example/providers/');
    expect(html).not.toContain('</script><b>');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const ld = JSON.parse(json as string);
    expect(ld).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Calm </script><b> & $1 Co',
      aggregateRating: { '@type': 'AggregateRating', reviewCount: 3 },
    });
    const bodies = ld.review.map((r: { reviewBody: string }) => r.reviewBody);
    expect(bodies).not.toContain('Still waiting for moderation.');
    expect(bodies).not.toContain('This one was rejected.');
    expect(ld.review.map((r: { author: { name: string } }) => r.author.name)).not.toContain(
      'sam.secret',
    );
    expect(
      await providerHead(db(), 'https://calm.example', { id: pendingOwned, prepare: false }),
    ).toBeNull();
  });

  it('serves robots.txt with the sitemap, and a sitemap of public providers only', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('User-agent: *');
    expect(robots.body).toContain(`Sitemap: ${t.config.siteUrl}/sitemap.xml`);
    const index = await t.app.inject({ url: '/sitemap.xml' });
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain(`<loc>${t.config.siteUrl}/sitemaps/providers-1.xml</loc>`);
    const file = await t.app.inject({ url: '/sitemaps/providers-1.xml' });
    expect(file.body).toContain(`<loc>${t.config.siteUrl}/providers/${calm}</loc>`);
    expect(file.body).not.toContain(`/providers/${pendingOwned}<`);
    expect(file.body).not.toContain(`/providers/${rejected}<`);
    expect(file.body.trim().endsWith('</urlset>')).toBe(true);
    expect((await t.app.inject({ url: '/sitemaps/pages.xml' })).body).toContain(
      '/trust-and-safety',
    );
    expect((await t.app.inject({ url: '/sitemaps/providers-0.xml' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/sitemaps/providers-42950.xml' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/sitemaps/providers-42951.xml' })).statusCode).toBe(400);
  });

  async function reportOf(reviewId: number, reason: 'spam' | 'misleading') {
    const [row] = await db()
      .select({ id: review_reports.id })
      .from(review_reports)
      .where(
        and(
          eq(review_reports.review_id, reviewId),
          eq(review_reports.reason, reason),
          eq(review_reports.status, 'open'),
        ),
      );
    return row?.id as number;
  }
  async function auditOf(action: 'dismiss_report' | 'resolve_report', reportId: number) {
    const rows = await db()
      .select()
      .from(moderation_logs)
      .where(
        and(
          eq(moderation_logs.action, action),
          eq(moderation_logs.target_type, 'report'),
          eq(moderation_logs.target_id, String(reportId)),
        ),
      );
    return rows.length;
  }
  const reviewRow = async (id: number) =>
    (await db().select().from(reviews).where(eq(reviews.id, id)))[0];
  const providerRow = async (id: number) =>
    (await db().select().from(providers).where(eq(providers.id, id)))[0];
});
