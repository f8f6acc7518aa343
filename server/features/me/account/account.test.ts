import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitReviewBody } from '../../../../common/contracts/reviews';
import { ACCOUNT_MESSAGES } from '../../../../common/messages/account';
import {
  favorites,
  needs_cards,
  profiles,
  providers,
  review_helpful_votes,
  reviews,
  stored_files,
  user_roles,
} from '../../../db/schema/index';
import { CookieJar, createTestApp, type TestApp } from '../../../test/app';
import { testDatabaseModes } from '../../../test/databases';
import {
  SAMPLE_FILES,
  signedInUser,
  storedFilesOnDisk,
  uploadReviewProof,
} from '../../../test/fixtures/uploads';
import { waitForMail } from '../../../test/mail';
import { ANONYMOUS_REVIEWER } from './delete-account';

const PASSWORD = 'calm-pass-1';

const bodyFor = (providerId: number, overrides: Partial<SubmitReviewBody> = {}) =>
  ({
    providerId,
    practitionerName: '',
    categoryExperiences: {
      environment: ['Quiet Waiting Area'],
      tools: [],
      communication: ['Ability to Pause or Take Breaks'],
    },
    categoryComments: { environment: 'Very calm.', tools: '', communication: '' },
    categoryMatches: { environment: true, tools: true, communication: true },
    feedbackTags: ['Calming'],
    overallRating: 4,
    overallFeedback: 'My son felt at ease.',
    verifiedExperience: true,
    proofFileId: null,
    ...overrides,
  }) satisfies SubmitReviewBody;

describe.each(testDatabaseModes())('my reviews and my account (%s)', (mode) => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    jar: CookieJar | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { origin: t.origin, ...(jar ? { cookie: jar.header() } : {}) },
    });

  async function member(name: string) {
    n += 1;
    const email = `${name}.${n}@example.com`;
    return { ...(await signedInUser(t, email)), email };
  }

  async function business() {
    n += 1;
    const [row] = await t.app.database.db
      .insert(providers)
      .values({ name: `Quiet Clinic ${n}`, category: 'Dentist', accommodation_status: 'verified' })
      .returning({ id: providers.id });
    if (!row) throw new Error('no provider');
    return row.id;
  }

  const proof = (jar: CookieJar) =>
    uploadReviewProof(t, jar, {
      filename: 'receipt.png',
      contentType: 'image/png',
      data: SAMPLE_FILES.png,
    });

  async function review(
    jar: CookieJar,
    providerId: number,
    overrides: Partial<SubmitReviewBody> = {},
  ) {
    const r = await send('POST', '/api/reviews', jar, bodyFor(providerId, overrides));
    expect(r.statusCode).toBe(201);
    return r.json().id as number;
  }

  const setStatus = (id: number, status: 'approved' | 'rejected', notes: string | null = null) =>
    t.app.database.db
      .update(reviews)
      .set({ status, moderator_notes: notes })
      .where(eq(reviews.id, id));

  it('lists only my reviews, with the status and the reason of a review not published', async () => {
    const robin = await member('robin');
    const sam = await member('sam');
    const pending = await review(robin.jar, await business());
    const published = await review(robin.jar, await business());
    const refused = await review(robin.jar, await business());
    await setStatus(published, 'approved', 'internal note');
    await setStatus(refused, 'rejected', 'Please describe your own visit.');
    await review(sam.jar, await business(), { overallFeedback: 'Sam was here.' });

    const r = await send('GET', '/api/me/reviews', robin.jar);
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('private, no-store');
    const list = r.json().reviews as Array<{
      id: number;
      status: string;
      moderatorNote: string | null;
    }>;
    expect(list.map((x) => x.id).sort()).toEqual([pending, published, refused].sort());
    expect(list.find((x) => x.id === refused)?.moderatorNote).toBe(
      'Please describe your own visit.',
    );
    /* A published review's internal note is the moderators' own. */
    expect(list.find((x) => x.id === published)?.moderatorNote).toBeNull();
    expect(list.find((x) => x.id === pending)).toMatchObject({
      status: 'pending',
      body: {
        overallFeedback: 'My son felt at ease.',
        categoryComments: { environment: 'Very calm.' },
      },
    });
    expect(JSON.stringify(list)).not.toContain('Sam was here.');
    expect((await send('GET', '/api/me/reviews', null)).statusCode).toBe(401);
  });

  it('the form body rebuilt for an edit keeps the visit details', async () => {
    const robin = await member('robin');
    const providerId = await business();
    const visit = {
      visitDay: 2,
      visitTime: 'morning',
      busyness: 2,
      headsUp: ['beeping_machines', 'other'],
      headsUpOther: 'A loud fish tank pump',
    } as const;
    const id = await review(robin.jar, providerId, { ...visit, headsUp: [...visit.headsUp] });
    const list = (await send('GET', '/api/me/reviews', robin.jar)).json().reviews as Array<{
      id: number;
      body: SubmitReviewBody;
    }>;
    const body = list.find((x) => x.id === id)?.body;
    expect(body).toMatchObject(visit);
    /* Sending it back as the edit page does leaves them as they were. */
    expect((await send('PUT', `/api/me/reviews/${id}`, robin.jar, body)).statusCode).toBe(200);
    const [row] = await t.app.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({
      visit_day: 2,
      visit_time: 'morning',
      busyness: 2,
      heads_up: ['beeping_machines', 'other'],
      heads_up_other: 'A loud fish tank pump',
    });
  });

  it('a review from before the form asked for stars shows none, and the edit asks for them (decision 039)', async () => {
    const robin = await member('robin');
    const providerId = await business();
    const id = await review(robin.jar, providerId);
    await t.app.database.db
      .update(reviews)
      .set({ overall_rating: 2, rating_chosen: false })
      .where(eq(reviews.id, id));
    const mine = (await send('GET', '/api/me/reviews', robin.jar)).json().reviews as Array<{
      id: number;
      rating: number | null;
      body: SubmitReviewBody;
    }>;
    const listed = mine.find((x) => x.id === id);
    expect(listed).toMatchObject({ rating: null, body: { overallRating: null } });
    const unrated = await send('PUT', `/api/me/reviews/${id}`, robin.jar, listed?.body);
    expect(unrated.statusCode).toBe(400);
    expect(unrated.json().error.field).toBe('overallRating');
    const rated = { ...listed?.body, overallRating: 5 };
    expect((await send('PUT', `/api/me/reviews/${id}`, robin.jar, rated)).statusCode).toBe(200);
    const [row] = await t.app.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ overall_rating: 5, rating_chosen: true });
  });

  it('the author edits a pending review with the same rules as a new one', async () => {
    const robin = await member('robin');
    const providerId = await business();
    const id = await review(robin.jar, providerId);
    const edited = await send(
      'PUT',
      `/api/me/reviews/${id}`,
      robin.jar,
      bodyFor(providerId, {
        overallFeedback: 'Even better the second time.',
        practitionerName: 'Dr. Lee',
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ id, status: 'pending' });
    const [row] = await t.app.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({
      review_text: 'Even better the second time.',
      accommodation_notes: 'Dr. Lee',
      status: 'pending',
      user_id: robin.id,
    });

    /* Submit's own checks: no accommodation ticked. */
    const none = await send(
      'PUT',
      `/api/me/reviews/${id}`,
      robin.jar,
      bodyFor(providerId, {
        categoryExperiences: { environment: [], tools: [], communication: [] },
      }),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('NO_ACCOMMODATIONS');
    /* The schema's: an empty feedback. */
    const empty = await send(
      'PUT',
      `/api/me/reviews/${id}`,
      robin.jar,
      bodyFor(providerId, { overallFeedback: ' ' }),
    );
    expect(empty.statusCode).toBe(400);
    /* Another business. */
    const moved = await send('PUT', `/api/me/reviews/${id}`, robin.jar, bodyFor(await business()));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toMatchObject({
      code: 'PROVIDER_CHANGED',
      message: ACCOUNT_MESSAGES.providerChanged,
    });
  });

  it('only the author can edit or withdraw, and only while the review is pending', async () => {
    const robin = await member('robin');
    const sam = await member('sam');
    const providerId = await business();
    const id = await review(robin.jar, providerId);

    for (const r of [
      await send('PUT', `/api/me/reviews/${id}`, sam.jar, bodyFor(providerId)),
      await send('DELETE', `/api/me/reviews/${id}`, sam.jar),
    ]) {
      expect(r.statusCode).toBe(404);
      expect(r.json().error.message).toBe(ACCOUNT_MESSAGES.reviewNotFound);
    }
    expect((await send('DELETE', `/api/me/reviews/${id}`, null)).statusCode).toBe(401);

    for (const status of ['approved', 'rejected'] as const) {
      await setStatus(id, status);
      for (const r of [
        await send('PUT', `/api/me/reviews/${id}`, robin.jar, bodyFor(providerId)),
        await send('DELETE', `/api/me/reviews/${id}`, robin.jar),
      ]) {
        expect(r.statusCode).toBe(409);
        expect(r.json().error).toMatchObject({
          code: 'REVIEW_NOT_PENDING',
          message: ACCOUNT_MESSAGES.reviewNotPending,
        });
      }
    }
    const [row] = await t.app.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row?.review_text).toBe('My son felt at ease.');
  });

  it('withdrawing a pending review deletes it and its proof file', async () => {
    const robin = await member('robin');
    const fileId = await proof(robin.jar);
    const id = await review(robin.jar, await business(), { proofFileId: fileId });
    const [file] = await t.app.database.db
      .select()
      .from(stored_files)
      .where(eq(stored_files.id, fileId));
    expect(storedFilesOnDisk(t.config.dataDir).some((f) => f.endsWith(file?.key ?? '?'))).toBe(
      true,
    );

    const r = await send('DELETE', `/api/me/reviews/${id}`, robin.jar);
    expect(r.statusCode).toBe(200);
    expect(await t.app.database.db.select().from(reviews).where(eq(reviews.id, id))).toEqual([]);
    expect(
      await t.app.database.db.select().from(stored_files).where(eq(stored_files.id, fileId)),
    ).toEqual([]);
    expect(storedFilesOnDisk(t.config.dataDir).some((f) => f.endsWith(file?.key ?? '?'))).toBe(
      false,
    );
  });

  it('an edit that replaces the proof deletes the old file', async () => {
    const robin = await member('robin');
    const providerId = await business();
    const first = await proof(robin.jar);
    const id = await review(robin.jar, providerId, { proofFileId: first });
    const second = await proof(robin.jar);
    const r = await send(
      'PUT',
      `/api/me/reviews/${id}`,
      robin.jar,
      bodyFor(providerId, { proofFileId: second }),
    );
    expect(r.statusCode).toBe(200);
    const files = await t.app.database.db.select({ id: stored_files.id }).from(stored_files);
    expect(files.map((f) => f.id)).toContain(second);
    expect(files.map((f) => f.id)).not.toContain(first);
  });

  it('calm mode is remembered for the account and shown by /api/me; null follows the device', async () => {
    const robin = await member('robin');
    expect((await send('PUT', '/api/me/calm-mode', robin.jar, { calmMode: true })).statusCode).toBe(
      200,
    );
    expect((await send('GET', '/api/me', robin.jar)).json().profile.calmMode).toBe(true);
    await send('PUT', '/api/me/calm-mode', robin.jar, { calmMode: null });
    expect((await send('GET', '/api/me', robin.jar)).json().profile.calmMode).toBeNull();
    expect(
      (await send('PUT', '/api/me/calm-mode', robin.jar, { calmMode: 'yes' })).statusCode,
    ).toBe(400);
    expect((await send('PUT', '/api/me/calm-mode', null, { calmMode: true })).statusCode).toBe(401);
  });

  it('the export is a JSON download of my data and nobody else’s', async () => {
    const robin = await member('robin');
    const sam = await member('sam');
    const providerId = await business();
    await send('POST', '/api/favorites/toggle', robin.jar, { providerId });
    await send('POST', '/api/favorites/toggle', sam.jar, { providerId: await business() });
    await review(robin.jar, providerId, { overallFeedback: 'Robin’s words.' });
    await review(sam.jar, providerId, { overallFeedback: 'Sam’s words.' });
    await t.app.database.db.insert(user_roles).values({ user_id: robin.id, role: 'moderator' });

    const r = await send('GET', '/api/me/export', robin.jar);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toMatch(
      /^attachment; filename="calmpath-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = r.json();
    expect(data.account).toMatchObject({ id: robin.id, email: robin.email });
    expect(data.roles).toEqual(['moderator']);
    expect(data.favourites.map((f: { providerId: number }) => f.providerId)).toEqual([providerId]);
    expect(data.reviews).toHaveLength(1);
    expect(data.reviews[0]).toMatchObject({
      body: { overallFeedback: 'Robin’s words.' },
      status: 'pending',
    });
    const text = r.body;
    expect(text).not.toContain(sam.id);
    expect(text).not.toContain('sam.');
    expect(text).not.toContain('Sam’s words.');
    expect((await send('GET', '/api/me/export', null)).statusCode).toBe(401);
  });

  it('the export’s reviews are exactly My reviews: a published review’s internal note is not in it (decision 038)', async () => {
    const robin = await member('robin');
    const published = await review(robin.jar, await business());
    const refused = await review(robin.jar, await business());
    await review(robin.jar, await business());
    await setStatus(published, 'approved', 'Internal: the reviewer is the owner’s cousin.');
    await setStatus(refused, 'rejected', 'Please describe your own visit.');

    const exported = await send('GET', '/api/me/export', robin.jar);
    const mine = await send('GET', '/api/me/reviews', robin.jar);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().reviews).toEqual(mine.json().reviews);
    expect(exported.body).not.toContain('Internal: the reviewer');
    expect(exported.body).toContain('Please describe your own visit.');
  });

  it('changing the e-mail sends a link to the new address; it changes only when opened', async () => {
    const robin = await member('robin');
    const oldEmail = robin.email;
    const newEmail = `robin.moved.${n}@example.com`;
    const r = await send('POST', '/api/auth/change-email', robin.jar, {
      newEmail,
      callbackURL: '/account?email=changed',
    });
    expect(r.statusCode).toBe(200);
    const confirm = await waitForMail(t.mailDir, (m) => m.to === newEmail);
    expect(confirm.subject).toBe('Confirm your new CalmPath e-mail address');
    const notice = await waitForMail(
      t.mailDir,
      (m) => m.to === oldEmail && m.kind === 'email-change-notice',
    );
    expect(notice.subject).toBe('Your CalmPath e-mail address is being changed');
    expect((await send('GET', '/api/me', robin.jar)).json().user.email).toBe(oldEmail);

    const link = new URL(confirm.links[0] ?? '');
    const opened = await send('GET', link.pathname + link.search, robin.jar);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`${t.origin}/account?email=changed`);
    const [profile] = await t.app.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, robin.id));
    expect(profile?.email).toBe(newEmail);
    const signIn = await send('POST', '/api/auth/sign-in/email', null, {
      email: newEmail,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it.each([
    ['false', { revokeOtherSessions: false }],
    ['absent', {}],
  ])(
    'changing the password ends every other session, revokeOtherSessions %s (decision 038)',
    async (_, extra) => {
      const robin = await member('robin');
      const phone = new CookieJar();
      phone.store(
        await send('POST', '/api/auth/sign-in/email', null, {
          email: robin.email,
          password: PASSWORD,
        }),
      );
      expect((await send('GET', '/api/me', phone)).json().user?.id).toBe(robin.id);

      const changed = await send('POST', '/api/auth/change-password', robin.jar, {
        currentPassword: PASSWORD,
        newPassword: 'calm-pass-2',
        ...extra,
      });
      expect(changed.statusCode).toBe(200);
      robin.jar.store(changed);
      expect((await send('GET', '/api/me', phone)).json().user).toBeNull();
      expect((await send('GET', '/api/me', robin.jar)).json().user?.id).toBe(robin.id);
    },
  );

  it('deleting the account needs the password and DELETE typed', async () => {
    const robin = await member('robin');
    const wrong = await send('POST', '/api/me/delete-account', robin.jar, {
      password: 'nope-nope',
      confirm: 'DELETE',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: ACCOUNT_MESSAGES.wrongPassword,
    });
    const unconfirmed = await send('POST', '/api/me/delete-account', robin.jar, {
      password: PASSWORD,
      confirm: 'delete',
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.message).toContain('Please type DELETE to confirm');
    expect((await send('GET', '/api/me', robin.jar)).json().user.id).toBe(robin.id);
  });

  it('deleting the account removes its rows from every table; published reviews stay, anonymised', async () => {
    const robin = await member('robin');
    const { email } = robin;
    const sam = await member('sam');
    const db = t.app.database.db;
    const [p1, p2, p3] = [await business(), await business(), await business()];
    await send('POST', '/api/favorites/toggle', robin.jar, { providerId: p1 });
    await send('PUT', '/api/me/calm-mode', robin.jar, { calmMode: true });
    await db.insert(user_roles).values({ user_id: robin.id, role: 'moderator' });
    await db.insert(needs_cards).values({ user_id: robin.id, note: 'Robin needs quiet.' });
    const publishedProof = await proof(robin.jar);
    const published = await review(robin.jar, p1, { proofFileId: publishedProof });
    await setStatus(published, 'approved');
    const pending = await review(robin.jar, p2);
    const refused = await review(robin.jar, p3);
    await setStatus(refused, 'rejected', 'Not about a visit.');
    await proof(robin.jar); /* an upload never attached to a review */
    /* Robin found Sam's published review helpful. */
    const samReview = await review(sam.jar, p2);
    await setStatus(samReview, 'approved');
    await db.insert(review_helpful_votes).values({ review_id: samReview, user_id: robin.id });
    await db.update(reviews).set({ helpful_count: 1 }).where(eq(reviews.id, samReview));
    /* A password reset link waiting in the verifications table. */
    await send('POST', '/api/auth/request-password-reset', null, {
      email,
      redirectTo: '/reset-password',
    });
    await waitForMail(t.mailDir, (m) => m.to === email && m.kind === 'reset-password');

    const r = await send('POST', '/api/me/delete-account', robin.jar, {
      password: PASSWORD,
      confirm: 'DELETE',
    });
    expect(r.statusCode).toBe(200);
    expect(r.cookies.some((c) => c.name.endsWith('session_token') && c.maxAge === 0)).toBe(true);

    /* Every text column of every table: no value is the account's id or its address. */
    const columns = await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying')`);
    const hits: string[] = [];
    for (const c of columns.rows as Array<{ table_name: string; column_name: string }>) {
      const found = await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(c.table_name)}
            where ${sql.identifier(c.column_name)} = ${robin.id}
               or lower(${sql.identifier(c.column_name)}) like ${`%${email}%`}`,
      );
      if ((found.rows[0] as { n: number }).n > 0) hits.push(`${c.table_name}.${c.column_name}`);
    }
    expect(hits).toEqual([]);
    /* And the rows that hold no text of the account's: gone by the cascade. */
    expect(await db.select().from(favorites).where(eq(favorites.provider_id, p1))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.id, robin.id))).toEqual([]);
    expect(await db.select().from(stored_files).where(eq(stored_files.id, publishedProof))).toEqual(
      [],
    );
    expect(storedFilesOnDisk(t.config.dataDir).some((f) => f.includes(robin.id))).toBe(false);

    const left = await db.select().from(reviews).where(eq(reviews.id, published));
    expect(left[0]).toMatchObject({
      user_id: null,
      reviewer_name: ANONYMOUS_REVIEWER,
      verification_document_url: null,
      status: 'approved',
    });
    expect(await db.select().from(reviews).where(eq(reviews.id, pending))).toEqual([]);
    expect(await db.select().from(reviews).where(eq(reviews.id, refused))).toEqual([]);
    const [samRow] = await db.select().from(reviews).where(eq(reviews.id, samReview));
    expect(samRow?.helpful_count).toBe(0);

    const signIn = await send('POST', '/api/auth/sign-in/email', null, {
      email,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);
    expect((await send('GET', '/api/me', robin.jar)).json().user).toBeNull();
  });
});
