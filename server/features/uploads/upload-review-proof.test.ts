import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES } from '../../../common/contracts/limits';
import { stored_files } from '../../db/schema';
import { type CookieJar, createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import {
  type FilePart,
  multipartBody,
  SAMPLE_FILES,
  signedInUser,
  storedFilesOnDisk,
} from '../../test/fixtures/uploads';
import { PROOF_UPLOADS_PER_HOUR, saveReviewProof } from './save-review-proof';

const URL_PATH = '/api/uploads/review-proof';

describe.each(testDatabaseModes())('POST /api/uploads/review-proof (%s)', (mode) => {
  let t: TestApp;
  let robin: { id: string; jar: CookieJar };

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    robin = await signedInUser(t, 'robin@example.com');
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const upload = (parts: FilePart[], jar: CookieJar | null = robin.jar) => {
    const body = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: URL_PATH,
      payload: body.payload,
      headers: {
        'content-type': body.contentType,
        origin: t.origin,
        ...(jar ? { cookie: jar.header() } : {}),
      },
    });
  };
  const file = (filename: string, contentType: string, data: Buffer): FilePart => ({
    filename,
    contentType,
    data,
  });
  const rowsOf = (userId: string) =>
    t.app.database.db.select().from(stored_files).where(eq(stored_files.owner_user_id, userId));

  it("refuses a signed-out upload: 401 'Please sign in to submit a review.'", async () => {
    const r = await upload([file('proof.pdf', 'application/pdf', SAMPLE_FILES.pdf)], null);
    expect(r.statusCode).toBe(401);
    expect(r.json().error).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to submit a review.',
    });
  });

  it('stores a PDF privately at review-verification/{user id}/{timestamp}-{uuid}.pdf', async () => {
    const before = Date.now();
    const r = await upload([file('visit receipt.pdf', 'application/pdf', SAMPLE_FILES.pdf)]);
    expect(r.statusCode).toBe(201);
    const body = r.json();
    expect(body).toEqual({
      fileId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      contentType: 'application/pdf',
      size: SAMPLE_FILES.pdf.length,
    });
    const [row] = await t.app.database.db
      .select()
      .from(stored_files)
      .where(eq(stored_files.id, body.fileId));
    expect(row).toMatchObject({
      bucket: 'review-verification',
      owner_user_id: robin.id,
      content_type: 'application/pdf',
      size_bytes: SAMPLE_FILES.pdf.length,
    });
    const match = row?.key.match(/^(.+)\/(\d+)-[0-9a-f-]{36}\.pdf$/);
    expect(match?.[1]).toBe(robin.id);
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(before);
    const onDisk = path.join(t.config.dataDir, 'storage', 'review-verification', row?.key ?? '');
    expect(readFileSync(onDisk).equals(SAMPLE_FILES.pdf)).toBe(true);
  });

  it('accepts a JPEG (.jpg) and a PNG (.png)', async () => {
    const jpeg = await upload([file('photo.jpeg', 'image/jpeg', SAMPLE_FILES.jpeg)]);
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json().contentType).toBe('image/jpeg');
    const png = await upload([file('screenshot.png', 'image/png', SAMPLE_FILES.png)]);
    expect(png.statusCode).toBe(201);
    expect(png.json().contentType).toBe('image/png');
    const keys = (await rowsOf(robin.id)).map((f) => f.key);
    expect(keys.some((k) => k.endsWith('.jpg'))).toBe(true);
    expect(keys.some((k) => k.endsWith('.png'))).toBe(true);
  });

  it('judges the type by content: a PDF named proof.png is stored as a PDF with .pdf', async () => {
    const r = await upload([file('proof.png', 'image/png', SAMPLE_FILES.pdf)]);
    expect(r.statusCode).toBe(201);
    expect(r.json().contentType).toBe('application/pdf');
    const [row] = await t.app.database.db
      .select()
      .from(stored_files)
      .where(eq(stored_files.id, r.json().fileId));
    expect(row?.key).toMatch(/\.pdf$/);
    expect(row?.content_type).toBe('application/pdf');
  });

  it.each([
    ['a Linux executable named proof.pdf', 'proof.pdf', 'application/pdf', SAMPLE_FILES.elf],
    [
      'a Windows executable named proof.pdf',
      'proof.pdf',
      'application/pdf',
      SAMPLE_FILES.windowsExe,
    ],
    ['a text file named proof.png', 'proof.png', 'image/png', SAMPLE_FILES.text],
    ['an empty file', 'proof.pdf', 'application/pdf', Buffer.alloc(0)],
  ])("refuses %s: 415 'Please upload a PDF, JPG, or PNG file.'", async (_, name, type, data) => {
    const { id, jar } = await signedInUser(t, `refused-${Math.random()}@example.com`);
    const r = await upload([file(name, type, data)], jar);
    expect(r.statusCode).toBe(415);
    expect(r.json().error).toEqual({
      code: 'INVALID_FILE_TYPE',
      message: 'Please upload a PDF, JPG, or PNG file.',
    });
    expect(await rowsOf(id)).toEqual([]);
    expect(storedFilesOnDisk(t.config.dataDir).some((f) => f.includes(id))).toBe(false);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const data = Buffer.alloc(PROOF_MAX_BYTES, 0x20);
    SAMPLE_FILES.pdf.copy(data);
    const r = await upload([file('big.pdf', 'application/pdf', data)]);
    expect(r.statusCode).toBe(201);
    expect(r.json().size).toBe(PROOF_MAX_BYTES);
  });

  it("refuses one byte over 5 MB: 413 'Please upload a file smaller than 5MB.', nothing kept", async () => {
    const { id, jar } = await signedInUser(t, 'toolarge@example.com');
    const data = Buffer.alloc(PROOF_MAX_BYTES + 1, 0x20);
    SAMPLE_FILES.pdf.copy(data);
    const r = await upload([file('big.pdf', 'application/pdf', data)], jar);
    expect(r.statusCode).toBe(413);
    expect(r.json().error).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'Please upload a file smaller than 5MB.',
    });
    expect(await rowsOf(id)).toEqual([]);
    expect(storedFilesOnDisk(t.config.dataDir).some((f) => f.includes(id))).toBe(false);
    expect(storedFilesOnDisk(t.config.dataDir).some((f) => f.startsWith('.tmp'))).toBe(false);
  });

  it("answers 400 NO_FILE when the form has no 'file' part, or is not a form at all", async () => {
    const wrongField = await upload([
      {
        field: 'document',
        filename: 'a.pdf',
        contentType: 'application/pdf',
        data: SAMPLE_FILES.pdf,
      },
    ]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toMatchObject({ code: 'NO_FILE', details: { field: 'file' } });
    const json = await t.app.inject({
      method: 'POST',
      url: URL_PATH,
      payload: { file: 'not a file' },
      headers: { origin: t.origin, cookie: robin.jar.header() },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe('NO_FILE');
  });

  it('answers 400 MALFORMED_UPLOAD to a body that breaks off or is not multipart at all', async () => {
    const body = multipartBody([file('proof.pdf', 'application/pdf', SAMPLE_FILES.pdf)]);
    const cases = [
      { payload: body.payload.subarray(0, body.payload.length - 20), type: body.contentType },
      { payload: body.payload.subarray(0, 60), type: body.contentType },
      { payload: Buffer.from('garbage'), type: body.contentType },
      { payload: body.payload, type: 'multipart/form-data' },
    ];
    for (const { payload, type } of cases) {
      const r = await t.app.inject({
        method: 'POST',
        url: URL_PATH,
        payload,
        headers: { 'content-type': type, origin: t.origin, cookie: robin.jar.header() },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().error.code).toBe('MALFORMED_UPLOAD');
    }
    expect(storedFilesOnDisk(t.config.dataDir).some((f) => f.startsWith('.tmp'))).toBe(false);
  });

  it('refuses a cross-site upload that carries the session cookie', async () => {
    const body = multipartBody([file('proof.pdf', 'application/pdf', SAMPLE_FILES.pdf)]);
    const r = await t.app.inject({
      method: 'POST',
      url: URL_PATH,
      payload: body.payload,
      headers: {
        'content-type': body.contentType,
        origin: 'https://evil.example',
        cookie: robin.jar.header(),
      },
    });
    expect(r.statusCode).toBe(403);
  });

  it(`allows ${PROOF_UPLOADS_PER_HOUR} uploads an hour per person, then answers 429`, async () => {
    const { id, jar } = await signedInUser(t, 'busy@example.com');
    await t.app.database.db.insert(stored_files).values(
      Array.from({ length: PROOF_UPLOADS_PER_HOUR }, (_, i) => ({
        bucket: 'review-verification' as const,
        key: `${id}/${i}.pdf`,
        owner_user_id: id,
        content_type: 'application/pdf',
        size_bytes: 10,
      })),
    );
    const r = await upload([file('proof.pdf', 'application/pdf', SAMPLE_FILES.pdf)], jar);
    expect(r.statusCode).toBe(429);
    expect(r.json().error.code).toBe('TOO_MANY_UPLOADS');
  });

  it('30 concurrent uploads store exactly 20, the rest answer 429 (no 409, no 500)', async () => {
    const { id, jar } = await signedInUser(t, 'burst@example.com');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        upload([file('proof.pdf', 'application/pdf', SAMPLE_FILES.pdf)], jar),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(20).fill(201), ...Array(10).fill(429)]);
    for (const r of answers.filter((a) => a.statusCode === 429)) {
      expect(r.json().error).toEqual({
        code: 'TOO_MANY_UPLOADS',
        message: 'You have uploaded many files in the last hour. Please try again later.',
      });
    }
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(PROOF_UPLOADS_PER_HOUR);
    expect(new Set(rows.map((r) => r.key)).size).toBe(PROOF_UPLOADS_PER_HOUR);
    /* A refused upload leaves no file behind: disk and rows agree. */
    const onDisk = storedFilesOnDisk(t.config.dataDir).filter((f) => f.includes(id));
    expect(onDisk.sort()).toEqual(rows.map((r) => `review-verification/${r.key}`).sort());
  });

  it('two uploads in the same millisecond are two files, not a 409', async () => {
    const { id } = await signedInUser(t, 'same-ms@example.com');
    const deps = { db: t.app.database.db, storage: t.app.storage };
    const sameMillisecond = () => 1_700_000_000_000;
    const [a, b] = await Promise.all([
      saveReviewProof(deps, id, Readable.from([SAMPLE_FILES.pdf]), { now: sameMillisecond }),
      saveReviewProof(deps, id, Readable.from([SAMPLE_FILES.png]), { now: sameMillisecond }),
    ]);
    expect(a.fileId).not.toBe(b.fileId);
    const keys = (await rowsOf(id)).map((r) => r.key);
    expect(keys).toHaveLength(2);
    for (const key of keys)
      expect(key).toMatch(new RegExp(`^${id}/1700000000000-[0-9a-f-]{36}\\.(pdf|png)$`));
  });

  it('counts only the last hour, per person', async () => {
    const { id, jar } = await signedInUser(t, 'yesterday@example.com');
    const longAgo = new Date(Date.now() - 61 * 60 * 1000);
    await t.app.database.db.insert(stored_files).values(
      Array.from({ length: PROOF_UPLOADS_PER_HOUR }, (_, i) => ({
        bucket: 'review-verification' as const,
        key: `${id}/${i}.pdf`,
        owner_user_id: id,
        content_type: 'application/pdf',
        size_bytes: 10,
        created_at: longAgo,
      })),
    );
    const r = await upload([file('proof.pdf', 'application/pdf', SAMPLE_FILES.pdf)], jar);
    expect(r.statusCode).toBe(201);
  });
});
