import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  business_signup_tokens,
  providers,
  sessions,
  user_roles,
  users,
  verifications,
} from '../../db/schema';
import { CookieJar, createTestApp, readMails, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { freshAddress, persona, providerWithToken } from '../../test/fixtures/business';
import { hashToken } from '../tokens/tokens';
import { PASSWORD_TOO_LONG } from './create-business-account';

/*
 * Decision 044: the signup link proves the contact e-mail, so the account it creates is confirmed,
 * signed in and the business admin at once; an unconfirmed account that someone else made for the
 * address beforehand gains nothing.
 */

const INVALID = 'Invalid or expired signup link. Please contact support for a new link.';

let counter = 0;
const contactEmail = () => {
  counter += 1;
  return `owner${counter}.${Date.now().toString(36)}@account.example`;
};

describe.each(testDatabaseModes())('business account from the signup link (%s)', (mode) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const post = (url: string, payload: object, jar?: CookieJar) =>
    t.app
      .inject({
        method: 'POST',
        url,
        payload,
        headers: { origin: t.origin, ...(jar?.size ? { cookie: jar.header() } : {}) },
        remoteAddress: freshAddress(),
      })
      .then((r) => (jar ? jar.store(r) : r));
  const create = (providerId: number, body: object, jar = new CookieJar()) =>
    post(`/api/business/signup-links/${providerId}/account`, body, jar).then((res) => ({
      res,
      jar,
    }));
  const me = async (jar: CookieJar) =>
    (await t.app.inject({ url: '/api/me', headers: { cookie: jar.header() } })).json() as {
      user: { id: string; email: string; fullName: string; emailVerified: boolean } | null;
      roles: { isBusinessAdmin: boolean };
    };
  const signIn = (email: string, password: string) =>
    post('/api/auth/sign-in/email', { email, password });
  const linked = async (email = contactEmail()) => ({
    ...(await providerWithToken(t, 'signup', { contact_email: email, name: 'Calm Corner Dental' })),
    email,
  });
  const providerRow = async (id: number) =>
    (await t.app.database.db.select().from(providers).where(eq(providers.id, id)))[0];
  const form = (token: string, password = 'owner-pass-1') => ({
    token,
    fullName: 'Olive Owner',
    password,
    confirmPassword: password,
  });
  const mailsTo = (email: string) => readMails(t.mailDir).filter((m) => m.to === email);

  it('creates the account confirmed and signed in, as the business admin, with no e-mail', async () => {
    const { providerId, token, email } = await linked();
    const { res, jar } = await create(providerId, form(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, providerId });

    const who = await me(jar);
    expect(who.user).toMatchObject({ email, fullName: 'Olive Owner', emailVerified: true });
    expect(who.roles.isBusinessAdmin).toBe(true);
    expect((await providerRow(providerId))?.business_admin_user_id).toBe(who.user?.id);
    const [spent] = await t.app.database.db
      .select()
      .from(business_signup_tokens)
      .where(eq(business_signup_tokens.token_hash, hashToken(token)));
    expect(spent?.used_by).toBe(who.user?.id);
    expect(mailsTo(email)).toEqual([]);
    expect((await signIn(email, 'owner-pass-1')).statusCode).toBe(200);

    /* The dashboard opens with the new session. */
    const mine = await t.app.inject({
      url: '/api/business/providers',
      headers: { cookie: jar.header() },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().providers.map((p: { id: number }) => p.id)).toEqual([providerId]);

    /* The link is spent: a second account cannot be made from it. */
    const again = await create(providerId, form(token, 'another-pass-1'));
    expect(again.res.statusCode).toBe(404);
    expect(again.res.json().error.message).toBe(INVALID);
  });

  it('an unconfirmed account someone else made for the address gains nothing: its password, sessions and pending sign-ups are gone', async () => {
    const { providerId, token, email } = await linked();
    /* Someone signs up the owner's address with their own password, twice (decision 013). */
    for (const password of ['attacker-pass-1', 'attacker-pass-2']) {
      const signUp = await post('/api/auth/sign-up/email', {
        email,
        password,
        name: 'Attacker',
        callbackURL: '/onboarding',
      });
      expect(signUp.statusCode).toBe(200);
    }
    const [planted] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    if (!planted) throw new Error('the sign-up made no user');
    expect(planted.emailVerified).toBe(false);
    const attackerMails = mailsTo(email).filter((m) => m.kind === 'confirm-email');
    expect(attackerMails).toHaveLength(2);
    /* A session the attacker holds on the account, however it was obtained. */
    const ctx = await t.app.auth.$context;
    const attackerSession = await ctx.internalAdapter.createSession(planted.id);

    const { res, jar } = await create(providerId, form(token));
    expect(res.statusCode).toBe(200);
    const owner = (await me(jar)).user;
    expect(owner).toMatchObject({ email, fullName: 'Olive Owner', emailVerified: true });
    expect(owner?.id).not.toBe(planted.id);

    const db = t.app.database.db;
    expect(await db.select().from(users).where(eq(users.id, planted.id))).toEqual([]);
    expect(
      await db.select().from(sessions).where(eq(sessions.token, attackerSession.token)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(verifications)
        .where(like(verifications.identifier, `signup-credential:${planted.id}:%`)),
    ).toEqual([]);
    expect((await signIn(email, 'attacker-pass-1')).statusCode).toBe(401);
    expect((await signIn(email, 'attacker-pass-2')).statusCode).toBe(401);
    expect(await db.select().from(user_roles).where(eq(user_roles.user_id, planted.id))).toEqual(
      [],
    );
    expect((await providerRow(providerId))?.business_admin_user_id).toBe(owner?.id);

    /* The attacker's confirmation links, still in the owner's mailbox, change nothing. */
    for (const mail of attackerMails) {
      const url = new URL(mail.links[0] ?? '');
      await t.app.inject({ url: url.pathname + url.search });
    }
    expect((await signIn(email, 'attacker-pass-1')).statusCode).toBe(401);
    expect((await signIn(email, 'attacker-pass-2')).statusCode).toBe(401);
    expect((await signIn(email, 'owner-pass-1')).statusCode).toBe(200);
    expect((await me(jar)).user?.id).toBe(owner?.id);

    /* And a new sign-up for the address is told it is taken. */
    const later = await post('/api/auth/sign-up/email', {
      email,
      password: 'attacker-pass-3',
      name: 'Attacker',
    });
    expect(later.statusCode).toBe(422);
    expect((await signIn(email, 'attacker-pass-3')).statusCode).toBe(401);
  });

  it("a confirmed account for the address is answered 'User already registered' and keeps its password", async () => {
    const email = contactEmail();
    const holder = await persona(t, email);
    const { providerId, token } = await linked(email);
    const { res, jar } = await create(providerId, form(token, 'guessed-pass-1'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      message: 'User already registered',
    });
    expect(jar.size).toBe(0);
    expect((await providerRow(providerId))?.business_admin_user_id).toBeNull();
    expect((await signIn(email, 'guessed-pass-1')).statusCode).toBe(401);
    /* The holder signs in and completes setup with the same link (the spec's path). */
    const done = await post(
      `/api/business/signup-links/${providerId}/complete`,
      { token },
      holder.jar,
    );
    expect(done.statusCode).toBe(200);
  });

  it('refuses a bad link, bad input and a signed-in visitor with a clear 4xx, changing nothing', async () => {
    const { providerId, token, email } = await linked();
    const wrong = await create(providerId, form('A'.repeat(43)));
    expect(wrong.res.statusCode).toBe(404);
    expect(wrong.res.json().error.message).toBe(INVALID);
    expect((await create(providerId + 100000, form(token))).res.statusCode).toBe(404);

    const cases: [object, number, string][] = [
      [{ ...form(token), fullName: '' }, 400, 'Full name is required'],
      [{ ...form(token), password: 'short', confirmPassword: 'short' }, 400, 'at least 6'],
      [{ ...form(token), confirmPassword: 'owner-pass-2' }, 400, 'Passwords do not match'],
      [form(token, 'x'.repeat(129)), 400, PASSWORD_TOO_LONG],
      [{ token }, 400, ''],
      [{ ...form(token), password: 7 }, 400, ''],
    ];
    for (const [body, status, message] of cases) {
      const { res } = await create(providerId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error.message).toContain(message);
    }

    const member = await persona(t, contactEmail());
    const signedIn = await create(providerId, form(token), member.jar);
    expect(signedIn.res.statusCode).toBe(409);
    expect(signedIn.res.json().error).toMatchObject({
      code: 'ALREADY_SIGNED_IN',
      message: 'You are already signed in. Continue with your current account.',
    });

    expect(await t.app.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await providerRow(providerId))?.business_admin_user_id).toBeNull();
    /* The link still works for its owner afterwards. */
    expect((await create(providerId, form(token))).res.statusCode).toBe(200);
  });

  it('a business that already has an admin is not taken over through a second live link', async () => {
    const { providerId, token, email } = await linked();
    const first = await persona(t, contactEmail(), 'business_admin');
    await t.app.database.db
      .update(providers)
      .set({ business_admin_user_id: first.id })
      .where(eq(providers.id, providerId));
    const { res } = await create(providerId, form(token));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ALREADY_CLAIMED');
    expect(await t.app.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
