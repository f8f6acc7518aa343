import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { RATE_LIMITED_MESSAGE } from './rate-limit';

const signIn = (t: TestApp, email: string, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: ip,
    headers: { origin: t.origin },
    payload: { email, password: 'not-the-password' },
  });

describe('auth rate limits (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '5' },
    });
  });
  afterAll(() => t.cleanup());

  it('limits attempts per e-mail address, whatever the IP, with a clear 429 message', async () => {
    const email = `victim-${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(t, email, `198.51.100.${i}`)).statusCode).toBe(401);
    const limited = await signIn(t, email, '198.51.100.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts per IP address across e-mail addresses', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await signIn(t, `spray-${i}-${randomUUID()}@example.com`, '192.0.2.50')).statusCode,
      ).toBe(401);
    }
    expect(
      (await signIn(t, `spray-last-${randomUUID()}@example.com`, '192.0.2.50')).statusCode,
    ).toBe(429);
    expect((await signIn(t, `other-${randomUUID()}@example.com`, '192.0.2.51')).statusCode).toBe(
      401,
    );
  });

  it('covers sign-up, resend and reset too, but not reading the session', async () => {
    const email = `flood-${randomUUID()}@example.com`;
    const post = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: '192.0.2.80',
        headers: { origin: t.origin },
        payload,
      });
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }))
          .statusCode,
      ).toBe(200);
    }
    expect(
      (await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }))
        .statusCode,
    ).toBe(429);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/auth/get-session',
            remoteAddress: '192.0.2.80',
          })
        ).statusCode,
      ).toBe(200);
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (process.env.CI && !redisUrl)
  throw new Error('CI must set TEST_REDIS_URL: the Redis rate-limit test may not be skipped');

describe.skipIf(!redisUrl)('auth rate limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      AUTH_RATE_LIMIT_PER_EMAIL: '4',
      AUTH_RATE_LIMIT_PER_IP: '100',
      REDIS_URL: redisUrl ?? '',
    };
    a = await createTestApp('pglite', { env });
    b = await createTestApp('pglite', { env });
  });
  afterAll(async () => {
    await a.cleanup();
    await b.cleanup();
  });

  it('two server processes share one count per e-mail address', async () => {
    const email = `shared-${randomUUID()}@example.com`;
    expect((await signIn(a, email)).statusCode).toBe(401);
    expect((await signIn(b, email)).statusCode).toBe(401);
    expect((await signIn(a, email)).statusCode).toBe(401);
    expect((await signIn(b, email)).statusCode).toBe(401);
    expect((await signIn(a, email)).statusCode).toBe(429);
    expect((await signIn(b, email)).statusCode).toBe(429);
  });
});
