import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCard, SearchResponse } from '../../../common/contracts/providers';
import { providerBadges } from '../../../common/domain/badges';
import { providers } from '../../db/schema';
import { REGISTRY_DEMO, seedRegistryDemo } from '../../db/seed/registry-demo';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { insertProvider } from './provider-factory';

/*
 * Decision 060 on the search results: a card of a place imported from a registry (the demo data's
 * four, decision 059) says where it comes from and whether our team checked who runs it, so it
 * shows no 'Verified Provider' badge until then; a place a business listed keeps its badge.
 */
describe.each(testDatabaseModes())('imported places in search results (%s)', (mode) => {
  let t: TestApp;

  const search = async (qs: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/providers/search?${qs}` });
    expect(res.statusCode).toBe(200);
    return res.json() as SearchResponse;
  };
  const cardOf = async (name: string, qs = `q=${encodeURIComponent(name)}`) => {
    const card = (await search(qs)).results.find((r) => r.name === name);
    expect(card, name).toBeDefined();
    return card as ProviderCard;
  };
  const badgeKeys = (card: ProviderCard) => providerBadges(card).map((b) => b.key);

  beforeAll(async () => {
    t = await createTestApp(mode);
    await seedRegistryDemo(t.app.database.db);
    await insertProvider(t.app.database.db, {
      name: 'Burlington Calm Dentistry',
      category: 'Dentist',
      location: 'Burlington, VT',
      zip_code: '05401',
      accommodations: 'Quiet Waiting Area',
      accommodation_status: 'verified',
    });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('an NPI registry place: its source, not team-verified, no badge, at its ZIP code’s centre', async () => {
    const card = await cardOf(REGISTRY_DEMO.nppesDentist);
    expect(card).toMatchObject({
      source: 'nppes',
      teamVerified: false,
      accommodation_status: 'verified',
      approximateLocation: true,
    });
    expect(card.latitude).toEqual(expect.any(Number));
    expect(badgeKeys(card)).not.toContain('verified-provider');
  });

  it('an OpenStreetMap place: its source, no badge, at its own point (not approximate)', async () => {
    const card = await cardOf(REGISTRY_DEMO.osmBarber);
    expect(card).toMatchObject({
      source: 'osm',
      teamVerified: false,
      latitude: 44.4781,
      longitude: -73.2124,
      approximateLocation: false,
    });
    expect(badgeKeys(card)).toEqual([]);
  });

  it('the same on a search near a ZIP code, and a place a business listed keeps its badge', async () => {
    const near = await search('q=burlington&near=05401&within=10');
    expect(near.near).toMatchObject({ zip: '05401', within: 10 });
    const byName = new Map(near.results.map((r) => [r.name, r]));
    for (const name of Object.values(REGISTRY_DEMO)) {
      const card = byName.get(name);
      expect(card, name).toBeDefined();
      expect(card?.source).toMatch(/^(nppes|osm)$/);
      expect(card?.teamVerified).toBe(false);
      expect(badgeKeys(card as ProviderCard)).not.toContain('verified-provider');
    }
    const listed = byName.get('Burlington Calm Dentistry') as ProviderCard;
    expect(listed).toMatchObject({ source: null, approximateLocation: true });
    expect(badgeKeys(listed)).toEqual(['verified-provider']);
  });

  it('earns the badge once our team verifies who runs it', async () => {
    await t.app.database.db
      .update(providers)
      .set({ verification_status: 'verified' })
      .where(eq(providers.name, REGISTRY_DEMO.osmSwim));
    const card = await cardOf(REGISTRY_DEMO.osmSwim);
    expect(card).toMatchObject({ source: 'osm', teamVerified: true });
    expect(badgeKeys(card)).toEqual(['verified-provider']);
  });
});
