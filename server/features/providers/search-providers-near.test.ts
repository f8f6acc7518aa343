import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../common/contracts/providers';
import { accommodationSlug } from '../../../common/contracts/search-filters';
import type { Db } from '../../db/client';
import { providers, reviews, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { miles, ZIPS, type Zip } from '../../test/fixtures/zips';
import { recomputeConfirmedAccommodations } from './confirmed-accommodations';
import { boxAround } from './find-providers-near';
import { insertProvider } from './provider-factory';
import { UNKNOWN_ZIP_MESSAGE } from './search-providers-near';

const CENTRE = ZIPS['78701'] as Zip;
/* The ZIPs nearest to 10 miles from 78701's centre, on either side of the line. */
const byEdge = Object.values(ZIPS)
  .map((z) => ({ z, d: miles(CENTRE, z) }))
  .sort((a, b) => Math.abs(a.d - 10) - Math.abs(b.d - 10));
const JUST_INSIDE = byEdge.find((e) => e.d < 10 && e.d > 9) as { z: Zip; d: number };
const JUST_OUTSIDE = byEdge.find((e) => e.d > 10 && e.d < 11) as { z: Zip; d: number };

const QUIET = 'Quiet Waiting Area';
const HOURS = 'Sensory-Friendly Hours';
const BLANKETS = 'Weighted Blankets / Lap Pads';

describe.each(testDatabaseModes())('refined search: filters and radius (%s)', (mode) => {
  let t: TestApp;
  let db: Db;
  const ids: Record<string, number> = {};

  const search = async (qs: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/providers/search?${qs}` });
    return { status: res.statusCode, body: res.json() as SearchResponse };
  };
  const names = (body: SearchResponse) => body.results.map((r) => r.name);

  beforeAll(async () => {
    t = await createTestApp(mode);
    db = t.app.database.db;
    const add = async (name: string, zip: string, accommodations: string, extra = {}) => {
      ids[name] = await insertProvider(db, {
        name,
        category: 'Dentist',
        location: `${ZIPS[zip]?.city}, ${ZIPS[zip]?.state}`,
        zip_code: zip,
        accommodations,
        ...extra,
      });
    };
    await add('Centre Dental', '78701', `${QUIET}, ${HOURS}`, { verified_percentage: 10 });
    await add('Inside Dental', JUST_INSIDE.z.zip, `${QUIET}`, {
      promotion_tier: 'premium',
      promotion_status: 'active',
    });
    await add('Outside Dental', JUST_OUTSIDE.z.zip, `${QUIET}, ${HOURS}`);
    await add('Middle Dental', '78745', `${QUIET}, ${HOURS}, ${BLANKETS}`, {
      verified_percentage: 90,
    });
    await add('Far Dental', '80202', `${QUIET}, ${HOURS}`);
    await add('Hidden Dental', '78701', `${QUIET}, ${HOURS}`, { accommodation_status: 'pending' });
    await add('Nowhere Dental', '00000', `${QUIET}`);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('loads the ZIP table once and gives providers their ZIP centre, on insert and on a ZIP change', async () => {
    const [centre] = await db
      .select({ latitude: providers.latitude, longitude: providers.longitude })
      .from(providers)
      .where(eq(providers.id, ids['Centre Dental'] as number));
    expect(centre).toEqual({ latitude: CENTRE.latitude, longitude: CENTRE.longitude });
    const [nowhere] = await db
      .select({ latitude: providers.latitude })
      .from(providers)
      .where(eq(providers.id, ids['Nowhere Dental'] as number));
    expect(nowhere?.latitude).toBeNull();

    await db
      .update(providers)
      .set({ zip_code: '80202' })
      .where(eq(providers.id, ids['Nowhere Dental'] as number));
    const [moved] = await db
      .select({ latitude: providers.latitude })
      .from(providers)
      .where(eq(providers.id, ids['Nowhere Dental'] as number));
    expect(moved?.latitude).toBe(ZIPS['80202']?.latitude);
    await db
      .update(providers)
      .set({ zip_code: '00000' })
      .where(eq(providers.id, ids['Nowhere Dental'] as number));

    await t.app.database.migrate();
    const count = await db.$count(providers);
    expect(count).toBe(7);
  });

  it('finds a provider just inside the radius and not one just outside, with its distance', async () => {
    expect(JUST_INSIDE.d).toBeLessThan(10);
    expect(JUST_OUTSIDE.d).toBeGreaterThan(10);
    const { status, body } = await search('q=dentist&near=78701&within=10');
    expect(status).toBe(200);
    expect(names(body)).toContain('Inside Dental');
    expect(names(body)).not.toContain('Outside Dental');
    expect(names(body)).not.toContain('Far Dental');
    expect(names(body)).not.toContain('Hidden Dental');
    const inside = body.results.find((r) => r.name === 'Inside Dental');
    expect(inside?.distanceMiles).toBeCloseTo(JUST_INSIDE.d, 1);
    expect(inside?.latitude).toBe(JUST_INSIDE.z.latitude);
    expect(body.near).toEqual({ zip: '78701', within: 10, place: 'Austin, TX' });

    const wider = await search('q=dentist&near=78701&within=25');
    expect(names(wider.body)).toContain('Outside Dental');
  });

  it('keeps the tier ordering by default and sorts by distance on request', async () => {
    const ranked = await search('q=dentist&near=78701&within=25');
    expect(names(ranked.body)[0]).toBe('Inside Dental');
    expect(names(ranked.body).slice(1, 3)).toEqual(['Middle Dental', 'Centre Dental']);

    const nearest = await search('q=dentist&near=78701&within=25&sort=distance');
    const distances = nearest.body.results.map((r) => r.distanceMiles ?? Number.NaN);
    expect(names(nearest.body)[0]).toBe('Centre Dental');
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBe(0);
  });

  it('searches everyone near a ZIP with no line', async () => {
    const { body } = await search('near=78701&within=50');
    expect(body.searched).toBe(true);
    expect(body.total).toBe(4);
  });

  it('filters by accommodations, all of them, and counts what each filter would leave', async () => {
    const one = await search(`q=dentist&needs=${accommodationSlug(HOURS)}`);
    expect(one.status).toBe(200);
    expect(names(one.body).sort()).toEqual([
      'Centre Dental',
      'Far Dental',
      'Middle Dental',
      'Outside Dental',
    ]);
    const two = await search(
      `q=dentist&needs=${accommodationSlug(HOURS)},${accommodationSlug(BLANKETS)}`,
    );
    expect(names(two.body)).toEqual(['Middle Dental']);

    const facets = one.body.facets;
    const countOf = (item: string) => facets?.needs.find((f) => f.item === item)?.count;
    expect(countOf(HOURS)).toBe(4);
    expect(countOf(BLANKETS)).toBe(1);
    expect(countOf(QUIET)).toBe(4);
    expect(countOf('Sensory Toolkits')).toBe(0);
    expect(facets?.needs).toHaveLength(18);
  });

  it('counts the filters of a plain search before any is chosen (GET /api/providers/facets)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/providers/facets?q=dentist' });
    expect(res.statusCode).toBe(200);
    const { facets } = res.json() as { facets: SearchResponse['facets'] };
    expect(facets?.needs.find((f) => f.item === QUIET)?.count).toBe(6);
    expect(facets?.needs.find((f) => f.item === BLANKETS)?.count).toBe(1);
    const none = await t.app.inject({ method: 'GET', url: '/api/providers/facets' });
    expect(none.json()).toEqual({ facets: null });
  });

  it("combines filters with a radius: 'within 10 miles' and 'Sensory-Friendly Hours'", async () => {
    const { body } = await search(
      `q=dentist&near=78701&within=10&needs=${accommodationSlug(HOURS)}`,
    );
    expect(names(body).sort()).toEqual(['Centre Dental', 'Middle Dental']);
    expect(body.total).toBe(2);
  });

  it('counts only what families confirmed in approved reviews when asked', async () => {
    const [user] = await db
      .insert(users)
      .values({
        id: 'near-test-user',
        name: 'Near',
        email: 'near@example.test',
        emailVerified: true,
      })
      .returning({ id: users.id });
    const review = (providerId: number, status: 'approved' | 'pending', ticks: string[]) =>
      db.insert(reviews).values({
        provider_id: providerId,
        user_id: user?.id as string,
        status,
        overall_rating: 5,
        review_text: 'Calm visit.',
        verified_accommodations: ticks,
      });
    await review(ids['Middle Dental'] as number, 'approved', [HOURS]);
    await review(ids['Centre Dental'] as number, 'pending', [HOURS]);
    await recomputeConfirmedAccommodations(db, [
      ids['Middle Dental'] as number,
      ids['Centre Dental'] as number,
    ]);

    const all = await search(`q=dentist&needs=${accommodationSlug(HOURS)}`);
    expect(all.body.facets?.confirmed).toBe(1);
    const confirmed = await search(`q=dentist&needs=${accommodationSlug(HOURS)}&confirmed=1`);
    expect(names(confirmed.body)).toEqual(['Middle Dental']);
  });

  it('answers an unknown ZIP with 400 UNKNOWN_ZIP and a clear message, never a 500', async () => {
    const { status, body } = await search('q=dentist&near=00000&within=10');
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'UNKNOWN_ZIP', message: UNKNOWN_ZIP_MESSAGE } });
    expect(UNKNOWN_ZIP_MESSAGE).toBe(
      'We could not find that ZIP code. Check it, or search without a distance.',
    );
    for (const bad of ['near=7870', 'near=abcde', 'within=7&near=78701', 'needs=not-a-thing&q=x']) {
      const res = await search(bad);
      expect(res.status, bad).toBe(400);
    }
  });

  it('round-trips the URL: the same query string gives the same search', async () => {
    const qs = new URLSearchParams({
      q: 'dentist',
      near: '78701',
      within: '25',
      needs: [QUIET, HOURS].map((i) => accommodationSlug(i as never)).join(','),
      sort: 'distance',
    }).toString();
    const first = await search(qs);
    const again = await search(new URLSearchParams(qs).toString());
    expect(again.body).toEqual(first.body);
    expect(first.body.near?.within).toBe(25);
    expect(names(first.body)).toEqual(['Centre Dental', 'Middle Dental', 'Outside Dental']);
  });

  it('draws a box that holds the whole circle', () => {
    const box = boxAround(CENTRE.latitude, CENTRE.longitude, 50);
    for (const e of byEdge.filter((x) => x.d <= 50)) {
      expect(e.z.latitude).toBeGreaterThanOrEqual(box.south);
      expect(e.z.latitude).toBeLessThanOrEqual(box.north);
      expect(e.z.longitude).toBeGreaterThanOrEqual(box.west);
      expect(e.z.longitude).toBeLessThanOrEqual(box.east);
    }
  });
});
