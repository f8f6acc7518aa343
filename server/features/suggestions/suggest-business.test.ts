import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuggestBusinessBody } from '../../../common/contracts/suggestions';
import { providers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { SUGGESTION_RATE_LIMIT, SUGGESTION_RATE_LIMITED_MESSAGE } from './routes';

const validBody = (overrides: Partial<SuggestBusinessBody> = {}): SuggestBusinessBody => ({
  name: 'Harbor Light Dental Studio',
  category: 'Dentist',
  customCategory: '',
  address: '12 Harbor Road, Portland, ME',
  zipCode: '04101',
  phone: '(207) 555-0142',
  website: 'https://harborlight.example',
  accommodations: ['Quiet Waiting Area', 'Sensory-Friendly Hours'],
  customAccommodation: '',
  ...overrides,
});

describe.each(testDatabaseModes())('POST /api/provider-suggestions (%s)', (mode) => {
  let t: TestApp;
  /* The endpoint is limited per IP address: each request comes from its own address unless a
   * test means otherwise, so the tests do not count against each other. */
  let nextAddress = 0;
  const freshAddress = () => {
    nextAddress += 1;
    return `10.20.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
  };

  beforeAll(async () => {
    t = await createTestApp(mode);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const suggest = (body: unknown, remoteAddress = freshAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/provider-suggestions',
      payload: body as object,
      remoteAddress,
      headers: { origin: t.origin },
    });

  const stored = async (id: number) => {
    const [row] = await t.app.database.db.select().from(providers).where(eq(providers.id, id));
    return row;
  };

  async function expectRefused(body: unknown, message: string, field: string) {
    const r = await suggest(body);
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatchObject({ code: 'INVALID_SUGGESTION', message, field });
    return r;
  }

  it('stores a suggestion from a signed-out visitor as a pending, unverified listing', async () => {
    const r = await suggest(
      validBody({
        name: '  Harbor Light Dental Studio  ',
        accommodations: ['Sensory-Friendly Hours', 'Quiet Waiting Area'],
        customAccommodation: '  Sunglasses at the front desk ',
      }),
    );
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ id: expect.any(Number), status: 'pending' });
    expect(await stored(r.json().id)).toMatchObject({
      name: 'Harbor Light Dental Studio',
      category: 'Dentist',
      location: '12 Harbor Road, Portland, ME',
      zip_code: '04101',
      contact_phone: '(207) 555-0142',
      contact_email: null,
      website: 'https://harborlight.example',
      /* Catalogue order, then the suggestion after ' | Custom: '. */
      accommodations:
        'Quiet Waiting Area, Sensory-Friendly Hours | Custom: Sunglasses at the front desk',
      business_hours: null,
      family_feedback: null,
      review_count: 0,
      total_review_count: 0,
      accommodation_status: 'pending',
      verified: false,
      verification_status: 'unverified',
      business_admin_user_id: null,
      promotion_tier: 'basic',
      promotion_status: 'inactive',
    });
  });

  it('never shows a suggestion in search, the picker or a provider page', async () => {
    const [listed] = await t.app.database.db
      .insert(providers)
      .values({
        name: 'Quayside Calm Clinic',
        category: 'Dentist',
        accommodation_status: 'verified',
      })
      .returning({ id: providers.id });
    const r = await suggest(validBody({ name: 'Quayside Calm Clinic Annex' }));
    expect(r.statusCode).toBe(201);
    const id = r.json().id as number;

    const search = await t.app.inject({ url: '/api/providers/search?q=Quayside%20Calm' });
    expect(search.statusCode).toBe(200);
    const found = (search.json().results as { id: number }[]).map((p) => p.id);
    expect(found).toEqual([listed?.id]);

    const picker = await t.app.inject({ url: '/api/providers/picker?q=Quayside' });
    expect((picker.json().results as { id: number }[]).map((p) => p.id)).toEqual([listed?.id]);

    expect((await t.app.inject({ url: `/api/providers/${id}` })).statusCode).toBe(404);
  });

  it.each([
    'name',
    'category',
    'customCategory',
    'address',
    'zipCode',
    'phone',
    'website',
    'customAccommodation',
  ] as const)(
    "a NUL in %s is a 400 'Please remove unsupported characters', nothing stored",
    async (field) => {
      const before = await t.app.database.db.$count(providers);
      const r = await suggest(validBody({ [field]: `Harbor\u0000Light` }));
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: `Invalid value for ${field}: Please remove unsupported characters`,
        field,
      });
      expect(await t.app.database.db.$count(providers)).toBe(before);
    },
  );

  it('keeps line breaks in the custom accommodation (a textarea) and refuses them in one-line fields', async () => {
    const r = await suggest(validBody({ customAccommodation: 'Side door\nQuiet room' }));
    expect(r.statusCode).toBe(201);
    expect((await stored(r.json().id))?.accommodations).toContain('Side door\nQuiet room');
    const refused = await suggest(validBody({ address: '12 Harbor Road\nPortland' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.field).toBe('address');
  });

  it("stores a blank address as 'Location not specified' and blank optional fields as empty", async () => {
    const r = await suggest({ name: 'Little Fins Swim School', category: 'Swim Instructor' });
    expect(r.statusCode).toBe(201);
    expect(await stored(r.json().id)).toMatchObject({
      location: 'Location not specified',
      zip_code: '',
      contact_phone: null,
      contact_email: null,
      website: null,
      accommodations: '',
    });
    const spaces = await suggest(
      validBody({ address: '   ', zipCode: ' ', phone: '  ', website: ' ', accommodations: [] }),
    );
    expect(spaces.statusCode).toBe(201);
    expect(await stored(spaces.json().id)).toMatchObject({
      location: 'Location not specified',
      zip_code: '',
      contact_phone: null,
      website: null,
      accommodations: '',
    });
  });

  it('stores the custom text as the category for Other (please specify)', async () => {
    const r = await suggest(
      validBody({
        category: 'Other (please specify)',
        customCategory: '  Sensory Gym  ',
        accommodations: [],
        customAccommodation: 'Crash mats everywhere',
      }),
    );
    expect(r.statusCode).toBe(201);
    expect(await stored(r.json().id)).toMatchObject({
      category: 'Sensory Gym',
      accommodations: 'Custom: Crash mats everywhere',
    });
  });

  it('ignores a custom category when a catalogue category is chosen', async () => {
    const r = await suggest(validBody({ category: 'Preschool', customCategory: 'Forest School' }));
    expect(r.statusCode).toBe(201);
    expect((await stored(r.json().id))?.category).toBe('Preschool');
  });

  it("refuses a blank name: 400 'Business Name is required'", async () => {
    await expectRefused(validBody({ name: '   ' }), 'Business Name is required', 'name');
    await expectRefused({ category: 'Dentist' }, 'Business Name is required', 'name');
  });

  it("refuses a missing category: 400 'Business Category is required'", async () => {
    await expectRefused(validBody({ category: ' ' }), 'Business Category is required', 'category');
  });

  it("refuses Other without its text: 400 'Please specify your business category'", async () => {
    await expectRefused(
      validBody({ category: 'Other (please specify)', customCategory: '  ' }),
      'Please specify your business category',
      'customCategory',
    );
  });

  it('refuses a category that is not in the list', async () => {
    await expectRefused(
      validBody({ category: 'Casino' }),
      'Please choose a Business Category from the list',
      'category',
    );
  });

  it.each([
    ['letters', 'call us'],
    ['a leading zero', '0207 555 0142'],
    ['17 digits', '+1 2345 6789 0123 4567'],
    ['dots', '207.555.0142'],
  ])(
    "refuses a phone number with %s: 400 'Please enter a valid phone number'",
    async (_, phone) => {
      await expectRefused(validBody({ phone }), 'Please enter a valid phone number', 'phone');
    },
  );

  it('accepts phone numbers with spaces, dashes, parentheses and a plus', async () => {
    for (const phone of ['+44 20 7946 0958', '(512) 555-0199', '1234567890123456']) {
      expect((await suggest(validBody({ phone }))).statusCode).toBe(201);
    }
  });

  it.each([
    'harborlight.example',
    'www.harborlight.example',
    'ftp://harborlight.example',
    'javascript:alert(1)',
  ])(
    "refuses the website %s: 400 'Website URL should start with http:// or https://'",
    async (website) => {
      await expectRefused(
        validBody({ website }),
        'Website URL should start with http:// or https://',
        'website',
      );
    },
  );

  it("joins several messages with '. ', in the form's order, naming the first field", async () => {
    const r = await expectRefused(
      validBody({ name: '', category: '', phone: 'abc', website: 'example.com' }),
      'Business Name is required. Business Category is required. Please enter a valid phone number. Website URL should start with http:// or https://',
      'name',
    );
    expect(r.json().error.details.problems).toEqual([
      { field: 'name', message: 'Business Name is required' },
      { field: 'category', message: 'Business Category is required' },
      { field: 'phone', message: 'Please enter a valid phone number' },
      { field: 'website', message: 'Website URL should start with http:// or https://' },
    ]);
  });

  it.each([
    ['name', { name: 'N'.repeat(201) }, 'Business Name must be 200 characters or fewer'],
    [
      'customCategory',
      { category: 'Other (please specify)', customCategory: 'C'.repeat(101) },
      "The business's category must be 100 characters or fewer",
    ],
    ['address', { address: 'A'.repeat(201) }, 'Address must be 200 characters or fewer'],
    ['zipCode', { zipCode: '1'.repeat(11) }, 'Zip Code must be 10 characters or fewer'],
    [
      'website',
      { website: `https://example.com/${'w'.repeat(2030)}` },
      'Website must be 2048 characters or fewer',
    ],
    [
      'customAccommodation',
      { customAccommodation: 'x'.repeat(501) },
      'Custom accommodation suggestion must be 500 characters or fewer',
    ],
  ])(
    'refuses a %s that is too long with a clear 400, not a 500',
    async (field, overrides, message) => {
      await expectRefused(validBody(overrides), message, field);
    },
  );

  it('refuses a phone number padded past 30 characters as not valid', async () => {
    await expectRefused(
      validBody({ phone: `1${' '.repeat(40)}2` }),
      'Please enter a valid phone number',
      'phone',
    );
  });

  it('accepts every field at its longest', async () => {
    const r = await suggest(
      validBody({
        name: 'N'.repeat(200),
        category: 'Other (please specify)',
        customCategory: 'C'.repeat(100),
        address: 'A'.repeat(200),
        zipCode: '1'.repeat(10),
        customAccommodation: 'x'.repeat(500),
      }),
    );
    expect(r.statusCode).toBe(201);
    expect(await stored(r.json().id)).toMatchObject({
      name: 'N'.repeat(200),
      category: 'C'.repeat(100),
      location: 'A'.repeat(200),
    });
  });

  it.each([
    ['an accommodation not in the catalogue', { accommodations: ['Ball Pit'] }, 'accommodations.0'],
    [
      'the same accommodation twice',
      { accommodations: ['Quiet Waiting Area', 'Quiet Waiting Area'] },
      'accommodations',
    ],
    ['a name that is not text', { name: 42 }, 'name'],
  ])('answers 400 naming the field for %s', async (_, overrides, field) => {
    const r = await suggest({ ...validBody(), ...overrides });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });

  it('ignores what a tampered form adds: the listing is still pending and unverified', async () => {
    const r = await suggest({
      ...validBody(),
      accommodation_status: 'verified',
      verified: true,
      contact_email: 'owner@example.com',
      review_count: 99,
    });
    expect(r.statusCode).toBe(201);
    expect(await stored(r.json().id)).toMatchObject({
      accommodation_status: 'pending',
      verified: false,
      contact_email: null,
      review_count: 0,
    });
  });

  it(`allows ${SUGGESTION_RATE_LIMIT.max} suggestions an hour per IP address, then 429`, async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < SUGGESTION_RATE_LIMIT.max; i += 1) {
      /* Refused suggestions count too: the limit is on requests. */
      const body = i % 2 === 0 ? validBody({ name: `Busy Nominator ${i}` }) : {};
      expect((await suggest(body, address)).statusCode).toBe(i % 2 === 0 ? 201 : 400);
    }
    const limited = await suggest(validBody({ name: 'One Too Many' }), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: SUGGESTION_RATE_LIMITED_MESSAGE },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await t.app.database.db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.name, 'One Too Many'));
    expect(rows).toEqual([]);

    expect((await suggest(validBody(), '192.0.2.78')).statusCode).toBe(201);
  });
});
