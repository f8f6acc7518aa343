import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, PERMISSIONS_POLICY } from '../app';
import { loadConfig } from '../config';
import { createUser } from '../features/accounts/create-user';
import { CookieJar, createTestApp, type TestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { canonicalUrl } from './canonical-url';
import { redactUrl } from './request-log';
import { signFileToken } from './storage';

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
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
  });
});

describe('request log', () => {
  it('redacts signed-file, reset and confirmation tokens from URLs', () => {
    expect(redactUrl('/api/files/signed/eyJhbGciOi.abc.def')).toBe('/api/files/signed/[redacted]');
    expect(redactUrl('/api/auth/reset-password/AbC123?callbackURL=%2Freset')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset',
    );
    expect(redactUrl('/api/auth/verify-email?token=eyJ.x.y&callbackURL=%2F')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2F',
    );
    expect(redactUrl('/business-signup?provider=3&t=secret')).toBe(
      '/business-signup?provider=3&t=[redacted]',
    );
    expect(redactUrl('/api/providers?q=dentist')).toBe('/api/providers?q=dentist');
  });

  describe('through the app', () => {
    let database: TestDatabase;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-log-'));
    const lines: string[] = [];
    let app: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      database = await createTestDatabase('pglite');
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
      app = await buildApp({
        config,
        database: database.database,
        serveWeb: false,
        logStream: { write: (line) => lines.push(line) },
      });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await database.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('never writes a signed file link or an e-mail token to the log', async () => {
      const { token } = await signFileToken(app.config.authSecret, 'f'.repeat(8), 60);
      await app.inject({ method: 'GET', url: `/api/files/signed/${token}` });
      await app.inject({ method: 'GET', url: '/api/auth/verify-email?token=secret-token-1' });
      const log = lines.join('');
      expect(log).toContain('/api/files/signed/[redacted]');
      expect(log).toContain('/api/auth/verify-email?token=[redacted]');
      expect(log).not.toContain(token);
      expect(log).not.toContain('secret-token-1');
    });
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
