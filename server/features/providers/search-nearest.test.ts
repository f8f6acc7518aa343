import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../common/contracts/providers';
import { accommodationSlug } from '../../../common/contracts/search-filters';
import { PLACES_MESSAGES } from '../../../common/messages/search';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { miles, zip } from '../../test/fixtures/zips';
import { NEAREST_MILES, nearestSql } from './find-providers-near';
import { insertProvider } from './provider-factory';

const QUIET = 'Quiet Waiting Area';

/*
 * A ZIP, a radius or a city with none of what was asked answers with the nearest ones, each with
 * its distance (decision 053). Chicago's 60622 has no pediatrician (one waits for review there);
 * Lincoln Park (60614) and the Loop (60601) have one each, Milwaukee (53202) one about 80 miles
 * away, Denver one far beyond the 100 miles looked at.
 */
describe.each(testDatabaseModes())('the nearest places when a place has none (%s)', (mode) => {
  let t: TestApp;
  let db: Db;

  const search = async (params: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/providers/search?${new URLSearchParams(params)}`,
    });
    expect(res.statusCode, JSON.stringify(params)).toBe(200);
    return res.json() as SearchResponse;
  };
  const names = (body: SearchResponse) => body.results.map((r) => r.name);

  beforeAll(async () => {
    t = await createTestApp(mode);
    db = t.app.database.db;
    const add = (name: string, code: string, extra = {}) =>
      insertProvider(db, {
        name,
        category: 'Pediatrician',
        location: `${zip(code).city}, ${zip(code).state}`,
        zip_code: code,
        ...extra,
      });
    await add('Lincoln Park Pediatrics', '60614', { accommodations: QUIET });
    await add('Loop Pediatrics', '60601');
    await add('Lakefront Pediatrics', '53202', { accommodations: QUIET });
    await add('Mile High Pediatrics', '80202');
    await add('Waiting Pediatrics', '60622', { accommodation_status: 'pending' });
    await add('Wicker Park Dental', '60622', { category: 'Dentist' });
    await add('Casco Bay Barbers', '04101', { category: 'Hair Stylist / Barber' });
    /* A name one letter from Naperville's: the typo fallback would read 'naperville' as it. */
    await add('Napervile Dental', '53202', { category: 'Dentist' });
    /* Fourteen states have a Newton of one ZIP each: only Massachusetts' has a listing near it. */
    await add('Chestnut Hill Dental', '02467', { category: 'Dentist' });
  });
  afterAll(async () => t.cleanup());

  it("answers 'pediatrician 60622' with the nearest pediatricians, nearest first, each with its distance", async () => {
    const body = await search({ q: 'pediatrician 60622' });
    expect(names(body)).toEqual([
      'Lincoln Park Pediatrics',
      'Loop Pediatrics',
      'Lakefront Pediatrics',
    ]);
    const expected = ['60614', '60601', '53202'].map((c) => miles(zip('60622'), zip(c)));
    body.results.forEach((card, i) => {
      expect(card.distanceMiles).toBeCloseTo(expected[i] as number, 0);
    });
    expect(body.total).toBe(3);
    expect(body.hasMore).toBe(false);
    expect(body.understood).toBe('Pediatricians near 60622');
    expect(body.nearest).toEqual({
      zip: '60622',
      place: 'Chicago, IL',
      within: null,
      what: { one: 'pediatrician', many: 'pediatricians' },
      fromMiles: body.results[0]?.distanceMiles,
      toMiles: body.results[2]?.distanceMiles,
      reach: NEAREST_MILES,
    });
    expect(PLACES_MESSAGES.nearestNotice(body.nearest as never, body.results.length)).toMatch(
      /^None in 60622; the nearest pediatricians, \d+\.\d to 8\d\.\d miles away$/,
    );
  });

  it('reads the ZIP in a sentence the same way, and keeps an answer the ZIP has', async () => {
    const sentence = await search({ q: 'looking for a pediatrician for my son 60622 please' });
    expect(sentence.nearest?.zip).toBe('60622');
    expect(names(sentence)[0]).toBe('Lincoln Park Pediatrics');
    const dentist = await search({ q: 'dentist 60622' });
    expect(names(dentist)).toEqual(['Wicker Park Dental']);
    expect(dentist.nearest ?? null).toBeNull();
  });

  it('answers a radius with none the same way, keeping its filters', async () => {
    /* Naperville (60540) is about 28 miles from the Loop. */
    const body = await search({ q: 'pediatrician', near: '60540', within: '10' });
    expect(body.nearest).toMatchObject({ zip: '60540', within: 10 });
    expect(names(body).slice(0, 2).sort()).toEqual(['Lincoln Park Pediatrics', 'Loop Pediatrics']);
    expect(body.results.every((r) => (r.distanceMiles ?? 0) > 10)).toBe(true);
    expect(PLACES_MESSAGES.nearestNotice(body.nearest as never, body.results.length)).toMatch(
      /^None within 10 miles of 60540; the nearest pediatricians, /,
    );
    const quiet = await search({
      q: 'pediatrician',
      near: '60540',
      within: '10',
      needs: accommodationSlug(QUIET),
    });
    expect(names(quiet)).toEqual(['Lincoln Park Pediatrics', 'Lakefront Pediatrics']);
    /* A filter on a line that names the ZIP: the same nearest places, filtered. */
    const typed = await search({ q: 'pediatrician 60622', needs: accommodationSlug(QUIET) });
    expect(typed.nearest).toMatchObject({ zip: '60622', within: null });
    expect(names(typed)).toEqual(['Lincoln Park Pediatrics', 'Lakefront Pediatrics']);
  });

  it('counts the filters over the nearest places shown', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/providers/facets?${new URLSearchParams({ q: 'pediatrician 60622' })}`,
    });
    const { facets } = res.json() as { facets: SearchResponse['facets'] };
    expect(facets?.needs.find((n) => n.item === QUIET)?.count).toBe(2);
    expect(facets?.needs.find((n) => n.item === 'Sensory-Friendly Hours')?.count).toBe(0);
  });

  it('counts the filters over the list the search shows, for every place a line names', async () => {
    /* 'near 60622' lists the two Chicago pediatricians within 10 miles, not the nearest three. */
    for (const q of [
      'pediatrician near 60622',
      'pediatrician 60622',
      'pediatrician near chicago',
      'pediatrician close to joliet',
      'pediatrician in joliet',
      'pediatrician in chicago',
    ]) {
      const body = await search({ q });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/providers/facets?${new URLSearchParams({ q })}`,
      });
      const { facets } = res.json() as { facets: SearchResponse['facets'] };
      const shown = body.results.filter((r) => r.accommodations.includes(QUIET)).length;
      expect(facets?.needs.find((n) => n.item === QUIET)?.count, q).toBe(shown);
    }
    const near = await t.app.inject({
      method: 'GET',
      url: `/api/providers/facets?${new URLSearchParams({ q: 'pediatrician near 60622' })}`,
    });
    expect(near.json().facets.needs.find((n: { item: string }) => n.item === QUIET).count).toBe(1);
  });

  it('stays an empty answer when nothing is within reach, or the ZIP is unknown', async () => {
    for (const q of ['pediatrician 99501', 'pediatrician 00000', 'swim instructor 60622']) {
      const body = await search({ q });
      expect(body.results, q).toEqual([]);
      expect(body.nearest ?? null, q).toBeNull();
    }
  });

  it("searches around a city's centre for 'near <city>', stating the radius", async () => {
    const body = await search({ q: 'pediatrician near chicago' });
    expect(body.near).toEqual({ zip: null, within: 10, place: 'Chicago, IL' });
    expect(body.understood).toBe('Pediatricians near Chicago, IL (within 10 miles)');
    expect(names(body).sort()).toEqual(['Lincoln Park Pediatrics', 'Loop Pediatrics']);
    expect(body.results.every((r) => typeof r.distanceMiles === 'number')).toBe(true);
    const wider = await search({ q: 'my son needs a pediatrician within 100 miles of chicago' });
    expect(wider.near).toMatchObject({ place: 'Chicago, IL', within: 50 });
  });

  it("takes the page's distance control over the line's radius", async () => {
    const chosen = await search({ q: 'pediatrician near chicago', within: '25' });
    expect(chosen.near).toEqual({ zip: null, within: 25, place: 'Chicago, IL' });
    expect(chosen.understood).toBe('Pediatricians near Chicago, IL (within 25 miles)');
    const over = await search({ q: 'pediatrician within 50 miles of chicago', within: '5' });
    expect(over.near).toMatchObject({ place: 'Chicago, IL', within: 5 });
    const zipLine = await search({ q: 'pediatrician within 50 miles of 60622', within: '10' });
    expect(zipLine.near).toMatchObject({ zip: '60622', within: 10 });
  });

  it('answers a city with none near its centre with the nearest ones', async () => {
    const body = await search({ q: 'pediatrician close to joliet' });
    expect(body.nearest).toMatchObject({ zip: null, place: 'Joliet, IL', within: 10 });
    expect(names(body).slice(0, 2).sort()).toEqual(['Lincoln Park Pediatrics', 'Loop Pediatrics']);
  });

  it("answers 'in <city>' whose words found nothing around that city, nearest first", async () => {
    for (const q of [
      'pediatrician in joliet',
      'is there a pediatrician in joliet that is good with autistic kids',
    ]) {
      const body = await search({ q });
      expect(body.nearest, q).toMatchObject({ zip: null, place: 'Joliet, IL', within: 10 });
      expect(names(body).slice(0, 2).sort(), q).toEqual([
        'Lincoln Park Pediatrics',
        'Loop Pediatrics',
      ]);
      expect(body.results.every((r) => typeof r.distanceMiles === 'number')).toBe(true);
    }
    /* Words that find something keep their answer; a city with nothing within reach stays empty. */
    const chicago = await search({ q: 'pediatrician in chicago' });
    expect(chicago.near ?? null).toBeNull();
    expect(chicago.nearest ?? null).toBeNull();
    expect(names(chicago)).toContain('Loop Pediatrics');
    const anchorage = await search({ q: 'pediatrician in anchorage' });
    expect(anchorage.results).toEqual([]);
    expect(anchorage.nearest ?? null).toBeNull();
  });

  it("answers 'in <town>' around the town when only a correction that changed it found something", async () => {
    const body = await search({ q: 'dentist in naperville' });
    expect(body.fuzzy).toBe(false);
    expect(body.nearest).toMatchObject({ zip: null, place: 'Naperville, IL', within: 10 });
    expect(names(body)[0]).toBe('Wicker Park Dental');
    /* A correction that keeps the city is the answer ('dentst' is 'dentist'). */
    const typo = await search({ q: 'dentst in chicago' });
    expect(typo.closestMatch).toBe('dentist in chicago');
    expect(names(typo)).toEqual(['Wicker Park Dental']);
  });

  it('picks the city of a shared name that has listings, or the one the line names', async () => {
    expect((await search({ q: 'barber near portland' })).near?.place).toBe('Portland, ME');
    /* Every state's Newton is checked, not only the first few. */
    const newton = await search({ q: 'dentist in newton' });
    expect(newton.near?.place ?? newton.nearest?.place).toBe('Newton, MA');
    expect(names(newton)).toContain('Chestnut Hill Dental');
    expect((await search({ q: 'pediatrician near portland oregon' })).near ?? null).toBeNull();
  });

  it('reads an unknown city, or one with nothing within reach, as words, as before', async () => {
    for (const q of ['pediatrician near chicagoo', 'pediatrician near anchorage']) {
      const body = await search({ q });
      expect(body.near ?? null, q).toBeNull();
      expect(body.nearest ?? null, q).toBeNull();
    }
  });

  it('walks the radius index in distance order (EXPLAIN)', async () => {
    const centre = zip('60622');
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const statement = nearestSql(
        { clauses: [], categories: ['Pediatrician'], needsMask: 0, confirmedOnly: false },
        centre,
        ['id'],
      );
      return (await tx.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${statement}`)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan using providers_near_idx/);
    expect(plan).toMatch(/Order By: \(\(?point\(longitude, latitude\)\)? <-> /);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
