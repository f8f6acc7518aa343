import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVORITE_MESSAGES } from '../../../common/messages/account';
import type { Db } from '../../db/client';
import { favorites, providers } from '../../db/schema';
import { CookieJar, createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { insertProvider } from '../providers/provider-factory';
import { createUser } from '../users/create-user';

describe.each(testDatabaseModes())('favourites (%s)', (mode) => {
  let t: TestApp;
  let db: Db;
  let robin: CookieJar;
  let sam: CookieJar;
  let robinId: string;
  let dental: number;
  let swim: number;
  let pending: number;

  async function signIn(email: string): Promise<{ jar: CookieJar; id: string }> {
    const { id } = await createUser(t.app.auth, db, { email, password: 'calm-pass-1' });
    const jar = new CookieJar();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'calm-pass-1' },
      headers: { origin: t.origin },
    });
    expect(res.statusCode).toBe(200);
    jar.store(res);
    return { jar, id };
  }

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    jar?: CookieJar,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: t.origin, ...(jar ? { cookie: jar.header() } : {}) },
    });
  const toggle = (jar: CookieJar | undefined, providerId: unknown) =>
    call('POST', '/api/favorites/toggle', jar, { providerId });
  const ids = async (jar: CookieJar) =>
    (await call('GET', '/api/favorites', jar)).json().providerIds;

  beforeAll(async () => {
    t = await createTestApp(mode);
    db = t.app.database.db;
    const r = await signIn('robin@example.com');
    robin = r.jar;
    robinId = r.id;
    sam = (await signIn('sam@example.com')).jar;
    dental = await insertProvider(db, {
      name: 'Quiet Harbor Dental',
      category: 'Dentist',
      location: 'Austin, TX',
      average_rating: 4.25,
      total_review_count: 4,
      contact_phone: '(512) 555-0100',
      contact_email: 'hello@quietharbor.example',
      website: 'https://quietharbor.example',
    });
    swim = await insertProvider(db, {
      name: 'Little Fins Swim School',
      category: 'Swim Instructor',
    });
    pending = await insertProvider(db, { name: 'Not Yet Listed', accommodation_status: 'pending' });
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('signed out, saving or removing answers 401 with the spec message', async () => {
    for (const res of [
      await toggle(undefined, dental),
      await call('DELETE', `/api/favorites/${dental}`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Must be logged in to save favorites',
      });
    }
    expect(FAVORITE_MESSAGES.mustBeLoggedIn).toBe('Must be logged in to save favorites');
  });

  it('signed out, reading favourites answers 401 with the page notice', async () => {
    for (const url of ['/api/favorites', '/api/favorites/providers']) {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('You must be signed in to view your favorites');
    }
  });

  it('toggle saves, then removes, and the lists follow', async () => {
    expect(await ids(robin)).toEqual([]);
    const saved = await toggle(robin, dental);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ saved: true });
    expect(await ids(robin)).toEqual([dental]);

    const cards = await call('GET', '/api/favorites/providers', robin);
    expect(cards.headers['cache-control']).toBe('no-store');
    expect(cards.json()).toEqual({
      results: [
        {
          id: dental,
          name: 'Quiet Harbor Dental',
          category: 'Dentist',
          location: 'Austin, TX',
          average_rating: 4.25,
          total_review_count: 4,
          contact_phone: '(512) 555-0100',
          contact_email: 'hello@quietharbor.example',
          website: 'https://quietharbor.example',
        },
      ],
    });

    expect((await toggle(robin, dental)).json()).toEqual({ saved: false });
    expect(await ids(robin)).toEqual([]);
    expect((await call('GET', '/api/favorites/providers', robin)).json()).toEqual({ results: [] });
  });

  it('lists the most recently saved first, and each user sees only their own', async () => {
    await toggle(robin, swim);
    await toggle(robin, dental);
    expect(await ids(robin)).toEqual([dental, swim]);
    expect(await ids(sam)).toEqual([]);
    await toggle(sam, swim);
    expect(await ids(sam)).toEqual([swim]);
    expect(await ids(robin)).toEqual([dental, swim]);
    await call('DELETE', `/api/favorites/${dental}`, robin);
    await call('DELETE', `/api/favorites/${swim}`, robin);
    await call('DELETE', `/api/favorites/${swim}`, sam);
  });

  it('a double click never stores the favourite twice or fails', async () => {
    const [a, b] = await Promise.all([toggle(robin, swim), toggle(robin, swim)]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    const rows = await db
      .select({ id: favorites.id })
      .from(favorites)
      .where(and(eq(favorites.user_id, robinId), eq(favorites.provider_id, swim)));
    expect(rows.length).toBeLessThanOrEqual(1);
    // Whatever the interleaving, one of the answers describes what is stored.
    const states = [a?.json().saved, b?.json().saved];
    expect(states).toContain(rows.length === 1);
    await call('DELETE', `/api/favorites/${swim}`, robin);
  });

  it('DELETE removes, and removing what is not saved still answers saved: false', async () => {
    await toggle(robin, dental);
    const removed = await call('DELETE', `/api/favorites/${dental}`, robin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ saved: false });
    const again = await call('DELETE', `/api/favorites/${dental}`, robin);
    expect(again.json()).toEqual({ saved: false });
    expect(await ids(robin)).toEqual([]);
  });

  it('an unknown or pending provider answers 404; bad ids answer 400', async () => {
    for (const res of [
      await toggle(robin, 987_654),
      await toggle(robin, pending),
      await call('DELETE', '/api/favorites/987654', robin),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('PROVIDER_NOT_FOUND');
    }
    for (const res of [
      await toggle(robin, 'abc'),
      await toggle(robin, -1),
      await call('POST', '/api/favorites/toggle', robin, {}),
      await call('DELETE', '/api/favorites/abc', robin),
    ]) {
      expect(res.statusCode).toBe(400);
    }
  });

  it('DELETE of a pending provider answers exactly like an unknown id (404, same body)', async () => {
    const unknown = await call('DELETE', '/api/favorites/987654', robin);
    const hidden = await call('DELETE', `/api/favorites/${pending}`, robin);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(unknown.body);
    expect(hidden.json()).toEqual({
      error: { code: 'PROVIDER_NOT_FOUND', message: 'Provider not found.' },
    });

    /* One the user saved before it went back to pending is theirs to remove. */
    const saved = await insertProvider(db, { name: 'Saved Then Hidden' });
    await toggle(robin, saved);
    await db
      .update(providers)
      .set({ accommodation_status: 'pending' })
      .where(eq(providers.id, saved));
    const removed = await call('DELETE', `/api/favorites/${saved}`, robin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ saved: false });
  });

  it('an id beyond the integer column is a 400, not a 500', async () => {
    for (const res of [
      await toggle(robin, 2147483648),
      await call('DELETE', '/api/favorites/2147483648', robin),
      await toggle(robin, '7'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('a saved provider that goes back to pending disappears from the lists and can still be removed', async () => {
    const listed = await insertProvider(db, { name: 'Briefly Listed' });
    await toggle(robin, listed);
    await db
      .update(providers)
      .set({ accommodation_status: 'pending' })
      .where(eq(providers.id, listed));
    expect(await ids(robin)).toEqual([]);
    expect((await toggle(robin, listed)).json()).toEqual({ saved: false });
    const rows = await db.select().from(favorites).where(eq(favorites.provider_id, listed));
    expect(rows).toEqual([]);
  });

  it('refuses a toggle with the session cookie from another site (CSRF)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/favorites/toggle',
      payload: { providerId: dental },
      headers: { origin: 'https://evil.example', cookie: robin.header() },
    });
    expect(res.statusCode).toBe(403);
    expect(await ids(robin)).toEqual([]);
  });
});
