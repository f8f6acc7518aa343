import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '../../common/contracts/primitives';
import { sessions, users, verifications } from '../db/schema';
import { createUser } from '../features/users/create-user';
import type { Mailer, MailMessage } from '../mail/mailer';
import { CookieJar, createTestApp, readMails, type TestApp } from '../test/app';
import { testDatabaseModes } from '../test/databases';
import { NAME_TOO_LONG_MESSAGE } from './auth-endpoints';

describe.each(testDatabaseModes())('auth hardening (%s)', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(mode);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const post = (url: string, payload: unknown, jar?: CookieJar) =>
    t.app
      .inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { origin: t.origin, ...(jar?.size ? { cookie: jar.header() } : {}) },
      })
      .then((r) => (jar ? jar.store(r) : r));
  const get = (url: string, jar?: CookieJar) =>
    t.app
      .inject({ method: 'GET', url, headers: jar?.size ? { cookie: jar.header() } : {} })
      .then((r) => (jar ? jar.store(r) : r));
  const confirmMails = (email: string) =>
    readMails(t.mailDir).filter((m) => m.to === email && m.kind === 'confirm-email');
  async function click(link: string, jar = new CookieJar()) {
    const url = new URL(link);
    return { res: await get(url.pathname + url.search, jar), jar };
  }
  async function signedIn(email: string, password = 'calm-pass-1') {
    const jar = new CookieJar();
    const res = await post('/api/auth/sign-in/email', { email, password }, jar);
    expect(res.statusCode).toBe(200);
    return jar;
  }

  describe('account pre-hijacking (finding 2)', () => {
    it("after the owner confirms, only the owner's password works and earlier sessions are gone", async () => {
      const email = 'victim@example.com';
      const attackerSignUp = await post('/api/auth/sign-up/email', {
        email,
        password: 'attacker-pass-1',
        name: 'Attacker',
        callbackURL: '/onboarding',
      });
      expect(attackerSignUp.statusCode).toBe(200);
      const [account] = await t.app.database.db.select().from(users).where(eq(users.email, email));
      if (!account) throw new Error('the sign-up made no user');
      /* A session the attacker holds on the account (however it was obtained). */
      const ctx = await t.app.auth.$context;
      const attackerSession = await ctx.internalAdapter.createSession(account.id);

      const ownerSignUp = await post('/api/auth/sign-up/email', {
        email,
        password: 'owner-pass-1',
        name: 'Owner Person',
        callbackURL: '/onboarding',
      });
      expect(ownerSignUp.statusCode).toBe(200);
      const mails = confirmMails(email);
      expect(mails).toHaveLength(2);
      const { res: confirm, jar: owner } = await click(mails.at(-1)?.links[0] ?? '');
      expect(confirm.statusCode).toBe(302);
      expect(confirm.headers.location).toBe(`${t.origin}/onboarding`);
      expect((await get('/api/me', owner)).json().user).toMatchObject({
        email,
        fullName: 'Owner Person',
        emailVerified: true,
      });

      expect(
        (await post('/api/auth/sign-in/email', { email, password: 'owner-pass-1' })).statusCode,
      ).toBe(200);
      const attacker = await post('/api/auth/sign-in/email', {
        email,
        password: 'attacker-pass-1',
      });
      expect(attacker.statusCode).toBe(401);
      const left = await t.app.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.token, attackerSession.token));
      expect(left).toEqual([]);
      expect(
        await t.app.database.db
          .select()
          .from(verifications)
          .where(like(verifications.identifier, `signup-credential:${account.id}:%`)),
      ).toEqual([]);

      /* The attacker's own, older link changes nothing once the owner has confirmed. */
      await click(mails[0]?.links[0] ?? '');
      expect(
        (await post('/api/auth/sign-in/email', { email, password: 'attacker-pass-1' })).statusCode,
      ).toBe(401);
      expect(
        (await post('/api/auth/sign-in/email', { email, password: 'owner-pass-1' })).statusCode,
      ).toBe(200);
    });

    it("the owner's own link keeps the owner's password when someone signs up after them", async () => {
      const email = 'owner-first@example.com';
      await post('/api/auth/sign-up/email', { email, password: 'owner-pass-1', name: 'Owner' });
      await post('/api/auth/sign-up/email', {
        email,
        password: 'attacker-pass-1',
        name: 'Visit my site',
      });
      const [ownersMail, attackersMail] = confirmMails(email);
      expect(attackersMail).toBeDefined();
      await click(ownersMail?.links[0] ?? '');
      expect(
        (await post('/api/auth/sign-in/email', { email, password: 'owner-pass-1' })).statusCode,
      ).toBe(200);
      await click(attackersMail?.links[0] ?? '');
      expect(
        (await post('/api/auth/sign-in/email', { email, password: 'attacker-pass-1' })).statusCode,
      ).toBe(401);
      const jar = await signedIn(email, 'owner-pass-1');
      expect((await get('/api/me', jar)).json().user.fullName).toBe('Owner');
    });
  });

  describe('redirect targets (finding 3)', () => {
    const foreign = [
      '/..//evil.example',
      '/x/../..//evil.example',
      '/%2e%2e//evil.example',
      '/.%2E//evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
      'htt\tps://evil.example',
    ];

    it('GET /api/auth/verify-email?token=bad&callbackURL=%2F..%2F%2Fevil.example stays on the site', async () => {
      const res = await get('/api/auth/verify-email?token=bad&callbackURL=%2F..%2F%2Fevil.example');
      expect(res.statusCode).toBe(302);
      const location = new URL(res.headers.location as string, t.origin);
      expect(location.origin).toBe(t.origin);
      expect(res.headers.location).toBe(`${t.origin}//evil.example?error=INVALID_TOKEN`);
    });

    it('every spelling of a foreign target is refused or resolved onto the site', async () => {
      for (const target of foreign) {
        const res = await get(
          `/api/auth/verify-email?token=bad&callbackURL=${encodeURIComponent(target)}`,
        );
        if (res.statusCode === 302) {
          expect([target, new URL(res.headers.location as string, t.origin).origin]).toEqual([
            target,
            t.origin,
          ]);
        } else {
          expect([target, res.statusCode]).toEqual([target, 400]);
        }
      }
    });

    it('targets that leave the site are refused with a clear 400 everywhere', async () => {
      for (const target of [
        '//evil.example',
        '/\\evil.example',
        'https://evil.example',
        'javascript:alert(1)',
        '/\t/evil.example',
        '/\n/evil.example',
      ]) {
        const q = encodeURIComponent(target);
        for (const res of [
          await get(`/api/auth/verify-email?token=bad&callbackURL=${q}`),
          await get(`/api/auth/reset-password/abcdef?callbackURL=${q}`),
          await post('/api/auth/sign-up/email', {
            email: 'redirect@example.com',
            password: 'calm-pass-1',
            name: '',
            callbackURL: target,
          }),
          await post('/api/auth/request-password-reset', {
            email: 'redirect@example.com',
            redirectTo: target,
          }),
        ]) {
          expect([target, res.statusCode]).toEqual([target, 400]);
          expect(res.json().error.code).toBe('VALIDATION_ERROR');
        }
      }
      expect(confirmMails('redirect@example.com')).toEqual([]);
    });
  });

  describe('names and mails (finding 5)', () => {
    it('a name with line breaks and a URL is refused at sign-up, and no mail goes out', async () => {
      const res = await post('/api/auth/sign-up/email', {
        email: 'target@example.com',
        password: 'calm-pass-1',
        name: 'Robin\n\nYour account is locked: https://evil.example/unlock',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        field: 'name',
        message: `Invalid value for name: ${CONTROL_CHARACTER_MESSAGE}`,
      });
      expect(confirmMails('target@example.com')).toEqual([]);
    });

    it('a name over 120 characters is refused; a name is stored trimmed', async () => {
      const long = await post('/api/auth/sign-up/email', {
        email: 'long@example.com',
        password: 'calm-pass-1',
        name: 'x'.repeat(121),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        field: 'name',
        message: `Invalid value for name: ${NAME_TOO_LONG_MESSAGE}`,
      });
      const ok = await post('/api/auth/sign-up/email', {
        email: 'trim@example.com',
        password: 'calm-pass-1',
        name: '   Robin Ash   ',
      });
      expect(ok.statusCode).toBe(200);
      const [row] = await t.app.database.db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.email, 'trim@example.com'));
      expect(row?.name).toBe('Robin Ash');
    });

    it('the confirmation mail carries no text the sender chose and only our link', async () => {
      await post('/api/auth/sign-up/email', {
        email: 'plain@example.com',
        password: 'calm-pass-1',
        name: 'Visit www.evil.example now',
      });
      const [mail] = confirmMails('plain@example.com');
      expect(mail?.text).not.toContain('evil');
      expect(mail?.links).toHaveLength(1);
      expect(mail?.links[0]?.startsWith(`${t.origin}/api/auth/verify-email?token=`)).toBe(true);
    });
  });

  describe('bad input to Better Auth endpoints (findings 6 and 8)', () => {
    let jar: CookieJar;
    beforeAll(async () => {
      await createUser(t.app.auth, t.app.database.db, {
        email: 'member@example.com',
        password: 'calm-pass-1',
        name: 'Casey Member',
      });
      jar = await signedIn('member@example.com');
    });

    const expect400 = (res: { statusCode: number; json(): { error: unknown } }, field: string) => {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    };

    it('NUL in sign-up e-mail, update-user name, reset-password and revoke-session token', async () => {
      expect400(
        await post('/api/auth/sign-up/email', {
          email: 'nul\u0000@example.com',
          password: 'calm-pass-1',
          name: '',
        }),
        'email',
      );
      expect400(await post('/api/auth/update-user', { name: 'Casey\u0000' }, jar), 'name');
      expect400(
        await post('/api/auth/reset-password', { newPassword: 'calm-pass-2', token: 'ab\u0000c' }),
        'token',
      );
      expect400(await post('/api/auth/revoke-session', { token: '\u0000' }, jar), 'token');
      expect400(await get('/api/auth/verify-email?token=%00'), 'token');
    });

    it('update-user with a null or non-string name is a 400', async () => {
      expect400(await post('/api/auth/update-user', { name: null }, jar), 'name');
      expect400(await post('/api/auth/update-user', { name: { toString: 1 } }, jar), 'name');
    });

    it('update-user applies the profile rules: no 200,000-character name, no image URL', async () => {
      const huge = await post('/api/auth/update-user', { name: 'a'.repeat(200_000) }, jar);
      expect400(huge, 'name');
      const image = await post('/api/auth/update-user', { image: 'javascript:alert(1)' }, jar);
      expect400(image, 'image');
      expect(image.json().error.message).toBe(
        'Invalid value for image: Profile pictures are not supported',
      );
      const ok = await post('/api/auth/update-user', { name: '  Casey M.  ' }, jar);
      expect(ok.statusCode).toBe(200);
      const me = (await get('/api/me', jar)).json();
      expect(me.user.fullName).toBe('Casey M.');
      expect(me.profile.fullName).toBe('Casey M.');
      const [row] = await t.app.database.db
        .select({ image: users.image })
        .from(users)
        .where(eq(users.email, 'member@example.com'));
      expect(row?.image).toBeNull();
    });

    it('/api/me/profile refuses NUL, line breaks and over-long names', async () => {
      const put = (fullName: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/me/profile',
          payload: { fullName, zipCode: '78701' },
          headers: { cookie: jar.header(), origin: t.origin },
        });
      for (const fullName of ['Casey\u0000', 'Casey\nhttps://evil.example', 'c'.repeat(121)]) {
        expect400(await put(fullName), 'fullName');
      }
      expect((await put('  Casey Member  ')).statusCode).toBe(200);
      expect((await get('/api/me', jar)).json().profile.fullName).toBe('Casey Member');
    });
  });
});

describe('password reset timing (finding 9)', () => {
  let t: TestApp;
  const sent: MailMessage[] = [];
  /* A slow mail server: the answer must not wait for it. */
  const slowMailer: Mailer = {
    transport: 'smtp',
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      sent.push(message);
      return { ok: true, id: String(sent.length) };
    },
    close() {},
  };
  beforeAll(async () => {
    t = await createTestApp('pglite', { mailer: slowMailer });
    await createUser(t.app.auth, t.app.database.db, {
      email: 'known@example.com',
      password: 'calm-pass-1',
    });
  });
  afterAll(() => t.cleanup());

  it('answers a known address without waiting for the mail, which still goes out', async () => {
    const timed = async (email: string) => {
      const start = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email, redirectTo: '/reset-password' },
        headers: { origin: t.origin },
      });
      expect(res.statusCode).toBe(200);
      return performance.now() - start;
    };
    await timed('warm-up@example.com');
    expect(await timed('known@example.com')).toBeLessThan(1000);
    expect(await timed('unknown@example.com')).toBeLessThan(1000);
    await expect
      .poll(() => sent.map((m) => m.to), { timeout: 5000 })
      .toEqual(['known@example.com']);
  });
});
