import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse, Suggestion } from '../../../common/contracts/providers';
import { parseSearchQuery } from '../../../common/domain/search-query';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { REGISTRY_DEMO, seedRegistryDemo } from '../../db/seed/registry-demo';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { findProviders } from './find-providers';
import { bestMatchFinder, describedFinder } from './find-providers-best-match';
import { insertProvider } from './provider-factory';
import { clausesOf, maskOf } from './search-criteria';

/*
 * Decision 064: a place known only from a public registry (imported, not linked to a listing that
 * existed, no published review, not verified by our team) ranks after every other listed place in
 * every search order: plain, category, sentence, near a ZIP by relevance and by distance, the
 * nearest answer, 'Best match for me', the suggestions. It is still found by name, type, city and
 * ZIP. The demo data's four (registry-demo.ts) are in Burlington, VT; the others here have names
 * later in the alphabet, so the old order (tier, verified share 0, name) would put them last.
 */
const REGISTRY_ONLY: readonly string[] = [...Object.values(REGISTRY_DEMO), 'Essex Registry Dental'];

const REVIEWED = 'Zephyr Reviewed Dental';
const VERIFIED = 'Yarrow Verified Dental';
const LISTED = 'Xylo Community Dental';
const IMPORTED_REVIEWED = 'Birch Imported Reviewed Dental';

describe.each(testDatabaseModes())('imported places rank after the others (%s)', (mode) => {
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
  /** Every place known only from a registry after every other one, and at least one of each. */
  const expectRegistryLast = (list: readonly string[], label: string) => {
    const firstOnly = list.findIndex((n) => REGISTRY_ONLY.includes(n));
    const lastOther = list.findLastIndex((n) => !REGISTRY_ONLY.includes(n));
    expect(firstOnly, `${label}: ${list.join(' | ')}`).toBeGreaterThanOrEqual(0);
    expect(lastOther, `${label}: ${list.join(' | ')}`).toBeGreaterThanOrEqual(0);
    expect(lastOther, `${label}: ${list.join(' | ')}`).toBeLessThan(firstOnly);
  };

  beforeAll(async () => {
    t = await createTestApp(mode);
    db = t.app.database.db;
    await seedRegistryDemo(db);
    const dentist = (name: string, zip: string, town: string, extra = {}) =>
      insertProvider(db, {
        name,
        category: 'Dentist',
        location: `${town}, VT ${zip}`,
        zip_code: zip,
        ...extra,
      });
    /* Reviewed: one published review, none of it verified (a share of 0, as the imported ones). */
    await dentist(REVIEWED, '05403', 'South Burlington', {
      total_review_count: 1,
      review_count: 1,
    });
    await dentist(VERIFIED, '05452', 'Essex Junction, near Burlington', {
      verification_status: 'verified',
    });
    /* Listed by a business or a family, not reviewed yet: not from a registry, ranks as before. */
    await dentist(LISTED, '05403', 'South Burlington');
    /* Imported, then reviewed: an ordinary reviewed place. */
    await dentist(IMPORTED_REVIEWED, '05401', 'Burlington', {
      source: 'nppes',
      external_id: '1000000001',
      registry_status: 'imported',
      accommodations: '',
      total_review_count: 2,
      review_count: 2,
    });
    /* Imported, 7 miles out: the registry's places among themselves are nearest first too. */
    await dentist('Essex Registry Dental', '05452', 'Essex Junction, near Burlington', {
      source: 'nppes',
      external_id: '1000000002',
      registry_status: 'imported',
      accommodations: '',
    });
  });
  afterAll(async () => t?.cleanup());

  it('marks exactly the places known only from a registry (tier_rank -1), and a claim verified or a review lifts one', async () => {
    const rows = await db
      .select({ name: providers.name, tier: providers.tier_rank })
      .from(providers)
      .where(
        inArray(providers.name, [...REGISTRY_ONLY, REVIEWED, VERIFIED, LISTED, IMPORTED_REVIEWED]),
      );
    const tiers = Object.fromEntries(rows.map((r) => [r.name, r.tier]));
    for (const name of REGISTRY_ONLY) expect(tiers[name], name).toBe(-1);
    for (const name of [REVIEWED, VERIFIED, LISTED, IMPORTED_REVIEWED])
      expect(tiers[name], name).toBe(0);
    /* A record linked to a listing that existed keeps that listing's rank. */
    const linked = await insertProvider(db, {
      name: 'Linked Listing Dental',
      source: 'nppes',
      external_id: '1000000003',
      registry_status: 'imported',
      registry_linked: true,
    });
    const [row] = await db
      .select({ tier: providers.tier_rank })
      .from(providers)
      .where(eq(providers.id, linked));
    expect(row?.tier).toBe(0);
    await db.delete(providers).where(eq(providers.id, linked));
  });

  it('plain search and category search: found by city, ZIP, type and name, and last', async () => {
    const city = names(await search({ q: 'burlington' }));
    expectRegistryLast(city, 'burlington');
    for (const name of Object.values(REGISTRY_DEMO)) expect(city).toContain(name);
    const zip = names(await search({ q: '05401' }));
    expectRegistryLast(zip, '05401');
    expect(zip).toContain(REGISTRY_DEMO.nppesDentist);
    const dentists = names(await search({ q: 'dentist' }));
    expect(dentists.slice(0, 4).sort()).toEqual(
      [IMPORTED_REVIEWED, LISTED, REVIEWED, VERIFIED].sort(),
    );
    expectRegistryLast(dentists, 'dentist');
    expect(dentists).toContain(REGISTRY_DEMO.nppesDentist);
    const group = names(await search({ q: 'burlington', group: 'healthcare' }));
    expectRegistryLast(group, 'healthcare in burlington');
    expect(group).toContain(REGISTRY_DEMO.nppesSpeech);
    for (const name of Object.values(REGISTRY_DEMO)) {
      expect(names(await search({ q: name }))[0], name).toBe(name);
    }
    expect(names(await search({ q: 'speech therapist' }))).toContain(REGISTRY_DEMO.nppesSpeech);
    expect(names(await search({ q: 'barber' }))).toContain(REGISTRY_DEMO.osmBarber);
  });

  it("by state: a location that ends in its ZIP code ('150 Pearl St, Burlington, VT 05401') is in its state", async () => {
    for (const q of ['vermont', 'Vermont dentist', 'dentist in vermont']) {
      const found = names(await search({ q }));
      expect(found.length, q).toBeGreaterThan(0);
      expectRegistryLast(found, q);
    }
    const state = names(await search({ q: 'vermont' }));
    for (const name of Object.values(REGISTRY_DEMO)) expect(state, name).toContain(name);
    expect(names(await search({ q: 'Vermont dentist' }))).toContain(REGISTRY_DEMO.nppesDentist);
    expect(names(await search({ q: 'dentist in vermont' }))).toContain(REGISTRY_DEMO.nppesDentist);
    expect(names(await search({ q: 'barber VT' }))).toContain(REGISTRY_DEMO.osmBarber);
    /* Not another state's. */
    expect(names(await search({ q: 'dentist texas' }))).not.toContain(REGISTRY_DEMO.nppesDentist);
  });

  it('near a ZIP by relevance, and with the distance order: the others nearest first, then the registry’s nearest first', async () => {
    const relevance = names(await search({ q: 'dentist', near: '05401', within: '25' }));
    expectRegistryLast(relevance, 'dentist near 05401');
    const all = names(await search({ near: '05401', within: '25' }));
    expectRegistryLast(all, 'near 05401');
    for (const name of Object.values(REGISTRY_DEMO)) expect(all).toContain(name);

    const byDistance = await search({
      q: 'dentist',
      near: '05401',
      within: '25',
      sort: 'distance',
    });
    /* Burlington's own centre first among the others, then South Burlington, then Essex. */
    expect(names(byDistance)).toEqual([
      IMPORTED_REVIEWED,
      LISTED,
      REVIEWED,
      VERIFIED,
      REGISTRY_DEMO.nppesDentist,
      'Essex Registry Dental',
    ]);
    const miles = byDistance.results.map((r) => r.distanceMiles ?? Number.NaN);
    expect(miles[0]).toBeLessThan(miles[2] as number);
    expect(miles[4]).toBeLessThan(miles[3] as number);
    expect(miles[4]).toBeLessThan(miles[5] as number);
  });

  it('the nearest answer, when the radius has none, puts the others first too', async () => {
    /* Montpelier is about 35 miles from Burlington: no dentist within 5. */
    const body = await search({ q: 'dentist', near: '05602', within: '5' });
    expect(body.nearest).toMatchObject({ zip: '05602' });
    expectRegistryLast(names(body), 'nearest to 05602');
    expect(names(body)).toContain(REGISTRY_DEMO.nppesDentist);
  });

  it('sentences: through the place they name, and describing words (best match) order after it', async () => {
    for (const q of [
      'looking for a dentist in burlington for my son',
      'a calm dentist near 05401',
      'we need a gentle dentist in burlington vt',
    ]) {
      const body = await search({ q });
      expectRegistryLast(names(body), q);
    }
    /* 'Best match for me' and describing words sort every match: registry-only places still last. */
    const line = 'a calm dentist in burlington';
    const parsed = parseSearchQuery(line);
    const criteria = { terms: [], clauses: clausesOf(parsed, line), categories: null };
    const opts = { offset: 0, pageSize: 10, order: 'rank' as const, columns: ['id', 'name'] };
    const mask = maskOf(parsed.soft.flatMap((w) => w.accommodations));
    expect(mask).not.toBe(0);
    for (const finder of [describedFinder(mask), bestMatchFinder(mask), findProviders]) {
      const page = await finder(db, criteria, opts);
      expectRegistryLast(
        page.rows.map((r) => String(r.name)),
        line,
      );
    }
  });

  it('suggestions name the others first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/providers/suggest?q=burlington' });
    expect(res.statusCode).toBe(200);
    const suggestions = (res.json() as { suggestions: Suggestion[] }).suggestions;
    const provided = suggestions.filter((s) => s.kind === 'provider').map((s) => s.label);
    expect(provided.length).toBeGreaterThan(0);
    for (const name of provided) expect(REGISTRY_ONLY).not.toContain(name);
  });

  it('a registry place whose claimant our team verified ranks like any other', async () => {
    await db
      .update(providers)
      .set({ verification_status: 'verified' })
      .where(eq(providers.name, REGISTRY_DEMO.nppesDentist));
    try {
      const dentists = names(await search({ q: 'dentist' }));
      /* Tier 0, share 0: by name among the others, 'Lakeside' before 'Xylo'. */
      expect(dentists.indexOf(REGISTRY_DEMO.nppesDentist)).toBeLessThan(dentists.indexOf(LISTED));
      expect(dentists.at(-1)).toBe('Essex Registry Dental');
    } finally {
      await db.execute(
        sql`UPDATE providers SET verification_status = 'unverified' WHERE name = ${REGISTRY_DEMO.nppesDentist}`,
      );
    }
  });
});
