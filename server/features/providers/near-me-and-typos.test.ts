import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../common/contracts/providers';
import type { Db } from '../../db/client';
import { seedDatabase } from '../../db/seed/seed';
import { CookieJar, createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { createUser } from '../users/create-user';

/*
 * Decision 043, on the demo data: 'near me' is a distance search from
 * the member's saved ZIP or asks for one, and a corrected typo is understood the same way whether
 * or not anything matches.
 */
describe.each(testDatabaseModes())('near me and typos understood (%s)', (mode) => {
  let t: TestApp;
  let db: Db;

  beforeAll(async () => {
    t = await createTestApp(mode);
    db = t.app.database.db;
    await seedDatabase(db);
  }, 120_000);
  afterAll(async () => {
    await t.cleanup();
  });

  async function member(email: string, zipCode: string | null): Promise<CookieJar> {
    await createUser(t.app.auth, db, { email, password: 'calm-pass-1' });
    const jar = new CookieJar();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'calm-pass-1' },
      headers: { origin: t.origin },
    });
    expect(signIn.statusCode).toBe(200);
    jar.store(signIn);
    if (zipCode) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/me/profile',
        payload: { fullName: 'Robin Calm', zipCode },
        headers: { origin: t.origin, cookie: jar.header() },
      });
      expect(saved.statusCode).toBe(200);
    }
    return jar;
  }

  async function search(params: Record<string, string>, jar?: CookieJar): Promise<SearchResponse> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/providers/search?${new URLSearchParams(params)}`,
      headers: jar ? { cookie: jar.header() } : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it("'dentst austin' (no dentist in Austin) is understood and widened as 'dentist austin'", async () => {
    const typed = await search({ q: 'dentst austin' });
    const meant = await search({ q: 'dentist austin' });
    expect(meant.total).toBe(0);
    expect(meant.understood).toBe('Dentists in Austin, TX');
    expect(typed.total).toBe(0);
    expect(typed.understood).toBe(meant.understood);
    expect(typed.alternatives).toEqual(meant.alternatives);
    expect(typed.alternatives.map((a) => a.label)).toContain('Healthcare providers in Austin, TX');
  });

  it('a typo that does match is still the closest match', async () => {
    const r = await search({ q: 'dentst seattle' });
    expect(r.total).toBeGreaterThan(0);
    expect(r.closestMatch).toBe('dentist seattle');
  });

  it("'near me' from a member with a saved ZIP searches around that ZIP", async () => {
    const jar = await member('near-me@example.com', '78704');
    const r = await search({ q: 'swim lessons near me' }, jar);
    expect(r.needsLocation).toBeFalsy();
    expect(r.near).toMatchObject({ zip: '78704', within: 10 });
    expect(r.understood).toBe('Swim Instructors near 78704 (within 10 miles)');
    expect(r.total).toBeGreaterThan(0);
    for (const card of r.results) {
      expect(card.category).toBe('Swim Instructor');
      expect(card.distanceMiles).toBeLessThanOrEqual(10);
    }
  });

  it.each(['nearby', 'near by', 'close to me', 'around me'])(
    "'dentist %s' reads the phrase as a place, never as words to match",
    async (phrase) => {
      const jar = await member(`phrase-${phrase.replace(/ /g, '-')}@example.com`, '98101');
      const r = await search({ q: `dentist ${phrase}` }, jar);
      expect(r.near?.zip).toBe('98101');
      expect(r.understood).toBe('Dentists near 98101 (within 10 miles)');
      expect(r.total).toBeGreaterThan(0);
    },
  );

  it("'near me' without a saved ZIP asks where to look, and shows nothing from elsewhere", async () => {
    const anonymous = await search({ q: 'swim lessons near me' });
    expect(anonymous).toMatchObject({
      needsLocation: true,
      searched: true,
      total: 0,
      results: [],
      understood: 'Swim Instructors near you',
    });
    const noZip = await member('no-zip@example.com', null);
    expect((await search({ q: 'swim lessons near me' }, noZip)).needsLocation).toBe(true);
  });

  it("'near me' with the ZIP the visitor gave is a near search around it", async () => {
    const r = await search({ q: 'swim lessons near me', near: '78704', within: '25' });
    expect(r.needsLocation).toBeFalsy();
    expect(r.understood).toBe('Swim Instructors near 78704 (within 25 miles)');
    expect(r.total).toBeGreaterThan(0);
    for (const card of r.results) expect(card.distanceMiles).toBeLessThanOrEqual(25);
    const facets = await t.app.inject({
      method: 'GET',
      url: `/api/providers/facets?${new URLSearchParams({ q: 'swim lessons near me', near: '78704' })}`,
    });
    expect(facets.statusCode).toBe(200);
    expect(facets.json().facets).not.toBeNull();
  });

  it("'Use my location' turns a position into the nearest ZIP, and refuses a position far from any", async () => {
    const [centre] = (
      await db.execute<{ latitude: number; longitude: number }>(
        sql`SELECT latitude, longitude FROM zip_centroids WHERE zip = '78704'`,
      )
    ).rows;
    const ask = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/places/nearest-zip?${query}` });
    const near = await ask(
      `latitude=${centre?.latitude}&longitude=${Number(centre?.longitude) + 0.001}`,
    );
    expect(near.statusCode).toBe(200);
    expect(near.json()).toEqual({ zip: '78704', place: 'Austin, TX' });
    const atSea = await ask('latitude=35&longitude=-40');
    expect(atSea.statusCode).toBe(404);
    expect(atSea.json().error.message).toMatch(/Type your ZIP/);
    expect((await ask('latitude=95&longitude=0')).statusCode).toBe(400);
  });
});
