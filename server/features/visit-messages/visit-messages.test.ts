import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIT_THREADS_PER_DAY } from '../../../common/contracts/visit-messages';
import { providers, user_roles, users, visit_message_quota } from '../../db/schema';
import { createOutboxWorker } from '../../jobs/outbox-worker';
import { type CookieJar, createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { signedInUser } from '../../test/fixtures/uploads';
import { type Personas, signInPersonas } from '../../test/fixtures/verification';
import { freePort } from '../../test/free-port';
import { smtpPeer } from '../../test/smtp-peer';

/*
 * Asking without a phone call (decision 069): a member asks and requests, the business answers in
 * its dashboard, the answer reaches the member by e-mail (over a real SMTP peer) and in the
 * account; the family's e-mail stays hidden unless shared; nobody else reads a thread; limits;
 * reports.
 */

const silent = { info: () => {}, error: () => {}, warn: () => {}, debug: () => {} };

/** A received message's body: quoted-printable soft breaks undone and its bytes read as UTF-8. */
function decodeBody(raw: string): string {
  return raw
    .replace(/=\r\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
    );
}

describe.each(testDatabaseModes())('visit messages (%s)', (mode) => {
  let t: TestApp;
  let peer: ReturnType<typeof smtpPeer>;
  let people: Personas;
  let providerId: number;
  let other: { id: string; jar: CookieJar; email: string };
  let otherOwner: { id: string; jar: CookieJar; email: string };
  let otherProviderId: number;
  let unclaimedProviderId: number;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    const port = await freePort();
    peer = smtpPeer(port);
    await peer.start();
    t = await createTestApp(mode, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    people = await signInPersonas(t, 'visit');
    await db().update(users).set({ name: 'Maria Lopez' }).where(eq(users.id, people.member.id));
    const [own] = await db()
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.business_admin_user_id, people.businessAdmin.id));
    providerId = own?.id ?? 0;
    const otherEmail = 'other.family@example.com';
    other = { ...(await signedInUser(t, otherEmail)), email: otherEmail };
    const ownerEmail = 'other.owner@example.com';
    otherOwner = { ...(await signedInUser(t, ownerEmail)), email: ownerEmail };
    await db().insert(user_roles).values({ user_id: otherOwner.id, role: 'business_admin' });
    const [second] = await db()
      .insert(providers)
      .values({
        name: 'Other Calm Dentist',
        category: 'Dentist',
        accommodation_status: 'verified',
        business_admin_user_id: otherOwner.id,
      })
      .returning({ id: providers.id });
    otherProviderId = second?.id ?? 0;
    const [third] = await db()
      .insert(providers)
      .values({
        name: 'Unclaimed Barber',
        category: 'Barber',
        accommodation_status: 'verified',
        contact_phone: '+1 555 010 0200',
      })
      .returning({ id: providers.id });
    unclaimedProviderId = third?.id ?? 0;
  }, 90_000);
  afterAll(async () => {
    await peer?.stop();
    await t?.cleanup();
  });

  const as =
    (jar: CookieJar | null) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: { origin: t.origin, ...(jar ? { cookie: jar.header() } : {}) },
      });
  const member = () => as(people.member.jar);
  const owner = () => as(people.businessAdmin.jar);
  const drain = () => createOutboxWorker({ db: db(), mailer: t.app.mailer, log: silent }).drain();

  async function received(to: string, words: string): Promise<string> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = peer.received
        .filter((m) => m.to.includes(to))
        .map((m) => decodeBody(m.raw))
        .find((body) => body.includes(words));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} saying "${words}"`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async function ask(body = 'Is the waiting room quiet in the morning?', extra: object = {}) {
    const r = await member()('POST', '/api/me/visit-threads', {
      providerId,
      kind: 'question',
      body,
      ...extra,
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().id as number;
  }

  it('the provider page says who can receive messages, with the phone', async () => {
    const claimed = await as(null)('GET', `/api/providers/${providerId}/contact`);
    expect(claimed.json()).toMatchObject({ canMessage: true });
    const unclaimed = await as(null)('GET', `/api/providers/${unclaimedProviderId}/contact`);
    expect(unclaimed.json()).toEqual({
      canMessage: false,
      phone: '+1 555 010 0200',
      bookingUrl: null,
      textNumber: null,
    });
    const refused = await member()('POST', '/api/me/visit-threads', {
      providerId: unclaimedProviderId,
      kind: 'question',
      body: 'Hello?',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CANNOT_RECEIVE');
    expect(
      (await as(null)('POST', '/api/me/visit-threads', { providerId, kind: 'question', body: 'x' }))
        .statusCode,
    ).toBe(401);
  });

  it('a member asks; the business reads it in its dashboard and by e-mail, without the family e-mail; answers; the member gets the answer by e-mail and in the account', async () => {
    const id = await ask();
    await drain();
    const toBusiness = await received(people.businessAdmin.email, 'Is the waiting room quiet');
    expect(toBusiness).toContain('Maria asked a question:');
    expect(toBusiness).not.toContain(people.member.email);
    expect(toBusiness).toContain(`/provider-dashboard?tab=messages&provider=${providerId}`);

    const list = await owner()('GET', `/api/business/providers/${providerId}/visit-threads`);
    expect(list.statusCode).toBe(200);
    expect(list.json().threads[0]).toMatchObject({
      id,
      unread: true,
      familyName: 'Maria',
      familyEmail: null,
    });
    const read = await owner()('GET', `/api/business/visit-threads/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().messages).toHaveLength(1);
    for (const r of [list, read]) expect(r.body).not.toContain(people.member.email);

    const answer = await owner()('POST', `/api/business/visit-threads/${id}/messages`, {
      body: 'Yes: 8 to 9 am is our quiet hour.',
    });
    expect(answer.statusCode).toBe(200);
    await drain();
    const toMember = await received(people.member.email, 'our quiet hour');
    expect(toMember).toContain(`Owned Studio visit answered:`);

    const mine = await member()('GET', '/api/me/visit-threads');
    expect(mine.json().threads[0]).toMatchObject({
      id,
      unread: true,
      lastMessage: 'Yes: 8 to 9 am is our quiet hour.',
    });
    const thread = await member()('GET', `/api/me/visit-threads/${id}`);
    expect(thread.json().messages.map((m: { side: string }) => m.side)).toEqual([
      'member',
      'business',
    ]);
    const after = await member()('GET', '/api/me/visit-threads');
    expect(after.json().threads[0].unread).toBe(false);
  });

  it('an appointment request carries days, times and the first/last slot; the e-mail shows only when shared', async () => {
    const r = await member()('POST', '/api/me/visit-threads', {
      providerId,
      kind: 'appointment',
      body: 'A cleaning for my son, please.',
      preferredDays: ['tue', 'thu'],
      preferredTimes: ['morning'],
      slot: 'first',
      shareEmail: true,
    });
    expect(r.statusCode).toBe(201);
    const id = r.json().id;
    await drain();
    const mail = await received(people.businessAdmin.email, 'A cleaning for my son');
    expect(mail).toContain('Preferred days: Tuesday, Thursday.');
    expect(mail).toContain('The first appointment of the day');
    expect(mail).toContain(people.member.email.replace('.', '[.]').split('@')[0] as string);
    const read = await owner()('GET', `/api/business/visit-threads/${id}`);
    expect(read.json().thread).toMatchObject({
      kind: 'appointment',
      preferredDays: ['tue', 'thu'],
      preferredTimes: ['morning'],
      slot: 'first',
      familyEmail: people.member.email,
    });
  });

  it('another family, another business, a moderator and an admin can never read or write a thread', async () => {
    const id = await ask('Private question');
    const tries = [
      as(other.jar)('GET', `/api/me/visit-threads/${id}`),
      as(other.jar)('POST', `/api/me/visit-threads/${id}/messages`, { body: 'hi' }),
      as(otherOwner.jar)('GET', `/api/business/visit-threads/${id}`),
      as(otherOwner.jar)('POST', `/api/business/visit-threads/${id}/messages`, { body: 'hi' }),
      as(otherOwner.jar)('GET', `/api/business/providers/${providerId}/visit-threads`),
      as(people.moderator.jar)('GET', `/api/me/visit-threads/${id}`),
      as(people.admin.jar)('GET', `/api/business/visit-threads/${id}`),
      // The business admin cannot read it as a member, nor the member as the business.
      owner()('GET', `/api/me/visit-threads/${id}`),
      member()('GET', `/api/business/visit-threads/${id}`),
    ];
    const statuses = (await Promise.all(tries)).map((r) => r.statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 403, 404, 403, 404, 403]);
    const lists = await as(other.jar)('GET', '/api/me/visit-threads');
    expect(lists.json().threads).toEqual([]);
    const otherList = await as(otherOwner.jar)(
      'GET',
      `/api/business/providers/${otherProviderId}/visit-threads`,
    );
    expect(otherList.json().threads).toEqual([]);
    const reports = await as(people.moderator.jar)('GET', '/api/admin/visit-reports');
    expect(reports.body).not.toContain('Private question');
  });

  it('a business adds a booking link (https only) and a text number (checked), shown on its page', async () => {
    const url = `/api/business/providers/${providerId}/contact-options`;
    const bad = await owner()('PUT', url, {
      bookingUrl: 'http://book.example.com',
      textNumber: '',
    });
    expect(bad.statusCode).toBe(400);
    const badScheme = await owner()('PUT', url, {
      bookingUrl: 'javascript:alert(1)',
      textNumber: '',
    });
    expect(badScheme.statusCode).toBe(400);
    const badNumber = await owner()('PUT', url, { bookingUrl: '', textNumber: '12' });
    expect(badNumber.statusCode).toBe(400);
    const notYours = await as(otherOwner.jar)('PUT', url, { bookingUrl: '', textNumber: '' });
    expect(notYours.statusCode).toBe(403);
    const ok = await owner()('PUT', url, {
      bookingUrl: 'https://book.example.com/calm',
      textNumber: '+1 555 123 4567',
    });
    expect(ok.statusCode).toBe(200);
    const page = await as(null)('GET', `/api/providers/${providerId}/contact`);
    expect(page.json()).toMatchObject({
      canMessage: true,
      bookingUrl: 'https://book.example.com/calm',
      textNumber: '+1 555 123 4567',
    });
  });

  it('either side reports a thread; only then do moderators read it, and closing the report ends that', async () => {
    const id = await ask('Please call me back, this is odd');
    const bad = await owner()('POST', `/api/business/visit-threads/${id}/report`, {
      reason: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    const reported = await owner()('POST', `/api/business/visit-threads/${id}/report`, {
      reason: 'spam',
      details: 'Looks automated',
    });
    expect(reported.statusCode).toBe(200);
    const again = await owner()('POST', `/api/business/visit-threads/${id}/report`, {
      reason: 'spam',
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await as(other.jar)('POST', `/api/me/visit-threads/${id}/report`, { reason: 'spam' }))
        .statusCode,
    ).toBe(404);
    expect((await member()('GET', '/api/admin/visit-reports')).statusCode).toBe(403);

    const list = await as(people.moderator.jar)('GET', '/api/admin/visit-reports');
    expect(list.statusCode).toBe(200);
    const report = list.json().reports.find((r: { threadId: number }) => r.threadId === id);
    expect(report).toMatchObject({ reporterSide: 'business', reason: 'spam' });
    expect(report.messages[0].body).toBe('Please call me back, this is odd');
    expect(list.body).not.toContain(people.member.email);
    const closed = await as(people.moderator.jar)(
      'POST',
      `/api/admin/visit-reports/${report.id}/close`,
    );
    expect(closed.statusCode).toBe(200);
    const after = await as(people.moderator.jar)('GET', '/api/admin/visit-reports');
    expect(after.body).not.toContain('Please call me back');
  });

  it("each body carries the language it was written in (null when too short to tell), in the thread, the lists and the moderators' copy", async () => {
    await db().delete(visit_message_quota).where(eq(visit_message_quota.user_id, people.member.id));
    const id = await ask(
      '¿La sala de espera está tranquila por la mañana? Mi hijo se asusta con el ruido.',
    );
    const answer = await owner()('POST', `/api/business/visit-threads/${id}/messages`, {
      body: 'Yes, the waiting room is quiet before ten and we dim the lights for your son.',
    });
    expect(answer.statusCode).toBe(200);
    const langs = (r: { json: () => { messages: { lang: string | null }[] } }) =>
      r.json().messages.map((m) => m.lang);
    expect(langs(await member()('GET', `/api/me/visit-threads/${id}`))).toEqual(['es', 'en']);
    expect(langs(await owner()('GET', `/api/business/visit-threads/${id}`))).toEqual(['es', 'en']);
    const mine = await member()('GET', '/api/me/visit-threads');
    expect(mine.json().threads.find((x: { id: number }) => x.id === id)).toMatchObject({
      lastMessageLang: 'en',
    });

    const thanks = await member()('POST', `/api/me/visit-threads/${id}/messages`, {
      body: 'Gracias',
    });
    expect(thanks.statusCode).toBe(200);
    const theirs = await owner()('GET', `/api/business/providers/${providerId}/visit-threads`);
    expect(theirs.json().threads.find((x: { id: number }) => x.id === id)).toMatchObject({
      lastMessage: 'Gracias',
      lastMessageLang: null,
    });
    expect(
      (await member()('POST', `/api/me/visit-threads/${id}/report`, { reason: 'other' }))
        .statusCode,
    ).toBe(200);
    const reports = await as(people.moderator.jar)('GET', '/api/admin/visit-reports');
    const report = reports.json().reports.find((r: { threadId: number }) => r.threadId === id);
    expect(report.messages.map((m: { lang: string | null }) => m.lang)).toEqual(['es', 'en', null]);
  });

  it('limits new threads a day and messages an hour per member, with a clear 429, counted atomically', async () => {
    await db().delete(visit_message_quota).where(eq(visit_message_quota.user_id, other.id));
    const attempts = await Promise.all(
      Array.from({ length: VISIT_THREADS_PER_DAY + 3 }, (_, i) =>
        as(other.jar)('POST', '/api/me/visit-threads', {
          providerId,
          kind: 'question',
          body: `Question ${i}`,
        }),
      ),
    );
    const codes = attempts.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(VISIT_THREADS_PER_DAY);
    const refused = attempts.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json().error).toMatchObject({ code: 'TOO_MANY_THREADS' });
    expect(refused[0]?.json().error.message).toContain('Please try again tomorrow');

    const id = attempts.find((r) => r.statusCode === 201)?.json().id;
    const sent = [];
    for (let i = 0; i < 31; i += 1) {
      sent.push(
        (await as(other.jar)('POST', `/api/me/visit-threads/${id}/messages`, { body: `m${i}` }))
          .statusCode,
      );
    }
    expect(sent.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(sent[30]).toBe(429);
  });
});
