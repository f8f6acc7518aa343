import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_TOKEN_HEADER } from '../../../common/contracts/business';
import { PROOF_MAX_BYTES } from '../../../common/contracts/limits';
import { providers, stored_files, upload_tokens } from '../../db/schema';
import { type CookieJar, createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import {
  documentBody,
  freshAddress,
  persona,
  providerWithToken,
} from '../../test/fixtures/business';
import { type FilePart, SAMPLE_FILES, storedFilesOnDisk } from '../../test/fixtures/uploads';
import { createToken, hashToken } from '../tokens/tokens';

const INVALID_LINK = { code: 'INVALID_UPLOAD_LINK', message: 'Invalid or expired upload link' };
const INVALID_TOKEN = { code: 'INVALID_SECURITY_TOKEN', message: 'Invalid security token' };
const pdf: FilePart = {
  filename: 'license.pdf',
  contentType: 'application/pdf',
  data: SAMPLE_FILES.pdf,
};
const REQUEST_TEXT = 'Please send your state professional license.';

describe.each(testDatabaseModes())('secure upload link (%s)', (mode) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const requested = {
    verification_notes: REQUEST_TEXT,
    verification_requested_at: new Date('2025-07-01T09:00:00Z'),
  };
  const pendingWithLink = () => providerWithToken(t, 'upload', requested);

  const show = (providerId: number | string, token?: string) =>
    t.app.inject({
      url: `/api/business/upload-links/${providerId}`,
      headers: token === undefined ? {} : { [LINK_TOKEN_HEADER]: token },
      remoteAddress: freshAddress(),
    });

  const upload = (
    providerId: number | string,
    token: string | undefined,
    parts: FilePart[] = [pdf],
    opts: { notes?: string; jar?: CookieJar } = {},
  ) => {
    const body = documentBody(parts, opts.notes);
    return t.app.inject({
      method: 'POST',
      url: `/api/business/upload-links/${providerId}`,
      payload: body.payload,
      headers: {
        'content-type': body.contentType,
        origin: t.origin,
        ...(token === undefined ? {} : { [LINK_TOKEN_HEADER]: token }),
        ...(opts.jar ? { cookie: opts.jar.header() } : {}),
      },
      remoteAddress: freshAddress(),
    });
  };

  const providerRow = async (id: number) =>
    (await t.app.database.db.select().from(providers).where(eq(providers.id, id)))[0];
  const tokenRow = async (token: string) =>
    (
      await t.app.database.db
        .select()
        .from(upload_tokens)
        .where(eq(upload_tokens.token_hash, hashToken(token)))
    )[0];
  const filesOf = async (providerId: number) =>
    (
      await t.app.database.db
        .select()
        .from(stored_files)
        .where(eq(stored_files.bucket, 'provider-verification'))
    ).filter((f) => f.key.startsWith(`${providerId}/`));

  describe('GET: the page shows the business and the request', () => {
    it('answers the business info and the admin request text for a live link, never cached', async () => {
      const { providerId, token } = await providerWithToken(t, 'upload', {
        ...requested,
        name: 'Harbor Light Dental',
        category: 'Dentist',
        location: 'Portland, ME',
      });
      const r = await show(providerId, token);
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('private, no-store');
      expect(r.json()).toEqual({
        provider: {
          id: providerId,
          name: 'Harbor Light Dental',
          category: 'Dentist',
          location: 'Portland, ME',
        },
        requestText: REQUEST_TEXT,
        requestedAt: '2025-07-01T09:00:00.000Z',
      });
    });

    it("answers 'Invalid security token' for a missing or malformed token", async () => {
      const { providerId, token } = await pendingWithLink();
      for (const bad of [undefined, '', 'short', `${token}x`, `${token.slice(0, -1)}!`]) {
        const r = await show(providerId, bad);
        expect(r.statusCode).toBe(400);
        expect(r.json().error).toEqual(INVALID_TOKEN);
      }
    });

    it("answers 'Invalid or expired upload link' for tampered, expired, used, wrong-provider and not-pending links", async () => {
      const db = t.app.database.db;
      const { providerId, token } = await pendingWithLink();
      const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      const other = await pendingWithLink();
      const expiredToken = await createToken(
        db,
        'upload',
        providerId,
        null,
        new Date(Date.now() - 8 * 86_400_000),
      );
      const used = await pendingWithLink();
      expect((await upload(used.providerId, used.token)).statusCode).toBe(201);
      const verified = await pendingWithLink();
      await db
        .update(providers)
        .set({ verification_status: 'verified' })
        .where(eq(providers.id, verified.providerId));

      for (const [id, raw] of [
        [providerId, tampered],
        [providerId, expiredToken],
        [used.providerId, used.token],
        [providerId, other.token],
        [999_999, token],
        [verified.providerId, verified.token],
      ] as const) {
        const r = await show(id, raw);
        expect(r.statusCode).toBe(404);
        expect(r.json().error).toEqual(INVALID_LINK);
      }
      /* Looking did not use the link up. */
      expect((await show(providerId, token)).statusCode).toBe(200);
    });

    it('refuses a provider id that is not an id with 400', async () => {
      const { token } = await pendingWithLink();
      for (const id of ['abc', '0', '-3', String(2 ** 31), '1.5']) {
        const r = await show(id, token);
        expect(r.statusCode).toBe(400);
        expect(r.json().error.code).toBe('VALIDATION_ERROR');
      }
    });
  });

  describe('POST: uploading through the link', () => {
    it('records a visitor upload: pending, private file id, notes, requested at; the link is used up', async () => {
      const { providerId, token } = await pendingWithLink();
      const before = Date.now();
      const r = await upload(providerId, token, [pdf], {
        notes: '  Our license, renewed in May.  ',
      });
      expect(r.statusCode).toBe(201);
      const fileId = r.json().fileId as string;
      expect(r.json()).toEqual({
        providerId,
        verificationStatus: 'pending',
        fileId: expect.any(String),
      });

      const row = await providerRow(providerId);
      expect(row).toMatchObject({
        verification_status: 'pending',
        verification_document_url: fileId,
        verification_notes: 'Our license, renewed in May.',
        verification_requested_by: null,
      });
      expect(row?.verification_document_url).not.toMatch(/^https?:|\//);
      expect(row?.verification_requested_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);

      const [file] = await filesOf(providerId);
      expect(file).toMatchObject({
        id: fileId,
        owner_user_id: null,
        content_type: 'application/pdf',
        size_bytes: SAMPLE_FILES.pdf.length,
      });
      expect(file?.key).toMatch(new RegExp(`^${providerId}/[^/]+\\.pdf$`));
      expect(storedFilesOnDisk(t.config.dataDir)).toContain(`provider-verification/${file?.key}`);

      const used = await tokenRow(token);
      expect(used?.used_at).toBeInstanceOf(Date);
      expect(used?.used_by).toBeNull();

      const again = await upload(providerId, token);
      expect(again.statusCode).toBe(404);
      expect(again.json().error).toEqual(INVALID_LINK);
      expect(await filesOf(providerId)).toHaveLength(1);
    });

    it('records a signed-in uploader on the provider, the token and the file', async () => {
      const member = await persona(t, 'uploader@example.com');
      const { providerId, token } = await pendingWithLink();
      const r = await upload(providerId, token, [pdf], { jar: member.jar });
      expect(r.statusCode).toBe(201);
      expect((await providerRow(providerId))?.verification_requested_by).toBe(member.id);
      expect((await tokenRow(token))?.used_by).toBe(member.id);
      expect((await filesOf(providerId))[0]?.owner_user_id).toBe(member.id);
    });

    it("keeps the admin's request text when the business adds no notes", async () => {
      const { providerId, token } = await pendingWithLink();
      expect((await upload(providerId, token, [pdf], { notes: '   ' })).statusCode).toBe(201);
      expect((await providerRow(providerId))?.verification_notes).toBe(REQUEST_TEXT);
    });

    it('judges the type by content: a PNG named .exe is accepted, text named .pdf is refused', async () => {
      const a = await pendingWithLink();
      const png = await upload(a.providerId, a.token, [
        { filename: 'scan.exe', contentType: 'application/octet-stream', data: SAMPLE_FILES.png },
      ]);
      expect(png.statusCode).toBe(201);
      expect((await filesOf(a.providerId))[0]?.content_type).toBe('image/png');

      const b = await pendingWithLink();
      for (const data of [SAMPLE_FILES.text, SAMPLE_FILES.elf, SAMPLE_FILES.windowsExe]) {
        const r = await upload(b.providerId, b.token, [
          { filename: 'license.pdf', contentType: 'application/pdf', data },
        ]);
        expect(r.statusCode).toBe(415);
        expect(r.json().error).toEqual({
          code: 'INVALID_FILE_TYPE',
          message: 'Please upload a PDF, JPG, or PNG file.',
        });
      }
      expect(await filesOf(b.providerId)).toEqual([]);
      /* A refused file does not use the link up. */
      expect((await tokenRow(b.token))?.used_at).toBeNull();
      expect((await upload(b.providerId, b.token)).statusCode).toBe(201);
    });

    it("refuses a file over 5 MB: 'Please upload a file smaller than 5MB.', nothing stored, link still usable", async () => {
      const { providerId, token } = await pendingWithLink();
      const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(PROOF_MAX_BYTES, 0x20)]);
      const r = await upload(providerId, token, [{ ...pdf, data: big }]);
      expect(r.statusCode).toBe(413);
      expect(r.json().error).toEqual({
        code: 'FILE_TOO_LARGE',
        message: 'Please upload a file smaller than 5MB.',
      });
      expect(await filesOf(providerId)).toEqual([]);
      expect((await providerRow(providerId))?.verification_document_url).toBeNull();
      expect((await tokenRow(token))?.used_at).toBeNull();
      const exact = Buffer.concat([
        SAMPLE_FILES.pdf,
        Buffer.alloc(PROOF_MAX_BYTES - SAMPLE_FILES.pdf.length, 0x20),
      ]);
      expect((await upload(providerId, token, [{ ...pdf, data: exact }])).statusCode).toBe(201);
    });

    it("refuses a request without a file: 'Please upload a verification document.'", async () => {
      const { providerId, token } = await pendingWithLink();
      const noFile = await t.app.inject({
        method: 'POST',
        url: `/api/business/upload-links/${providerId}`,
        payload: { notes: 'hello' },
        headers: { origin: t.origin, [LINK_TOKEN_HEADER]: token },
        remoteAddress: freshAddress(),
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().error).toMatchObject({
        code: 'NO_FILE',
        message: 'Please upload a verification document.',
      });
      const wrongField = await upload(providerId, token, [{ ...pdf, field: 'document' }]);
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().error.code).toBe('NO_FILE');
      expect((await tokenRow(token))?.used_at).toBeNull();
    });

    it('refuses notes that are too long or hold control characters', async () => {
      const { providerId, token } = await pendingWithLink();
      const long = await upload(providerId, token, [pdf], { notes: 'n'.repeat(1001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().error).toMatchObject({
        code: 'INVALID_NOTES',
        message: 'Notes must be 1000 characters or fewer',
      });
      const control = await upload(providerId, token, [pdf], { notes: 'bad\u0007bell' });
      expect(control.statusCode).toBe(400);
      expect(control.json().error.code).toBe('INVALID_NOTES');
      expect(await filesOf(providerId)).toEqual([]);
    });

    it('refuses dead links before reading the file, storing nothing', async () => {
      const { providerId, token } = await pendingWithLink();
      const other = await pendingWithLink();
      const cases: [number, string | undefined, typeof INVALID_LINK][] = [
        [providerId, undefined, INVALID_TOKEN],
        [providerId, 'not-a-token', INVALID_TOKEN],
        [providerId, other.token, INVALID_LINK],
        [providerId, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, INVALID_LINK],
      ];
      for (const [id, raw, error] of cases) {
        const r = await upload(id, raw);
        expect(r.json().error).toEqual(error);
      }
      const notAnId = await upload('abc', token);
      expect(notAnId.statusCode).toBe(404);
      expect(await filesOf(providerId)).toEqual([]);
      expect((await providerRow(providerId))?.verification_document_url).toBeNull();
    });

    it('lets exactly one of two simultaneous uploads with one link through', async () => {
      const { providerId, token } = await pendingWithLink();
      const results = await Promise.all([upload(providerId, token), upload(providerId, token)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 404]);
      expect(await filesOf(providerId)).toHaveLength(1);
      const row = await providerRow(providerId);
      const winner = results.find((r) => r.statusCode === 201);
      expect(row?.verification_document_url).toBe(winner?.json().fileId);
    });
  });
});
