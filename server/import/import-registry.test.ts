import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { providers, reviews, users } from '../db/schema';
import { insertProvider } from '../features/providers/provider-factory';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../test/databases';
import { importRegistry } from './import-registry';
import { readNppes } from './read-nppes';
import { readOsm } from './read-osm';
import { addressKey, phoneKey } from './registry-record';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);
const OCTOBER = fixture('nppes-2026-10.csv');
const NOVEMBER = fixture('nppes-2026-11.csv');

async function imported(db: Db, source: 'nppes' | 'osm') {
  return db
    .select({
      id: providers.id,
      externalId: providers.external_id,
      name: providers.name,
      category: providers.category,
      location: providers.location,
      zip: providers.zip_code,
      phone: providers.contact_phone,
      website: providers.website,
      latitude: providers.latitude,
      longitude: providers.longitude,
      approximate: providers.coordinates_approximate,
      sourceDate: providers.source_date,
      status: providers.registry_status,
      linked: providers.registry_linked,
      visible: providers.accommodation_status,
      accommodations: providers.accommodations,
    })
    .from(providers)
    .where(eq(providers.source, source))
    .orderBy(providers.external_id);
}

describe.each(testDatabaseModes())('registry import on %s', (mode) => {
  let testDb: TestDatabase;
  let db: Db;
  let calmKidsId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase(mode);
    db = testDb.database.db;
    /* A listing a family suggested before the import: the registry's record must link to it. */
    calmKidsId = await insertProvider(db, {
      name: 'Calm Kids Therapy',
      category: 'Speech Therapist',
      location: '77 Congress Ave, Austin, TX',
      zip_code: '78701',
      contact_phone: '(512) 555-0142',
    });
  }, 60_000);
  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('dry run: counts what an NPPES file would add and writes nothing', async () => {
    const summary = await importRegistry(testDb.database, readNppes(OCTOBER), { dryRun: true });
    expect(summary).toMatchObject({ added: 3, linked: 1, changed: 0, retired: 0, dryRun: true });
    expect(await imported(db, 'nppes')).toEqual([]);
  });

  it('imports an NPPES file: places with the ZIP centre marked approximate; bad rows with their line numbers', async () => {
    const summary = await importRegistry(testDb.database, readNppes(OCTOBER));
    expect(summary).toMatchObject({ rows: 10, places: 4, skipped: 2, added: 3, linked: 1 });
    expect(summary.bad.count).toBe(4);
    expect(summary.bad.first.map((b) => b.line)).toEqual([5, 6, 10, 11]);
    const rows = await imported(db, 'nppes');
    expect(rows.map((r) => r.externalId)).toEqual([
      '1000000001',
      '1000000002',
      '1000000006',
      '1000000007',
    ]);
    const dentist = rows[0];
    expect(dentist).toMatchObject({
      name: 'Bright Smiles Pediatric Dental Pllc',
      category: 'Dentist',
      location: '1200 S Lamar Blvd, Austin, TX 78704',
      zip: '78704',
      phone: '(512) 555-0101',
      approximate: true,
      sourceDate: '2026-09-14',
      status: 'imported',
      linked: false,
      visible: 'verified',
      accommodations: '',
    });
    const [centre] = (
      await db.execute<{ latitude: number; longitude: number }>(
        sql`SELECT latitude, longitude FROM zip_centroids WHERE zip = '78704'`,
      )
    ).rows;
    expect(dentist?.latitude).toBeCloseTo(Number(centre?.latitude), 5);
    expect(dentist?.longitude).toBeCloseTo(Number(centre?.longitude), 5);
    expect(rows[1]).toMatchObject({ name: 'Jane Doe', category: 'Pediatrician' });
  });

  it('links a record to the listing that exists (same name and phone) instead of adding it again', async () => {
    const rows = await imported(db, 'nppes');
    const calm = rows.find((r) => r.externalId === '1000000006');
    expect(calm).toMatchObject({ id: calmKidsId, linked: true, status: 'imported' });
    expect(calm?.phone).toBe('(512) 555-0142');
    const [{ n } = { n: 0 }] = (
      await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM providers WHERE lower(name) = 'calm kids therapy'`,
      )
    ).rows;
    expect(Number(n)).toBe(1);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await imported(db, 'nppes');
    const summary = await importRegistry(testDb.database, readNppes(OCTOBER));
    expect(summary).toMatchObject({ added: 0, linked: 0, changed: 0, retired: 0 });
    expect(await imported(db, 'nppes')).toEqual(before);
  });

  it('a newer file updates changed fields, adds new places and retires the ones gone, unless reviewed', async () => {
    const pacific = (await imported(db, 'nppes')).find((r) => r.externalId === '1000000007');
    await db.insert(reviews).values({
      provider_id: pacific?.id,
      overall_rating: 5,
      review_text: 'Quiet waiting room.',
      status: 'approved',
    });
    const dry = await importRegistry(testDb.database, readNppes(NOVEMBER), { dryRun: true });
    const summary = await importRegistry(testDb.database, readNppes(NOVEMBER));
    expect(dry).toMatchObject({ added: 2, changed: 1, retired: 1, dryRun: true });
    expect(summary).toMatchObject({ added: 2, linked: 0, changed: 1, retired: 1, dryRun: false });
    const rows = await imported(db, 'nppes');
    const byId = new Map(rows.map((r) => [r.externalId, r]));
    expect(byId.get('1000000001')).toMatchObject({
      phone: '(512) 555-0199',
      sourceDate: '2026-10-20',
    });
    expect(byId.get('1000000002')).toMatchObject({ status: 'retired', visible: 'pending' });
    expect(byId.get('1000000007')).toMatchObject({ status: 'imported', visible: 'verified' });
    expect(byId.get('1000000009')).toMatchObject({
      name: 'Morgan Lee',
      category: 'Physical Therapist',
    });
    expect(byId.get('1000000011')).toMatchObject({ category: 'Behavioral Therapist' });

    /* A place its owner claimed is never retired, and keeps the fields the owner gave it. */
    await db.insert(users).values({ id: 'owner-aba', email: 'owner-aba@example.com' });
    await db
      .update(providers)
      .set({ business_admin_user_id: 'owner-aba', name: 'Steady Steps ABA Center' })
      .where(eq(providers.external_id, '1000000011'));

    /* Back in a later file, a retired place is listed again. */
    const back = await importRegistry(testDb.database, readNppes(OCTOBER));
    expect(back.retired).toBe(1);
    const after = new Map((await imported(db, 'nppes')).map((r) => [r.externalId, r]));
    expect(after.get('1000000002')).toMatchObject({ status: 'imported', visible: 'verified' });
    expect(after.get('1000000009')).toMatchObject({ status: 'retired', visible: 'pending' });
    expect(after.get('1000000011')).toMatchObject({
      status: 'imported',
      visible: 'verified',
      name: 'Steady Steps ABA Center',
    });
  });

  it('keeps only the states and taxonomies asked for, and retires only within them', async () => {
    const summary = await importRegistry(
      testDb.database,
      readNppes(OCTOBER, { states: ['CA'], taxonomies: ['225XP0200X'] }),
      { scope: { states: ['CA'], categories: ['Occupational Therapist'] }, dryRun: true },
    );
    expect(summary).toMatchObject({ places: 1, added: 0, changed: 0, retired: 0 });
  });

  it('imports an OpenStreetMap GeoJSON extract with its own coordinates', async () => {
    const summary = await importRegistry(testDb.database, readOsm(fixture('osm-extract.geojson')));
    expect(summary).toMatchObject({ rows: 7, places: 3, skipped: 2, added: 3 });
    expect(summary.bad.first.map((b) => b.line)).toEqual([6, 7]);
    const rows = await imported(db, 'osm');
    expect(rows.map((r) => [r.externalId, r.category])).toEqual([
      ['node/101', 'Hair Stylist / Barber'],
      ['node/404', 'Swim Instructor'],
      ['way/202', 'Day Care Center'],
    ]);
    expect(rows[0]).toMatchObject({
      name: 'Quiet Cuts',
      location: '12 Guadalupe Street, Austin, TX 78701',
      phone: '(512) 555-0201',
      website: 'https://quietcuts.example',
      latitude: 30.2672,
      longitude: -97.7431,
      approximate: false,
    });
    /*
     * The places added go in by name, not by their ids in the source, so that the rows a name
     * search fetches lie together on disk (decision 083).
     */
    const byId = await db.execute<{ name: string; external_id: string }>(
      sql`SELECT name, external_id FROM providers WHERE source = 'osm' ORDER BY id`,
    );
    const names = byId.rows.map((r) => r.name);
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort());
    const bySourceId = [...byId.rows].sort((a, b) => (a.external_id < b.external_id ? -1 : 1));
    expect(bySourceId.map((r) => r.name)).not.toEqual(names);
    const again = await importRegistry(testDb.database, readOsm(fixture('osm-extract.geojson')));
    expect(again).toMatchObject({ added: 0, changed: 0, retired: 0 });
  });

  it('a load larger than what is listed rebuilds the text and map indexes, the same ones', async () => {
    const indexes = async () =>
      (
        await db.execute<{ indexdef: string }>(
          sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'providers' ORDER BY indexname`,
        )
      ).rows.map((r) => r.indexdef);
    const before = await indexes();
    const other = await createTestDatabase(mode);
    try {
      const summary = await importRegistry(other.database, readNppes(NOVEMBER), {
        rebuildIndexesFrom: 0,
      });
      expect(summary.added).toBe(4);
      expect(summary.steps['index providers_search_text_trgm_idx']).toBeGreaterThan(0);
      const rebuilt = (
        await other.database.db.execute<{ indexdef: string }>(
          sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'providers' ORDER BY indexname`,
        )
      ).rows.map((r) => r.indexdef);
      expect(rebuilt).toEqual(before);
      const [lee] = (
        await other.database.db.execute<{ state: string; latitude: number }>(
          sql`SELECT state, latitude FROM providers WHERE external_id = '1000000009'`,
        )
      ).rows;
      expect(lee?.state).toBe('TX');
      expect(lee?.latitude).not.toBeNull();
    } finally {
      await other.cleanup();
    }
  }, 60_000);

  it("computes the listings' match keys in SQL as the importer does", async () => {
    const samples = [
      '(512) 555-0142',
      '+1 512.555.0142',
      '555-0142',
      '77 Congress Ave., Austin TX',
    ];
    for (const s of samples) {
      const [row] = (
        await db.execute<{ phone: string | null; address: string | null }>(
          sql`SELECT registry_phone_key(${s}) AS phone, registry_address_key(${s}) AS address`,
        )
      ).rows;
      expect(row?.phone ?? null).toBe(phoneKey(s));
      expect(row?.address ?? null).toBe(addressKey(s));
    }
  });
});
