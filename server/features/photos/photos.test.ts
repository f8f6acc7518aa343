import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { and, eq, inArray } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_PER_PROVIDER, PHOTO_MESSAGES } from '../../../common/contracts/photos';
import { moderation_logs, provider_photos, stored_files } from '../../db/schema';
import { type CookieJar, createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { type Persona, persona } from '../../test/fixtures/business';
import { jpegWithGps, photoBody, plainPng, riffChunks } from '../../test/fixtures/photos';
import { SAMPLE_FILES, storedFilesOnDisk } from '../../test/fixtures/uploads';
import { insertProvider } from '../providers/provider-factory';

/** A PNG whose header claims width × height pixels (the data is a 1×1 image's). */
function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(SAMPLE_FILES.png);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe.each(testDatabaseModes())('provider photos (%s)', (mode) => {
  let t: TestApp;
  let owner: Persona;
  let otherOwner: Persona;
  let member: Persona;
  let moderator: Persona;
  let admin: Persona;
  let ownId: number;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    owner = await persona(t, 'owner@quietdental.example', 'business_admin');
    otherOwner = await persona(t, 'owner@elsewhere.example', 'business_admin');
    member = await persona(t, 'member@example.com');
    moderator = await persona(t, 'moderator@example.com', 'moderator');
    admin = await persona(t, 'admin@example.com', 'admin');
    ownId = await insertProvider(t.app.database.db, {
      name: 'Quiet Dental',
      business_admin_user_id: owner.id,
    });
    await insertProvider(t.app.database.db, { business_admin_user_id: otherOwner.id });
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  const headers = (jar?: CookieJar) => ({
    origin: t.origin,
    ...(jar ? { cookie: jar.header() } : {}),
  });
  const upload = (
    providerId: number,
    jar: CookieJar | undefined,
    body: ReturnType<typeof photoBody>,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/business/providers/${providerId}/photos`,
      payload: body.payload,
      headers: { ...headers(jar), ...body.headers },
    });
  const getImage = (photoId: string, jar?: CookieJar, size = 'large') =>
    t.app.inject({ url: `/api/photos/${photoId}/${size}`, headers: jar ? headers(jar) : {} });
  const publicList = (providerId: number, jar?: CookieJar) =>
    t.app.inject({ url: `/api/providers/${providerId}/photos`, headers: jar ? headers(jar) : {} });
  const moderate = (photoId: string, body: object, jar: CookieJar) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/photos/${photoId}/moderate`,
      payload: body,
      headers: headers(jar),
    });
  const storedPath = async (fileId: string) => {
    const [file] = await t.app.database.db
      .select()
      .from(stored_files)
      .where(eq(stored_files.id, fileId));
    if (!file) throw new Error('no stored file');
    return { file, full: path.join(t.config.dataDir, 'storage', file.bucket, file.key) };
  };
  async function addOne(altText = 'Glass front door with a ramp', caption = '') {
    const response = await upload(
      ownId,
      owner.jar,
      photoBody({ data: await plainPng() }, { altText, caption }),
    );
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; status: string; position: number };
  }

  it('stores a JPEG with GPS EXIF without any of its metadata, upright, in two WebP sizes', async () => {
    const original = await jpegWithGps(1200, 900);
    /* The test file really carries what must go: a position and a camera. */
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.closeTo(30.27, 1) });
    expect((await exifr.parse(original))?.Make).toBe('CalmCam');

    const response = await upload(
      ownId,
      owner.jar,
      photoBody(
        { data: original, filename: 'IMG_0001.jpg' },
        { altText: '  Glass front door with a blue awning  ', caption: 'You come in here.' },
      ),
    );
    expect(response.statusCode).toBe(201);
    const photo = response.json();
    expect(photo).toMatchObject({
      status: 'pending',
      altText: 'Glass front door with a blue awning',
      caption: 'You come in here.',
      /* Orientation 6: the sideways 1200 × 900 shot is stored upright, 900 × 1200. */
      width: 900,
      height: 1200,
      small: { width: 480, url: `/api/photos/${photo.id}/small` },
      large: { width: 900, url: `/api/photos/${photo.id}/large` },
    });

    const [row] = await t.app.database.db
      .select()
      .from(provider_photos)
      .where(eq(provider_photos.id, photo.id));
    if (!row) throw new Error('no photo row');
    for (const [fileId, width] of [
      [row.large_file_id, 900],
      [row.small_file_id, 480],
    ] as const) {
      const { file, full } = await storedPath(fileId);
      expect(file).toMatchObject({ bucket: 'provider-photos', content_type: 'image/webp' });
      const stored = readFileSync(full);
      expect(stored.length).toBe(file.size_bytes);
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      /* Nothing but image data in the container: no EXIF, XMP or ICC chunk at all. */
      expect(
        riffChunks(stored).filter((c) => !['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(c)),
      ).toEqual([]);
      expect(stored.includes(Buffer.from('CalmCam'))).toBe(false);
    }
  });

  it.each([
    ['a PDF named door.jpg', SAMPLE_FILES.pdf],
    ['an executable', SAMPLE_FILES.elf],
    ['a text file', SAMPLE_FILES.text],
    ['an empty file', Buffer.alloc(0)],
  ])(
    "refuses %s by its content: 415 'Please upload a JPG, PNG or WebP photo.'",
    async (_, data) => {
      const before = storedFilesOnDisk(t.config.dataDir).length;
      const response = await upload(
        ownId,
        owner.jar,
        photoBody({ data, filename: 'door.jpg', contentType: 'image/jpeg' }),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toEqual({
        code: 'INVALID_PHOTO_TYPE',
        message: 'Please upload a JPG, PNG or WebP photo.',
      });
      expect(storedFilesOnDisk(t.config.dataDir).length).toBe(before);
    },
  );

  it("refuses a decode bomb by its header: 422 'This photo has too many pixels…'", async () => {
    const response = await upload(ownId, owner.jar, photoBody({ data: pngClaiming(20000, 20000) }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'PHOTO_TOO_MANY_PIXELS',
      message: 'This photo has too many pixels for us to process. Please upload a smaller one.',
    });
  });

  it("refuses a broken image: 422 'We could not read this photo. Please try another one.'", async () => {
    const png = await plainPng();
    const response = await upload(ownId, owner.jar, photoBody({ data: png.subarray(0, 200) }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'We could not read this photo. Please try another one.',
    );
  });

  it("requires alt text: 400 'Please describe the photo for people who cannot see it.'", async () => {
    const response = await upload(
      ownId,
      owner.jar,
      photoBody({ data: await plainPng() }, { altText: '   ', caption: 'x' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'altText',
      message: 'Please describe the photo for people who cannot see it.',
    });
    const noFile = await upload(ownId, owner.jar, photoBody(null));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe('Please choose a photo to upload.');
  });

  it("refuses a photo over 8MB: 413 'Please upload a photo smaller than 8MB.'", async () => {
    const big = Buffer.concat([await plainPng(), Buffer.alloc(8 * 1024 * 1024)]);
    const response = await upload(ownId, owner.jar, photoBody({ data: big }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('Please upload a photo smaller than 8MB.');
  });

  it("lets only that provider's business admin and admins add photos", async () => {
    const body = async () => photoBody({ data: await plainPng() });
    expect((await upload(ownId, undefined, await body())).statusCode).toBe(401);
    for (const other of [member, otherOwner, moderator]) {
      const response = await upload(ownId, other.jar, await body());
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'NOT_YOUR_PROVIDER',
        message: 'You can only manage your own business.',
      });
    }
    expect((await upload(ownId, admin.jar, await body())).statusCode).toBe(201);
  });

  it('shows a pending photo to no one but its business admin, admins and moderators', async () => {
    const photo = await addOne('Waiting room with a quiet corner');
    for (const jar of [undefined, member.jar, otherOwner.jar]) {
      const response = await getImage(photo.id, jar);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('We could not find that photo.');
      const list = await publicList(ownId, jar);
      expect(list.json().photos.map((p: { id: string }) => p.id)).not.toContain(photo.id);
    }
    for (const jar of [owner.jar, admin.jar, moderator.jar]) {
      const response = await getImage(photo.id, jar, 'small');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('approving makes the photo public, cacheable, and writes the audit row in the same step', async () => {
    const photo = await addOne('Treatment room with dimmed lights', 'The chair is by the window.');
    expect((await moderate(photo.id, { status: 'approved' }, owner.jar)).statusCode).toBe(403);
    const response = await moderate(
      photo.id,
      { status: 'approved', notes: 'Clear photo' },
      admin.jar,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: photo.id, status: 'approved' });

    const list = await publicList(ownId);
    expect(list.statusCode).toBe(200);
    expect(list.json().photos).toContainEqual(
      expect.objectContaining({
        id: photo.id,
        altText: 'Treatment room with dimmed lights',
        caption: 'The chair is by the window.',
      }),
    );
    const image = await getImage(photo.id);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const logs = await t.app.database.db
      .select()
      .from(moderation_logs)
      .where(
        and(eq(moderation_logs.target_type, 'photo'), eq(moderation_logs.target_id, photo.id)),
      );
    expect(logs).toEqual([
      expect.objectContaining({
        action: 'approve_photo',
        admin_user_id: admin.id,
        admin_email: 'admin@example.com',
        admin_notes: 'Clear photo',
      }),
    ]);

    const again = await moderate(photo.id, { status: 'rejected', notes: 'x' }, admin.jar);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PHOTO_MESSAGES.alreadyModerated);

    /* Changed text is public content too: back to review, hidden until approved again. */
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/business/providers/${ownId}/photos/${photo.id}`,
      payload: { altText: 'Treatment room', caption: 'Buy cheap pills here' },
      headers: headers(owner.jar),
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ backToReview: true, photo: { status: 'pending' } });
    expect((await getImage(photo.id)).statusCode).toBe(404);
  });

  it("rejecting needs a note, which the business reads as 'Not approved: …'", async () => {
    const photo = await addOne('Hand dryer by the sinks');
    const noNote = await moderate(photo.id, { status: 'rejected' }, admin.jar);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.message).toBe(
      'Please tell the business why the photo is not approved.',
    );
    const response = await moderate(
      photo.id,
      { status: 'rejected', notes: 'A person is recognisable.' },
      admin.jar,
    );
    expect(response.statusCode).toBe(200);
    const list = await t.app.inject({
      url: `/api/business/providers/${ownId}/photos`,
      headers: headers(owner.jar),
    });
    expect(list.json().photos).toContainEqual(
      expect.objectContaining({
        id: photo.id,
        status: 'rejected',
        moderatorNotes: 'A person is recognisable.',
      }),
    );
    expect(PHOTO_MESSAGES.statusRejected('A person is recognisable.')).toBe(
      'Not approved: A person is recognisable.',
    );
    const [log] = await t.app.database.db
      .select()
      .from(moderation_logs)
      .where(eq(moderation_logs.target_id, photo.id));
    expect(log).toMatchObject({ action: 'reject_photo', admin_notes: 'A person is recognisable.' });
  });

  it('lists pending photos for admins only, oldest first, with the business name', async () => {
    const response = await t.app.inject({
      url: '/api/admin/photos/pending',
      headers: headers(admin.jar),
    });
    expect(response.statusCode).toBe(200);
    const { photos, total } = response.json();
    expect(total).toBe(photos.length);
    expect(photos.length).toBeGreaterThan(0);
    expect(photos[0]).toMatchObject({
      providerId: ownId,
      providerName: 'Quiet Dental',
      status: 'pending',
    });
    for (const jar of [member.jar, owner.jar]) {
      const refused = await t.app.inject({
        url: '/api/admin/photos/pending',
        headers: headers(jar),
      });
      expect(refused.statusCode).toBe(403);
    }
    /* Moderators judge photos too (decision 041). */
    const asModerator = await t.app.inject({
      url: '/api/admin/photos/pending',
      headers: headers(moderator.jar),
    });
    expect(asModerator.json().photos).toEqual(photos);
  });

  it('searches pending photos by business name, e-mail and city, filters by state, sorts; 400 on bad params (decision 046)', async () => {
    const db = t.app.database.db;
    const zephyr = await insertProvider(db, {
      name: 'Qtok Zephyr 100% Dental',
      location: 'Austin, TX',
      zip_code: '00000',
      contact_email: 'front@zephyr.example',
    });
    const alder = await insertProvider(db, {
      name: 'Qtok Alder Swim',
      location: 'Portland, OR',
      zip_code: '00000',
    });
    const base = Date.parse('2026-04-01T12:00:00Z');
    const photo = async (providerId: number, minutes: number) => {
      const [row] = await db
        .insert(provider_photos)
        .values({
          provider_id: providerId,
          large_file_id: randomUUID(),
          small_file_id: randomUUID(),
          width: 640,
          height: 480,
          alt_text: 'A quiet room',
          created_at: new Date(base + minutes * 60_000),
        })
        .returning({ id: provider_photos.id });
      return row?.id ?? '';
    };
    const first = await photo(zephyr, 1);
    const second = await photo(alder, 2);
    const third = await photo(zephyr, 3);
    const ids = async (query: string, jar = admin.jar) => {
      const r = await t.app.inject({
        url: `/api/admin/photos/pending?${query}`,
        headers: headers(jar),
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().photos.map((p: { id: string }) => p.id);
    };
    expect(await ids('q=qtok')).toEqual([first, second, third]);
    expect(await ids('q=qtok&sort=newest')).toEqual([third, second, first]);
    expect(await ids('q=qtok&sort=name')).toEqual([second, first, third]);
    expect(await ids('q=FRONT%40ZEPHYR')).toEqual([first, third]);
    expect(await ids('q=portland&state=or')).toEqual([second]);
    expect(await ids('q=100%25')).toEqual([first, third]);
    expect(await ids('state=TX&q=qtok', moderator.jar)).toEqual([first, third]);
    const counted = await t.app.inject({
      url: '/api/admin/photos/pending?state=OR&q=qtok',
      headers: headers(admin.jar),
    });
    expect(counted.json().total).toBe(1);
    for (const bad of ['state=Texas', 'sort=random', `q=${'x'.repeat(101)}`]) {
      const r = await t.app.inject({
        url: `/api/admin/photos/pending?${bad}`,
        headers: headers(admin.jar),
      });
      expect(r.statusCode, bad).toBe(400);
    }
    await db.delete(provider_photos).where(inArray(provider_photos.id, [first, second, third]));
  });

  it('reorders by a full list of ids and refuses a list that does not match', async () => {
    const providerId = await insertProvider(t.app.database.db, {
      business_admin_user_id: owner.id,
    });
    const ids: string[] = [];
    for (const alt of ['Door', 'Hall', 'Room']) {
      const r = await upload(
        providerId,
        owner.jar,
        photoBody({ data: await plainPng(320, 240) }, { altText: alt }),
      );
      ids.push(r.json().id);
    }
    const order = (photoIds: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/business/providers/${providerId}/photos/order`,
        payload: { photoIds },
        headers: headers(owner.jar),
      });
    const [a, b, c] = ids as [string, string, string];
    const response = await order([c, a, b]);
    expect(response.statusCode).toBe(200);
    expect(response.json().photos.map((p: { altText: string }) => p.altText)).toEqual([
      'Room',
      'Door',
      'Hall',
    ]);
    const partial = await order([c, a]);
    expect(partial.statusCode).toBe(409);
    expect(partial.json().error.message).toBe(
      'The list of photos changed. Please refresh and try again.',
    );
    expect((await order([c, a, a])).statusCode).toBe(409);
  });

  it('deletes a photo with its files', async () => {
    const photo = await addOne('To be deleted');
    const [row] = await t.app.database.db
      .select()
      .from(provider_photos)
      .where(eq(provider_photos.id, photo.id));
    if (!row) throw new Error('no row');
    const { full } = await storedPath(row.large_file_id);
    const other = await t.app.inject({
      method: 'DELETE',
      url: `/api/business/providers/${ownId}/photos/${photo.id}`,
      headers: headers(otherOwner.jar),
    });
    expect(other.statusCode).toBe(403);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/business/providers/${ownId}/photos/${photo.id}`,
      headers: headers(owner.jar),
    });
    expect(response.statusCode).toBe(204);
    expect(() => readFileSync(full)).toThrow();
    expect(
      await t.app.database.db
        .select()
        .from(stored_files)
        .where(eq(stored_files.id, row.large_file_id)),
    ).toEqual([]);
    expect((await getImage(photo.id, owner.jar)).statusCode).toBe(404);
  });

  it(`keeps at most ${PHOTO_MAX_PER_PROVIDER} photos per business: 409 'You can add up to 12 photos…'`, async () => {
    const providerId = await insertProvider(t.app.database.db, {
      business_admin_user_id: owner.id,
    });
    await t.app.database.db.insert(provider_photos).values(
      Array.from({ length: PHOTO_MAX_PER_PROVIDER }, (_, i) => ({
        provider_id: providerId,
        large_file_id: '00000000-0000-4000-8000-000000000001',
        small_file_id: '00000000-0000-4000-8000-000000000002',
        width: 10,
        height: 10,
        alt_text: `Photo ${i}`,
        position: i,
      })),
    );
    const response = await upload(providerId, owner.jar, photoBody({ data: await plainPng() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'You can add up to 12 photos. Please delete one before adding another.',
    );
  });

  it('hides the story of a business that is not listed yet from everyone but its managers', async () => {
    const providerId = await insertProvider(t.app.database.db, {
      business_admin_user_id: owner.id,
      accommodation_status: 'pending',
    });
    expect((await publicList(providerId)).statusCode).toBe(404);
    expect((await publicList(providerId, member.jar)).statusCode).toBe(404);
    expect((await publicList(providerId, owner.jar)).statusCode).toBe(200);
    expect((await publicList(providerId, admin.jar)).statusCode).toBe(200);
    expect((await publicList(2_000_000)).statusCode).toBe(404);
  });
});
