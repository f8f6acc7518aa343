import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderProfile } from '../../../common/contracts/provider-profile';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { asPersona, insertReview, signInPersonas } from '../../test/fixtures/admin';
import { OSM_PLACES_CSV_HEADER } from '../open-data/osm-places-csv';
import { insertProvider } from '../providers/provider-factory';

/* Decision 060: a place listed from a public registry, honestly shown and claimable. */
describe.each(testDatabaseModes())('a place imported from a registry (%s)', (mode) => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof signInPersonas>>;
  const db = () => t.app.database.db;
  let nppes: number;
  let osm: number;
  let retiredOsm: number;
  let listedByBusiness: number;

  const imported = {
    accommodations: '',
    accommodation_status: 'verified',
    verification_status: 'unverified',
    registry_status: 'imported',
  } as const;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    people = await signInPersonas(t, 'imported');
    nppes = await insertProvider(db(), {
      ...imported,
      name: 'Lakeside Pediatric Dental Care',
      category: 'Dentist',
      location: '150 Pearl St, Burlington, VT 05401',
      zip_code: '05401',
      source: 'nppes',
      external_id: '1497758544',
      source_date: '2026-10-14',
      coordinates_approximate: true,
    });
    osm = await insertProvider(db(), {
      ...imported,
      name: 'Church Street Kids Cuts, "the calm one"',
      category: 'Hair Stylist / Barber',
      location: '45 Church St, Burlington, VT 05401',
      zip_code: '05401',
      website: 'https://kidscuts.example',
      source: 'osm',
      external_id: 'node/4815162342',
      source_date: '2026-08-21',
      latitude: 44.4781,
      longitude: -73.2124,
    });
    retiredOsm = await insertProvider(db(), {
      ...imported,
      name: 'Gone Swim School',
      accommodation_status: 'pending',
      registry_status: 'retired',
      source: 'osm',
      external_id: 'way/99',
      source_date: '2025-01-01',
    });
    listedByBusiness = await insertProvider(db(), {
      name: 'Run By Its Owner',
      accommodation_status: 'verified',
      business_admin_user_id: people.businessAdmin.id,
    });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const profile = async (id: number) => {
    const r = await t.app.inject({ method: 'GET', url: `/api/providers/${id}/profile` });
    expect(r.statusCode).toBe(200);
    return r.json() as ProviderProfile;
  };

  it('is public with its registry and date, claims no accommodation and no badge, at an approximate point, and may be claimed', async () => {
    const page = await profile(nppes);
    expect(page.visibility).toBe('public');
    expect(page.listing).toEqual({
      source: 'nppes',
      sourceDate: '2026-10-14',
      approximateLocation: true,
      claimable: true,
      teamVerified: false,
    });
    expect(page.provider).toMatchObject({
      accommodations: [],
      total_review_count: 0,
      isCommunityVerified: false,
      isTrustedAlly: false,
      verified_percentage: 0,
    });
    expect(page.evidence).toEqual([]);
  });

  it("an OpenStreetMap place's point is its own; a place a business runs is not claimable and has no source", async () => {
    expect((await profile(osm)).listing).toEqual({
      source: 'osm',
      sourceDate: '2026-08-21',
      approximateLocation: false,
      claimable: true,
      teamVerified: false,
    });
    expect((await profile(listedByBusiness)).listing).toEqual({
      source: null,
      sourceDate: null,
      approximateLocation: true,
      claimable: false,
      teamVerified: false,
    });
  });

  it("once a family's review is published, the page shows its sensory details like any listed place", async () => {
    const reviewId = await insertReview(db(), nppes, {
      user_id: people.member.id,
      status: 'pending',
      review_text: 'The first visit was calm: a quiet room and dim lights in the chair.',
      verified_accommodations: ['Quiet Waiting Area', 'Dim or Adjustable Lighting'],
    });
    const approved = await asPersona(t, people, 'moderator', {
      method: 'POST',
      url: `/api/admin/reviews/${reviewId}/moderate`,
      payload: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    const page = await profile(nppes);
    expect(page.provider.total_review_count).toBe(1);
    expect(page.listing.source).toBe('nppes');
    const confirmed = page.evidence.filter((e) => e.confirmations > 0).map((e) => e.accommodation);
    expect(confirmed).toEqual(
      expect.arrayContaining(['Quiet Waiting Area', 'Dim or Adjustable Lighting']),
    );
    const published = await t.app.inject({
      method: 'GET',
      url: `/api/providers/${nppes}/reviews`,
    });
    expect(published.json().reviews.map((r: { id: number }) => r.id)).toEqual([reviewId]);
  });

  it('GET /api/open-data/osm-places.csv streams only listed OpenStreetMap places and only their OpenStreetMap facts', async () => {
    await insertReview(db(), osm, {
      user_id: people.member.id,
      status: 'approved',
      review_text: 'A private family story that must never be in the open data.',
    });
    const r = await t.app.inject({ method: 'GET', url: '/api/open-data/osm-places.csv' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toContain('calmpath-osm-places.csv');
    const lines = r.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(OSM_PLACES_CSV_HEADER.join(','));
    expect(lines.slice(1)).toEqual([
      'node/4815162342,"Church Street Kids Cuts, ""the calm one""",Hair Stylist / Barber,"45 Church St, Burlington, VT 05401",05401,,https://kidscuts.example,44.4781,-73.2124,2026-08-21',
    ]);
    expect(r.body).not.toContain('Lakeside');
    expect(r.body).not.toContain('Gone Swim School');
    expect(r.body).not.toContain(`,${retiredOsm},`);
    expect(r.body).not.toContain('private family story');
  });

  it('the download pages through more places than one read holds, in id order', async () => {
    const many = Array.from({ length: 1205 }, (_, i) => ({
      ...imported,
      name: `Bulk Pool ${i}`,
      category: 'Swim Instructor',
      source: 'osm' as const,
      external_id: `node/${10_000_000 + i}`,
      latitude: 44,
      longitude: -73,
    }));
    for (let i = 0; i < many.length; i += 400) {
      await insertProviders(many.slice(i, i + 400));
    }
    const r = await t.app.inject({ method: 'GET', url: '/api/open-data/osm-places.csv' });
    const rows = r.body.trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(1206);
    expect(new Set(rows).size).toBe(1206);
  });

  async function insertProviders(rows: Parameters<typeof insertProvider>[1][]) {
    for (const row of rows) await insertProvider(db(), row);
  }
});
