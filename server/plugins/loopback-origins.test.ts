import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../features/users/create-user';
import { CookieJar, createTestApp, type TestApp } from '../test/app';
import { testDatabaseModes } from '../test/databases';
import { trustedOrigins } from './same-origin';

const EMAIL = 'newcomer@example.com';
const PASSWORD = 'calm-pass-1';

/* A browser that already holds some cookie for the site: the origin checks then apply in full. */
const signIn = (t: TestApp, origin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: EMAIL, password: PASSWORD },
    headers: { origin, cookie: 'calmpath-visited=1' },
  });

async function appWith(mode: Parameters<typeof createTestApp>[0], env: Record<string, string>) {
  const t = await createTestApp(mode, { env });
  await createUser(t.app.auth, t.app.database.db, { email: EMAIL, password: PASSWORD });
  return t;
}

describe('trustedOrigins()', () => {
  it('adds the other loopback spelling of the same port in development only', () => {
    expect(trustedOrigins({ siteUrl: 'http://localhost:3000', env: 'development' })).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(trustedOrigins({ siteUrl: 'http://127.0.0.1:8080', env: 'development' })).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
    expect(trustedOrigins({ siteUrl: 'http://localhost:3000', env: 'production' })).toEqual([
      'http://localhost:3000',
    ]);
    expect(trustedOrigins({ siteUrl: 'http://localhost:3000', env: 'test' })).toEqual([
      'http://localhost:3000',
    ]);
    expect(trustedOrigins({ siteUrl: 'https://calmpath.example', env: 'development' })).toEqual([
      'https://calmpath.example',
    ]);
  });
});

describe.each(testDatabaseModes())('loopback origins (%s)', (mode) => {
  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    dev = await appWith(mode, { NODE_ENV: 'development', SITE_URL: 'http://localhost:3000' });
    prod = await appWith(mode, {
      NODE_ENV: 'production',
      SITE_URL: 'http://localhost:3000',
      AUTH_SECRET: 'l'.repeat(40),
      DATABASE_URL: 'postgres://unused.invalid/calmpath',
    });
  });
  afterAll(async () => {
    await dev.cleanup();
    await prod.cleanup();
  });

  it('in development, sign-in and a signed-in change work from 127.0.0.1 as from localhost', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const res = await signIn(dev, origin);
      expect([origin, res.statusCode]).toEqual([origin, 200]);
      const jar = new CookieJar();
      jar.store(res);
      const put = await dev.app.inject({
        method: 'PUT',
        url: '/api/me/profile',
        payload: { fullName: 'Robin', zipCode: '78701' },
        headers: { origin, cookie: jar.header() },
      });
      expect([origin, put.statusCode]).toEqual([origin, 200]);
    }
  });

  it('in development, another port or host is still refused', async () => {
    for (const origin of [
      'http://127.0.0.1:3001',
      'http://localhost:5000',
      'http://evil.example',
    ]) {
      const res = await signIn(dev, origin);
      expect([origin, res.statusCode]).toEqual([origin, 403]);
    }
  });

  it('in production, only SITE_URL itself is trusted', async () => {
    expect((await signIn(prod, 'http://localhost:3000')).statusCode).toBe(200);
    const res = await signIn(prod, 'http://127.0.0.1:3000');
    expect(res.statusCode).toBe(403);
  });
});
