import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderation_logs, reviews } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import {
  ADMIN_PERSONAS,
  asPersona,
  expectAdminRefusal,
  insertReview,
  MODERATOR_STATUS,
  signInPersonas,
} from '../../test/fixtures/admin';
import { insertProvider } from '../providers/provider-factory';

describe.each(testDatabaseModes())('practitioner approvals (%s)', (mode) => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof signInPersonas>>;
  let providerId: number;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    people = await signInPersonas(t, 'prac');
    providerId = await insertProvider(db(), { name: 'Bright Steps Therapy' });
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  const as = (persona: (typeof ADMIN_PERSONAS)[number], url: string, payload?: object) =>
    asPersona(t, people, persona, { method: payload ? 'POST' : 'GET', url, payload });
  const decide = (
    reviewId: number,
    action: string,
    persona: (typeof ADMIN_PERSONAS)[number] = 'admin',
  ) => as(persona, `/api/admin/practitioners/${reviewId}`, { action });
  const eligible = (overrides = {}) =>
    insertReview(db(), providerId, {
      accommodation_notes: 'Dr. Maya Chen',
      is_verified: true,
      overall_rating: 5,
      status: 'approved',
      ...overrides,
    });
  const stateOf = async (id: number) =>
    (
      await db()
        .select({ s: reviews.practitioner_status, a: reviews.practitioner_approved })
        .from(reviews)
        .where(eq(reviews.id, id))
    )[0];
  const actionsOf = async (id: number) =>
    (
      await db()
        .select({ action: moderation_logs.action })
        .from(moderation_logs)
        .where(
          and(eq(moderation_logs.target_type, 'review'), eq(moderation_logs.target_id, String(id))),
        )
        .orderBy(moderation_logs.id)
    ).map((r) => r.action);

  it('lists reviews that name a practitioner, newest first, with criteria and state', async () => {
    const plain = await insertReview(db(), providerId, { accommodation_notes: null });
    const blank = await insertReview(db(), providerId, { accommodation_notes: '' });
    const unverified = await eligible({
      is_verified: false,
      created_at: new Date('2026-01-01T00:00:00Z'),
    });
    const low = await eligible({ overall_rating: 3, created_at: new Date('2026-01-02T00:00:00Z') });
    const good = await eligible({ created_at: new Date('2026-01-03T00:00:00Z') });
    const r = await as('admin', '/api/admin/practitioners?limit=100');
    expect(r.statusCode).toBe(200);
    const rows = r.json().practitioners as { reviewId: number }[];
    const ids = rows.map((x) => x.reviewId);
    expect(ids).not.toContain(plain);
    expect(ids).not.toContain(blank);
    expect(ids.slice(0, 3)).toEqual([good, low, unverified]);
    expect(rows[0]).toEqual({
      reviewId: good,
      practitionerName: 'Dr. Maya Chen',
      providerId,
      providerName: 'Bright Steps Therapy',
      reviewerName: 'Anonymous',
      overallRating: 5,
      isVerified: true,
      reviewStatus: 'approved',
      meetsCriteria: true,
      practitionerStatus: 'pending',
      createdAt: '2026-01-03T00:00:00.000Z',
    });
    expect(rows[1]).toMatchObject({ meetsCriteria: false });
    expect(rows[2]).toMatchObject({ meetsCriteria: false });

    const page = await as('admin', '/api/admin/practitioners?limit=2');
    expect(page.json().nextCursor).toBe(low);
    const next = await as('admin', `/api/admin/practitioners?limit=2&cursor=${low}`);
    expect(next.json().practitioners[0].reviewId).toBe(unverified);
  });

  it('searches by practitioner, reviewer, business and city, filters by state, sorts, pages; 400 on bad params (decision 046)', async () => {
    const austin = await insertProvider(db(), {
      name: 'Qprac 100% Dental',
      location: 'Austin, TX',
      zip_code: '00000',
    });
    const portland = await insertProvider(db(), {
      name: 'Qprac Swim',
      location: 'Portland, OR',
      zip_code: '00000',
    });
    const at = (day: number) => new Date(Date.UTC(2026, 5, day));
    const zoe = await insertReview(db(), austin, {
      accommodation_notes: 'Zoe Qprac',
      reviewer_name: 'Robin',
      created_at: at(1),
    });
    const amy = await insertReview(db(), portland, {
      accommodation_notes: 'Amy Qprac',
      reviewer_name: 'Sam',
      created_at: at(2),
    });
    const max = await insertReview(db(), austin, {
      accommodation_notes: 'Max Qprac',
      reviewer_name: 'Casey',
      created_at: at(3),
    });
    const ids = async (query: string, persona: 'admin' | 'moderator' = 'admin') => {
      const r = await as(persona, `/api/admin/practitioners?${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().practitioners.map((x: { reviewId: number }) => x.reviewId);
    };
    expect(await ids('q=qprac')).toEqual([max, amy, zoe]);
    expect(await ids('q=zoe')).toEqual([zoe]);
    expect(await ids('q=robin')).toEqual([zoe]);
    expect(await ids('q=portland')).toEqual([amy]);
    expect(await ids('q=100%25&sort=oldest')).toEqual([zoe, max]);
    expect(await ids('q=qprac&state=tx', 'moderator')).toEqual([max, zoe]);
    expect(await ids('q=qprac&sort=name')).toEqual([amy, max, zoe]);
    for (const sort of ['oldest', 'newest', 'name']) {
      const seen: number[] = [];
      let cursor: number | null = null;
      do {
        const r = await as(
          'admin',
          `/api/admin/practitioners?q=qprac&limit=1&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...r.json().practitioners.map((x: { reviewId: number }) => x.reviewId));
        cursor = r.json().nextCursor;
      } while (cursor !== null);
      expect(seen, sort).toEqual(await ids(`q=qprac&sort=${sort}`));
    }
    for (const bad of ['state=Texas', 'sort=random', `q=${'x'.repeat(101)}`]) {
      const r = await as('admin', `/api/admin/practitioners?${bad}`);
      expect(r.statusCode, bad).toBe(400);
    }
  });

  it('approve, revoke, approve again: each audited, practitioner_approved mirrors the state', async () => {
    const id = await eligible();
    let r = await decide(id, 'approve');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      reviewId: id,
      practitionerStatus: 'approved',
      practitionerApproved: true,
    });
    expect(await stateOf(id)).toEqual({ s: 'approved', a: true });
    r = await decide(id, 'revoke');
    expect(r.json()).toMatchObject({ practitionerStatus: 'revoked', practitionerApproved: false });
    expect(await stateOf(id)).toEqual({ s: 'revoked', a: false });
    r = await decide(id, 'approve');
    expect(await stateOf(id)).toEqual({ s: 'approved', a: true });
    expect(await actionsOf(id)).toEqual([
      'approve_practitioner',
      'revoke_practitioner',
      'approve_practitioner',
    ]);
  });

  it('reject a pending practitioner; impossible transitions are 409 and change nothing', async () => {
    const id = await eligible();
    expect((await decide(id, 'revoke')).statusCode).toBe(409);
    const r = await decide(id, 'reject');
    expect(r.json()).toMatchObject({ practitionerStatus: 'rejected', practitionerApproved: false });
    const again = await decide(id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'PRACTITIONER_STATE',
      message: 'This practitioner is already rejected; refresh the list to see the current state.',
    });
    expect(await actionsOf(id)).toEqual(['reject_practitioner']);
  });

  it('refuses to approve a review that does not meet the criteria (verified, rating 4 or more)', async () => {
    for (const overrides of [{ is_verified: false }, { overall_rating: 3 }]) {
      const id = await eligible(overrides);
      const r = await decide(id, 'approve');
      expect(r.statusCode).toBe(409);
      expect(r.json().error.code).toBe('PRACTITIONER_CRITERIA');
      expect(await stateOf(id)).toEqual({ s: 'pending', a: false });
      expect(await actionsOf(id)).toEqual([]);
    }
  });

  it('404 for a review without a practitioner or that does not exist; 400 for a bad action', async () => {
    const plain = await insertReview(db(), providerId);
    expect((await decide(plain, 'approve')).statusCode).toBe(404);
    expect((await decide(2147483647, 'approve')).statusCode).toBe(404);
    const id = await eligible();
    expect((await decide(id, 'promote')).statusCode).toBe(400);
    expect(
      (await as('admin', '/api/admin/practitioners/abc', { action: 'approve' })).statusCode,
    ).toBe(400);
  });

  it.each(ADMIN_PERSONAS)('only moderators and admins list and decide (%s)', async (persona) => {
    const list = await as(persona, '/api/admin/practitioners');
    expect(list.statusCode).toBe(MODERATOR_STATUS[persona]);
    for (const action of ['approve', 'reject', 'revoke'] as const) {
      const id = await eligible({
        practitioner_status: action === 'revoke' ? 'approved' : 'pending',
        practitioner_approved: action === 'revoke',
      });
      const r = await decide(id, action, persona);
      expect(r.statusCode).toBe(MODERATOR_STATUS[persona]);
      if (MODERATOR_STATUS[persona] !== 200) {
        expectAdminRefusal(r, persona);
        expect(await actionsOf(id)).toEqual([]);
      } else {
        expect(await actionsOf(id)).toEqual([`${action}_practitioner`]);
      }
    }
  });

  it('the audit row exists exactly when the change does', async () => {
    const id = await eligible();
    await db().execute(
      sql.raw(`CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'audit log unavailable'; END $$`),
    );
    await db().execute(
      sql.raw(
        'CREATE TRIGGER refuse_audit BEFORE INSERT ON moderation_logs FOR EACH ROW EXECUTE FUNCTION refuse_audit()',
      ),
    );
    try {
      expect((await decide(id, 'approve')).statusCode).toBe(500);
    } finally {
      await db().execute(sql.raw('DROP TRIGGER refuse_audit ON moderation_logs'));
      await db().execute(sql.raw('DROP FUNCTION refuse_audit()'));
    }
    expect(await stateOf(id)).toEqual({ s: 'pending', a: false });
    expect(await actionsOf(id)).toEqual([]);
  });
});
