import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../app';
import { createUser } from '../features/users/create-user';
import { CookieJar, createTestApp, type TestApp } from '../test/app';
import { canonicalUrl } from './canonical-url';

describe('canonical URLs', () => {
  it('resolve dot segments, encoded dots, backslashes, fragments and repeated slashes', () => {
    const canonical = '/api/auth/sign-in/email';
    for (const raw of [
      '/api/auth/./sign-in/email',
      '/api/auth/x/../sign-in/email',
      '/api/auth/sign-in/email#fragment',
      '/api/auth/%2e/sign-in/email',
      '/api/auth/x/%2E%2e/sign-in/email',
      '/api/auth//sign-in/email',
      '//api/auth/sign-in/email',
      '/api\\auth\\sign-in/email',
      '/api/au\tth/sign-in/email',
    ]) {
      expect([raw, canonicalUrl(raw)]).toEqual([raw, canonical]);
    }
    expect(canonicalUrl('/api/providers?q=a b&t=1#x')).toBe('/api/providers?q=a%20b&t=1');
    expect(canonicalUrl('/../../etc/passwd')).toBe('/etc/passwd');
    expect(canonicalUrl('*')).toBe('*');
  });
});

describe('security headers', () => {
  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    dev = await createTestApp('pglite');
    prod = await createTestApp('pglite', {
      env: {
        NODE_ENV: 'production',
        SITE_URL: 'https://calmpath.example',
        AUTH_SECRET: 'h'.repeat(40),
        DATABASE_URL: 'postgres://unused.invalid/calmpath',
      },
    });
  });
  afterAll(async () => {
    await dev.cleanup();
    await prod.cleanup();
  });

  it('sends HSTS only in production', async () => {
    const devRes = await dev.app.inject({ method: 'GET', url: '/api/health' });
    expect(devRes.headers['strict-transport-security']).toBeUndefined();
    const prodRes = await prod.app.inject({ method: 'GET', url: '/api/health' });
    expect(prodRes.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('denies powerful browser features with Permissions-Policy, on every answer', async () => {
    for (const res of [
      await dev.app.inject({ method: 'GET', url: '/api/health' }),
      await dev.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await prod.app.inject({ method: 'GET', url: '/api/health' }),
    ]) {
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    for (const feature of ['camera', 'microphone', 'payment', 'usb']) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
    /* 'Use my location' (decision 043): this page only, never what it embeds. */
    expect(PERMISSIONS_POLICY).toContain('geolocation=(self)');
  });
});

describe('same-origin check', () => {
  let t: TestApp;
  let jar: CookieJar;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await createUser(t.app.auth, t.app.database.db, {
      email: 'robin@example.com',
      password: 'calm-pass-1',
    });
    jar = new CookieJar();
    jar.store(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'robin@example.com', password: 'calm-pass-1' },
        headers: { origin: t.origin },
      }),
    );
    expect(jar.size).toBeGreaterThan(0);
  });
  afterAll(() => t.cleanup());

  const put = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      payload: { fullName: 'Robin', zipCode: '78701' },
      headers: { cookie: jar.header(), ...headers },
    });

  it('refuses a cookie-bearing request with neither Origin nor Referer', async () => {
    for (const [method, url] of [
      ['PUT', '/api/me/profile'],
      ['POST', '/api/auth/sign-out'],
      ['POST', '/api/auth/update-user'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: { fullName: 'Robin', zipCode: '78701' },
        headers: { cookie: jar.header() },
      });
      expect([url, res.statusCode]).toEqual([url, 403]);
      expect(res.json().error.code).toBe('BAD_ORIGIN');
    }
  });

  it('refuses a foreign Referer and accepts our own Origin or Referer', async () => {
    expect((await put({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await put({ referer: `${t.origin}/onboarding` })).statusCode).toBe(200);
    expect((await put({ origin: t.origin })).statusCode).toBe(200);
  });
});
