import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderation_logs, providers, reviews, stored_files, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import {
  ADMIN_PERSONAS,
  type AdminPersona,
  asPersona,
  expectAdminRefusal,
  insertReview,
  MODERATOR_STATUS,
  signInPersonas,
} from '../../test/fixtures/admin';
import { insertProvider } from '../providers/provider-factory';

const LISTED =
  'Quiet Waiting Area, Dim or Adjustable Lighting, Weighted Blankets / Lap Pads, Sensory Toolkits';

describe.each(testDatabaseModes())('review moderation (%s)', (mode) => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof signInPersonas>>;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    people = await signInPersonas(t, 'mod');
    await db()
      .insert(users)
      .values(['r1', 'r2', 'r3'].map((id) => ({ id, name: id, email: `${id}@example.com` })));
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  const as = (
    persona: (typeof ADMIN_PERSONAS)[number],
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) => asPersona(t, people, persona, { method, url, payload });
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    as('admin', method, url, payload);

  const reviewRow = async (id: number) =>
    (await db().select().from(reviews).where(eq(reviews.id, id)))[0];
  const logsOf = (ids: number[]) =>
    db()
      .select()
      .from(moderation_logs)
      .where(
        and(
          eq(moderation_logs.target_type, 'review'),
          inArray(moderation_logs.target_id, ids.map(String)),
        ),
      );
  const statsOf = async (providerId: number) =>
    (
      await db()
        .select({
          review_count: providers.review_count,
          total_review_count: providers.total_review_count,
          average_rating: providers.average_rating,
          verified_percentage: providers.verified_percentage,
          sensory_match_score: providers.sensory_match_score,
          is_community_verified: providers.is_community_verified,
          is_trusted_ally: providers.is_trusted_ally,
        })
        .from(providers)
        .where(eq(providers.id, providerId))
    )[0];

  describe('who may moderate (decisions 016, 041: moderators and admins, checked on the server)', () => {
    const allowed = (persona: AdminPersona) => MODERATOR_STATUS[persona] === 200;

    it.each(ADMIN_PERSONAS)('GET /api/admin/reviews/pending as %s', async (persona) => {
      const r = await as(persona, 'GET', '/api/admin/reviews/pending');
      expect(r.statusCode).toBe(MODERATOR_STATUS[persona]);
      if (!allowed(persona)) expectAdminRefusal(r, persona);
    });

    it.each(ADMIN_PERSONAS)('single approve and reject as %s', async (persona) => {
      const providerId = await insertProvider(db());
      for (const payload of [
        { status: 'approved' },
        { status: 'rejected', notes: 'Spam.' },
      ] as const) {
        const id = await insertReview(db(), providerId);
        const r = await as(persona, 'POST', `/api/admin/reviews/${id}/moderate`, payload);
        expect(r.statusCode).toBe(MODERATOR_STATUS[persona]);
        const row = await reviewRow(id);
        expect(row?.status).toBe(allowed(persona) ? payload.status : 'pending');
        const logs = await logsOf([id]);
        expect(logs).toHaveLength(allowed(persona) ? 1 : 0);
        if (persona === 'moderator' || persona === 'admin') {
          /* The decision and its audit row name whoever made it, moderator or admin. */
          expect(row?.moderated_by).toBe(people[persona].id);
          expect(logs[0]?.admin_user_id).toBe(people[persona].id);
        } else {
          expectAdminRefusal(r, persona);
        }
      }
    });

    it.each(ADMIN_PERSONAS)('bulk approve and reject as %s', async (persona) => {
      const providerId = await insertProvider(db());
      for (const payload of [
        { status: 'approved' },
        { status: 'rejected', notes: 'Duplicates.' },
      ] as const) {
        const ids = [await insertReview(db(), providerId), await insertReview(db(), providerId)];
        const r = await as(persona, 'POST', '/api/admin/reviews/moderate', {
          ...payload,
          reviewIds: ids,
        });
        expect(r.statusCode).toBe(MODERATOR_STATUS[persona]);
        const rows = await db().select().from(reviews).where(inArray(reviews.id, ids));
        for (const row of rows) {
          expect(row.status).toBe(allowed(persona) ? payload.status : 'pending');
        }
        expect(await logsOf(ids)).toHaveLength(allowed(persona) ? 2 : 0);
      }
    });

    it('refuses before reading the body: a member with a malformed body still gets 403', async () => {
      const r = await as('member', 'POST', '/api/admin/reviews/moderate', { nonsense: true });
      expect(r.statusCode).toBe(403);
      const anon = await as('anonymous', 'POST', '/api/admin/reviews/1/moderate', {});
      expect(anon.statusCode).toBe(401);
    });
  });

  describe('the queue', () => {
    let providerId: number;
    let ids: number[];
    let proofId: string;

    beforeAll(async () => {
      /* A queue of its own: decide everything pending left by other tests first. */
      await db()
        .update(reviews)
        .set({ status: 'rejected', moderator_notes: 'cleanup' })
        .where(eq(reviews.status, 'pending'));
      providerId = await insertProvider(db(), { name: 'Quiet Harbor Dental' });
      proofId = randomUUID();
      await db()
        .insert(stored_files)
        .values({
          id: proofId,
          bucket: 'review-verification',
          key: `${people.member.id}/1.pdf`,
          owner_user_id: people.member.id,
          content_type: 'application/pdf',
          size_bytes: 100,
        });
      /* 45 pending reviews, several sharing a timestamp, so paging must break ties by id. */
      const base = Date.parse('2026-03-01T12:00:00Z');
      ids = [];
      for (let i = 0; i < 45; i++) {
        ids.push(
          await insertReview(db(), providerId, {
            created_at: new Date(base + Math.floor(i / 3) * 60_000),
            review_text: `Review ${i}`,
            sensory_ratings:
              i === 44
                ? {
                    category_experiences: {
                      environment: ['Quiet Waiting Area'],
                      tools: [],
                      communication: [],
                    },
                    category_comments: { environment: 'So calm.', tools: '', communication: '' },
                    category_matches: { environment: true, tools: true, communication: false },
                    feedback_tags: ['Calming'],
                    sensory_match_score: 20,
                    has_mismatch: true,
                  }
                : { noise: 4, lighting: 5 },
            sensory_tags: ['Quiet Waiting Area'],
            accommodation_notes: i === 44 ? 'Dr. Lee' : null,
            is_verified: i === 44,
            verification_document_url: i === 44 ? proofId : null,
            verification_document_type: i === 44 ? 'application/pdf' : null,
          }),
        );
      }
      await insertReview(db(), providerId, { status: 'approved' });
    });

    it('lists pending reviews newest first with provider name, ratings, tags, text and proof', async () => {
      const r = await admin('GET', '/api/admin/reviews/pending?limit=5');
      expect(r.statusCode).toBe(200);
      const body = r.json();
      expect(body.pendingCount).toBe(45);
      expect(body.pendingCountCapped).toBe(false);
      expect(body.reviews.map((x: { id: number }) => x.id)).toEqual([...ids].reverse().slice(0, 5));
      expect(body.reviews[0]).toMatchObject({
        id: ids[44],
        providerId,
        providerName: 'Quiet Harbor Dental',
        reviewText: 'Review 44',
        overallRating: 4,
        sensoryTags: ['Quiet Waiting Area'],
        practitionerName: 'Dr. Lee',
        isVerified: true,
        proof: { fileId: proofId, contentType: 'application/pdf' },
        sensory: {
          categories: [
            {
              key: 'environment',
              label: 'Environment & Atmosphere',
              items: ['Quiet Waiting Area'],
              comment: 'So calm.',
              matches: true,
            },
            {
              key: 'tools',
              label: 'Tools & Support Items',
              items: [],
              comment: '',
              matches: true,
            },
            {
              key: 'communication',
              label: 'Communication & Flexibility',
              items: [],
              comment: '',
              matches: false,
            },
          ],
          feedbackTags: ['Calming'],
          matchScore: 20,
          hasMismatch: true,
          ratings: [],
        },
      });
      expect(body.reviews[1].sensory.ratings).toEqual([
        { name: 'noise', value: 4 },
        { name: 'lighting', value: 5 },
      ]);
      expect(body.reviews[1].proof).toBeNull();
    });

    it('pages with a cursor through every pending review exactly once', async () => {
      const seen: number[] = [];
      let cursor: number | null = null;
      do {
        const r = await admin(
          'GET',
          `/api/admin/reviews/pending?limit=7${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(r.statusCode).toBe(200);
        const body = r.json();
        seen.push(...body.reviews.map((x: { id: number }) => x.id));
        cursor = body.nextCursor;
      } while (cursor !== null);
      expect(seen).toEqual([...ids].reverse());
    });

    it('refuses a bad page size or cursor with a 400, not a 500', async () => {
      for (const q of ['limit=0', 'limit=101', 'cursor=abc', 'cursor=99999999999']) {
        const r = await admin('GET', `/api/admin/reviews/pending?${q}`);
        expect(r.statusCode).toBe(400);
      }
    });

    it('lets admins and moderators open the proof through a signed link; others get Access Denied', async () => {
      for (const persona of ['admin', 'moderator'] as const) {
        const r = await as(persona, 'GET', `/api/files/${proofId}/link?viewer=admin`);
        expect(r.statusCode).toBe(200);
        const { expiresAt } = r.json();
        const seconds = (Date.parse(expiresAt) - Date.now()) / 1000;
        expect(seconds).toBeGreaterThan(290);
        expect(seconds).toBeLessThanOrEqual(300);
      }
      expect((await as('member', 'GET', `/api/files/${proofId}/link`)).statusCode).toBe(200);
      const denied = await as('businessAdmin', 'GET', `/api/files/${proofId}/link`);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error).toEqual({
        code: 'ACCESS_DENIED',
        message: 'You need moderator privileges to view this document',
      });
      expect((await as('anonymous', 'GET', `/api/files/${proofId}/link`)).statusCode).toBe(401);
    });
  });

  describe('the queue searched, narrowed by state and sorted (decision 046)', () => {
    it('searches reviewer name and e-mail, business name and city; filters by state; sorts; pages; 400 on bad params', async () => {
      await db()
        .update(reviews)
        .set({ status: 'rejected', moderator_notes: 'cleanup' })
        .where(eq(reviews.status, 'pending'));
      await db()
        .insert(users)
        .values({ id: 'q-writer', name: 'q-writer', email: 'pat.writer@mail.example' });
      const austin = await insertProvider(db(), {
        name: 'Zephyr 100% Dental',
        location: 'Austin, TX',
        zip_code: '00000',
      });
      const portland = await insertProvider(db(), {
        name: 'Alder Swim',
        location: 'Portland, OR',
        zip_code: '00000',
      });
      const base = Date.parse('2026-04-01T12:00:00Z');
      const at = (minutes: number) => new Date(base + minutes * 60_000);
      const first = await insertReview(db(), austin, {
        reviewer_name: 'Robin Q',
        created_at: at(1),
      });
      const second = await insertReview(db(), portland, {
        reviewer_name: 'Sam Q',
        user_id: 'q-writer',
        created_at: at(2),
      });
      const third = await insertReview(db(), austin, {
        reviewer_name: 'Casey Q',
        created_at: at(3),
      });
      const ids = async (query: string) => {
        const r = await admin('GET', `/api/admin/reviews/pending?${query}`);
        expect(r.statusCode, r.body).toBe(200);
        return r.json().reviews.map((x: { id: number }) => x.id);
      };

      expect(await ids('')).toEqual([third, second, first]);
      expect(await ids('q=robin')).toEqual([first]);
      expect(await ids('q=PAT.WRITER%40MAIL')).toEqual([second]);
      expect(await ids('q=zephyr')).toEqual([third, first]);
      expect(await ids('q=portland')).toEqual([second]);
      expect(await ids('q=100%25')).toEqual([third, first]);
      expect(await ids('q=_')).toEqual([]);
      expect(await ids('state=tx')).toEqual([third, first]);
      expect(await ids('state=OR&q=sam')).toEqual([second]);
      expect(await ids('state=WA')).toEqual([]);
      expect(await ids('sort=oldest')).toEqual([first, second, third]);
      expect(await ids('sort=name')).toEqual([second, first, third]);
      const narrowed = await admin('GET', '/api/admin/reviews/pending?state=TX');
      expect(narrowed.json()).toMatchObject({ pendingCount: 2, pendingCountCapped: false });

      /* Keyset paging holds in every order. */
      for (const sort of ['oldest', 'newest', 'name']) {
        const seen: number[] = [];
        let cursor: number | null = null;
        do {
          const r = await admin(
            'GET',
            `/api/admin/reviews/pending?limit=1&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`,
          );
          seen.push(...r.json().reviews.map((x: { id: number }) => x.id));
          cursor = r.json().nextCursor;
        } while (cursor !== null);
        expect(seen, sort).toEqual(await ids(`sort=${sort}`));
        expect(seen).toHaveLength(3);
      }

      for (const bad of ['state=Texas', 'state=T1', 'sort=random', `q=${'x'.repeat(101)}`]) {
        const r = await admin('GET', `/api/admin/reviews/pending?${bad}`);
        expect(r.statusCode, bad).toBe(400);
        expect(r.json().error.code).toBe('VALIDATION_ERROR');
      }
      await db()
        .update(reviews)
        .set({ status: 'rejected', moderator_notes: 'cleanup' })
        .where(inArray(reviews.id, [first, second, third]));
    });
  });

  describe('deciding', () => {
    it('approves one review: status, notes, moderator, time, audit row, and the provider card at once', async () => {
      const providerId = await insertProvider(db(), { accommodations: LISTED });
      const id = await insertReview(db(), providerId, {
        user_id: 'r1',
        overall_rating: 5,
        is_verified: true,
        verified_accommodations: ['Quiet Waiting Area'],
      });
      const before = Date.now();
      const r = await admin('POST', `/api/admin/reviews/${id}/moderate`, {
        status: 'approved',
        notes: '  Looks genuine.  ',
      });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ id, status: 'approved' });
      const row = await reviewRow(id);
      expect(row).toMatchObject({
        status: 'approved',
        moderator_notes: 'Looks genuine.',
        moderated_by: people.admin.id,
      });
      expect(row?.moderated_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const logs = await logsOf([id]);
      expect(logs).toEqual([
        expect.objectContaining({
          admin_user_id: people.admin.id,
          admin_email: people.admin.email,
          action: 'approve',
          target_type: 'review',
          target_id: String(id),
          admin_notes: 'Looks genuine.',
        }),
      ]);
      expect(await statsOf(providerId)).toEqual({
        review_count: 1,
        total_review_count: 1,
        average_rating: 5,
        verified_percentage: 100,
        sensory_match_score: 25,
        is_community_verified: false,
        is_trusted_ally: false,
      });
    });

    it("refuses to reject without notes: 'Please provide notes when rejecting a review.'", async () => {
      const providerId = await insertProvider(db());
      const id = await insertReview(db(), providerId);
      for (const payload of [{ status: 'rejected' }, { status: 'rejected', notes: '   ' }]) {
        const r = await admin('POST', `/api/admin/reviews/${id}/moderate`, payload);
        expect(r.statusCode).toBe(400);
        expect(r.json().error).toMatchObject({
          code: 'NOTES_REQUIRED',
          message: 'Please provide notes when rejecting a review.',
          field: 'notes',
        });
      }
      expect((await reviewRow(id))?.status).toBe('pending');
      expect(await logsOf([id])).toHaveLength(0);
    });

    it('rejects with notes; derived fields count approved reviews only', async () => {
      const providerId = await insertProvider(db(), { accommodations: LISTED });
      const good = await insertReview(db(), providerId, { user_id: 'r1', overall_rating: 4 });
      const bad = await insertReview(db(), providerId, { user_id: 'r2', overall_rating: 1 });
      await admin('POST', `/api/admin/reviews/${good}/moderate`, { status: 'approved' });
      const r = await admin('POST', `/api/admin/reviews/${bad}/moderate`, {
        status: 'rejected',
        notes: 'Not about this business.',
      });
      expect(r.statusCode).toBe(200);
      expect(await reviewRow(bad)).toMatchObject({
        status: 'rejected',
        moderator_notes: 'Not about this business.',
        moderated_by: people.admin.id,
      });
      expect((await logsOf([bad]))[0]).toMatchObject({
        action: 'reject',
        admin_notes: 'Not about this business.',
      });
      expect(await statsOf(providerId)).toMatchObject({
        review_count: 1,
        average_rating: 4,
        verified_percentage: 0,
      });
    });

    it('a second decision on the same review is a 409 with a clear message, and changes nothing', async () => {
      const providerId = await insertProvider(db());
      const id = await insertReview(db(), providerId);
      expect(
        (await admin('POST', `/api/admin/reviews/${id}/moderate`, { status: 'approved' }))
          .statusCode,
      ).toBe(200);
      const again = await admin('POST', `/api/admin/reviews/${id}/moderate`, {
        status: 'rejected',
        notes: 'Changed my mind.',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({
        code: 'REVIEW_ALREADY_MODERATED',
        message:
          'This review has already been moderated. Refresh the queue to see the current list.',
      });
      expect((await reviewRow(id))?.status).toBe('approved');
      expect(await logsOf([id])).toHaveLength(1);
      const missing = await admin('POST', '/api/admin/reviews/2147483647/moderate', {
        status: 'approved',
      });
      expect(missing.statusCode).toBe(404);
    });

    it('two simultaneous decisions on one review: exactly one wins', async () => {
      const providerId = await insertProvider(db());
      const id = await insertReview(db(), providerId);
      const results = await Promise.all([
        admin('POST', `/api/admin/reviews/${id}/moderate`, { status: 'approved' }),
        admin('POST', `/api/admin/reviews/${id}/moderate`, { status: 'rejected', notes: 'No.' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await logsOf([id])).toHaveLength(1);
    });

    it("bulk reject needs notes: 'Please provide notes when rejecting reviews.'", async () => {
      const providerId = await insertProvider(db());
      const ids = [await insertReview(db(), providerId), await insertReview(db(), providerId)];
      const r = await admin('POST', '/api/admin/reviews/moderate', {
        reviewIds: ids,
        status: 'rejected',
        notes: '',
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatchObject({
        code: 'NOTES_REQUIRED',
        message: 'Please provide notes when rejecting reviews.',
      });
    });

    it('bulk-approves 500 reviews in one transaction, with 500 audit rows and fresh derived fields', async () => {
      const providerA = await insertProvider(db(), { accommodations: LISTED });
      const providerB = await insertProvider(db(), { accommodations: LISTED });
      const values = Array.from({ length: 500 }, (_, i) => ({
        provider_id: i % 2 === 0 ? providerA : providerB,
        overall_rating: i % 5 === 0 ? 3 : 5,
        rating_chosen: true,
        review_text: `Bulk ${i}`,
        is_verified: i % 4 === 0,
        verified_accommodations: i % 2 === 0 ? ['Quiet Waiting Area', 'Sensory Toolkits'] : [],
      }));
      const inserted = await db().insert(reviews).values(values).returning({ id: reviews.id });
      const ids = inserted.map((r) => r.id);
      const r = await admin('POST', '/api/admin/reviews/moderate', {
        reviewIds: ids,
        status: 'approved',
      });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ count: 500, status: 'approved' });
      const [counted] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(reviews)
        .where(and(inArray(reviews.id, ids), eq(reviews.status, 'approved')));
      expect(counted?.n).toBe(500);
      const logs = await logsOf(ids);
      expect(logs).toHaveLength(500);
      expect(new Set(logs.map((l) => l.action))).toEqual(new Set(['approve']));
      /* A: 250 reviews, 50 rated 3 and 200 rated 5 → 4.6; 125 verified → 50 %; 2 of 4 confirmed. */
      expect(await statsOf(providerA)).toMatchObject({
        review_count: 250,
        average_rating: 4.6,
        verified_percentage: 50,
        sensory_match_score: 50,
        is_trusted_ally: true,
      });
      expect(await statsOf(providerB)).toMatchObject({ review_count: 250, sensory_match_score: 0 });
    });

    it('bulk-rejects 500 reviews with notes', async () => {
      const providerId = await insertProvider(db());
      const inserted = await db()
        .insert(reviews)
        .values(
          Array.from({ length: 500 }, (_, i) => ({
            provider_id: providerId,
            overall_rating: 2,
            review_text: `Spam ${i}`,
          })),
        )
        .returning({ id: reviews.id });
      const ids = inserted.map((r) => r.id);
      const r = await admin('POST', '/api/admin/reviews/moderate', {
        reviewIds: ids,
        status: 'rejected',
        notes: 'Spam wave.',
      });
      expect(r.json()).toEqual({ count: 500, status: 'rejected' });
      const logs = await logsOf(ids);
      expect(logs).toHaveLength(500);
      expect(logs.every((l) => l.action === 'reject' && l.admin_notes === 'Spam wave.')).toBe(true);
      expect(await statsOf(providerId)).toMatchObject({ review_count: 0, average_rating: null });
    });

    it('a bulk decision touching an already-moderated review changes nothing (409)', async () => {
      const providerId = await insertProvider(db());
      const ids = [
        await insertReview(db(), providerId),
        await insertReview(db(), providerId),
        await insertReview(db(), providerId, { status: 'approved' }),
      ];
      const r = await admin('POST', '/api/admin/reviews/moderate', {
        reviewIds: ids,
        status: 'rejected',
        notes: 'Spam.',
      });
      expect(r.statusCode).toBe(409);
      expect(r.json().error.message).toBe(
        '1 of the selected reviews is no longer pending (already moderated or removed). Nothing was changed: refresh the queue and try again.',
      );
      const rows = await db().select().from(reviews).where(inArray(reviews.id, ids));
      expect(rows.map((x) => x.status).sort()).toEqual(['approved', 'pending', 'pending']);
      expect(await logsOf(ids)).toHaveLength(0);
    });

    it('refuses malformed bulk bodies with a 400', async () => {
      for (const payload of [
        { reviewIds: [], status: 'approved' },
        { reviewIds: [1, 1], status: 'approved' },
        { reviewIds: [1], status: 'maybe' },
        { reviewIds: Array.from({ length: 1001 }, (_, i) => i + 1), status: 'approved' },
        { reviewIds: [1], status: 'rejected', notes: 'a\u0000b' },
        { reviewIds: [1], status: 'rejected', notes: 'x'.repeat(1001) },
      ]) {
        const r = await admin('POST', '/api/admin/reviews/moderate', payload);
        expect(r.statusCode).toBe(400);
      }
    });
  });

  describe('the audit row exists exactly when the change does', () => {
    it('a failure writing the audit row (after the update and the recompute) rolls everything back', async () => {
      const providerId = await insertProvider(db(), { accommodations: LISTED });
      const id = await insertReview(db(), providerId, { overall_rating: 5 });
      const bulkIds = [await insertReview(db(), providerId), await insertReview(db(), providerId)];
      const statsBefore = await statsOf(providerId);
      /* A real database error at the audit insert, the last statement of the transaction. */
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
        const single = await admin('POST', `/api/admin/reviews/${id}/moderate`, {
          status: 'approved',
        });
        expect(single.statusCode).toBe(500);
        const bulk = await admin('POST', '/api/admin/reviews/moderate', {
          reviewIds: bulkIds,
          status: 'rejected',
          notes: 'Spam.',
        });
        expect(bulk.statusCode).toBe(500);
      } finally {
        await db().execute(sql.raw('DROP TRIGGER refuse_audit ON moderation_logs'));
        await db().execute(sql.raw('DROP FUNCTION refuse_audit()'));
      }
      for (const reviewId of [id, ...bulkIds]) {
        expect(await reviewRow(reviewId)).toMatchObject({
          status: 'pending',
          moderated_by: null,
          moderated_at: null,
          moderator_notes: null,
        });
      }
      expect(await statsOf(providerId)).toEqual(statsBefore);
      expect(await logsOf([id, ...bulkIds])).toHaveLength(0);

      /* And with the audit log back, the same decision goes through with its row. */
      const r = await admin('POST', `/api/admin/reviews/${id}/moderate`, { status: 'approved' });
      expect(r.statusCode).toBe(200);
      expect(await logsOf([id])).toHaveLength(1);
      expect((await statsOf(providerId))?.review_count).toBe(1);
    });
  });
});
