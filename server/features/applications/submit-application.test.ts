import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_RATE_LIMITED_MESSAGE,
  DUPLICATE_APPLICATION_MESSAGE,
} from '../../../common/contracts/applications';
import { mail_outbox, providers, user_roles } from '../../db/schema';
import { type CookieJar, createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { validApplication } from '../../test/fixtures/business';
import { signedInUser } from '../../test/fixtures/uploads';
import { APPLICATION_RECEIVED_KIND } from './application-received-mail';
import { APPLICATION_RATE_LIMIT } from './routes';

const validBody = validApplication;

describe.each(testDatabaseModes())('POST /api/provider-applications (%s)', (mode) => {
  let t: TestApp;
  /* Limited per IP address: each request comes from its own address unless a test means
   * otherwise, so the tests do not count against each other. */
  let nextAddress = 0;
  const freshAddress = () => {
    nextAddress += 1;
    return `10.30.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
  };

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const apply = (body: unknown, opts: { jar?: CookieJar; remoteAddress?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/provider-applications',
      payload: body as object,
      remoteAddress: opts.remoteAddress ?? freshAddress(),
      headers: { origin: t.origin, ...(opts.jar ? { cookie: opts.jar.header() } : {}) },
    });

  const stored = async (id: number) => {
    const [row] = await t.app.database.db.select().from(providers).where(eq(providers.id, id));
    return row;
  };
  const providersMailed = async (email: string) =>
    t.app.database.db.select().from(mail_outbox).where(eq(mail_outbox.to_address, email));
  const providersNamed = async (name: string) =>
    t.app.database.db.select().from(providers).where(eq(providers.name, name));

  async function expectRefused(body: unknown, message: string, field: string) {
    const r = await apply(body);
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatchObject({ code: 'INVALID_APPLICATION', message, field });
    return r;
  }

  it('stores an application from a signed-out visitor exactly as the call table lists it', async () => {
    const body = validBody({
      businessName: '  Harbor Light Dental  ',
      email: ' Owner@HarborLight.example ',
      locationCountCategory: '10+ locations',
      sensoryAccommodations: ['Sensory-Friendly Hours', 'Quiet Waiting Area'],
      customAccommodationSuggestion: '  Sunglasses at\nthe front desk ',
      consentVerification: true,
    });
    const r = await apply(body);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({
      id: expect.any(Number),
      verificationStatus: 'unverified',
      canUploadDocuments: false,
    });
    expect(await stored(r.json().id)).toMatchObject({
      name: 'Harbor Light Dental',
      category: 'Dentist',
      location: '12 Harbor Road, Portland, ME',
      contact_phone: '(207) 555-0142',
      contact_email: 'Owner@HarborLight.example',
      website: 'https://harborlight.example',
      /* Catalogue order, then the suggestion after ' | Custom: ' (on one line). */
      accommodations:
        'Quiet Waiting Area, Sensory-Friendly Hours | Custom: Sunglasses at the front desk',
      business_hours: null,
      review_count: 0,
      family_feedback: null,
      verification_status: 'unverified',
      verification_document_url: null,
      accommodation_status: 'pending',
      verified: false,
      location_count: '10+ locations',
      consent_verification: true,
      submitted_by_user_id: null,
      business_admin_user_id: null,
    });
  });

  it('links the application to the signed-in applicant, who may then upload documents', async () => {
    const applicant = await signedInUser(t, 'applicant@example.com');
    const r = await apply(validBody(), { jar: applicant.jar });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ verificationStatus: 'unverified', canUploadDocuments: true });
    expect((await stored(r.json().id))?.submitted_by_user_id).toBe(applicant.id);
  });

  it('is always stored unverified and pending, whatever the request says', async () => {
    const r = await apply({
      ...validBody(),
      verification_status: 'verified',
      accommodation_status: 'verified',
      verificationStatus: 'verified',
      submitted_by_user_id: 'someone',
    });
    expect(r.statusCode).toBe(201);
    expect(await stored(r.json().id)).toMatchObject({
      verification_status: 'unverified',
      accommodation_status: 'pending',
      submitted_by_user_id: null,
    });
  });

  it('never shows an application in search, the picker or a provider page', async () => {
    const r = await apply(validBody({ businessName: 'Zephyrine Quiet Clinic' }));
    expect(r.statusCode).toBe(201);
    const search = await t.app.inject({ url: '/api/providers/search?q=Zephyrine' });
    expect(search.json().results).toEqual([]);
    const picker = await t.app.inject({ url: '/api/providers/picker?q=Zephyrine' });
    expect(picker.json().results).toEqual([]);
    expect((await t.app.inject({ url: `/api/providers/${r.json().id}` })).statusCode).toBe(404);
  });

  it("stores a blank address as 'Location not specified' and blank optional fields as empty", async () => {
    const r = await apply({
      businessName: 'Little Fins Swim School',
      businessCategory: 'Swim Instructor',
      email: 'fins@example.com',
      consentListing: true,
      consentDataSharing: true,
      consentTerms: true,
    });
    expect(r.statusCode).toBe(201);
    expect(await stored(r.json().id)).toMatchObject({
      location: 'Location not specified',
      contact_phone: null,
      website: null,
      accommodations: '',
      location_count: '1-9 locations',
      consent_verification: false,
    });
  });

  it("stores a US address's ZIP in the ZIP column, once; an approved listing is found near it", async () => {
    const r = await apply(
      validBody({
        businessName: 'Bouldin Quiet Dental',
        address: '1000 S Lamar Blvd, Austin, TX 78704',
      }),
    );
    expect(r.statusCode).toBe(201);
    const id = r.json().id as number;
    expect(await stored(id)).toMatchObject({
      location: '1000 S Lamar Blvd, Austin, TX',
      zip_code: '78704',
    });

    const admin = await signedInUser(t, 'zip.admin@example.com');
    await t.app.database.db.insert(user_roles).values({ user_id: admin.id, role: 'admin' });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/verification/${id}/approve`,
      payload: {},
      headers: { origin: t.origin, cookie: admin.jar.header() },
    });
    expect(approved.statusCode).toBe(200);
    const near = await t.app.inject({ url: '/api/providers/search?q=dentist&near=78704&within=5' });
    expect(near.statusCode).toBe(200);
    const found = near.json().results.find((p: { id: number }) => p.id === id);
    expect(found).toMatchObject({ location: '1000 S Lamar Blvd, Austin, TX', zip_code: '78704' });
  });

  it('keeps an address without a US ZIP as typed, with no ZIP', async () => {
    const r = await apply(validBody({ address: 'Hauptstrasse 5, Berlin 10115' }));
    expect(await stored(r.json().id)).toMatchObject({
      location: 'Hauptstrasse 5, Berlin 10115',
      zip_code: '',
    });
  });

  it('stores the custom text as the category for Other, and a lone suggestion as Custom: …', async () => {
    const r = await apply(
      validBody({
        businessCategory: 'Other (please specify)',
        customBusinessCategory: '  Sensory Gym ',
        sensoryAccommodations: [],
        customAccommodationSuggestion: 'Crash mats everywhere',
      }),
    );
    expect(r.statusCode).toBe(201);
    expect(await stored(r.json().id)).toMatchObject({
      category: 'Sensory Gym',
      accommodations: 'Custom: Crash mats everywhere',
    });
  });

  it("refuses a blank name: 400 'Business Name is required'", async () => {
    await expectRefused(
      validBody({ businessName: '  ' }),
      'Business Name is required',
      'businessName',
    );
  });

  it("refuses a missing e-mail: 400 'Email Address is required'", async () => {
    await expectRefused(validBody({ email: ' ' }), 'Email Address is required', 'email');
  });

  it.each(['owner', 'owner@', '@example.com', 'owner@example', 'own er@example.com', 'a@b@c.com'])(
    "refuses the e-mail %s: 400 'Please enter a valid email address'",
    async (email) => {
      await expectRefused(validBody({ email }), 'Please enter a valid email address', 'email');
    },
  );

  it("refuses a missing category: 400 'Business Category is required'", async () => {
    await expectRefused(
      validBody({ businessCategory: '' }),
      'Business Category is required',
      'businessCategory',
    );
  });

  it("refuses Other without its text: 400 'Please specify your business category'", async () => {
    await expectRefused(
      validBody({ businessCategory: 'Other (please specify)', customBusinessCategory: ' ' }),
      'Please specify your business category',
      'customBusinessCategory',
    );
  });

  it('refuses a category that is not in the list', async () => {
    await expectRefused(
      validBody({ businessCategory: 'Casino' }),
      'Please choose a Business Category from the list',
      'businessCategory',
    );
  });

  it.each([
    ['letters', 'call us'],
    ['a leading zero', '0207 555 0142'],
    ['a plus then zero', '+0 555 0142'],
    ['17 digits', '+1 2345 6789 0123 4567'],
    ['dots', '207.555.0142'],
    ['too few digits to call ("12")', '12'],
    ['six digits', '555 014'],
  ])(
    "refuses a phone number with %s: 400 'Please enter a valid phone number'",
    async (_, phoneNumber) => {
      await expectRefused(
        validBody({ phoneNumber }),
        'Please enter a valid phone number',
        'phoneNumber',
      );
    },
  );

  it('accepts phone numbers with spaces, dashes, parentheses and a plus (up to 16 digits)', async () => {
    for (const phoneNumber of [
      '+44 20 7946 0958',
      '(512) 555-0199',
      '1234567890123456',
      '5550142',
    ]) {
      expect((await apply(validBody({ phoneNumber }))).statusCode).toBe(201);
    }
  });

  it('stores a website typed without a scheme with https://, and keeps http://', async () => {
    const bare = await apply(validBody({ businessWebsite: ' www.harborlight.example/visit ' }));
    expect(bare.statusCode).toBe(201);
    expect((await stored(bare.json().id))?.website).toBe('https://www.harborlight.example/visit');
    const plain = await apply(validBody({ businessWebsite: 'http://harborlight.example' }));
    expect((await stored(plain.json().id))?.website).toBe('http://harborlight.example');
  });

  it.each(['harbor light', 'harborlight', 'https://harbor light.example'])(
    "refuses the website %s: 400 'Please enter a website address such as www.example.com'",
    async (businessWebsite) => {
      await expectRefused(
        validBody({ businessWebsite }),
        'Please enter a website address such as www.example.com',
        'businessWebsite',
      );
    },
  );

  it.each(['javascript:alert(1)', 'ftp://harborlight.example'])(
    "refuses the website %s: 400 'Website URL should start with http:// or https://'",
    async (businessWebsite) => {
      await expectRefused(
        validBody({ businessWebsite }),
        'Website URL should start with http:// or https://',
        'businessWebsite',
      );
    },
  );

  it.each(['consentListing', 'consentDataSharing', 'consentTerms'] as const)(
    "refuses an application without %s: 400 'Please agree to all required terms to proceed'",
    async (consent) => {
      await expectRefused(
        validBody({ [consent]: false }),
        'Please agree to all required terms to proceed',
        consent,
      );
    },
  );

  it('says the consent message once when every box is left unticked', async () => {
    const r = await expectRefused(
      validBody({ consentListing: false, consentDataSharing: false, consentTerms: false }),
      'Please agree to all required terms to proceed',
      'consentListing',
    );
    expect(r.json().error.details.problems).toHaveLength(1);
  });

  it('does not require the verification consent', async () => {
    expect((await apply(validBody({ consentVerification: false }))).statusCode).toBe(201);
  });

  it("joins several messages with '. ' in the form's order, naming the first field", async () => {
    const r = await expectRefused(
      { phoneNumber: 'abc', email: 'nope' },
      'Business Name is required. Business Category is required. Please enter a valid phone number. Please enter a valid email address. Please agree to all required terms to proceed',
      'businessName',
    );
    expect(r.json().error.details.problems).toEqual([
      { field: 'businessName', message: 'Business Name is required' },
      { field: 'businessCategory', message: 'Business Category is required' },
      { field: 'phoneNumber', message: 'Please enter a valid phone number' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'consentListing', message: 'Please agree to all required terms to proceed' },
    ]);
  });

  it.each([
    [
      'businessName',
      { businessName: 'N'.repeat(201) },
      'Business Name must be 200 characters or fewer',
    ],
    [
      'customBusinessCategory',
      { businessCategory: 'Other (please specify)', customBusinessCategory: 'C'.repeat(101) },
      'Your business category must be 100 characters or fewer',
    ],
    ['address', { address: 'A'.repeat(201) }, 'Business Address must be 200 characters or fewer'],
    [
      'businessWebsite',
      { businessWebsite: `https://example.com/${'w'.repeat(2030)}` },
      'Website must be 2048 characters or fewer',
    ],
    ['phoneNumber', { phoneNumber: `1${' '.repeat(40)}2` }, 'Please enter a valid phone number'],
    ['email', { email: `${'e'.repeat(250)}@example.com` }, 'Please enter a valid email address'],
    [
      'customAccommodationSuggestion',
      { customAccommodationSuggestion: 'x'.repeat(501) },
      'Suggest another accommodation must be 500 characters or fewer',
    ],
  ])(
    'refuses a %s that is too long with a clear 400, not a 500',
    async (field, overrides, message) => {
      await expectRefused(validBody(overrides), message, field);
    },
  );

  it('refuses control characters in stored text with a clear 400', async () => {
    /* NUL is refused for every route before its schema runs (server/plugins/errors.ts). */
    const nul = await apply(validBody({ businessName: 'Harbor\u0000Light' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'businessName',
      message: 'Invalid value for businessName: Please remove unsupported characters',
    });
    await expectRefused(
      validBody({ address: '12 Harbor Road\nPortland' }),
      'Please remove unsupported characters',
      'address',
    );
  });

  it('refuses wrong shapes with a 400, never a 500', async () => {
    for (const body of [
      validBody({ sensoryAccommodations: ['Free Candy' as never] }),
      validBody({ sensoryAccommodations: ['Quiet Waiting Area', 'Quiet Waiting Area'] }),
      validBody({ locationCountCategory: '100 locations' as never }),
      { ...validBody(), businessName: 42 },
      { ...validBody(), consentTerms: 'yes' },
      { ...validBody(), sensoryAccommodations: 'Quiet Waiting Area' },
      [],
    ]) {
      const r = await apply(body);
      expect(r.statusCode).toBe(400);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/provider-applications',
      payload: '{"businessName": ',
      remoteAddress: freshAddress(),
      headers: { origin: t.origin, 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
  });

  it('queues the receipt e-mail to the address given, with nothing the applicant typed in it', async () => {
    const email = 'receipt.check@example.com';
    const r = await apply(
      validBody({
        email,
        businessName: 'Click <a href="https://evil.example">here</a> to claim',
        businessWebsite: 'https://evil.example/phish',
      }),
    );
    expect(r.statusCode).toBe(201);
    const mails = await providersMailed(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      kind: APPLICATION_RECEIVED_KIND,
      status: 'queued',
      subject: 'CalmPath: we received your listing application',
      target_type: 'provider',
      target_id: String(r.json().id),
    });
    expect(mail?.text).toContain('within 2-3 business days');
    expect(mail?.text).toContain('We will contact you by email');
    expect(mail?.text).toContain(`#${r.json().id}`);
    for (const body of [mail?.text ?? '', mail?.html ?? '', mail?.subject ?? '']) {
      expect(body).not.toMatch(/evil|claim|https?:|<a\b|href/i);
    }
  });

  it('queues no e-mail for a refused application', async () => {
    const email = 'refused.mail@example.com';
    expect((await apply(validBody({ email, businessName: '' }))).statusCode).toBe(400);
    expect(await providersMailed(email)).toEqual([]);
  });

  it('answers 409 to the same e-mail applying again for the same business, keeping one row', async () => {
    const first = await apply(
      validBody({ businessName: 'Dr. Maple Pediatrics', email: 'maple@example.com' }),
    );
    expect(first.statusCode).toBe(201);
    for (const again of [
      { businessName: 'Dr. Maple Pediatrics', email: 'maple@example.com' },
      /* Same e-mail in other letters, same name once normalised (title, case, spaces). */
      { businessName: '  maple   PEDIATRICS ', email: 'MAPLE@example.com' },
    ]) {
      const r = await apply(validBody(again));
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toEqual({
        code: 'DUPLICATE_APPLICATION',
        message: DUPLICATE_APPLICATION_MESSAGE,
      });
    }
    const rows = await t.app.database.db
      .select()
      .from(providers)
      .where(eq(sql`lower(${providers.contact_email})`, 'maple@example.com'));
    expect(rows).toHaveLength(1);
    expect(await providersMailed('maple@example.com')).toHaveLength(1);
  });

  it('accepts another business from the same e-mail, and the same name from another e-mail', async () => {
    const email = 'chain.owner@example.com';
    expect((await apply(validBody({ businessName: 'Calm Cuts North', email }))).statusCode).toBe(
      201,
    );
    expect((await apply(validBody({ businessName: 'Calm Cuts South', email }))).statusCode).toBe(
      201,
    );
    expect(
      (await apply(validBody({ businessName: 'Calm Cuts North', email: 'other@example.com' })))
        .statusCode,
    ).toBe(201);
  });

  it('stores exactly one row when the same application is sent five times at once', async () => {
    const body = validBody({ businessName: 'Double Click Dental', email: 'double@example.com' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => apply(body)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect(await providersNamed('Double Click Dental')).toHaveLength(1);
    expect(await providersMailed('double@example.com')).toHaveLength(1);
  });

  it(`allows ${APPLICATION_RATE_LIMIT.max} applications per IP address an hour, then 429`, async () => {
    const address = '10.99.0.1';
    for (let i = 0; i < APPLICATION_RATE_LIMIT.max; i += 1) {
      expect((await apply(validBody(), { remoteAddress: address })).statusCode).toBe(201);
    }
    const limited = await apply(validBody(), { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: APPLICATION_RATE_LIMITED_MESSAGE,
    });
    expect((await apply(validBody(), { remoteAddress: '10.99.0.2' })).statusCode).toBe(201);
  });

  it('refuses a cross-site application that carries a session cookie', async () => {
    const applicant = await signedInUser(t, 'crosssite@example.com');
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/provider-applications',
      payload: validBody(),
      remoteAddress: freshAddress(),
      headers: { origin: 'https://evil.example', cookie: applicant.jar.header() },
    });
    expect(r.statusCode).toBe(403);
  });
});
