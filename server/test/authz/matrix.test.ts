/*
 * The authz matrix (decision 020): every route the app registered × every persona, each answering
 * the status its row expects, on PGlite and PostgreSQL. A route without a row fails the test, so
 * a new route cannot be forgotten; a row naming no route fails too, so a removed route's rows do
 * not linger. Rows live beside this file in *.rows.ts (format: ./types.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';
import { testDatabaseModes } from '../databases';
import { type BuiltFixture, buildAuthzFixture, freshAddress, MANY_REQUESTS_ENV } from './fixture';
import { type AuthzRow, PERSONAS, type Persona } from './types';

const rowFiles = import.meta.glob<{ rows: AuthzRow[] }>('./*.rows.ts', { eager: true });
const ROWS = Object.entries(rowFiles).flatMap(([file, module]) =>
  module.rows.map((row) => ({ file: file.replace('./', ''), row })),
);
const MATRIX_METRICS_TOKEN = 'authz-matrix-metrics-token-0123';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const labelOf = ({ file, row }: (typeof ROWS)[number]) =>
  `${row.method} ${row.route}${row.name ? ` (${row.name})` : ''} [${file}]`;

describe.each(testDatabaseModes())('authz matrix (%s)', (mode) => {
  let t: TestApp;
  let built: BuiltFixture;

  beforeAll(async () => {
    /* With a metrics token, so /metrics is a route with rows (metrics.rows.ts, decision 058). */
    t = await createTestApp(mode, {
      env: { ...MANY_REQUESTS_ENV, METRICS_TOKEN: MATRIX_METRICS_TOKEN },
    });
    built = await buildAuthzFixture(t);
  }, 120_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it('has a row for every route the app registered, and no row for a route it did not', () => {
    const key = (method: string, url: string) => `${method} ${url}`;
    const covered = new Set(ROWS.map(({ row }) => key(row.method, row.route)));
    const registered = new Set(t.routes.map((r) => key(r.method, r.url)));
    expect(t.routes.length).toBeGreaterThan(10);
    expect(
      [...registered].filter((r) => !covered.has(r)),
      'routes without a row',
    ).toEqual([]);
    expect(
      [...covered].filter((r) => !registered.has(r)),
      'rows without a route',
    ).toEqual([]);
  });

  it.each(ROWS.map((entry) => [labelOf(entry), entry] as const))(
    '%s',
    async (_, { row }) => {
      const { fx, cookies } = built;
      const got = {} as Record<Persona, number>;
      const unexpected: string[] = [];
      for (const persona of PERSONAS) {
        const request = await row.request(fx, persona);
        const cookie = cookies[persona];
        const response = await t.app.inject({
          method: row.method,
          url: request.url,
          ...(request.payload === undefined ? {} : { payload: request.payload as string }),
          remoteAddress: freshAddress(),
          headers: {
            ...(STATE_CHANGING.has(row.method) ? { origin: t.origin } : {}),
            ...(cookie ? { cookie } : {}),
            ...request.headers,
          },
        });
        got[persona] = response.statusCode;
        if (response.statusCode !== row.expect[persona]) {
          unexpected.push(`${persona}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
      expect(got, unexpected.join('\n')).toEqual(row.expect);
    },
    60_000,
  );
});
