import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../common/contracts/providers';
import type { Db } from '../../db/client';
import { providers, reviews } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { MANY_REQUESTS_ENV, signUpConfirmed } from '../../test/authz/fixture';
import { testDatabaseModes } from '../../test/databases';
import { grantRole } from '../users/grant-role';
import { insertProvider } from './provider-factory';
import { createSearchCache } from './search-cache';

describe('search cache (decision 033)', () => {
  it('keeps an answer under its key and gives it back', () => {
    const cache = createSearchCache({ ttlMs: 60_000 });
    expect(cache.enabled).toBe(true);
    cache.set('a', { json: '{"a":1}' }, cache.generation());
    expect(cache.get('a')).toEqual({ json: '{"a":1}' });
    expect(cache.get('b')).toBeUndefined();
  });

  it('forgets everything when invalidated, and refuses an answer computed before that', () => {
    const cache = createSearchCache({ ttlMs: 60_000 });
    cache.set('a', { json: 'old' }, cache.generation());
    const startedBefore = cache.generation();
    cache.invalidate();
    expect(cache.get('a')).toBeUndefined();
    /* A search that was running when the data changed may hold the old data: not kept. */
    cache.set('a', { json: 'maybe old' }, startedBefore);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', { json: 'new' }, cache.generation());
    expect(cache.get('a')?.json).toBe('new');
  });

  it('lets an answer go after its time', async () => {
    const cache = createSearchCache({ ttlMs: 40 });
    cache.set('a', { json: 'x' }, cache.generation());
    expect(cache.get('a')?.json).toBe('x');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps and serves nothing while held, and starts empty when let go (decision 055)', () => {
    const cache = createSearchCache({ ttlMs: 60_000 });
    cache.set('a', { json: 'x' }, cache.generation());
    cache.hold(true);
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', { json: 'y' }, cache.generation());
    expect(cache.size).toBe(0);
    cache.hold(false);
    expect(cache.get('a')).toBeUndefined();
    cache.set('c', { json: 'z' }, cache.generation());
    expect(cache.get('c')?.json).toBe('z');
  });

  it('empties itself on a change made here, then tells the others and waits for it', async () => {
    const cache = createSearchCache({ ttlMs: 60_000 });
    cache.set('a', { json: 'x' }, cache.generation());
    const told: number[] = [];
    cache.announceTo(async () => {
      told.push(cache.size);
    });
    await cache.changed();
    expect(told).toEqual([0]);
    expect(cache.get('a')).toBeUndefined();
  });

  it('is off at 0 seconds', () => {
    const cache = createSearchCache({ ttlMs: 0 });
    expect(cache.enabled).toBe(false);
    cache.set('a', { json: 'x' }, cache.generation());
    expect(cache.get('a')).toBeUndefined();
  });

  it('stays within its size, dropping the least recently used first', () => {
    const cache = createSearchCache({ ttlMs: 60_000, maxChars: 80 });
    cache.set('a', { json: 'x'.repeat(20) }, cache.generation());
    cache.set('b', { json: 'y'.repeat(20) }, cache.generation());
    expect(cache.get('a')).toBeDefined();
    cache.set('c', { json: 'z'.repeat(20) }, cache.generation());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    cache.set('huge', { json: 'w'.repeat(500) }, cache.generation());
    expect(cache.get('huge')).toBeUndefined();
  });
});

describe.each(testDatabaseModes())('cached anonymous searches (%s)', (mode) => {
  let t: TestApp;
  let db: Db;
  let providerId: number;
  let memberCookie: string;
  let adminCookie: string;

  const search = async (qs: string, cookie?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/providers/search?${qs}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(200);
    return { res, body: res.json() as SearchResponse };
  };
  const rename = (name: string) =>
    db.update(providers).set({ name }).where(eq(providers.id, providerId));

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { SEARCH_CACHE_SECONDS: '60', ...MANY_REQUESTS_ENV } });
    db = t.app.database.db;
    providerId = await insertProvider(db, {
      name: 'Quokka Quiet Dental',
      category: 'Dentist',
      location: 'Austin, TX',
      zip_code: '78701',
    });
    memberCookie = (await signUpConfirmed(t, 'cache-member@example.com', 'Member')).cookie;
    const admin = await signUpConfirmed(t, 'cache-admin@example.com', 'Admin');
    await grantRole(db, { email: 'cache-admin@example.com', role: 'admin' });
    adminCookie = admin.cookie;
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('answers a repeated anonymous search from the cache, byte for byte', async () => {
    const first = await search('q=quokka');
    expect(first.body.results.map((r) => r.name)).toEqual(['Quokka Quiet Dental']);
    /* Changed behind the server's back: the cached answer stands until its time is up. */
    await rename('Quokka Calm Dental');
    const again = await search('q=quokka');
    expect(again.res.body).toBe(first.res.body);
    expect(again.res.headers['content-type']).toBe(first.res.headers['content-type']);
    expect(again.res.headers['content-type']).toBe('application/json; charset=utf-8');
    /* Another query is its own answer, computed now. */
    const other = await search('q=quokka%20dental');
    expect(other.body.results.map((r) => r.name)).toEqual(['Quokka Calm Dental']);
  });

  it("never serves a signed-in member's search from the anonymous cache", async () => {
    await search('q=quokka');
    const member = await search('q=quokka', memberCookie);
    expect(member.body.results.map((r) => r.name)).toEqual(['Quokka Calm Dental']);
  });

  it('shows a change made through the server at once', async () => {
    await search('q=quokka');
    const before = (await search('q=quokka')).body.results[0];
    expect(before?.total_review_count).toBe(0);
    const [review] = await db
      .insert(reviews)
      .values({
        provider_id: providerId,
        reviewer_name: 'A parent',
        overall_rating: 5,
        rating_chosen: true,
        review_text: 'Calm and kind.',
        status: 'pending',
      })
      .returning({ id: reviews.id });
    /* A refused change leaves the cache as it was. */
    const kept = t.app.searchCache.size;
    expect(kept).toBeGreaterThan(0);
    const approveAs = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/reviews/${review?.id}/moderate`,
        payload: { status: 'approved' },
        headers: { origin: t.origin, cookie },
      });
    const refused = await approveAs(memberCookie);
    expect(refused.statusCode).toBe(403);
    expect(t.app.searchCache.size).toBe(kept);

    const approved = await approveAs(adminCookie);
    expect(approved.statusCode).toBe(200);
    expect(t.app.searchCache.size).toBe(0);
    const after = (await search('q=quokka')).body.results[0];
    expect(after?.name).toBe('Quokka Calm Dental');
    expect(after?.total_review_count).toBe(1);
    expect(after?.average_rating).toBe(5);
  });

  it('sends a kept answer compressed as the browser accepts, the same JSON each way', async () => {
    const plain = (await search('q=austin')).res;
    expect(plain.headers['content-encoding']).toBeUndefined();
    const get = (encoding: string, q = 'austin') =>
      t.app.inject({
        method: 'GET',
        url: `/api/providers/search?q=${q}`,
        headers: { 'accept-encoding': encoding },
      });
    /* Answers under 1 KB go out as they are, compressed or not: this one must be bigger. */
    for (let i = 0; i < 6; i += 1) {
      await insertProvider(db, { name: `Austin Calm Clinic ${i}`, location: 'Austin, TX' });
    }
    const plainBig = await t.app.inject({
      method: 'GET',
      url: '/api/providers/search?q=austin%20calm',
    });
    expect(plainBig.body.length).toBeGreaterThan(1024);
    const getBig = (encoding: string) => get(encoding, 'austin%20calm');
    for (const round of [1, 2]) {
      const br = await getBig('gzip, deflate, br');
      expect(br.headers['content-encoding'], `round ${round}`).toBe('br');
      expect(br.headers.vary).toBe('accept-encoding');
      expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plainBig.body);
    }
    const gzip = await getBig('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plainBig.body);
    const identity = await getBig('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plainBig.body);
    /* A small answer stays as it is. */
    const small = await get('br');
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(plain.body);
  });

  it('keeps nothing when SEARCH_CACHE_SECONDS is 0', async () => {
    const off = await createTestApp(mode, { env: { SEARCH_CACHE_SECONDS: '0' } });
    try {
      const id = await insertProvider(off.app.database.db, {
        name: 'Wombat Gentle Barber',
        category: 'Hair Stylist / Barber',
        location: 'Austin, TX',
        zip_code: '78701',
      });
      const get = async () =>
        (await off.app.inject({ method: 'GET', url: '/api/providers/search?q=wombat' })).json()
          .results as SearchResponse['results'];
      expect((await get()).map((r) => r.name)).toEqual(['Wombat Gentle Barber']);
      await off.app.database.db
        .update(providers)
        .set({ name: 'Wombat Kind Barber' })
        .where(eq(providers.id, id));
      expect((await get()).map((r) => r.name)).toEqual(['Wombat Kind Barber']);
      expect(off.app.searchCache.size).toBe(0);
    } finally {
      await off.cleanup();
    }
  });
});
