import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_TOKEN_HEADER } from '../../../common/contracts/business';
import { business_signup_tokens, providers, user_roles } from '../../db/schema';
import { CookieJar, createTestApp, readMails, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { freshAddress, persona, providerWithToken } from '../../test/fixtures/business';
import { insertProvider } from '../providers/provider-factory';
import { createToken, hashToken } from '../tokens/tokens';

const INVALID = {
  code: 'INVALID_SIGNUP_LINK',
  message: 'Invalid or expired signup link. Please contact support for a new link.',
};

let emailCounter = 0;
const contactEmail = () => {
  emailCounter += 1;
  return `owner${emailCounter}@business.example`;
};

describe.each(testDatabaseModes())('business signup link (%s)', (mode) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const show = (providerId: number | string, token?: string, jar?: CookieJar) =>
    t.app.inject({
      url: `/api/business/signup-links/${providerId}`,
      headers: {
        ...(token === undefined ? {} : { [LINK_TOKEN_HEADER]: token }),
        ...(jar ? { cookie: jar.header() } : {}),
      },
      remoteAddress: freshAddress(),
    });

  const complete = (providerId: number | string, token: unknown, jar?: CookieJar) =>
    t.app.inject({
      method: 'POST',
      url: `/api/business/signup-links/${providerId}/complete`,
      payload: token === undefined ? {} : { token },
      headers: { origin: t.origin, ...(jar ? { cookie: jar.header() } : {}) },
      remoteAddress: freshAddress(),
    });

  const linked = async (email = contactEmail()) => {
    const link = await providerWithToken(t, 'signup', {
      contact_email: email,
      name: 'Little Fins Swim School',
      category: 'Swim Instructor',
      location: 'Austin, TX',
    });
    return { ...link, email };
  };
  const providerRow = async (id: number) =>
    (await t.app.database.db.select().from(providers).where(eq(providers.id, id)))[0];
  const rolesOf = async (userId: string) =>
    (
      await t.app.database.db
        .select({ role: user_roles.role })
        .from(user_roles)
        .where(eq(user_roles.user_id, userId))
    ).map((r) => r.role);
  const tokenRow = async (token: string) =>
    (
      await t.app.database.db
        .select()
        .from(business_signup_tokens)
        .where(eq(business_signup_tokens.token_hash, hashToken(token)))
    )[0];

  describe('GET: validating the link', () => {
    it('answers the business and the locked contact e-mail for a live link, signed out', async () => {
      const { providerId, token, email } = await linked();
      const r = await show(providerId, token);
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('private, no-store');
      expect(r.json()).toEqual({
        provider: {
          id: providerId,
          name: 'Little Fins Swim School',
          category: 'Swim Instructor',
          location: 'Austin, TX',
          verificationStatus: 'verified',
        },
        email,
        state: 'valid',
      });
    });

    it("answers 'Invalid or expired signup link…' for missing, malformed, tampered, expired, wrong-provider and upload tokens", async () => {
      const db = t.app.database.db;
      const { providerId, token } = await linked();
      const other = await linked();
      const expired = await createToken(
        db,
        'signup',
        providerId,
        null,
        new Date(Date.now() - 8 * 86_400_000),
      );
      const upload = await createToken(db, 'upload', providerId, null);
      for (const [id, raw] of [
        [providerId, undefined],
        [providerId, 'abc'],
        [providerId, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
        [providerId, expired],
        [providerId, other.token],
        [providerId, upload],
        [987_654, token],
      ] as const) {
        const r = await show(id, raw);
        expect(r.statusCode).toBe(404);
        expect(r.json().error).toEqual(INVALID);
      }
    });

    it('says when the business has no contact e-mail to create the account with', async () => {
      const { providerId, token } = await providerWithToken(t, 'signup', { contact_email: null });
      const r = await show(providerId, token);
      expect(r.statusCode).toBe(409);
      expect(r.json().error.code).toBe('NO_CONTACT_EMAIL');
    });

    it("greets the user who redeemed the link ('completed'); anyone else gets the invalid link", async () => {
      const { providerId, token, email } = await linked();
      const owner = await persona(t, email);
      expect((await complete(providerId, token, owner.jar)).statusCode).toBe(200);
      expect((await show(providerId, token, owner.jar)).json().state).toBe('completed');
      expect((await show(providerId, token)).json().error).toEqual(INVALID);
      const stranger = await persona(t, 'stranger@example.com');
      expect((await show(providerId, token, stranger.jar)).json().error).toEqual(INVALID);
    });
  });

  describe('POST: completing setup', () => {
    it("asks a signed-out visitor to sign in: 'Please sign in to complete your business account setup.'", async () => {
      const { providerId, token } = await linked();
      const r = await complete(providerId, token);
      expect(r.statusCode).toBe(401);
      expect(r.json().error).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Please sign in to complete your business account setup.',
      });
      expect((await tokenRow(token))?.used_at).toBeNull();
    });

    it('links the business and grants business_admin in one go, writing nothing else', async () => {
      const { providerId, token, email } = await linked();
      /* Addresses compare without regard to case. */
      await t.app.database.db
        .update(providers)
        .set({ contact_email: email.toUpperCase() })
        .where(eq(providers.id, providerId));
      const owner = await persona(t, email);
      const before = await providerRow(providerId);
      const r = await complete(providerId, token, owner.jar);
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ ok: true, providerId });
      const after = await providerRow(providerId);
      expect(after).toEqual({ ...before, business_admin_user_id: owner.id });
      expect(await rolesOf(owner.id)).toEqual(['business_admin']);
      expect(await tokenRow(token)).toMatchObject({ used_by: owner.id, used_at: expect.any(Date) });
      const me = await t.app.inject({ url: '/api/me', headers: { cookie: owner.jar.header() } });
      expect(me.json().roles.isBusinessAdmin).toBe(true);
    });

    it('answers success again for the same user without writing twice, and refuses reuse by others', async () => {
      const { providerId, token, email } = await linked();
      const owner = await persona(t, email);
      expect((await complete(providerId, token, owner.jar)).statusCode).toBe(200);
      const again = await complete(providerId, token, owner.jar);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ ok: true, providerId });
      expect(await rolesOf(owner.id)).toEqual(['business_admin']);
      const other = await persona(t, 'reuser@example.com');
      const stolen = await complete(providerId, token, other.jar);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json().error).toEqual(INVALID);
      expect((await providerRow(providerId))?.business_admin_user_id).toBe(owner.id);
    });

    it("refuses a signed-in user whose e-mail is not the business's contact e-mail, leaving the link usable", async () => {
      const { providerId, token, email } = await linked();
      const someoneElse = await persona(t, 'forwarded-to@example.com');
      const r = await complete(providerId, token, someoneElse.jar);
      expect(r.statusCode).toBe(403);
      expect(r.json().error).toEqual({
        code: 'EMAIL_MISMATCH',
        message: `This signup link is for ${email}. Please sign in with that e-mail address.`,
      });
      expect(await rolesOf(someoneElse.id)).toEqual([]);
      expect((await providerRow(providerId))?.business_admin_user_id).toBeNull();
      expect((await tokenRow(token))?.used_at).toBeNull();
    });

    it('never takes over a business that already has another business admin', async () => {
      const { providerId, token, email } = await linked();
      const current = await persona(t, 'current-admin@example.com', 'business_admin');
      await t.app.database.db
        .update(providers)
        .set({ business_admin_user_id: current.id })
        .where(eq(providers.id, providerId));
      const owner = await persona(t, email);
      const r = await complete(providerId, token, owner.jar);
      expect(r.statusCode).toBe(409);
      expect(r.json().error.code).toBe('ALREADY_CLAIMED');
      expect((await providerRow(providerId))?.business_admin_user_id).toBe(current.id);
      expect(await rolesOf(owner.id)).toEqual([]);
    });

    it('refuses invalid tokens, other providers and bad bodies with clear 4xx', async () => {
      const { providerId, token, email } = await linked();
      const other = await linked();
      const owner = await persona(t, email);
      for (const [id, raw] of [
        [providerId, 'nope'],
        [providerId, other.token],
        [other.providerId, token],
      ] as const) {
        const r = await complete(id, raw, owner.jar);
        expect(r.statusCode).toBe(404);
        expect(r.json().error).toEqual(INVALID);
      }
      for (const body of [42, 'x'.repeat(201)]) {
        const r = await complete(providerId, body, owner.jar);
        expect(r.statusCode).toBe(400);
        expect(r.json().error.code).toBe('VALIDATION_ERROR');
      }
      expect((await complete('abc', token, owner.jar)).statusCode).toBe(400);
      expect((await tokenRow(token))?.used_at).toBeNull();
    });

    it('refuses an expired link', async () => {
      const email = contactEmail();
      const providerId = await insertProvider(t.app.database.db, { contact_email: email });
      const token = await createToken(
        t.app.database.db,
        'signup',
        providerId,
        null,
        new Date(Date.now() - 7 * 86_400_000 - 1000),
      );
      const owner = await persona(t, email);
      expect((await complete(providerId, token, owner.jar)).json().error).toEqual(INVALID);
    });

    it('signs up through Better Auth with a callbackURL that holds no token, then completes setup after the e-mail confirmation', async () => {
      const { providerId, token, email } = await linked();
      /* What the signup form sends (web/src/app/routes/business-signup.tsx): no token. */
      const callbackURL = `${t.origin}/business-signup?provider=${providerId}`;
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email, password: 'calm-pass-1', name: 'Olive Owner', callbackURL },
        headers: { origin: t.origin },
      });
      expect(signUp.statusCode).toBe(200);
      const mail = readMails(t.mailDir)
        .filter((m) => m.to === email)
        .at(-1);
      const link = new URL(mail?.links[0] ?? '');
      const jar = new CookieJar();
      const confirm = jar.store(await t.app.inject({ url: link.pathname + link.search }));
      expect(confirm.statusCode).toBe(302);
      expect(confirm.headers.location).toBe(callbackURL);
      expect(link.toString()).not.toContain(token);
      /* Back without the token: the server finds the link of the confirmed contact address. */
      expect((await show(providerId, undefined, jar)).json().state).toBe('valid');
      const r = await complete(providerId, undefined, jar);
      expect(r.json()).toEqual({ ok: true, providerId });
      expect((await tokenRow(token))?.used_at).not.toBeNull();
      expect((await show(providerId, undefined, jar)).json().state).toBe('completed');
      expect((await providerRow(providerId))?.business_admin_user_id).toBeTruthy();
      const [user] = await t.app.database.db
        .select({ id: providers.business_admin_user_id })
        .from(providers)
        .where(eq(providers.id, providerId));
      expect(await rolesOf(user?.id ?? '')).toEqual(['business_admin']);
    });

    it('without a token, finds the link for the confirmed contact address only', async () => {
      const { providerId, token, email } = await linked();
      const stranger = await persona(t, contactEmail());
      for (const r of [
        await show(providerId, undefined, stranger.jar),
        await complete(providerId, undefined, stranger.jar),
        await show(providerId),
        await complete(providerId, undefined),
      ]) {
        expect(r.statusCode).toBeGreaterThanOrEqual(400);
        expect(r.statusCode).toBeLessThan(500);
      }
      expect((await tokenRow(token))?.used_at).toBeNull();
      /* A withdrawn link (a later approval made a new one) is not found either. */
      await t.app.database.db
        .update(business_signup_tokens)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(business_signup_tokens.token_hash, hashToken(token)));
      const owner = await persona(t, email);
      expect((await complete(providerId, undefined, owner.jar)).json().error).toEqual(INVALID);
      expect(await rolesOf(owner.id)).toEqual([]);
    });

    it('lets only one of two simultaneous completions write', async () => {
      const { providerId, token, email } = await linked();
      const owner = await persona(t, email);
      const results = await Promise.all([
        complete(providerId, token, owner.jar),
        complete(providerId, token, owner.jar),
      ]);
      /* Both answer success for the same user, but the role and link were written once. */
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await rolesOf(owner.id)).toEqual(['business_admin']);
    });
  });
});
