import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MAX_WORDS } from '../../../common/contracts/providers';
import { SEARCH_LIMIT_MESSAGES } from '../../../common/messages/search';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Db, openDatabase } from '../../db/client';
import { seedDatabase } from '../../db/seed/seed';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, testDatabaseModes } from '../../test/databases';
import { searchProviders } from './search-providers';

/* Decision 035: the exact request of the outside probe, 100 one-letter words (199 characters). */
const HUNDRED_LETTERS = Array.from(
  { length: 100 },
  (_, i) => 'abcdefghijklmnopqrstuvwxyz'[i % 26],
).join(' ');
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

/** The database, counting the statements sent through it (db.execute, or the pool's query). */
function countingStatements(db: Db) {
  let statements = 0;
  const counted = <T extends object>(target: T, method: string): T =>
    new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property, object);
        if (property === method && typeof value === 'function') {
          return (...args: unknown[]) => {
            statements += 1;
            return value.apply(object, args);
          };
        }
        if (property === '$client' && value && typeof value === 'object' && 'totalCount' in value) {
          return counted(value, 'query');
        }
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  return { db: counted(db, 'execute'), statements: () => statements };
}

const ENDPOINTS = [
  '/api/providers/search',
  '/api/providers/facets',
  '/api/providers/suggest',
  '/api/providers/picker',
];

describe.each(testDatabaseModes())('search input and work bounds (%s)', (mode) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(mode);
    await seedDatabase(t.app.database.db);
  }, 120_000);
  afterAll(async () => {
    await t.cleanup();
  });

  const get = (path: string, q: string, remoteAddress?: string) =>
    t.app.inject({ url: `${path}?${new URLSearchParams({ q })}`, remoteAddress });

  it('answers the probe’s 100 one-letter words at once: one-letter words narrow nothing', async () => {
    expect(HUNDRED_LETTERS.length).toBeLessThanOrEqual(SEARCH_MAX_QUERY_LENGTH);
    expect((await get('/api/providers/search', 'dentist')).statusCode).toBe(200);
    const started = performance.now();
    const res = await get('/api/providers/search', HUNDRED_LETTERS);
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ query: HUNDRED_LETTERS, total: 0, results: [] });
    // It took 1.3 s on an idle machine (2.4 s on this busy one) before the bound.
    expect(ms).toBeLessThan(1000);
    // One search statement (and the lookup after it at most), where it ran over a hundred.
    const counted = countingStatements(t.app.database.searchDb);
    await searchProviders(counted.db, { q: HUNDRED_LETTERS });
    expect(counted.statements()).toBeLessThanOrEqual(2);
  });

  it(`refuses a line of more than ${SEARCH_MAX_WORDS} words on every search endpoint with a 400 and the message`, async () => {
    for (const path of ENDPOINTS) {
      const res = await get(path, words(SEARCH_MAX_WORDS + 1));
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'q' });
      expect(res.json().error.message).toContain(
        SEARCH_LIMIT_MESSAGES.tooManyWords(SEARCH_MAX_WORDS),
      );
      expect((await get(path, words(SEARCH_MAX_WORDS))).statusCode, path).toBe(200);
    }
  });

  it('counts each word once, and neither one-letter nor stop words', async () => {
    const line = `${'dentist '.repeat(12)}a b c in the and of ${words(SEARCH_MAX_WORDS - 1)}`;
    expect(line.length).toBeLessThanOrEqual(SEARCH_MAX_QUERY_LENGTH);
    expect((await get('/api/providers/search', line)).statusCode).toBe(200);
  });

  it(`refuses a line of more than ${SEARCH_MAX_QUERY_LENGTH} characters with its message`, async () => {
    for (const path of ENDPOINTS) {
      const res = await get(path, 'x'.repeat(SEARCH_MAX_QUERY_LENGTH + 1));
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.message).toContain(
        SEARCH_LIMIT_MESSAGES.tooLong(SEARCH_MAX_QUERY_LENGTH),
      );
    }
  });
});

describe('the per-IP search limit', () => {
  let t: TestApp;
  const PER_MINUTE = 5;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { SEARCH_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) },
    });
  }, 120_000);
  afterAll(async () => {
    await t.cleanup();
  });

  const get = (path: string, remoteAddress: string, q = 'dentist') =>
    t.app.inject({ url: `${path}?${new URLSearchParams({ q })}`, remoteAddress });

  it("answers 429 'You're searching faster than we can keep up…' once an address has searched its limit", async () => {
    for (let i = 0; i < PER_MINUTE; i++) {
      expect((await get('/api/providers/search', '203.0.113.7', `dentist ${i}`)).statusCode).toBe(
        200,
      );
    }
    const refused = await get('/api/providers/search', '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: SEARCH_LIMIT_MESSAGES.rateLimited,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not refused.
    expect((await get('/api/providers/search', '203.0.113.8')).statusCode).toBe(200);
  });

  it('counts each search endpoint on its own; the search box’s suggestions allow three times as many', async () => {
    for (let i = 0; i < PER_MINUTE; i++) {
      expect((await get('/api/providers/facets', '198.51.100.1')).statusCode).toBe(200);
    }
    expect((await get('/api/providers/facets', '198.51.100.1')).statusCode).toBe(429);
    for (let i = 0; i < PER_MINUTE * 3; i++) {
      expect((await get('/api/providers/suggest', '198.51.100.1')).statusCode).toBe(200);
    }
    expect((await get('/api/providers/suggest', '198.51.100.1')).statusCode).toBe(429);
    expect((await get('/api/providers/picker', '198.51.100.1')).statusCode).toBe(200);
  });
});

describe.runIf(testDatabaseModes().includes('postgres'))('a search PostgreSQL cancels', () => {
  it('answers 503 with a calm message, not a 500', async () => {
    const scratch = await createTestDatabase('postgres');
    const impatient = await openDatabase({
      mode: 'postgres',
      url: scratch.url as string,
      searchStatementTimeoutMs: 1,
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-test-'));
    try {
      await seedDatabase(scratch.database.db);
      const app = await buildApp({
        config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
        database: impatient,
        serveWeb: false,
        logger: false,
      });
      try {
        const res = await app.inject({
          url: `/api/providers/search?${new URLSearchParams({ q: words(SEARCH_MAX_WORDS) })}`,
        });
        expect(res.statusCode).toBe(503);
        expect(res.json().error).toEqual({
          code: 'SEARCH_TIMED_OUT',
          message: SEARCH_LIMIT_MESSAGES.timedOut,
        });
        // Everything else keeps its own pool, without the search timeout.
        expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await impatient.close();
      await scratch.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
