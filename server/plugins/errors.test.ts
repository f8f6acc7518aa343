import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../test/databases';
import { findUnstorableString, registerErrorHandling, UNSUPPORTED_VALUE_CODE } from './errors';

describe('findUnstorableString', () => {
  it('finds NUL and lone surrogates in any string or key, and names where', () => {
    expect(findUnstorableString({ a: ['ok', { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(findUnstorableString({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findUnstorableString('\ud800')).toBe('');
    expect(findUnstorableString({ a: 'lone \udc00 low' })).toBe('a');
    expect(findUnstorableString({ a: 'pair 😀 ok', b: 'tab\tand\nline', c: null, d: 5 })).toBe(
      null,
    );
  });

  it('walks 100,000 levels of nesting without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableString(deep)).toMatch(/^0(\.0)+$/);
  });
});

/*
 * The safety net: a query that the database refuses because of the value it was given answers
 * 400 UNSUPPORTED_VALUE, never 500. Real databases, real errors.
 */
describe.each(testDatabaseModes())('database data exceptions (%s)', (mode) => {
  let testDb: TestDatabase;
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    testDb = await createTestDatabase(mode, { migrate: false });
    registerErrorHandling(app);
    app.post<{ Body: { value: unknown; type: string } }>('/cast', async (request) => {
      const { value, type } = request.body;
      await testDb.database.db.execute(sql`select ${value}::${sql.raw(type)} as v`);
      return { ok: true };
    });
    app.get('/broken', async () => {
      await testDb.database.db.execute(sql`select * from no_such_table`);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb?.cleanup();
  });

  it.each([
    ['an integer out of range (22003)', '2147483648', 'int4'],
    ['text that is not a uuid (22P02)', 'not-a-uuid', 'uuid'],
    ['text that is not a number (22P02)', 'twelve', 'int4'],
    ['an impossible date (22008)', '2025-02-30', 'date'],
  ])('answers 400 for %s', async (_, value, type) => {
    const r = await app.inject({ method: 'POST', url: '/cast', payload: { value, type } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      error: {
        code: UNSUPPORTED_VALUE_CODE,
        message: 'Some of the values sent cannot be stored. Please check them and try again.',
      },
    });
  });

  it("refuses a NUL before it reaches the database: 'Please remove unsupported characters'", async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/cast',
      payload: { value: 'a\u0000b', type: 'text' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid value for value: Please remove unsupported characters',
        field: 'value',
      },
    });
  });

  it('still answers 500 for a fault of ours (a missing table), without details', async () => {
    const r = await app.inject({ method: 'GET', url: '/broken' });
    expect(r.statusCode).toBe(500);
    expect(r.json().error.code).toBe('INTERNAL');
    expect(r.body).not.toContain('no_such_table');
  });
});
