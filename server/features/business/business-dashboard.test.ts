import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateBusinessProfileBody } from '../../../common/contracts/business';
import { providers, stored_files } from '../../db/schema';
import { type CookieJar, createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { documentBody, type Persona, persona } from '../../test/fixtures/business';
import { SAMPLE_FILES } from '../../test/fixtures/uploads';
import { insertProvider } from '../providers/provider-factory';

const profile = (
  overrides: Partial<UpdateBusinessProfileBody> = {},
): UpdateBusinessProfileBody => ({
  phone: '(512) 555-0142',
  website: 'https://littlefins.example',
  location: '12 Lake Road, Austin, TX',
  zipCode: '78701',
  businessHours: 'Mon–Fri 9:00–17:00\nSat 10:00–14:00',
  accommodations: ['Sensory-Friendly Hours', 'Quiet Waiting Area'],
  customAccommodation: 'Warm pool on request',
  description: 'Small classes, calm instructors, and a quiet changing room.',
  ...overrides,
});

describe.each(testDatabaseModes())('provider dashboard API (%s)', (mode) => {
  let t: TestApp;
  let member: Persona;
  let owner: Persona;
  let otherOwner: Persona;
  let admin: Persona;
  let moderator: Persona;
  let ownId: number;
  let otherId: number;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    member = await persona(t, 'member@example.com');
    owner = await persona(t, 'owner@littlefins.example', 'business_admin');
    otherOwner = await persona(t, 'owner@elsewhere.example', 'business_admin');
    admin = await persona(t, 'admin@example.com', 'admin');
    moderator = await persona(t, 'moderator@example.com', 'moderator');
    ownId = await insertProvider(t.app.database.db, {
      name: 'Little Fins Swim School',
      category: 'Swim Instructor',
      contact_email: 'owner@littlefins.example',
      business_admin_user_id: owner.id,
      accommodations: 'Quiet Waiting Area',
      verification_status: 'pending',
      verification_document_url: '00000000-0000-4000-8000-000000000000',
      verification_notes: 'Please send your license.',
      average_rating: 4.36,
      total_review_count: 11,
      review_count: 11,
      verified_percentage: 45,
      sensory_match_score: 73,
      is_trusted_ally: true,
    });
    otherId = await insertProvider(t.app.database.db, {
      contact_email: 'owner@elsewhere.example',
      business_admin_user_id: otherOwner.id,
    });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const list = (jar?: CookieJar) =>
    t.app.inject({ url: '/api/business/providers', headers: jar ? { cookie: jar.header() } : {} });
  const save = (providerId: number | string, body: unknown, jar?: CookieJar) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/business/providers/${providerId}/profile`,
      payload: body as object,
      headers: { origin: t.origin, ...(jar ? { cookie: jar.header() } : {}) },
    });
  const sendDocument = (providerId: number, jar?: CookieJar, data = SAMPLE_FILES.pdf) => {
    const body = documentBody(
      [{ filename: 'license.pdf', contentType: 'application/pdf', data }],
      'Our license',
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/business/providers/${providerId}/documents`,
      payload: body.payload,
      headers: {
        'content-type': body.contentType,
        origin: t.origin,
        ...(jar ? { cookie: jar.header() } : {}),
      },
    });
  };
  const row = async (id: number) =>
    (await t.app.database.db.select().from(providers).where(eq(providers.id, id)))[0];

  describe('GET /api/business/providers', () => {
    it('needs sign-in', async () => {
      expect((await list()).statusCode).toBe(401);
    });

    it("refuses accounts without the business_admin role, admins included ('Access Denied')", async () => {
      for (const p of [member, admin, moderator]) {
        const r = await list(p.jar);
        expect(r.statusCode).toBe(403);
        expect(r.json().error.code).toBe('NOT_BUSINESS_ADMIN');
      }
    });

    it("answers the business admin's own provider with its badges' inputs and metrics, and nobody else's", async () => {
      const r = await list(owner.jar);
      expect(r.statusCode).toBe(200);
      expect(r.json().providers).toEqual([
        expect.objectContaining({
          id: ownId,
          name: 'Little Fins Swim School',
          category: 'Swim Instructor',
          contactEmail: 'owner@littlefins.example',
          accommodations: ['Quiet Waiting Area'],
          accommodationStatus: 'verified',
          verificationStatus: 'pending',
          verificationNotes: 'Please send your license.',
          hasDocument: true,
          averageRating: 4.36,
          totalReviewCount: 11,
          verifiedPercentage: 45,
        }),
      ]);
      expect(JSON.stringify(r.json())).not.toContain('00000000-0000-4000-8000-000000000000');
      expect(
        (await list(otherOwner.jar)).json().providers.map((p: { id: number }) => p.id),
      ).toEqual([otherId]);
    });

    it("answers an empty list ('No Provider Account Found') for a business admin with no business", async () => {
      const lonely = await persona(t, 'lonely@example.com', 'business_admin');
      const r = await list(lonely.jar);
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ providers: [] });
    });

    it('never lists a business by its contact e-mail alone: linking needs the holder’s consent (decision 037)', async () => {
      const holder = await persona(t, 'frontdesk@calmcuts.example', 'business_admin');
      const unclaimed = await insertProvider(t.app.database.db, {
        contact_email: 'FrontDesk@CalmCuts.example',
      });
      expect((await list(holder.jar)).json().providers).toEqual([]);
      expect((await save(unclaimed, profile(), holder.jar)).statusCode).toBe(403);
    });
  });

  describe('PUT /api/business/providers/:id/profile', () => {
    it('lets the business admin edit its listing, stamping declared accommodations and leaving review-derived values alone', async () => {
      const before = await row(ownId);
      const r = await save(ownId, profile(), owner.jar);
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({
        contactPhone: '(512) 555-0142',
        website: 'https://littlefins.example',
        location: '12 Lake Road, Austin, TX',
        zipCode: '78701',
        businessHours: 'Mon–Fri 9:00–17:00\nSat 10:00–14:00',
        accommodations: ['Quiet Waiting Area', 'Sensory-Friendly Hours'],
        customAccommodation: 'Warm pool on request',
        description: 'Small classes, calm instructors, and a quiet changing room.',
        accommodationsDeclaredAt: expect.any(String),
      });
      const after = await row(ownId);
      expect(after?.accommodations).toBe(
        'Quiet Waiting Area, Sensory-Friendly Hours | Custom: Warm pool on request',
      );
      for (const key of [
        'name',
        'category',
        'contact_email',
        'average_rating',
        'total_review_count',
        'review_count',
        'verified_percentage',
        'sensory_match_score',
        'is_community_verified',
        'is_trusted_ally',
        'verification_status',
        'accommodation_status',
        'verified',
        'business_admin_user_id',
        'promotion_tier',
      ] as const) {
        expect(after?.[key]).toEqual(before?.[key]);
      }
      const declaredAt = after?.accommodations_declared_at?.getTime();
      /* Saving the same accommodations again does not move the stamp. */
      await save(ownId, profile({ phone: '512 555 0100' }), owner.jar);
      expect((await row(ownId))?.accommodations_declared_at?.getTime()).toBe(declaredAt);
    });

    it("stores blanks as empty and a blank address as 'Location not specified'", async () => {
      const r = await save(ownId, { accommodations: [] }, owner.jar);
      expect(r.statusCode).toBe(200);
      expect(await row(ownId)).toMatchObject({
        contact_phone: null,
        website: null,
        location: 'Location not specified',
        zip_code: '',
        business_hours: null,
        description: null,
        accommodations: '',
      });
    });

    it('refuses bad values with the shared messages, joined with ". ", naming the first field', async () => {
      const r = await save(
        ownId,
        profile({ phone: '0123', website: 'littlefins.example', zipCode: '7870' }),
        owner.jar,
      );
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatchObject({
        code: 'INVALID_PROFILE',
        field: 'phone',
        message:
          'Please enter a valid phone number. Website URL should start with http:// or https://. Please enter a 5-digit ZIP code',
      });
      const long = await save(ownId, profile({ description: 'd'.repeat(1001) }), owner.jar);
      expect(long.json().error).toMatchObject({
        field: 'description',
        message: 'About your business must be 1000 characters or fewer',
      });
      const control = await save(ownId, profile({ location: 'Main St\u0000' }), owner.jar);
      expect(control.statusCode).toBe(400);
      const unknown = await save(
        ownId,
        profile({ accommodations: ['Free candy'] as never }),
        owner.jar,
      );
      expect(unknown.statusCode).toBe(400);
      const twice = await save(
        ownId,
        profile({ accommodations: ['Quiet Waiting Area', 'Quiet Waiting Area'] }),
        owner.jar,
      );
      expect(twice.statusCode).toBe(400);
      expect((await save(ownId, profile({ phone: 42 as never }), owner.jar)).statusCode).toBe(400);
    });

    it('lets nobody else edit: anonymous 401, member, admin, moderator and other business admins 403', async () => {
      expect((await save(ownId, profile(), undefined)).statusCode).toBe(401);
      for (const p of [member, admin, moderator]) {
        expect((await save(ownId, profile(), p.jar)).json().error.code).toBe('NOT_BUSINESS_ADMIN');
      }
      const r = await save(ownId, profile({ phone: '(512) 555-0199' }), otherOwner.jar);
      expect(r.statusCode).toBe(403);
      expect(r.json().error.code).toBe('NOT_YOUR_PROVIDER');
      expect((await save(999_999, profile(), owner.jar)).statusCode).toBe(403);
      expect((await row(ownId))?.contact_phone).not.toBe('(512) 555-0199');
    });
  });

  describe('POST /api/business/providers/:id/documents', () => {
    it('records a document from the business admin as pending, owned by the admin', async () => {
      await t.app.database.db
        .update(providers)
        .set({ verification_status: 'rejected' })
        .where(eq(providers.id, ownId));
      const r = await sendDocument(ownId, owner.jar);
      expect(r.statusCode).toBe(201);
      expect(await row(ownId)).toMatchObject({
        verification_status: 'pending',
        verification_document_url: r.json().fileId,
        verification_notes: 'Our license',
        verification_requested_by: owner.id,
      });
      const [file] = await t.app.database.db
        .select()
        .from(stored_files)
        .where(eq(stored_files.id, r.json().fileId));
      expect(file).toMatchObject({ bucket: 'provider-verification', owner_user_id: owner.id });
    });

    it('refuses once verified, and refuses everyone but the business admin', async () => {
      await t.app.database.db
        .update(providers)
        .set({ verification_status: 'verified' })
        .where(eq(providers.id, otherId));
      const verified = await sendDocument(otherId, otherOwner.jar);
      expect(verified.statusCode).toBe(409);
      expect(verified.json().error).toEqual({
        code: 'ALREADY_VERIFIED',
        message: 'Your documents are already verified.',
      });
      expect((await sendDocument(ownId)).statusCode).toBe(401);
      for (const p of [member, admin, moderator]) {
        expect((await sendDocument(ownId, p.jar)).statusCode).toBe(403);
      }
      expect((await sendDocument(ownId, otherOwner.jar)).json().error.code).toBe(
        'NOT_YOUR_PROVIDER',
      );
    });

    it('applies the same file rules as the secure link', async () => {
      const r = await sendDocument(ownId, owner.jar, SAMPLE_FILES.text);
      expect(r.statusCode).toBe(415);
      expect(r.json().error.message).toBe('Please upload a PDF, JPG, or PNG file.');
    });
  });
});
