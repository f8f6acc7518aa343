import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitReviewBody } from '../../../../common/contracts/reviews';
import type { Db } from '../../../db/client';
import {
  mail_log,
  mail_outbox,
  moderation_logs,
  providers,
  user_roles,
} from '../../../db/schema/index';
import { createOutboxWorker } from '../../../jobs/outbox-worker';
import { createMailer, type Mailer } from '../../../mail/mailer';
import { CookieJar, createTestApp, readMails, type TestApp } from '../../../test/app';
import { testDatabaseModes } from '../../../test/databases';
import { validApplication } from '../../../test/fixtures/business';
import { photoBody, plainPng } from '../../../test/fixtures/photos';
import { multipartBody, SAMPLE_FILES, signedInUser } from '../../../test/fixtures/uploads';
import { enqueueMail } from '../../outbox/enqueue-mail';
import { DELETED_ACCOUNT_MARKER, deleteAccount } from './delete-account';

const PASSWORD = 'calm-pass-1';
const quietLog = { info() {}, warn() {}, error() {} };

/**
 * Every column of every table, read as text: the places where the value occurs. Casting covers
 * text, uuid, arrays and jsonb alike, so a value tucked inside a document or a key is found too.
 */
async function whereFound(db: Db, values: string[]): Promise<string[]> {
  const columns = await db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
     order by c.table_name, c.ordinal_position`);
  const hits: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    const column = sql`lower(${sql.identifier(column_name)}::text)`;
    const found = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.join(
        values.map((v) => sql`position(${v.toLowerCase()} in ${column}) > 0`),
        sql` or `,
      )}`,
    );
    if ((found.rows[0]?.n ?? 0) > 0) hits.push(`${table_name}.${column_name}`);
  }
  return hits;
}

describe.each(testDatabaseModes())('account deletion leaves nothing of the person (%s)', (mode) => {
  let t: TestApp;
  let n = 0;
  const db = () => t.app.database.db;

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
  const ok = async (
    response: Promise<{ statusCode: number; body: string; json(): unknown }>,
    status = 200,
  ) => {
    const r = await response;
    expect(r.statusCode, r.body).toBe(status);
    return r.json() as Record<string, unknown>;
  };
  const multipart = (url: string, jar: CookieJar, body: { payload: Buffer; contentType: string }) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { origin: t.origin, cookie: jar.header(), 'content-type': body.contentType },
    });

  async function person(name: string, role?: 'admin') {
    n += 1;
    const email = `${name}.${n}@example.com`;
    const user = await signedInUser(t, email);
    if (role) await db().insert(user_roles).values({ user_id: user.id, role });
    return { ...user, email };
  }

  async function business(overrides: Partial<typeof providers.$inferInsert> = {}) {
    n += 1;
    const [row] = await db()
      .insert(providers)
      .values({
        name: `Quiet Clinic ${n}`,
        category: 'Dentist',
        contact_email: `front.desk${n}@clinic.example`,
        accommodation_status: 'verified',
        ...overrides,
      })
      .returning({ id: providers.id });
    if (!row) throw new Error('no provider');
    return row.id;
  }

  const reviewBody = (providerId: number, overrides: Partial<SubmitReviewBody> = {}) =>
    ({
      providerId,
      practitionerName: 'Dr. Lee',
      categoryExperiences: {
        environment: ['Quiet Waiting Area'],
        tools: [],
        communication: ['Ability to Pause or Take Breaks'],
      },
      categoryComments: { environment: 'Very calm.', tools: '', communication: '' },
      categoryMatches: { environment: true, tools: true, communication: true },
      feedbackTags: ['Calming'],
      overallRating: 5,
      overallFeedback: 'My son felt at ease.',
      verifiedExperience: true,
      proofFileId: null,
      visitDay: 1,
      visitTime: 'morning',
      busyness: 2,
      headsUp: ['other'],
      headsUpOther: 'A loud fish tank pump',
      ...overrides,
    }) satisfies SubmitReviewBody;

  async function review(jar: CookieJar, providerId: number, overrides = {}) {
    return (await ok(send('POST', '/api/reviews', jar, reviewBody(providerId, overrides)), 201))
      .id as number;
  }
  async function proof(jar: CookieJar) {
    const body = multipartBody([
      { filename: 'receipt.png', contentType: 'image/png', data: SAMPLE_FILES.png },
    ]);
    const r = await multipart('/api/uploads/review-proof', jar, body);
    expect(r.statusCode, r.body).toBe(201);
    return r.json().fileId as string;
  }
  const moderateReview = (jar: CookieJar, id: number, status: 'approved' | 'rejected') =>
    ok(
      send('POST', `/api/admin/reviews/${id}/moderate`, jar, {
        status,
        notes: status === 'rejected' ? 'Not about a visit.' : 'Looks genuine.',
      }),
    );

  it('after an account that did everything is deleted, no table holds its id or its address', async () => {
    const robin = await person('robin', 'admin');
    const sam = await person('sam', 'admin');
    const worker = createOutboxWorker({ db: db(), mailer: t.app.mailer, log: quietLog });

    /* A member: profile, calm mode, needs and a shared needs card, a favourite. */
    const [p1, p2, p3] = [await business(), await business(), await business()];
    await ok(
      send('PUT', '/api/me/profile', robin.jar, {
        fullName: 'Robin Quill',
        zipCode: '78701',
        accommodations: ['Quiet Waiting Area'],
      }),
    );
    await ok(send('PUT', '/api/me/calm-mode', robin.jar, { calmMode: true }));
    await ok(
      send('PUT', '/api/me/needs', robin.jar, {
        zipCode: '78701',
        accommodations: ['Quiet Waiting Area'],
      }),
    );
    await ok(
      send('PUT', '/api/me/needs-card', robin.jar, {
        accommodations: ['Quiet Waiting Area'],
        note: `Robin needs quiet; write to ${robin.email}.`,
        communication: 'Short sentences.',
        displayName: 'Robin Quill',
      }),
    );
    await ok(send('POST', '/api/me/needs-card/share', robin.jar), 201);
    await ok(send('POST', '/api/favorites/toggle', robin.jar, { providerId: p1 }));

    /* Reviews: one published with a proof, one pending, one refused; an upload never used. */
    const published = await review(robin.jar, p1, { proofFileId: await proof(robin.jar) });
    await moderateReview(sam.jar, published, 'approved');
    await review(robin.jar, p2);
    await moderateReview(sam.jar, await review(robin.jar, p3), 'rejected');
    await proof(robin.jar);

    /* Sam's published review: Robin found it helpful and reported it; Sam reported Robin's. */
    const samsReview = await review(sam.jar, p2);
    await moderateReview(robin.jar, samsReview, 'approved');
    await ok(send('POST', `/api/reviews/${samsReview}/helpful`, robin.jar));
    await ok(
      send('POST', `/api/reviews/${samsReview}/report`, robin.jar, {
        reason: 'misleading',
        details: 'The photos show another clinic.',
      }),
      201,
    );
    const report = await ok(
      send('POST', `/api/reviews/${published}/report`, sam.jar, { reason: 'spam' }),
      201,
    );
    /* As an admin, Robin decides Sam's report. */
    await ok(
      send('POST', `/api/admin/review-reports/${report.id}/decide`, robin.jar, {
        decision: 'dismiss',
        notes: 'Genuine visit.',
      }),
    );

    /* A business: Robin applies with his own address and uploads a document. */
    const applied = await ok(
      send(
        'POST',
        '/api/provider-applications',
        robin.jar,
        validApplication({
          businessName: `Robin's Quiet Studio ${n}`,
          businessWebsite: 'https://robins-studio.example',
          email: robin.email,
          sensoryAccommodations: ['Quiet Waiting Area'],
          consentVerification: true,
        }),
      ),
      201,
    );
    const studio = applied.id as number;
    const document = multipartBody([
      { filename: 'license.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf },
    ]);
    expect(
      (await multipart(`/api/provider-applications/${studio}/documents`, robin.jar, document))
        .statusCode,
    ).toBe(201);
    const [requested] = await db()
      .select({ by: providers.verification_requested_by })
      .from(providers)
      .where(eq(providers.id, studio));
    expect(requested?.by).toBe(robin.id);
    /* A listing with his address, linked to him by Sam (the duplicates desk). */
    const listed = await business({ contact_email: robin.email });
    await ok(
      send('POST', '/api/admin/duplicate-emails/link', sam.jar, {
        providerId: listed,
        userId: robin.id,
      }),
    );
    /* As its owner, a photo; as an admin, he approves it himself. */
    const picture = photoBody({ data: await plainPng() });
    const photo = await t.app.inject({
      method: 'POST',
      url: `/api/business/providers/${listed}/photos`,
      payload: picture.payload,
      headers: { origin: t.origin, cookie: robin.jar.header(), ...picture.headers },
    });
    expect(photo.statusCode, photo.body).toBe(201);
    await ok(
      send('POST', `/api/admin/photos/${photo.json().id}/moderate`, robin.jar, {
        status: 'approved',
      }),
    );

    /* As an admin, on other businesses: documents asked for (the finding), one approved. */
    const asked = await business({ verification_status: 'pending' });
    await ok(
      send('POST', `/api/admin/verification/${asked}/request-documents`, robin.jar, {
        documentType: 'Insurance certificate',
        message: 'Please send your insurance.',
      }),
    );
    const [askedRow] = await db()
      .select({ by: providers.verification_requested_by })
      .from(providers)
      .where(eq(providers.id, asked));
    expect(askedRow?.by).toBe(robin.id);
    await ok(
      send(
        'POST',
        `/api/admin/verification/${await business({ verification_status: 'pending' })}/approve`,
        robin.jar,
        {},
      ),
    );

    /* Mail: the application's, sent by the worker; a password reset; one still queued. */
    await worker.drain();
    await ok(
      send('POST', '/api/auth/request-password-reset', null, {
        email: robin.email,
        redirectTo: '/reset-password',
      }),
    );
    await expect
      .poll(async () =>
        (await db().select().from(mail_log)).filter((m) => m.to_address === robin.email),
      )
      .toHaveLength(2);
    await enqueueMail(db(), {
      kind: 'test',
      to: robin.email,
      subject: 'Still queued',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    /* A second device. */
    const phone = new CookieJar();
    phone.store(
      await send('POST', '/api/auth/sign-in/email', null, {
        email: robin.email,
        password: PASSWORD,
      }),
    );

    const before = await whereFound(db(), [robin.id, robin.email]);
    for (const column of [
      'users.id',
      'sessions.user_id',
      'providers.verification_requested_by',
      'providers.business_admin_user_id',
      'providers.contact_email',
      'moderation_logs.admin_email',
      'reviews.moderated_by',
      'review_reports.resolved_by',
      'provider_photos.uploaded_by',
      'mail_log.to_address',
      'mail_outbox.to_address',
      'needs_cards.note',
    ])
      expect(before).toContain(column);

    await ok(
      send('POST', '/api/me/delete-account', robin.jar, { password: PASSWORD, confirm: 'DELETE' }),
    );

    expect(await whereFound(db(), [robin.id, robin.email])).toEqual([]);
    /* The one marker left: Sam's audit of the link says whom he linked, anonymised. */
    const [link] = await db()
      .select({ notes: moderation_logs.admin_notes, by: moderation_logs.admin_user_id })
      .from(moderation_logs)
      .where(eq(moderation_logs.action, 'link_user'));
    expect(link).toEqual({
      notes: `Linked ${DELETED_ACCOUNT_MARKER} (user ${DELETED_ACCOUNT_MARKER}) as business admin`,
      by: sam.id,
    });
    /* Sam, who did the same things, is untouched: the scan does find what is there. */
    expect(await whereFound(db(), [sam.id])).toContain('moderation_logs.admin_user_id');
    expect((await send('GET', '/api/me', phone)).json().user).toBeNull();
    /* Every endpoint an account can use, then a scan of every column: 27 s on an idle machine. */
  }, 120_000);

  it('a mail sent straight to an account over a slow SMTP peer while it is deleted leaves no mail_log row', async () => {
    const robin = await person('robin');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived: () => void = () => {};
    const atPeer = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    /* The peer holds the message until told: the send is under way while the account goes. */
    const peer = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => {
          arrived();
          void gate.then(() => callback());
        });
      },
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    const port = (peer.server.address() as AddressInfo).port;
    const mailer = createMailer({
      from: 'CalmPath <hello@calmpath.test>',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailDir: t.mailDir,
      db: db(),
      log: quietLog,
    });
    try {
      const message = { subject: 'Reset your password', text: 'Hello', kind: 'reset-password' };
      const sending = mailer.send({ ...message, to: robin.email });
      await atPeer;
      await deleteAccount(db(), t.app.storage, robin.id);
      release();
      expect((await sending).ok).toBe(true);
      expect(
        await db().select().from(mail_log).where(eq(mail_log.to_address, robin.email)),
      ).toEqual([]);
      /* A mail to an address that is no account is logged as ever. */
      expect((await mailer.send({ ...message, to: 'front.desk@clinic.example' })).ok).toBe(true);
      expect(
        await db()
          .select()
          .from(mail_log)
          .where(eq(mail_log.to_address, 'front.desk@clinic.example')),
      ).toHaveLength(1);
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => peer.close(() => resolve()));
    }
  });

  it('mail in flight for a deleted account is dropped: no send after, no mail_log row', async () => {
    const robin = await person('robin');
    /* The real mailer behind a gate: the first send waits until the account is gone. */
    let sends = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => {
      started = resolve;
    });
    const mailer: Mailer = {
      transport: t.app.mailer.transport,
      close() {},
      async send(message) {
        sends += 1;
        started();
        await gate;
        return t.app.mailer.send(message);
      },
    };
    const worker = createOutboxWorker({ db: db(), mailer, log: quietLog });
    for (const subject of ['First', 'Second'])
      await enqueueMail(db(), {
        kind: 'test',
        to: robin.email,
        subject,
        text: 'Hello',
        html: '<p>Hello</p>',
      });

    /* Both rows are claimed in one round; the first is being sent when the account goes. */
    const round = worker.drain();
    await inFlight;
    await deleteAccount(db(), t.app.storage, robin.id);
    release();
    await round;

    expect(sends).toBe(1);
    expect(readMails(t.mailDir).filter((m) => m.to === robin.email)).toHaveLength(1);
    expect(await db().select().from(mail_log).where(eq(mail_log.to_address, robin.email))).toEqual(
      [],
    );
    expect(
      await db().select().from(mail_outbox).where(eq(mail_outbox.to_address, robin.email)),
    ).toEqual([]);
  });
});
