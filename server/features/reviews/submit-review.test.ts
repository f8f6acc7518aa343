import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitReviewBody } from '../../../common/contracts/reviews';
import { providers, reviews, stored_files } from '../../db/schema';
import { type CookieJar, createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { signedInUser, uploadReviewProof } from '../../test/fixtures/uploads';
import { reviewerNameOf } from './submit-review';

describe('reviewer name', () => {
  it('is the part of the e-mail before the @, or Anonymous', () => {
    expect(reviewerNameOf('robin.ash@example.com')).toBe('robin.ash');
    expect(reviewerNameOf('@example.com')).toBe('Anonymous');
    expect(reviewerNameOf('')).toBe('Anonymous');
  });
});

const validBody = (providerId: number, overrides: Partial<SubmitReviewBody> = {}) =>
  ({
    providerId,
    practitionerName: '',
    categoryExperiences: {
      environment: ['Quiet Waiting Area', 'Dim or Adjustable Lighting'],
      tools: [],
      communication: ['Ability to Pause or Take Breaks'],
    },
    categoryComments: { environment: 'Very calm.', tools: '', communication: 'Patient staff.' },
    categoryMatches: { environment: true, tools: true, communication: true },
    feedbackTags: ['Calming', 'Welcoming Staff'],
    overallRating: 5,
    overallFeedback: 'My son felt at ease from the start.',
    verifiedExperience: false,
    proofFileId: null,
    ...overrides,
  }) satisfies SubmitReviewBody;

describe.each(testDatabaseModes())('POST /api/reviews (%s)', (mode) => {
  let t: TestApp;
  let robin: { id: string; jar: CookieJar };
  let nextProvider = 0;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    robin = await signedInUser(t, 'robin.ash@example.com');
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  /** A fresh listed business, so the one-review-per-business rule does not get in the way. */
  async function listedProvider(status: 'verified' | 'pending' | 'rejected' = 'verified') {
    nextProvider += 1;
    const [row] = await t.app.database.db
      .insert(providers)
      .values({
        name: `Calm Dental ${nextProvider}`,
        category: 'Dentist',
        accommodation_status: status,
      })
      .returning({ id: providers.id, name: providers.name });
    if (!row) throw new Error('no provider');
    return row;
  }

  const submit = (body: unknown, jar: CookieJar | null = robin.jar) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: body as object,
      headers: { origin: t.origin, ...(jar ? { cookie: jar.header() } : {}) },
    });

  const uploadProof = (jar: CookieJar = robin.jar) => uploadReviewProof(t, jar);

  const storedReview = async (id: number) => {
    const [row] = await t.app.database.db.select().from(reviews).where(eq(reviews.id, id));
    return row;
  };

  it("asks a signed-out visitor to sign in: 401 'Please sign in to submit a review.'", async () => {
    const provider = await listedProvider();
    for (const body of [validBody(provider.id), {}]) {
      const r = await submit(body, null);
      expect(r.statusCode).toBe(401);
      expect(r.json().error).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Please sign in to submit a review.',
      });
    }
  });

  it('stores the review exactly as the spec lists it, pending moderation', async () => {
    const provider = await listedProvider();
    const r = await submit(
      validBody(provider.id, {
        practitionerName: '  Dr. Jane Smith  ',
        categoryMatches: { environment: true, tools: false, communication: true },
      }),
    );
    expect(r.statusCode).toBe(201);
    const body = r.json();
    expect(body).toEqual({ id: expect.any(Number), status: 'pending', isVerified: false });
    const row = await storedReview(body.id);
    expect(row).toMatchObject({
      user_id: robin.id,
      provider_id: provider.id,
      provider: provider.name,
      reviewer_name: 'robin.ash',
      overall_rating: 5,
      rating_chosen: true,
      review_text: 'My son felt at ease from the start.',
      sensory_ratings: {
        category_experiences: {
          environment: ['Quiet Waiting Area', 'Dim or Adjustable Lighting'],
          tools: [],
          communication: ['Ability to Pause or Take Breaks'],
        },
        category_comments: {
          environment: 'Very calm.',
          tools: '',
          communication: 'Patient staff.',
        },
        category_matches: { environment: true, tools: false, communication: true },
        feedback_tags: ['Calming', 'Welcoming Staff'],
        sensory_match_score: 60,
        has_mismatch: true,
      },
      sensory_tags: [
        'Quiet Waiting Area',
        'Dim or Adjustable Lighting',
        'Ability to Pause or Take Breaks',
      ],
      verified_accommodations: [
        'Quiet Waiting Area',
        'Dim or Adjustable Lighting',
        'Ability to Pause or Take Breaks',
      ],
      accommodation_notes: 'Dr. Jane Smith',
      status: 'pending',
      practitioner_approved: false,
      is_verified: false,
      verification_document_url: null,
      verification_document_type: null,
      moderated_by: null,
    });
  });

  it('recomputes score and flags itself: 20 per accommodation, capped at 100', async () => {
    const provider = await listedProvider();
    const r = await submit({
      ...validBody(provider.id, {
        overallRating: 2,
        categoryExperiences: {
          environment: ['Quiet Waiting Area', 'Sensory-Friendly Hours', 'Calm or Neutral Decor'],
          tools: ['Sensory Toolkits', 'Fidget Toys or Stress Balls'],
          communication: ['Visual Schedules or Social Stories', 'Clear Step-by-Step Instructions'],
        },
      }),
      /* What a tampered browser might add: ignored. */
      sensoryMatchScore: 5,
      hasMismatch: true,
      isVerified: true,
      status: 'approved',
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().isVerified).toBe(false);
    const row = await storedReview(r.json().id);
    /* Seven accommodations ticked, two stars chosen: the stars stay the reviewer's. */
    expect(row?.overall_rating).toBe(2);
    expect(row?.status).toBe('pending');
    expect(row?.is_verified).toBe(false);
    expect(row?.sensory_ratings).toMatchObject({ sensory_match_score: 100, has_mismatch: false });
    expect(row?.sensory_tags).toHaveLength(7);
  });

  it('counts an accommodation ticked twice only once', async () => {
    const provider = await listedProvider();
    const r = await submit(
      validBody(provider.id, {
        categoryExperiences: {
          environment: ['Quiet Waiting Area', 'Quiet Waiting Area'],
          tools: [],
          communication: [],
        },
      }),
    );
    expect(r.statusCode).toBe(201);
    const row = await storedReview(r.json().id);
    expect(row?.sensory_tags).toEqual(['Quiet Waiting Area']);
    expect(row?.sensory_ratings).toMatchObject({ sensory_match_score: 20 });
  });

  it.each([1, 2, 3, 4, 5])(
    'stores and returns exactly the %i stars the reviewer chose (decision 039)',
    async (stars) => {
      const provider = await listedProvider();
      /* One accommodation ticked: the spec's formula would have made it 1 star whatever was chosen. */
      const r = await submit(
        validBody(provider.id, {
          overallRating: stars,
          categoryExperiences: {
            environment: ['Quiet Waiting Area'],
            tools: [],
            communication: [],
          },
        }),
      );
      expect(r.statusCode).toBe(201);
      const row = await storedReview(r.json().id);
      expect(row).toMatchObject({ overall_rating: stars, rating_chosen: true });
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/me/reviews',
        headers: { cookie: robin.jar.header() },
      });
      expect(mine.statusCode).toBe(200);
      const listed = mine.json().reviews.find((x: { id: number }) => x.id === r.json().id);
      expect(listed).toMatchObject({ rating: stars, body: { overallRating: stars } });
    },
  );

  it.each([
    ['no rating', undefined],
    ['a rating of 0', 0],
    ['a rating of 6', 6],
    ['half a star', 3.5],
    ['a rating as words', 'five'],
  ])(
    "refuses a review with %s: 400 'Please choose an overall rating from 1 (very hard visit) to 5 (calm and easy).'",
    async (_, overallRating) => {
      const provider = await listedProvider();
      const r = await submit({ ...validBody(provider.id), overallRating });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        field: 'overallRating',
        message:
          'Invalid value for overallRating: Please choose an overall rating from 1 (very hard visit) to 5 (calm and easy).',
      });
    },
  );

  it('stores a blank practitioner name as null', async () => {
    const provider = await listedProvider();
    const r = await submit(validBody(provider.id, { practitionerName: '   ' }));
    expect(r.statusCode).toBe(201);
    expect((await storedReview(r.json().id))?.accommodation_notes).toBeNull();
  });

  it("requires at least one accommodation: 400 'Please select at least one accommodation you experienced.'", async () => {
    const provider = await listedProvider();
    const r = await submit(
      validBody(provider.id, {
        categoryExperiences: { environment: [], tools: [], communication: [] },
      }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toEqual({
      code: 'NO_ACCOMMODATIONS',
      message: 'Please select at least one accommodation you experienced.',
      field: 'categoryExperiences',
      details: { field: 'categoryExperiences' },
    });
  });

  it.each([
    ['a missing business', { providerId: undefined }, 'providerId'],
    ['blank overall experience text', { overallFeedback: '   ' }, 'overallFeedback'],
    [
      'overall experience text over 500 characters',
      { overallFeedback: 'a'.repeat(501) },
      'overallFeedback',
    ],
    [
      'a practitioner name over 120 characters',
      { practitionerName: 'J'.repeat(121) },
      'practitionerName',
    ],
    [
      'an accommodation not in the catalogue',
      { categoryExperiences: { environment: ['Ball Pit'], tools: [], communication: [] } },
      'categoryExperiences.environment.0',
    ],
    ['an unknown experience tag', { feedbackTags: ['Loud Music'] }, 'feedbackTags.0'],
    [
      'a missing match toggle',
      { categoryMatches: { environment: true, tools: true } },
      'categoryMatches.communication',
    ],
    ['a proof id that is not an id', { proofFileId: '../../etc/passwd' }, 'proofFileId'],
    [
      'a missing verification checkbox value',
      { verifiedExperience: undefined },
      'verifiedExperience',
    ],
  ])('answers 400 naming the field for %s', async (_, overrides, field) => {
    const provider = await listedProvider();
    const r = await submit({ ...validBody(provider.id), ...overrides });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(r.json().error.message).toContain(field);
  });

  it.each([
    ['practitionerName', { practitionerName: 'Dr\u0000 Lee' }],
    ['overallFeedback', { overallFeedback: 'Calm\u0000' }],
    [
      'categoryComments.tools',
      { categoryComments: { environment: '', tools: 'a\u0000', communication: '' } },
    ],
    ['overallFeedback', { overallFeedback: 'Calm \ud800 visit' }],
    ['practitionerName', { practitionerName: 'Dr\u0007 Lee' }],
  ])(
    "a NUL or control character in %s is a 400 'Please remove unsupported characters'",
    async (field, overrides) => {
      const provider = await listedProvider();
      const r = await submit(validBody(provider.id, overrides as Partial<SubmitReviewBody>));
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        field,
        message: `Invalid value for ${field}: Please remove unsupported characters`,
      });
    },
  );

  it('providerId 2147483648 is a 400, not a 500', async () => {
    const provider = await listedProvider();
    for (const providerId of [2147483648, 1e300, -1, 0, 1.5, '7']) {
      const r = await submit({ ...validBody(provider.id), providerId });
      expect(r.statusCode, String(providerId)).toBe(400);
      expect(r.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'providerId' });
    }
  });

  it('accepts overall experience text of exactly 500 characters', async () => {
    const provider = await listedProvider();
    const r = await submit(validBody(provider.id, { overallFeedback: 'a'.repeat(500) }));
    expect(r.statusCode).toBe(201);
  });

  it('refuses a business that is unknown or still pending (400 UNKNOWN_PROVIDER); a rejected listing is a known business', async () => {
    const pending = await listedProvider('pending');
    for (const providerId of [pending.id, 999_999]) {
      const r = await submit(validBody(providerId));
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatchObject({
        code: 'UNKNOWN_PROVIDER',
        details: { field: 'providerId' },
      });
    }
    const rejected = await listedProvider('rejected');
    expect((await submit(validBody(rejected.id))).statusCode).toBe(201);
  });

  it('is verified when a proof is attached and the checkbox ticked; the file is referenced, never linked publicly', async () => {
    const provider = await listedProvider();
    const fileId = await uploadProof();
    const r = await submit(
      validBody(provider.id, { proofFileId: fileId, verifiedExperience: true }),
    );
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ status: 'pending', isVerified: true });
    const row = await storedReview(r.json().id);
    expect(row).toMatchObject({
      is_verified: true,
      verification_document_url: fileId,
      verification_document_type: 'application/pdf',
    });
    expect(row?.verification_document_url).not.toMatch(/^https?:|\//);
  });

  it('is not verified with a proof but no ticked checkbox, nor with the checkbox but no proof', async () => {
    const withProof = await listedProvider();
    const fileId = await uploadProof();
    const a = await submit(
      validBody(withProof.id, { proofFileId: fileId, verifiedExperience: false }),
    );
    expect(a.json().isVerified).toBe(false);
    expect(await storedReview(a.json().id)).toMatchObject({
      is_verified: false,
      verification_document_url: fileId,
    });
    const withoutProof = await listedProvider();
    const b = await submit(validBody(withoutProof.id, { verifiedExperience: true }));
    expect(b.json().isVerified).toBe(false);
  });

  it("refuses a proof that is someone else's, unknown, or not a review proof (400 INVALID_PROOF_FILE)", async () => {
    const other = await signedInUser(t, 'other.reviewer@example.com');
    const othersFile = await uploadProof(other.jar);
    const [providerDoc] = await t.app.database.db
      .insert(stored_files)
      .values({
        bucket: 'provider-verification',
        key: `${robin.id}/1.pdf`,
        owner_user_id: robin.id,
        content_type: 'application/pdf',
        size_bytes: 10,
      })
      .returning({ id: stored_files.id });
    for (const proofFileId of [othersFile, randomUUID(), providerDoc?.id]) {
      const provider = await listedProvider();
      const r = await submit(validBody(provider.id, { proofFileId, verifiedExperience: true }));
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatchObject({
        code: 'INVALID_PROOF_FILE',
        details: { field: 'proofFileId' },
      });
    }
  });

  it('allows one pending or approved review per business: a second gets 409 REVIEW_EXISTS', async () => {
    const provider = await listedProvider();
    const first = await submit(validBody(provider.id));
    expect(first.statusCode).toBe(201);
    const second = await submit(validBody(provider.id, { overallFeedback: 'Again!' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'REVIEW_EXISTS',
      message:
        'You have already reviewed this business. Your review is waiting for moderation or is already published.',
    });

    await t.app.database.db
      .update(reviews)
      .set({ status: 'approved' })
      .where(eq(reviews.id, first.json().id));
    expect((await submit(validBody(provider.id))).statusCode).toBe(409);

    await t.app.database.db
      .update(reviews)
      .set({ status: 'rejected' })
      .where(eq(reviews.id, first.json().id));
    expect((await submit(validBody(provider.id))).statusCode).toBe(201);

    const someoneElse = await signedInUser(t, 'someone.else@example.com');
    expect((await submit(validBody(provider.id), someoneElse.jar)).statusCode).toBe(201);
  });

  it('lets only one of two simultaneous submissions in', async () => {
    const provider = await listedProvider();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => submit(validBody(provider.id))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const rows = await t.app.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.provider_id, provider.id), eq(reviews.user_id, robin.id)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a cross-site submission that carries the session cookie', async () => {
    const provider = await listedProvider();
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: validBody(provider.id),
      headers: { origin: 'https://evil.example', cookie: robin.jar.header() },
    });
    expect(r.statusCode).toBe(403);
  });
});
