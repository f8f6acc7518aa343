import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceDuplicatesResponse } from '../../../common/contracts/place-duplicates';
import {
  business_signup_tokens,
  favorites,
  moderation_logs,
  place_duplicate_pairs,
  place_merges,
  provider_photos,
  providers,
  reviews,
  upload_tokens,
  users,
} from '../../db/schema';
import { importRegistry } from '../../import/import-registry';
import { readOsm } from '../../import/read-osm';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import {
  ADMIN_ONLY,
  asPersona,
  PERSONA_NAMES,
  type PersonaName,
  type Personas,
  signInPersonas,
} from '../../test/fixtures/verification';
import { insertProvider } from '../providers/provider-factory';
import { PROVIDER_REFERENCES } from './merge-places';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'place-duplicates-osm.geojson');

describe.each(testDatabaseModes())('possible duplicate places (%s)', (mode) => {
  let t: TestApp;
  let people: Personas;
  const db = () => t.app.database.db;
  const as = (who: PersonaName) => asPersona(t, people, who);
  /* Listings that were there before the import. */
  let calm: number;
  let quiet: number;
  let sunny: number;
  let userCount = 0;

  async function user() {
    userCount += 1;
    const id = `place-dup-user-${userCount}`;
    await db()
      .insert(users)
      .values({ id, email: `${id}@example.com`, name: `Family ${userCount}`, emailVerified: true });
    return id;
  }
  async function review(providerId: number, userId: string, status: 'approved' | 'pending') {
    const [row] = await db()
      .insert(reviews)
      .values({
        provider_id: providerId,
        user_id: userId,
        overall_rating: 5,
        rating_chosen: true,
        review_text: 'Quiet room, kind staff, short wait.',
        status,
      })
      .returning({ id: reviews.id });
    return row?.id ?? 0;
  }
  const importFixture = () => importRegistry(t.app.database, readOsm(FIXTURE));
  const list = async (who: PersonaName = 'admin') => {
    const r = await as(who)({ url: '/api/admin/place-duplicates' });
    expect(r.statusCode).toBe(200);
    return r.json() as PlaceDuplicatesResponse;
  };
  const pairOf = async (providerId: number) => {
    const [pair] = await db()
      .select()
      .from(place_duplicate_pairs)
      .where(
        sql`${place_duplicate_pairs.first_provider_id} = ${providerId} OR ${place_duplicate_pairs.second_provider_id} = ${providerId}`,
      );
    if (!pair) throw new Error(`no pair for ${providerId}`);
    return pair;
  };
  const importedId = async (externalId: string) => {
    const [row] = await db()
      .select({ id: providers.id })
      .from(providers)
      .where(and(eq(providers.source, 'osm'), eq(providers.external_id, externalId)));
    return row?.id ?? 0;
  };

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    people = await signInPersonas(t, 'placedup');
    calm = await insertProvider(db(), {
      name: 'Calm Kids Dental',
      location: '10 Main Street, Austin, TX 78701',
      zip_code: '78701',
      contact_phone: '(512) 555-0100',
    });
    quiet = await insertProvider(db(), {
      name: 'Quiet Cuts Barbers',
      category: 'Hair Stylist / Barber',
      location: '5 Oak Street, Austin, TX 78702',
      zip_code: '78702',
      contact_phone: '(512) 555-0200',
      contact_email: 'hello@quietcuts.example',
      description: 'Appointments with no music on request.',
    });
    sunny = await insertProvider(db(), {
      name: 'Sunny Speech Therapy',
      category: 'Speech Therapist',
      location: '9 Birch Lane, Austin, TX 78703',
      zip_code: '78703',
      contact_phone: '(512) 555-0300',
    });
  }, 120_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it('an import links the exact match, adds the rest, and records each doubtful match as a pair', async () => {
    const summary = await importFixture();
    expect(summary).toMatchObject({ places: 4, added: 3, linked: 1, doubtful: 2 });
    const [linked] = await db().select().from(providers).where(eq(providers.id, calm));
    expect(linked).toMatchObject({
      source: 'osm',
      external_id: 'node/9001',
      registry_linked: true,
    });
    const pairs = await db().select().from(place_duplicate_pairs);
    const quietImported = await importedId('node/9002');
    const sunnyImported = await importedId('node/9003');
    expect(
      pairs.map((p) => [p.first_provider_id, p.second_provider_id, p.reason, p.status]).sort(),
    ).toEqual(
      [
        [quiet, quietImported, 'name_zip', 'open'],
        [sunny, sunnyImported, 'phone', 'open'],
      ].sort(),
    );
    /* The new place with no look-alike has no pair. */
    const bright = await importedId('node/9004');
    expect(bright).toBeGreaterThan(0);
    expect(pairs.some((p) => [p.first_provider_id, p.second_provider_id].includes(bright))).toBe(
      false,
    );
  });

  it('the tab lists each open pair side by side, for admins only', async () => {
    const body = await list();
    expect(body.pairs).toHaveLength(2);
    const pair = body.pairs.find((p) => p.reason === 'name_zip');
    expect(pair?.first).toMatchObject({
      id: quiet,
      name: 'Quiet Cuts Barbers',
      location: '5 Oak Street, Austin, TX 78702',
      phone: '(512) 555-0200',
      source: null,
      reviewCount: 0,
      claimed: false,
    });
    expect(pair?.second).toMatchObject({
      name: 'Quiet Cuts Barbers',
      location: '77 Elm Street, Austin, TX 78702',
      phone: '(512) 555-0299',
      source: 'osm',
      externalId: 'node/9002',
    });
    for (const who of PERSONA_NAMES) {
      const r = await as(who)({ url: '/api/admin/place-duplicates' });
      expect(r.statusCode, who).toBe(ADMIN_ONLY[who]);
    }
    const bad = await as('admin')({ url: '/api/admin/place-duplicates?after=abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('every column that references a place is one merge moves', async () => {
    const result = await db().execute<{ ref: string }>(sql`
      SELECT c.conrelid::regclass::text || '.' || a.attname AS ref
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = 'providers'::regclass`);
    expect(result.rows.map((r) => r.ref).sort()).toEqual([...PROVIDER_REFERENCES].sort());
  });

  it('merge keeps every review, favourite, photo, document, link and pair of both, once', async () => {
    const imported = await importedId('node/9002');
    const pair = await pairOf(quiet);
    const both = [quiet, imported];
    const member = people.member.id;
    const other = await user();
    const third = await user();
    /* The member reviewed and saved both listings; others one each. */
    await review(quiet, member, 'approved');
    const memberOnImported = await review(imported, member, 'approved');
    await review(quiet, other, 'approved');
    await review(imported, third, 'pending');
    for (const [providerId, userId] of [
      [quiet, member],
      [imported, member],
      [imported, other],
    ] as const) {
      await db().insert(favorites).values({ provider_id: providerId, user_id: userId });
    }
    for (const [providerId, position] of [
      [quiet, 0],
      [quiet, 1],
      [imported, 0],
    ] as const) {
      await db().insert(provider_photos).values({
        provider_id: providerId,
        large_file_id: randomUUID(),
        small_file_id: randomUUID(),
        width: 800,
        height: 600,
        alt_text: 'The waiting room',
        position,
        status: 'approved',
      });
    }
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    await db()
      .insert(business_signup_tokens)
      .values({ provider_id: imported, token_hash: `merge-signup-${mode}`, expires_at: inAWeek });
    await db()
      .insert(upload_tokens)
      .values({ provider_id: imported, token_hash: `merge-upload-${mode}`, expires_at: inAWeek });
    /* The imported listing has a verification document and another possible duplicate. */
    const document = randomUUID();
    await db()
      .update(providers)
      .set({ verification_document_url: document, verification_status: 'pending' })
      .where(eq(providers.id, imported));
    const lookAlike = await insertProvider(db(), { name: 'Quiet Cuts', zip_code: '78702' });
    await db()
      .insert(place_duplicate_pairs)
      .values({ first_provider_id: imported, second_provider_id: lookAlike, reason: 'name_zip' });
    /* A listing merged into the imported one before now leads to the survivor too. */
    const earlier = await insertProvider(db(), { name: 'Quiet Cutz' });
    await db().delete(providers).where(eq(providers.id, earlier));
    await db()
      .insert(place_merges)
      .values({ removed_provider_id: earlier, survivor_provider_id: imported, removed: {} });

    const countOf = async (table: string, column: string, ids: number[]) => {
      const r = await db().execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ANY(${sql.param(ids)}::int[])`,
      );
      return Number(r.rows[0]?.n);
    };
    const before = {} as Record<(typeof PROVIDER_REFERENCES)[number], number>;
    for (const ref of PROVIDER_REFERENCES) {
      const [table = '', column = ''] = ref.split('.');
      before[ref] = await countOf(table, column, both);
    }
    const reviewsBefore = await db().$count(reviews);

    const refused = await as('moderator')({
      method: 'POST',
      url: `/api/admin/place-duplicates/${pair.id}/merge`,
      payload: { keepProviderId: quiet },
    });
    expect(refused.statusCode).toBe(403);
    const outside = await as('admin')({
      method: 'POST',
      url: `/api/admin/place-duplicates/${pair.id}/merge`,
      payload: { keepProviderId: sunny },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.code).toBe('NOT_IN_PAIR');

    const merged = await as('admin')({
      method: 'POST',
      url: `/api/admin/place-duplicates/${pair.id}/merge`,
      payload: { keepProviderId: quiet },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ survivorId: quiet, removedId: imported });

    const after = {} as Record<(typeof PROVIDER_REFERENCES)[number], number>;
    for (const ref of PROVIDER_REFERENCES) {
      const [table = '', column = ''] = ref.split('.');
      after[ref] = await countOf(table, column, [quiet]);
    }
    expect(await countOf('providers', 'id', [imported])).toBe(0);
    expect(after).toEqual({
      ...before,
      /* The member who saved both keeps one favourite. */
      'favorites.provider_id': before['favorites.provider_id'] - 1,
      /* Derived from the reviews: one row, recomputed for the survivor. */
      'provider_profile_stats.provider_id': 1,
      /* The merged pair ends; the imported listing's other pair is the survivor's now. */
      'place_duplicate_pairs.first_provider_id': 1,
      'place_duplicate_pairs.second_provider_id': 0,
      /* The earlier merge, and this one. */
      'place_merges.survivor_provider_id': before['place_merges.survivor_provider_id'] + 1,
    });
    expect(before['provider_profile_stats.provider_id']).toBeLessThanOrEqual(2);
    expect(await db().$count(reviews)).toBe(reviewsBefore);
    expect(before['reviews.provider_id']).toBe(4);
    expect(before['provider_photos.provider_id']).toBe(3);
    /* One live review per member and place: the member's review of the removed listing is kept, not live. */
    const [kept] = await db().select().from(reviews).where(eq(reviews.id, memberOnImported));
    expect(kept).toMatchObject({ provider_id: quiet, status: 'rejected' });
    expect(kept?.moderator_notes).toContain(`#${quiet}`);
    const photos = await db()
      .select({ position: provider_photos.position })
      .from(provider_photos)
      .where(eq(provider_photos.provider_id, quiet))
      .orderBy(provider_photos.position);
    expect(photos.map((p) => p.position)).toEqual([0, 1, 2]);
    const [pairs] = [
      await db()
        .select()
        .from(place_duplicate_pairs)
        .where(eq(place_duplicate_pairs.second_provider_id, lookAlike)),
    ];
    expect(pairs?.[0]).toMatchObject({ first_provider_id: quiet, status: 'open' });

    /* The survivor keeps its own fields, takes the registry identity and the document. */
    const [survivor] = await db().select().from(providers).where(eq(providers.id, quiet));
    expect(survivor).toMatchObject({
      name: 'Quiet Cuts Barbers',
      contact_phone: '(512) 555-0200',
      contact_email: 'hello@quietcuts.example',
      source: 'osm',
      external_id: 'node/9002',
      registry_linked: true,
      verification_document_url: document,
      verification_status: 'pending',
    });
    const merges = await db().select().from(place_merges).orderBy(place_merges.removed_provider_id);
    expect(merges.map((m) => [m.removed_provider_id, m.survivor_provider_id])).toEqual(
      [
        [earlier, quiet],
        [imported, quiet],
      ].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
    );
    expect(merges.find((m) => m.removed_provider_id === imported)?.removed).toMatchObject({
      id: imported,
      name: 'Quiet Cuts Barbers',
      external_id: 'node/9002',
    });
    const [audit] = await db()
      .select()
      .from(moderation_logs)
      .where(eq(moderation_logs.action, 'merge_places'));
    expect(audit).toMatchObject({
      admin_user_id: people.admin.id,
      target_type: 'provider',
      target_id: String(quiet),
    });
    expect(audit?.admin_notes).toContain(`#${imported}`);

    const again = await as('admin')({
      method: 'POST',
      url: `/api/admin/place-duplicates/${pair.id}/merge`,
      payload: { keepProviderId: quiet },
    });
    expect(again.statusCode).toBe(404);
  });

  it("the removed listing's address leads to the survivor", async () => {
    const [merge] = await db()
      .select()
      .from(place_merges)
      .where(eq(place_merges.survivor_provider_id, quiet))
      .orderBy(sql`${place_merges.merged_at} DESC`)
      .limit(1);
    const removed = merge?.removed_provider_id ?? 0;
    const profile = await t.app.inject({ url: `/api/providers/${removed}/profile` });
    expect(profile.statusCode).toBe(301);
    expect(profile.headers.location).toBe(`/api/providers/${quiet}/profile`);
    const followed = await t.app.inject({ url: `/api/providers/${quiet}/profile` });
    expect(followed.statusCode).toBe(200);
    /* A place that never existed still answers 404. */
    const missing = await t.app.inject({ url: '/api/providers/2147483000/profile' });
    expect(missing.statusCode).toBe(404);
  });

  it('keep apart hides the pair for good: a re-import neither proposes it again nor adds the merged place back', async () => {
    const pair = await pairOf(sunny);
    const refused = await as('member')({
      method: 'POST',
      url: `/api/admin/place-duplicates/${pair.id}/keep-apart`,
    });
    expect(refused.statusCode).toBe(403);
    const kept = await as('admin')({
      method: 'POST',
      url: `/api/admin/place-duplicates/${pair.id}/keep-apart`,
    });
    expect(kept.statusCode).toBe(200);
    expect((await list()).pairs.map((p) => p.id)).not.toContain(pair.id);
    const twice = await as('admin')({
      method: 'POST',
      url: `/api/admin/place-duplicates/${pair.id}/keep-apart`,
    });
    expect(twice.statusCode).toBe(409);
    const [audit] = await db()
      .select()
      .from(moderation_logs)
      .where(eq(moderation_logs.action, 'keep_places_apart'));
    expect(audit?.target_id).toBe(String(sunny));

    const summary = await importFixture();
    expect(summary).toMatchObject({ added: 0, doubtful: 0, linked: 0 });
    expect((await list()).pairs.map((p) => p.id)).not.toContain(pair.id);
    const [still] = await db()
      .select()
      .from(place_duplicate_pairs)
      .where(eq(place_duplicate_pairs.id, pair.id));
    expect(still?.status).toBe('kept_apart');
    expect(await db().$count(providers, eq(providers.name, 'Quiet Cuts Barbers'))).toBe(1);
  });

  it('a re-import of a record whose listing was merged away leads to the survivor, never a new place', async () => {
    /* Two imported places merged: the survivor keeps its own identity, the other's is remembered. */
    const bright = await importedId('node/9004');
    const twin = await insertProvider(db(), {
      name: 'Bright Water Swim School',
      source: 'nppes',
      external_id: '1999999999',
      registry_status: 'imported',
      zip_code: '78704',
    });
    const [pair] = await db()
      .insert(place_duplicate_pairs)
      .values({
        first_provider_id: Math.min(bright, twin),
        second_provider_id: Math.max(bright, twin),
        reason: 'name_zip',
      })
      .returning();
    const merged = await as('admin')({
      method: 'POST',
      url: `/api/admin/place-duplicates/${pair?.id}/merge`,
      payload: { keepProviderId: twin },
    });
    expect(merged.statusCode).toBe(200);
    const [alias] = await db()
      .select()
      .from(place_merges)
      .where(eq(place_merges.removed_provider_id, bright));
    expect(alias).toMatchObject({
      survivor_provider_id: twin,
      source: 'osm',
      external_id: 'node/9004',
    });
    const summary = await importFixture();
    expect(summary).toMatchObject({ added: 0 });
    expect(await importedId('node/9004')).toBe(0);
  });

  it('finds pairs among places already listed, and only new ones', async () => {
    const a = await insertProvider(db(), {
      name: 'Little Steps Day Care',
      location: '1 Lamar Blvd, Austin, TX 78705',
      zip_code: '78705',
      contact_phone: '(512) 555-0501',
    });
    const b = await insertProvider(db(), {
      name: 'Little Steps Daycare Center',
      location: '800 Congress Ave, Austin, TX 78701',
      zip_code: '78701',
      contact_phone: '(512) 555-0501',
    });
    const scan = (who: PersonaName) =>
      as(who)({ method: 'POST', url: '/api/admin/place-duplicates/scan' });
    expect((await scan('moderator')).statusCode).toBe(403);
    const first = await scan('admin');
    expect(first.statusCode).toBe(200);
    expect(first.json().found).toBeGreaterThanOrEqual(1);
    const found = (await list()).pairs.find((p) => p.first.id === a);
    expect(found).toMatchObject({ reason: 'phone', second: { id: b } });
    /* The pair kept apart stays kept apart; a second look finds nothing new. */
    expect((await list()).pairs.some((p) => p.first.id === sunny)).toBe(false);
    expect((await scan('admin')).json().found).toBe(0);
  });

  it('refuses to merge two places run by different business accounts', async () => {
    const a = await insertProvider(db(), {
      name: 'Owned Twin',
      business_admin_user_id: people.businessAdmin.id,
    });
    const b = await insertProvider(db(), {
      name: 'Owned Twin',
      business_admin_user_id: await user(),
    });
    const [pair] = await db()
      .insert(place_duplicate_pairs)
      .values({ first_provider_id: a, second_provider_id: b, reason: 'name_zip' })
      .returning();
    const r = await as('admin')({
      method: 'POST',
      url: `/api/admin/place-duplicates/${pair?.id}/merge`,
      payload: { keepProviderId: a },
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().error.code).toBe('BOTH_CLAIMED');
    expect(await db().$count(providers, eq(providers.id, b))).toBe(1);
  });
});
