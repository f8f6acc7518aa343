import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProvider } from '../../features/providers/provider-factory';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { provider_photos } from '../schema';
import { PHOTO_DEMO_PENDING_ALT, seedPhotoDemo } from './photo-demo';
import { DEMO_OWNER_PROVIDER_ID } from './seed';

describe.each(testDatabaseModes())('demo photos (%s)', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(mode);
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it("gives three listed businesses an approved story and the owner's business one photo to review", async () => {
    const db = t.app.database.db;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await insertProvider(db));
    expect(ids[0]).toBe(DEMO_OWNER_PROVIDER_ID);
    expect(await seedPhotoDemo(db, t.app.storage)).toBe(12);

    const rows = await db
      .select()
      .from(provider_photos)
      .orderBy(asc(provider_photos.provider_id), asc(provider_photos.position));
    const byProvider = (id: number) => rows.filter((r) => r.provider_id === id);
    expect(byProvider(DEMO_OWNER_PROVIDER_ID).map((r) => r.status)).toEqual([
      'approved',
      'approved',
      'pending',
    ]);
    expect(byProvider(DEMO_OWNER_PROVIDER_ID)[2]?.alt_text).toBe(PHOTO_DEMO_PENDING_ALT);
    expect([2, 3, 4].map((id) => byProvider(id).length)).toEqual([4, 3, 2]);
    expect(byProvider(5)).toEqual([]);
    for (const id of [2, 3, 4]) {
      expect(byProvider(id).every((r) => r.status === 'approved' && r.caption !== '')).toBe(true);
    }

    const [first] = await db
      .select()
      .from(provider_photos)
      .where(eq(provider_photos.provider_id, 2))
      .orderBy(asc(provider_photos.position));
    if (!first) throw new Error('no demo photo');
    const image = await t.app.inject({ url: `/api/photos/${first.id}/large` });
    expect(image.statusCode).toBe(200);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 800,
    });
  });
});
