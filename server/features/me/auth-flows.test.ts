import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, createTestApp, readMails, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { waitForMail } from '../../test/mail';
import { grantRole } from '../users/grant-role';

describe.each(testDatabaseModes())('accounts and sessions (%s)', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(mode);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const post = (url: string, payload: unknown, jar?: CookieJar, origin = t.origin) =>
    t.app
      .inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { origin, ...(jar?.size ? { cookie: jar.header() } : {}) },
      })
      .then((r) => (jar ? jar.store(r) : r));
  const get = (url: string, jar?: CookieJar) =>
    t.app
      .inject({ method: 'GET', url, headers: jar?.size ? { cookie: jar.header() } : {} })
      .then((r) => (jar ? jar.store(r) : r));

  async function signUpAndConfirm(email: string, password = 'calm-pass-1', name = 'Robin Ash') {
    const signUp = await post('/api/auth/sign-up/email', {
      email,
      password,
      name,
      callbackURL: `${t.origin}/onboarding`,
    });
    expect(signUp.statusCode).toBe(200);
    const mail = readMails(t.mailDir)
      .filter((m) => m.to === email)
      .at(-1);
    expect(mail?.subject).toBe('Confirm your CalmPath account');
    const link = new URL(mail?.links[0] ?? '');
    const jar = new CookieJar();
    const confirm = await get(link.pathname + link.search, jar);
    return { confirm, jar };
  }

  it('sign-up sends a confirmation link that signs the user in and lands on /onboarding', async () => {
    const { confirm, jar } = await signUpAndConfirm('robin@example.com');
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe(`${t.origin}/onboarding`);
    const cookie = confirm.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const me = await get('/api/me', jar);
    expect(me.json()).toMatchObject({
      user: { email: 'robin@example.com', fullName: 'Robin Ash', emailVerified: true },
      profile: { fullName: 'Robin Ash', zipCode: null, accommodations: [], calmMode: null },
      roles: { roles: [], isAdmin: false, isModerator: false, isBusinessAdmin: false },
    });
  });

  it('never redirects a confirmation to another site', async () => {
    const r = await post('/api/auth/sign-up/email', {
      email: 'eve@example.com',
      password: 'calm-pass-1',
      name: '',
      callbackURL: 'https://evil.example/steal',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'callbackURL',
      message: 'Invalid value for callbackURL: Redirects must stay on CalmPath',
    });
    expect(readMails(t.mailDir).some((m) => m.to === 'eve@example.com')).toBe(false);
  });

  it('an unconfirmed account cannot sign in and is told why; the confirmation can be sent again', async () => {
    await post('/api/auth/sign-up/email', {
      email: 'sam@example.com',
      password: 'calm-pass-1',
      name: '',
    });
    const signIn = await post('/api/auth/sign-in/email', {
      email: 'sam@example.com',
      password: 'calm-pass-1',
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const before = readMails(t.mailDir).filter((m) => m.to === 'sam@example.com').length;
    const resend = await post('/api/auth/send-verification-email', {
      email: 'sam@example.com',
      callbackURL: `${t.origin}/onboarding`,
    });
    expect(resend.statusCode).toBe(200);
    expect(readMails(t.mailDir).filter((m) => m.to === 'sam@example.com').length).toBe(before + 1);
  });

  it("bad credentials answer 401 'Invalid email or password'", async () => {
    const r = await post('/api/auth/sign-in/email', {
      email: 'robin@example.com',
      password: 'wrong-password',
    });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    const unknown = await post('/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'whatever1',
    });
    expect(unknown.statusCode).toBe(401);
  });

  it("signing up with a confirmed e-mail answers 'User already registered'", async () => {
    const r = await post('/api/auth/sign-up/email', {
      email: 'ROBIN@example.com',
      password: 'other-pass-2',
      name: '',
    });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      message: 'User already registered',
    });
  });

  it('signing up again with an unconfirmed e-mail sends the confirmation again', async () => {
    const before = readMails(t.mailDir).filter((m) => m.to === 'sam@example.com').length;
    const r = await post('/api/auth/sign-up/email', {
      email: 'sam@example.com',
      password: 'calm-pass-1',
      name: '',
    });
    expect(r.statusCode).toBe(200);
    expect(readMails(t.mailDir).filter((m) => m.to === 'sam@example.com').length).toBe(before + 1);
  });

  it('a too-short password is refused with the server message', async () => {
    const r = await post('/api/auth/sign-up/email', {
      email: 'short@example.com',
      password: '123',
      name: '',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/short/i);
  });

  it('signs in, reads /api/me with roles, and signs out', async () => {
    const jar = new CookieJar();
    const signIn = await post(
      '/api/auth/sign-in/email',
      { email: 'robin@example.com', password: 'calm-pass-1' },
      jar,
    );
    expect(signIn.statusCode).toBe(200);
    await grantRole(t.app.database.db, { email: 'robin@example.com', role: 'admin' });
    expect((await get('/api/me', jar)).json().roles).toEqual({
      roles: ['admin'],
      isAdmin: true,
      isModerator: true,
      isBusinessAdmin: false,
    });
    const out = await post('/api/auth/sign-out', {}, jar);
    expect(out.statusCode).toBe(200);
    expect((await get('/api/me', jar)).json()).toMatchObject({ user: null, roles: { roles: [] } });
  });

  it('without a session /api/me gives no user and no roles', async () => {
    const r = await get('/api/me');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      user: null,
      profile: null,
      roles: { roles: [], isAdmin: false, isModerator: false, isBusinessAdmin: false },
    });
  });

  it('onboarding saves name, ZIP and accommodations; it needs a session and valid input', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      payload: { fullName: 'X', zipCode: '78701' },
    });
    expect(anonymous.statusCode).toBe(401);
    const jar = new CookieJar();
    await post(
      '/api/auth/sign-in/email',
      { email: 'robin@example.com', password: 'calm-pass-1' },
      jar,
    );
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me/profile',
        payload: payload as object,
        headers: { cookie: jar.header(), origin: t.origin },
      });
    const bad = await put({ fullName: 'Robin', zipCode: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('zipCode');
    const unknownItem = await put({
      fullName: 'Robin',
      zipCode: '78701',
      accommodations: ['Loud Music'],
    });
    expect(unknownItem.statusCode).toBe(400);
    const ok = await put({
      fullName: 'Robin Ash-Lee',
      zipCode: '78701',
      accommodations: ['Quiet Waiting Area'],
    });
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/me', jar)).json().profile).toEqual({
      fullName: 'Robin Ash-Lee',
      zipCode: '78701',
      accommodations: ['Quiet Waiting Area'],
      calmMode: null,
    });
  });

  it('a state-changing request with cookies from another origin is refused (CSRF)', async () => {
    const jar = new CookieJar();
    await post(
      '/api/auth/sign-in/email',
      { email: 'robin@example.com', password: 'calm-pass-1' },
      jar,
    );
    const r = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      payload: { fullName: 'Mallory', zipCode: '78701' },
      headers: { cookie: jar.header(), origin: 'https://evil.example' },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().error.code).toBe('BAD_ORIGIN');
  });

  it('resets a forgotten password by e-mail link', async () => {
    const request = await post('/api/auth/request-password-reset', {
      email: 'robin@example.com',
      redirectTo: `${t.origin}/reset-password`,
    });
    expect(request.statusCode).toBe(200);
    /* The reset mail goes out after the answer (same timing for known and unknown addresses). */
    const mail = await waitForMail(
      t.mailDir,
      (m) => m.to === 'robin@example.com' && m.kind === 'reset-password',
    );
    expect(mail.subject).toBe('Reset your CalmPath password');
    const link = new URL(mail.links[0] ?? '');
    const follow = await get(link.pathname + link.search);
    expect(follow.statusCode).toBe(302);
    const landing = new URL(follow.headers.location as string);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await post('/api/auth/reset-password', { newPassword: 'new-calm-pass', token });
    expect(reset.statusCode).toBe(200);
    expect(
      (
        await post('/api/auth/sign-in/email', {
          email: 'robin@example.com',
          password: 'calm-pass-1',
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await post('/api/auth/sign-in/email', {
          email: 'robin@example.com',
          password: 'new-calm-pass',
        })
      ).statusCode,
    ).toBe(200);
  });
});
