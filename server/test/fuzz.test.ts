/*
 * The fuzzer (decision 020): every route the app registered, found the way the authz matrix finds
 * them (so a route added later is fuzzed without anyone touching this file), gets requests built
 * from its own zod schemas plus the known-bad values (NUL, lone surrogates, huge and negative
 * numbers, 2147483648, deep nesting, 1 MB strings, wrong types, null, prototype keys), as a
 * visitor, a member and an admin. Not one answer may be a 5xx, and none may need the database
 * safety net (UNSUPPORTED_VALUE): bad input is the contracts' to refuse.
 *
 * Bounded so CI stays fast: FUZZ_RUNS property runs per route and persona (default 25) plus the
 * fixed known-bad cases. A failure prints fast-check's seed and shrunk request; FUZZ_SEED
 * replays it.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProvider } from '../features/providers/provider-factory';
import { grantRole } from '../features/users/grant-role';
import { UNSUPPORTED_VALUE_CODE } from '../plugins/errors';
import { createTestApp, type RegisteredRoute, type TestApp } from './app';
import { freshAddress, MANY_REQUESTS_ENV, signIn, signUpConfirmed } from './authz/fixture';
import { testDatabaseModes } from './databases';
import { multipartBody, SAMPLE_FILES } from './fixtures/uploads';
import {
  anyJson,
  arbitraryFor,
  BAD_VALUES,
  fuzzValue,
  jsonSchemaOf,
  RAW_BAD_BODIES,
  RAW_BAD_QUERIES,
} from './fuzz-arbitraries';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const PERSONAS = ['anonymous', 'member', 'admin'] as const;
type FuzzPersona = (typeof PERSONAS)[number];
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/* The values each field gets in the fixed cases (all of BAD_VALUES go into whole bodies). */
const BAD_FIELD_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u0007bell',
  'line\nbreak',
  2147483648,
  -1,
  1.5,
  1e308,
  null,
  true,
  [],
  {},
  { toString: 1 },
  'x'.repeat(10_000),
  "' OR '1'='1",
];

/*
 * Paths under a wildcard route. Better Auth's: the endpoints the web app calls, the ones it
 * exposes besides (an outside security probe used them), and spellings of them.
 */
const AUTH_PATHS = [
  'sign-in/email',
  'sign-up/email',
  'sign-out',
  'get-session',
  'send-verification-email',
  'verify-email',
  'request-password-reset',
  'reset-password',
  'reset-password/not-a-token',
  'change-password',
  'verify-password',
  'update-user',
  'change-email',
  'delete-user',
  'list-sessions',
  'revoke-session',
  'revoke-sessions',
  'revoke-other-sessions',
  'ok',
  'error',
  './sign-in/email',
  'x/../sign-in/email',
  'sign-in/email%00',
  'no-such-endpoint',
];
const AUTH_FIELDS = [
  'email',
  'password',
  'name',
  'token',
  'newPassword',
  'currentPassword',
  'callbackURL',
  'redirectTo',
  'image',
  'rememberMe',
  'revokeOtherSessions',
];

type FuzzRequest = {
  url: string;
  /** A raw body; sent with `contentType`. */
  payload?: string | Buffer;
  contentType?: string;
};

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the three bytes
 * it would take in WTF-8: invalid UTF-8 in a URL, which is what a hostile client would send.
 */
function encodePart(text: string): string {
  return Array.from(text, (ch) => {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(ch);
  }).join('');
}

const json = (value: unknown): Pick<FuzzRequest, 'payload' | 'contentType'> => ({
  payload: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
});

/* Objects (even { toString: 1 }, which String() cannot convert) travel as their JSON. */
const textOf = (value: unknown) =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);

function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return `q=${encodePart(textOf(value))}`;
  }
  const parts: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      parts.push(`${encodePart(key)}=${encodePart(textOf(item))}`);
    }
  }
  return parts.join('&');
}

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');

/** Everything the fuzzer needs to know about one route. */
function describeRoute(route: RegisteredRoute) {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const params = jsonSchemaOf(schema.params);
  const query = jsonSchemaOf(schema.querystring ?? schema.query);
  const body = jsonSchemaOf(schema.body);
  const consumes = (schema.consumes as string[] | undefined) ?? [];
  const multipart = consumes.some((c) => c.startsWith('multipart/'));
  const isAuth = route.url.startsWith('/api/auth/');
  const wildcard = route.url.endsWith('*');

  const paramArbitrary = (name: string) =>
    fuzzValue(params?.properties?.[name]).map((v) => encodePart(textOf(v)));
  const wildcardArbitrary: fc.Arbitrary<string> = isAuth
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...AUTH_PATHS) },
        { weight: 1, arbitrary: fc.webPath().map((p) => p.replace(/^\//, '')) },
      )
    : fc.oneof(
        fc.string({ unit: 'binary', maxLength: 300 }).map(encodePart),
        fc.webPath().map((p) => p.replace(/^\//, '')),
        fc.base64String({ maxLength: 400 }),
      );

  const pathArbitrary: fc.Arbitrary<string> = fc
    .tuple(
      fc.tuple(...paramNames(route.url).map(paramArbitrary)),
      wildcard ? wildcardArbitrary : fc.constant(''),
    )
    .map(([values, rest]) => {
      let i = 0;
      const filled = route.url.replace(/:([A-Za-z0-9_]+)/g, () => values[i++] ?? '');
      return wildcard ? `${filled.slice(0, -1)}${rest}` : filled;
    });

  const queryArbitrary: fc.Arbitrary<string> = fc.oneof(
    { weight: 4, arbitrary: query ? fuzzValue(query).map(queryString) : fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BAD_QUERIES) },
  );

  const authBody = fc
    .dictionary(
      fc.constantFrom(...AUTH_FIELDS),
      fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 }), fc.constantFrom(...BAD_VALUES)),
      { maxKeys: 5 },
    )
    .map(json);
  const multipartArbitrary = fc
    .record({
      field: fc.oneof(fc.constant('file'), fc.string({ maxLength: 12 })),
      filename: fc.string({ unit: 'binary', maxLength: 40 }),
      contentType: fc.constantFrom('application/pdf', 'image/png', 'text/plain', '', 'a\u0000b'),
      head: fc.constantFrom(SAMPLE_FILES.pdf, SAMPLE_FILES.png, SAMPLE_FILES.elf, Buffer.alloc(0)),
      tail: fc.uint8Array({ maxLength: 2000 }),
    })
    .map(({ field, filename, contentType, head, tail }) => {
      const data = Buffer.concat([head, Buffer.from(tail)]);
      const form = multipartBody([{ field, filename, contentType, data }]);
      return { payload: form.payload, contentType: form.contentType };
    });
  const bodyArbitrary: fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'contentType'>> = !WITH_BODY.has(
    route.method,
  )
    ? fc.constant({})
    : fc.oneof(
        { weight: 6, arbitrary: isAuth ? authBody : fuzzValue(body).map(json) },
        ...(multipart ? [{ weight: 6, arbitrary: multipartArbitrary }] : []),
        { weight: 1, arbitrary: fc.constantFrom(...RAW_BAD_BODIES) },
        { weight: 1, arbitrary: anyJson.map(json) },
      );

  const requests: fc.Arbitrary<FuzzRequest> = fc
    .tuple(pathArbitrary, queryArbitrary, bodyArbitrary)
    .map(([path, qs, b]) => ({ url: qs ? `${path}?${qs}` : path, ...b }));

  /* The fixed cases: each bad value in each place, on an otherwise valid request. */
  function knownBad(): FuzzRequest[] {
    const [validPath] = fc.sample(pathArbitrary.filter(Boolean), { numRuns: 1, seed: 1 });
    const sample = <T>(arbitrary: fc.Arbitrary<T>) =>
      fc.sample(arbitrary, { numRuns: 1, seed: 7 })[0] as T;
    const base = validPath ?? route.url;
    const cases: FuzzRequest[] = [];
    for (const name of paramNames(route.url)) {
      for (const bad of BAD_FIELD_VALUES) {
        const value = encodePart(textOf(bad));
        cases.push({ url: route.url.replace(`:${name}`, value).replace(/:[A-Za-z0-9_]+/g, '1') });
      }
    }
    if (query) {
      const valid = sample(arbitraryFor(query)) as Record<string, unknown>;
      for (const key of Object.keys(query.properties ?? {})) {
        for (const bad of BAD_FIELD_VALUES) {
          cases.push({ url: `${base}?${queryString({ ...valid, [key]: bad })}` });
        }
      }
      for (const raw of RAW_BAD_QUERIES) cases.push({ url: `${base}?${raw}` });
    }
    if (!WITH_BODY.has(route.method)) return cases;
    for (const bad of BAD_FIELD_VALUES) cases.push({ url: base, ...json(bad) });
    for (const raw of RAW_BAD_BODIES) cases.push({ url: base, ...raw });
    if (body?.properties) {
      const valid = sample(arbitraryFor(body)) as Record<string, unknown>;
      for (const key of Object.keys(body.properties)) {
        for (const bad of BAD_FIELD_VALUES) {
          cases.push({ url: base, ...json({ ...valid, [key]: bad }) });
        }
      }
    }
    if (isAuth) {
      /* Each endpoint: every field bad at once, and each field bad on its own. */
      const badAuthValues = ['\u0000', null, { toString: 1 }, 'x'.repeat(200_000)];
      for (const path of AUTH_PATHS) {
        for (const bad of badAuthValues) {
          cases.push({
            url: `/api/auth/${path}`,
            ...json(Object.fromEntries(AUTH_FIELDS.map((field) => [field, bad]))),
          });
        }
        AUTH_FIELDS.forEach((field, i) => {
          const bad = badAuthValues[i % badAuthValues.length];
          cases.push({ url: `/api/auth/${path}`, ...json({ [field]: bad }) });
        });
      }
    }
    return cases;
  }

  return { requests, knownBad };
}

describe.each(testDatabaseModes())('fuzzer (%s)', (mode) => {
  let t: TestApp;
  const cookies: Record<FuzzPersona, string | null> = {
    anonymous: null,
    member: null,
    admin: null,
  };
  const emails = { member: 'fuzz-member@fuzz.example', admin: 'fuzz-admin@fuzz.example' };

  beforeAll(async () => {
    t = await createTestApp(mode, { env: MANY_REQUESTS_ENV });
    cookies.member = (await signUpConfirmed(t, emails.member, 'Fuzz Member')).cookie;
    cookies.admin = (await signUpConfirmed(t, emails.admin, 'Fuzz Admin')).cookie;
    await grantRole(t.app.database.db, { email: emails.admin, role: 'admin' });
    /* Small ids exist, so generated ids sometimes name a real provider, visible or not. */
    for (const status of ['verified', 'pending', 'rejected', 'verified'] as const) {
      await insertProvider(t.app.database.db, { accommodation_status: status });
    }
  }, 120_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  /* A fuzzed request may end a session (sign-out): sign in again before the next route. */
  async function cookieOf(persona: FuzzPersona): Promise<string | null> {
    if (persona === 'anonymous') return null;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookies[persona] ?? '' },
    });
    if (me.json().user === null) cookies[persona] = await signIn(t, emails[persona]);
    return cookies[persona];
  }

  const problemWith = (response: LightMyRequestResponse): string | null => {
    if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 300)}`;
    try {
      if (response.json()?.error?.code === UNSUPPORTED_VALUE_CODE) {
        return `400 ${UNSUPPORTED_VALUE_CODE}: a contract let this value reach the database`;
      }
    } catch {
      /* Not JSON (a file, a redirect): only the status matters. */
    }
    return null;
  };

  it(
    'no route answers 5xx to any request, known-bad or generated, from anyone',
    async () => {
      const failures: string[] = [];
      const counts = { fixed: 0, generated: 0 };
      const routes = [...t.routes].sort(
        (a, b) =>
          /* Better Auth last: its sign-out ends sessions the other routes use. */
          Number(a.url.startsWith('/api/auth/')) - Number(b.url.startsWith('/api/auth/')),
      );
      for (const route of routes) {
        const { requests, knownBad } = describeRoute(route);
        const fixed = knownBad();
        for (const persona of PERSONAS) {
          const cookie = await cookieOf(persona);
          const send = (request: FuzzRequest) =>
            t.app.inject({
              method: route.method as 'GET',
              url: request.url,
              remoteAddress: freshAddress(),
              ...(request.payload === undefined ? {} : { payload: request.payload }),
              headers: {
                ...(WITH_BODY.has(route.method) ? { origin: t.origin } : {}),
                ...(request.contentType ? { 'content-type': request.contentType } : {}),
                ...(cookie ? { cookie } : {}),
              },
            });
          for (const request of fixed) {
            counts.fixed += 1;
            const problem = problemWith(await send(request));
            if (problem) {
              failures.push(
                `${route.method} ${route.url} as ${persona}: ${request.url.slice(0, 200)} ${String(request.payload ?? '').slice(0, 200)} → ${problem}`,
              );
            }
          }
          try {
            await fc.assert(
              fc.asyncProperty(requests, async (request) => {
                counts.generated += 1;
                const problem = problemWith(await send(request));
                if (problem) throw new Error(problem);
              }),
              { numRuns: RUNS, seed: SEED },
            );
          } catch (err) {
            failures.push(`${route.method} ${route.url} as ${persona}: ${(err as Error).message}`);
          }
        }
      }
      console.info(
        `fuzzer (${mode}): ${t.routes.length} routes × ${PERSONAS.length} personas, ` +
          `${counts.fixed} fixed known-bad and ${counts.generated} generated requests`,
      );
      expect(failures).toEqual([]);
    },
    10 * 60_000,
  );
});
