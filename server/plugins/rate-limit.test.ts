import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTION_RATE_LIMIT } from '../features/suggestions/routes';
import { createUser } from '../features/users/create-user';
import { CookieJar, createTestApp, readMails, type TestApp } from '../test/app';
import { testDatabaseModes } from '../test/databases';
import { RATE_LIMITED_MESSAGE } from './rate-limit';

const post = (
  t: TestApp,
  url: string,
  payload: object,
  opts: { ip?: string; jar?: CookieJar; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: opts.ip ?? '203.0.113.7',
    headers: {
      origin: t.origin,
      ...(opts.jar ? { cookie: opts.jar.header() } : {}),
      ...opts.headers,
    },
    payload,
  });

const signIn = (t: TestApp, email: string, ip = '203.0.113.7', password = 'not-the-password') =>
  post(t, '/api/auth/sign-in/email', { email, password }, { ip });

async function signedIn(t: TestApp, email: string, password: string) {
  await createUser(t.app.auth, t.app.database.db, { email, password });
  const jar = new CookieJar();
  jar.store(await post(t, '/api/auth/sign-in/email', { email, password }, { ip: '192.0.2.200' }));
  expect(jar.size).toBeGreaterThan(0);
  return jar;
}

/**
 * Sends `attempts` requests, then one more: every attempt must get through (whatever Better Auth
 * answers) and the next one must be refused with the 429 message.
 */
async function expectLimitAfter(
  attempts: number,
  send: (i: number) => Promise<{ statusCode: number; json(): unknown }>,
) {
  for (let i = 0; i < attempts; i += 1) expect((await send(i)).statusCode).not.toBe(429);
  const limited = await send(attempts);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({
    error: { code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE },
  });
}

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

  it('limits sign-up per e-mail address', async () => {
    const email = `signup-${randomUUID()}@example.com`;
    await expectLimitAfter(3, (i) =>
      post(
        t,
        '/api/auth/sign-up/email',
        { email, password: 'calm-pass-1', name: '' },
        { ip: `198.51.101.${i}` },
      ),
    );
  });

  it('limits resending the confirmation per e-mail address', async () => {
    const email = `resend-${randomUUID()}@example.com`;
    await expectLimitAfter(3, (i) =>
      post(t, '/api/auth/send-verification-email', { email }, { ip: `198.51.102.${i}` }),
    );
  });

  it('limits password reset requests per e-mail address, but not reading the session', async () => {
    const email = `flood-${randomUUID()}@example.com`;
    await expectLimitAfter(3, (i) =>
      post(
        t,
        '/api/auth/request-password-reset',
        { email, redirectTo: '/reset-password' },
        { ip: `198.51.103.${i}` },
      ),
    );
    for (let i = 0; i < 10; i += 1) {
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        remoteAddress: '198.51.103.0',
      });
      expect(session.statusCode).toBe(200);
    }
  });

  it('limits verify-password per account: after the limit even the right password is refused', async () => {
    const email = `verify-${randomUUID()}@example.com`;
    const jar = await signedIn(t, email, 'right-pass-1');
    await expectLimitAfter(3, (i) =>
      post(t, '/api/auth/verify-password', { password: `wrong-${i}` }, { jar, ip: `10.1.0.${i}` }),
    );
    const right = await post(
      t,
      '/api/auth/verify-password',
      { password: 'right-pass-1' },
      { jar, ip: '10.1.0.99' },
    );
    expect(right.statusCode).toBe(429);
  });

  it('limits change-password per account: after the limit even the right password is refused', async () => {
    const email = `change-${randomUUID()}@example.com`;
    const jar = await signedIn(t, email, 'right-pass-1');
    await expectLimitAfter(3, (i) =>
      post(
        t,
        '/api/auth/change-password',
        { currentPassword: `wrong-${i}`, newPassword: 'new-pass-123' },
        { jar, ip: `10.2.0.${i}` },
      ),
    );
    const right = await post(
      t,
      '/api/auth/change-password',
      { currentPassword: 'right-pass-1', newPassword: 'new-pass-123' },
      { jar, ip: '10.2.0.99' },
    );
    expect(right.statusCode).toBe(429);
  });
});

/* The path as sent on the wire: fetch() and app.inject would tidy it before it left. */
function rawPost(port: number, path: string, payload: object, origin: string) {
  return new Promise<{ statusCode: number; json(): unknown }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ statusCode: res.statusCode ?? 0, json: () => JSON.parse(text) }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}

/* Every spelling of a path that the URL standard resolves to the same path (decision 004). */
const spellings = (endpoint: string) => [
  `/api/auth/./${endpoint}`,
  `/api/auth/x/../${endpoint}`,
  `/api/auth/${endpoint}#fragment`,
  `/api/auth/%2e/${endpoint}`,
  `/api/auth/x/%2E%2e/${endpoint}`,
  `/api/auth/.%2E/auth/${endpoint}`,
  `/api/auth//${endpoint}`,
  `/api\\auth\\${endpoint}`,
  /* The router decodes percent-escapes: counted under the route it matched. */
  `/api/auth/%${endpoint.charCodeAt(0).toString(16).toUpperCase()}${endpoint.slice(1)}`,
];

describe.each(testDatabaseModes())('no spelling of a path escapes the limit (%s)', (mode) => {
  let t: TestApp;
  let port: number;
  const limit = spellings('x').length;
  beforeAll(async () => {
    t = await createTestApp(mode, {
      env: { AUTH_RATE_LIMIT_PER_EMAIL: String(limit), AUTH_RATE_LIMIT_PER_IP: '1000' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.cleanup());

  const cases: [string, (email: string) => object][] = [
    ['sign-in/email', (email) => ({ email, password: 'wrong-password' })],
    ['sign-up/email', (email) => ({ email, password: 'calm-pass-1', name: '' })],
    ['send-verification-email', (email) => ({ email })],
    ['request-password-reset', (email) => ({ email })],
  ];

  for (const [endpoint, body] of cases) {
    it(`POST /api/auth/${endpoint}: each spelling is counted and refused at the limit`, async () => {
      const email = `spelling-${randomUUID()}@example.com`;
      if (endpoint !== 'sign-up/email') {
        await createUser(t.app.auth, t.app.database.db, { email, password: 'right-pass-1' });
      }
      for (const path of spellings(endpoint)) {
        const res = await rawPost(port, path, body(email), t.origin);
        expect([path, res.statusCode]).not.toEqual([path, 404]);
        expect([path, res.statusCode]).not.toEqual([path, 429]);
      }
      for (const path of [`/api/auth/${endpoint}`, ...spellings(endpoint)]) {
        const res = await rawPost(port, path, body(email), t.origin);
        expect([path, res.statusCode]).toEqual([path, 429]);
      }
      if (endpoint === 'request-password-reset') {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const resets = readMails(t.mailDir).filter(
          (m) => m.to === email && m.kind === 'reset-password',
        );
        expect(resets.length).toBe(limit);
      }
    });
  }

  it('100 wrong passwords for one account end in 429; the right one is refused too', async () => {
    const email = `hammered-${randomUUID()}@example.com`;
    await createUser(t.app.auth, t.app.database.db, { email, password: 'right-pass-1' });
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const path = spellings('sign-in/email')[i % limit] ?? '';
      statuses.push(
        (await rawPost(port, path, { email, password: `guess-${i}` }, t.origin)).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - limit);
    const right = await rawPost(
      port,
      '/api/auth/sign-in/email',
      { email, password: 'right-pass-1' },
      t.origin,
    );
    expect(right.statusCode).toBe(429);
  });

  it('endpoints we do not use are not served at all', async () => {
    /* change-email and change-password are served since the account page (decision 025). */
    for (const path of [
      '/api/auth/delete-user',
      '/api/auth/update-session',
      '/api/auth/sign-in/social',
      '/api/auth/link-social',
      '/api/auth/list-accounts',
      '/api/auth/unlink-account',
      '/api/auth/refresh-token',
      '/api/auth/get-access-token',
      '/api/auth/set-password',
      '/api/auth/list-sessions',
      '/api/auth/revoke-sessions',
      '/api/auth/revoke-other-sessions',
      '/api/auth/ok',
      '/api/auth/error',
      '/api/auth/SIGN-IN/email',
      '/api/auth/sign-in%2Femail',
    ]) {
      const res = await rawPost(port, path, {}, t.origin);
      expect([path, res.statusCode]).toEqual([path, 404]);
    }
  });
});

describe.each(testDatabaseModes())('sign-in per e-mail counts failures only (%s)', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    /* The shipped defaults: 8 per e-mail address, 20 per IP address. */
    t = await createTestApp(mode);
  });
  afterAll(() => t.cleanup());

  it('eight successful sign-ins do not lock the account: the ninth works', async () => {
    const email = `demo-${randomUUID()}@example.com`;
    await createUser(t.app.auth, t.app.database.db, { email, password: 'right-pass-1' });
    for (let i = 0; i < 9; i += 1) {
      const res = await signIn(t, email, `198.51.110.${i}`, 'right-pass-1');
      expect([i, res.statusCode]).toEqual([i, 200]);
    }
  });

  it('eight failures, then 429 even for the right password', async () => {
    const email = `guessed-${randomUUID()}@example.com`;
    await createUser(t.app.auth, t.app.database.db, { email, password: 'right-pass-1' });
    await expectLimitAfter(8, (i) => signIn(t, email, `198.51.111.${i}`));
    expect((await signIn(t, email, '198.51.111.99', 'right-pass-1')).statusCode).toBe(429);
  });

  it('successes between failures do not count: only the eight failures do', async () => {
    const email = `mixed-${randomUUID()}@example.com`;
    await createUser(t.app.auth, t.app.database.db, { email, password: 'right-pass-1' });
    for (let i = 0; i < 8; i += 1) {
      expect((await signIn(t, email, `198.51.112.${i}`, 'right-pass-1')).statusCode).toBe(200);
      expect((await signIn(t, email, `198.51.113.${i}`)).statusCode).toBe(401);
    }
    expect((await signIn(t, email, '198.51.112.99', 'right-pass-1')).statusCode).toBe(429);
  });

  it('a burst of parallel wrong guesses cannot pass one read of the counter', async () => {
    const email = `burst-${randomUUID()}@example.com`;
    await createUser(t.app.auth, t.app.database.db, { email, password: 'right-pass-1' });
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(t, email, `198.51.114.${i}`)),
    );
    const codes = statuses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(8);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(12);
    expect((await signIn(t, email, '198.51.114.99', 'right-pass-1')).statusCode).toBe(429);
  });

  it('the per-IP limit still counts every attempt, successful or not', async () => {
    const email = `busy-${randomUUID()}@example.com`;
    await createUser(t.app.auth, t.app.database.db, { email, password: 'right-pass-1' });
    for (let i = 0; i < 20; i += 1)
      expect((await signIn(t, email, '192.0.2.77', 'right-pass-1')).statusCode).toBe(200);
    expect((await signIn(t, email, '192.0.2.77', 'right-pass-1')).statusCode).toBe(429);
  });
});

describe('per-IP limits and X-Forwarded-For (TRUST_PROXY)', () => {
  const suggestion = { name: 'Harbor Light Dental Studio', category: 'Dentist', zipCode: '04101' };

  describe('TRUST_PROXY unset: nobody is trusted', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', {
        env: { NODE_ENV: 'production', ...productionEnv(), AUTH_RATE_LIMIT_PER_IP: '5' },
      });
    });
    afterAll(() => t.cleanup());

    it('a new X-Forwarded-For on each sign-in does not escape the per-IP limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        const res = await post(
          t,
          '/api/auth/sign-in/email',
          { email: `spoof-${i}-${randomUUID()}@example.com`, password: 'whatever-1' },
          { ip: '192.0.2.9', headers: { 'x-forwarded-for': `198.18.0.${i}` } },
        );
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    });

    it('a new X-Forwarded-For on each suggestion does not escape its per-IP limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const res = await post(t, '/api/provider-suggestions', suggestion, {
          ip: '192.0.2.10',
          headers: { 'x-forwarded-for': `198.18.1.${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(SUGGESTION_RATE_LIMIT.max);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30 - SUGGESTION_RATE_LIMIT.max);
    });
  });

  for (const trustProxy of ['1', '192.0.2.0/24', '192.0.2.11, 192.0.2.12']) {
    describe(`TRUST_PROXY=${trustProxy}: the proxy's X-Forwarded-For is honoured`, () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp('pglite', {
          env: { TRUST_PROXY: trustProxy, AUTH_RATE_LIMIT_PER_IP: '5' },
        });
      });
      afterAll(() => t.cleanup());

      it('clients behind the proxy are counted one by one', async () => {
        for (let i = 0; i < 8; i += 1) {
          const res = await post(
            t,
            '/api/auth/sign-in/email',
            { email: `behind-${i}-${randomUUID()}@example.com`, password: 'whatever-1' },
            { ip: '192.0.2.11', headers: { 'x-forwarded-for': `198.18.2.${i}` } },
          );
          expect(res.statusCode).toBe(401);
        }
        for (let i = 0; i < 12; i += 1) {
          const res = await post(t, '/api/provider-suggestions', suggestion, {
            ip: '192.0.2.11',
            headers: { 'x-forwarded-for': `198.18.3.${i}` },
          });
          expect(res.statusCode).toBe(201);
        }
        /* One client behind the proxy still meets its own limit. */
        const statuses: number[] = [];
        for (let i = 0; i < 7; i += 1) {
          const res = await post(
            t,
            '/api/auth/sign-in/email',
            { email: `same-${i}-${randomUUID()}@example.com`, password: 'whatever-1' },
            { ip: '192.0.2.11', headers: { 'x-forwarded-for': '198.18.4.1' } },
          );
          statuses.push(res.statusCode);
        }
        expect(statuses.slice(5)).toEqual([429, 429]);
      });
    });
  }

  it('an address list does not trust a peer outside it', async () => {
    const t = await createTestApp('pglite', {
      env: { TRUST_PROXY: '10.0.0.0/8', AUTH_RATE_LIMIT_PER_IP: '2' },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await post(
          t,
          '/api/auth/sign-in/email',
          { email: `outside-${i}-${randomUUID()}@example.com`, password: 'whatever-1' },
          { ip: '192.0.2.13', headers: { 'x-forwarded-for': `198.18.5.${i}` } },
        );
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429, 429]);
    } finally {
      await t.cleanup();
    }
  });
});

function productionEnv() {
  return {
    SITE_URL: 'http://localhost:3000',
    AUTH_SECRET: 'p'.repeat(40),
    DATABASE_URL: 'postgres://unused.invalid/calmpath',
  };
}

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
