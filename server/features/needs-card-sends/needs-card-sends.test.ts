import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEEDS_CARD_SEND_LIMIT } from '../../../common/contracts/needs-card-sends';
import { NEEDS_CARD_SEND_MESSAGES } from '../../../common/messages/needs-card-sends';
import { mail_outbox, needs_card_send_attempts, needs_card_sends, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { freshAddress, signUpConfirmed } from '../../test/authz/fixture';
import { testDatabaseModes } from '../../test/databases';
import { insertProvider } from '../providers/provider-factory';
import { grantRole } from '../users/grant-role';

const CARD = {
  accommodations: ['Quiet Waiting Area', 'Dim or Adjustable Lighting'],
  note: 'Loud sounds are hard. Please tell us before you start.',
  communication: 'Short sentences help.',
  displayName: 'Sam',
};

describe.each(testDatabaseModes())('needs cards sent ahead (decision 070) on %s', (mode) => {
  let t: TestApp;
  let member: { id: string; email: string; cookie: string };
  let otherFamily: { id: string; cookie: string };
  let owner: { id: string; email: string; cookie: string };
  let otherOwner: { id: string; cookie: string };
  let moderator: { id: string; cookie: string };
  let admin: { id: string; cookie: string };
  let sunnyId: number;
  let otherBusinessId: number;
  let unmanagedId: number;

  beforeAll(async () => {
    t = await createTestApp(mode);
    const db = t.app.database.db;
    member = await signUpConfirmed(t, 'send-member@example.com', 'Mia Member');
    otherFamily = await signUpConfirmed(t, 'send-other@example.com', 'Otto Other');
    owner = await signUpConfirmed(t, 'send-owner@example.com', 'Olive Owner');
    otherOwner = await signUpConfirmed(t, 'send-owner2@example.com', 'Oscar Owner');
    moderator = await signUpConfirmed(t, 'send-moderator@example.com', 'Mo Moderator');
    admin = await signUpConfirmed(t, 'send-admin@example.com', 'Ada Admin');
    await grantRole(db, { email: owner.email, role: 'business_admin' });
    await grantRole(db, { email: 'send-owner2@example.com', role: 'business_admin' });
    await grantRole(db, { email: 'send-moderator@example.com', role: 'moderator' });
    await grantRole(db, { email: 'send-admin@example.com', role: 'admin' });
    /* The owner reads mail in Spanish (decision 066). */
    await db.update(users).set({ locale: 'es' }).where(eq(users.id, owner.id));
    sunnyId = await insertProvider(db, { name: 'Sunny Steps', business_admin_user_id: owner.id });
    otherBusinessId = await insertProvider(db, {
      name: 'Other Place',
      business_admin_user_id: otherOwner.id,
    });
    unmanagedId = await insertProvider(db, { name: 'Nobody Runs This' });
  }, 120_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshAddress(),
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: {
        ...(method === 'GET' ? {} : { origin: t.origin }),
        ...(cookie ? { cookie } : {}),
      },
    });

  const saveCard = (cookie: string, card = CARD) => call('PUT', '/api/me/needs-card', cookie, card);
  const send = (cookie: string, providerId: number) =>
    call('POST', '/api/me/needs-card-sends', cookie, { providerId });

  it('offers nothing to send without a card, and says which places can receive one', async () => {
    const before = await call(
      'GET',
      `/api/me/needs-card-sends/providers/${sunnyId}`,
      member.cookie,
    );
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      providerName: 'Sunny Steps',
      receivable: true,
      card: null,
      send: null,
    });
    const unmanaged = await call(
      'GET',
      `/api/me/needs-card-sends/providers/${unmanagedId}`,
      member.cookie,
    );
    expect(unmanaged.json().receivable).toBe(false);
    const noCard = await send(member.cookie, sunnyId);
    expect(noCard.statusCode).toBe(409);
    expect(noCard.json().error.code).toBe('NEEDS_CARD_NOT_SAVED');
    expect(
      (await call('GET', '/api/me/needs-card-sends/providers/99999', member.cookie)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/me/needs-card-sends/providers/${sunnyId}`)).statusCode).toBe(
      401,
    );
  });

  it('refuses a place no business account manages: 409, nothing stored', async () => {
    expect((await saveCard(member.cookie)).statusCode).toBe(200);
    const r = await send(member.cookie, unmanagedId);
    expect(r.statusCode).toBe(409);
    expect(r.json().error.code).toBe('PROVIDER_CANNOT_RECEIVE');
  });

  it('sends, the business reads and marks it read, the member sees "Read by … on …", then withdraws and the copy is gone', async () => {
    const db = t.app.database.db;
    const sent = await send(member.cookie, sunnyId);
    expect(sent.statusCode).toBe(201);
    const sendId = sent.json().id as number;
    expect(sent.json()).toMatchObject({
      providerId: sunnyId,
      providerName: 'Sunny Steps',
      readAt: null,
    });

    /* A second send to the same place while one is live. */
    const again = await send(member.cookie, sunnyId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('NEEDS_CARD_ALREADY_SENT');

    /* The mail: to the owner, in the owner's language, with no family e-mail or words. */
    const mails = await db
      .select()
      .from(mail_outbox)
      .where(
        and(
          eq(mail_outbox.target_type, 'needs_card_send'),
          eq(mail_outbox.target_id, String(sendId)),
        ),
      );
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.to_address).toBe(owner.email);
    expect(mail?.subject).toBe('Una familia le envió su tarjeta de necesidades');
    for (const part of [mail?.text ?? '', mail?.html ?? '']) {
      expect(part).not.toContain(member.email);
      expect(part).not.toContain('Mia');
      expect(part).not.toContain('Loud sounds');
    }
    expect(mail?.text).toContain(`/es/provider/dashboard?provider=${sunnyId}&needsCard=${sendId}`);

    /* Later edits of the card are not sent: the business reads the snapshot. */
    await saveCard(member.cookie, { ...CARD, note: 'Changed later.' });

    const list = await call(
      'GET',
      `/api/business/providers/${sunnyId}/needs-card-sends`,
      owner.cookie,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().sends).toEqual([
      { id: sendId, displayName: 'Sam', sentAt: expect.any(String), readAt: null },
    ]);
    const opened = await call('GET', `/api/business/needs-card-sends/${sendId}`, owner.cookie);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().card).toEqual(CARD);
    expect(opened.body).not.toContain(member.email);

    const read = await call('POST', `/api/business/needs-card-sends/${sendId}/read`, owner.cookie);
    expect(read.statusCode).toBe(200);
    const readAt = read.json().readAt as string;
    const readAgain = await call(
      'POST',
      `/api/business/needs-card-sends/${sendId}/read`,
      owner.cookie,
    );
    expect(readAgain.json().readAt).toBe(readAt);

    const mine = await call('GET', '/api/me/needs-card-sends', member.cookie);
    expect(mine.json().sends).toEqual([
      {
        id: sendId,
        providerId: sunnyId,
        providerName: 'Sunny Steps',
        sentAt: expect.any(String),
        readAt,
      },
    ]);
    const line = NEEDS_CARD_SEND_MESSAGES.readBy(
      'Sunny Steps',
      new Date(readAt).toLocaleDateString('en-US'),
    );
    expect(line).toMatch(/^Read by Sunny Steps on /);

    /* Another family cannot withdraw it. */
    expect(
      (await call('DELETE', `/api/me/needs-card-sends/${sendId}`, otherFamily.cookie)).statusCode,
    ).toBe(404);

    const withdrawn = await call('DELETE', `/api/me/needs-card-sends/${sendId}`, member.cookie);
    expect(withdrawn.statusCode).toBe(200);
    expect(
      (await call('GET', `/api/business/needs-card-sends/${sendId}`, owner.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/business/needs-card-sends/${sendId}/read`, owner.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('GET', `/api/business/providers/${sunnyId}/needs-card-sends`, owner.cookie)
      ).json().sends,
    ).toEqual([]);
    expect(await db.select().from(needs_card_sends).where(eq(needs_card_sends.id, sendId))).toEqual(
      [],
    );
    expect((await call('GET', '/api/me/needs-card-sends', member.cookie)).json().sends).toEqual([]);
    expect(
      (await call('DELETE', `/api/me/needs-card-sends/${sendId}`, member.cookie)).statusCode,
    ).toBe(404);
  });

  it('lets nobody but the member and the receiving business read a send', async () => {
    const sent = await send(member.cookie, sunnyId);
    expect(sent.statusCode).toBe(201);
    const id = sent.json().id as number;
    for (const cookie of [
      member.cookie,
      otherFamily.cookie,
      otherOwner.cookie,
      moderator.cookie,
      admin.cookie,
    ]) {
      expect((await call('GET', `/api/business/needs-card-sends/${id}`, cookie)).statusCode).toBe(
        404,
      );
      expect(
        (await call('POST', `/api/business/needs-card-sends/${id}/read`, cookie)).statusCode,
      ).toBe(404);
      expect(
        (await call('GET', `/api/business/providers/${sunnyId}/needs-card-sends`, cookie))
          .statusCode,
      ).toBe(404);
    }
    expect((await call('GET', `/api/business/needs-card-sends/${id}`)).statusCode).toBe(401);
    /* Another family's own list does not hold it; the other business's list does not either. */
    expect(
      (await call('GET', '/api/me/needs-card-sends', otherFamily.cookie)).json().sends,
    ).toEqual([]);
    expect(
      (
        await call(
          'GET',
          `/api/business/providers/${otherBusinessId}/needs-card-sends`,
          otherOwner.cookie,
        )
      ).json().sends,
    ).toEqual([]);
    /* An unknown id answers as a stranger's does. */
    expect(
      (await call('GET', '/api/business/needs-card-sends/2147483647', owner.cookie)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/me/needs-card-sends/${id}`, member.cookie)).statusCode).toBe(
      200,
    );
  });

  it(`limits sending to ${NEEDS_CARD_SEND_LIMIT.max} a day per member, withdrawn sends counted: 429 with a clear message`, async () => {
    const db = t.app.database.db;
    const family = await signUpConfirmed(t, 'send-busy@example.com', 'Busy Family');
    await saveCard(family.cookie);
    /* Sends made earlier today (this test already sent none): the limit less one. */
    await db
      .insert(needs_card_send_attempts)
      .values(
        Array.from({ length: NEEDS_CARD_SEND_LIMIT.max - 1 }, () => ({ user_id: family.id })),
      );
    /* A day-old send does not count. */
    await db.insert(needs_card_send_attempts).values({
      user_id: family.id,
      sent_at: new Date(Date.now() - NEEDS_CARD_SEND_LIMIT.windowMs - 60_000),
    });
    const last = await send(family.cookie, sunnyId);
    expect(last.statusCode).toBe(201);
    expect(
      (await call('DELETE', `/api/me/needs-card-sends/${last.json().id}`, family.cookie))
        .statusCode,
    ).toBe(200);
    const refused = await send(family.cookie, sunnyId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: NEEDS_CARD_SEND_MESSAGES.errors.rateLimited(NEEDS_CARD_SEND_LIMIT.max),
    });
    /* Another member is not held back by this one. */
    expect((await send(member.cookie, otherBusinessId)).statusCode).toBe(201);
  });
});
