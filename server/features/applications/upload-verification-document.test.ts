import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES } from '../../../common/contracts/limits';
import { providers, stored_files, user_roles } from '../../db/schema';
import { type CookieJar, createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import {
  type FilePart,
  multipartBody,
  SAMPLE_FILES,
  signedInUser,
  storedFilesOnDisk,
} from '../../test/fixtures/uploads';
import { saveVerificationDocument } from '../verification-documents/save-verification-document';
import { NOT_YOUR_APPLICATION_MESSAGE } from './assert-may-upload-documents';

type Person = { id: string; jar: CookieJar };

describe.each(testDatabaseModes())('POST /api/provider-applications/:id/documents (%s)', (mode) => {
  let t: TestApp;
  let applicant: Person;
  let member: Person;
  let businessAdmin: Person;
  let otherBusinessAdmin: Person;
  let admin: Person;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    applicant = await signedInUser(t, 'applicant@example.com');
    member = await signedInUser(t, 'member@example.com');
    businessAdmin = await signedInUser(t, 'owner@example.com');
    otherBusinessAdmin = await signedInUser(t, 'other.owner@example.com');
    admin = await signedInUser(t, 'admin@example.com');
    await t.app.database.db.insert(user_roles).values([
      { user_id: admin.id, role: 'admin' },
      { user_id: businessAdmin.id, role: 'business_admin' },
      { user_id: otherBusinessAdmin.id, role: 'business_admin' },
    ]);
    await t.app.database.db.insert(providers).values({
      name: 'Someone Else’s Studio',
      category: 'Dentist',
      business_admin_user_id: otherBusinessAdmin.id,
    });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  /** An application as the wizard stores it, submitted by the applicant unless told otherwise. */
  async function application(overrides: Partial<typeof providers.$inferInsert> = {}) {
    seq += 1;
    const [row] = await t.app.database.db
      .insert(providers)
      .values({
        name: `Applied Studio ${seq}`,
        category: 'Dentist',
        contact_email: `studio${seq}@example.com`,
        accommodation_status: 'pending',
        verification_status: 'unverified',
        submitted_by_user_id: applicant.id,
        ...overrides,
      })
      .returning({ id: providers.id });
    if (!row) throw new Error('no provider');
    return row.id;
  }
  const providerRow = async (id: number) =>
    (await t.app.database.db.select().from(providers).where(eq(providers.id, id)))[0];
  const filesOf = (providerId: number) =>
    storedFilesOnDisk(t.config.dataDir).filter((f) =>
      f.startsWith(`provider-verification/${providerId}/`),
    );

  const pdf: FilePart = {
    filename: 'license.pdf',
    contentType: 'application/pdf',
    data: SAMPLE_FILES.pdf,
  };
  const upload = (providerId: number | string, who: Person | null, parts: FilePart[] = [pdf]) => {
    const body = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/provider-applications/${providerId}/documents`,
      payload: body.payload,
      headers: {
        'content-type': body.contentType,
        origin: t.origin,
        ...(who ? { cookie: who.jar.header() } : {}),
      },
    });
  };

  it('lets the applicant attach a PDF: stored privately, provider pending with the file reference', async () => {
    const id = await application();
    const before = Date.now();
    const r = await upload(id, applicant);
    expect(r.statusCode).toBe(201);
    const body = r.json();
    expect(body).toEqual({
      fileId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      contentType: 'application/pdf',
      size: SAMPLE_FILES.pdf.length,
      verificationStatus: 'pending',
    });
    const row = await providerRow(id);
    expect(row).toMatchObject({
      verification_status: 'pending',
      verification_document_url: body.fileId,
      verification_notes: 'Verification document uploaded (PDF, 1 KB).',
      verification_requested_by: applicant.id,
      /* The listing itself stays for the team to review. */
      accommodation_status: 'pending',
    });
    expect(row?.verification_document_url).not.toMatch(/^https?:|\//);
    expect(row?.verification_requested_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [file] = await t.app.database.db
      .select()
      .from(stored_files)
      .where(eq(stored_files.id, body.fileId));
    expect(file).toMatchObject({
      bucket: 'provider-verification',
      owner_user_id: applicant.id,
      content_type: 'application/pdf',
    });
    expect(file?.key).toMatch(new RegExp(`^${id}/\\d+-[0-9a-f-]{36}\\.pdf$`));
    const onDisk = path.join(t.config.dataDir, 'storage', 'provider-verification', file?.key ?? '');
    expect(readFileSync(onDisk).equals(SAMPLE_FILES.pdf)).toBe(true);

    /* The applicant can open it again through a signed link, as its owner. */
    const link = await t.app.inject({
      url: `/api/files/${body.fileId}/link`,
      headers: { cookie: applicant.jar.header() },
    });
    expect(link.statusCode).toBe(200);
  });

  it('lets the business admin of that provider attach a document', async () => {
    const id = await application({
      submitted_by_user_id: null,
      business_admin_user_id: businessAdmin.id,
    });
    const r = await upload(id, businessAdmin);
    expect(r.statusCode).toBe(201);
    expect((await providerRow(id))?.verification_requested_by).toBe(businessAdmin.id);
  });

  it("refuses a signed-out upload: 401 'You can upload verification documents after creating an account.'", async () => {
    const id = await application();
    const r = await upload(id, null);
    expect(r.statusCode).toBe(401);
    expect(r.json().error).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'You can upload verification documents after creating an account.',
    });
    expect((await providerRow(id))?.verification_status).toBe('unverified');
  });

  it.each([
    ['a member who did not submit it', () => member],
    ['the business admin of another provider', () => otherBusinessAdmin],
    ['an admin', () => admin],
  ])('refuses %s: 403, nothing stored', async (_, who) => {
    const id = await application();
    const r = await upload(id, who());
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toEqual({
      code: 'NOT_YOUR_APPLICATION',
      message: NOT_YOUR_APPLICATION_MESSAGE,
    });
    expect(await providerRow(id)).toMatchObject({
      verification_status: 'unverified',
      verification_document_url: null,
    });
    expect(filesOf(id)).toEqual([]);
  });

  it('answers an unknown application like a foreign one (403), and a malformed id with 400', async () => {
    expect((await upload(2_000_000_000, applicant)).statusCode).toBe(403);
    expect((await upload('abc', applicant)).statusCode).toBe(400);
    expect((await upload('99999999999', applicant)).statusCode).toBe(400);
    expect((await upload('-1', applicant)).statusCode).toBe(400);
  });

  it('accepts a JPEG and a PNG, and judges type by content (a PDF named .png is a PDF)', async () => {
    const id = await application();
    const jpeg = await upload(id, applicant, [
      { filename: 'license.jpeg', contentType: 'image/jpeg', data: SAMPLE_FILES.jpeg },
    ]);
    expect(jpeg.json()).toMatchObject({ contentType: 'image/jpeg' });
    const png = await upload(id, applicant, [
      { filename: 'license.png', contentType: 'image/png', data: SAMPLE_FILES.png },
    ]);
    expect(png.json()).toMatchObject({ contentType: 'image/png' });
    const renamed = await upload(id, applicant, [
      { filename: 'scan.png', contentType: 'image/png', data: SAMPLE_FILES.pdf },
    ]);
    expect(renamed.statusCode).toBe(201);
    expect(renamed.json().contentType).toBe('application/pdf');
    /* The newest upload is the one on record. */
    expect((await providerRow(id))?.verification_document_url).toBe(renamed.json().fileId);
  });

  it.each([
    ['an executable named license.pdf', SAMPLE_FILES.elf],
    ['a text file', SAMPLE_FILES.text],
    ['an empty file', Buffer.alloc(0)],
  ])("refuses %s: 415 'Please upload a PDF, JPG, or PNG file.'", async (_, data) => {
    const id = await application();
    const r = await upload(id, applicant, [
      { filename: 'license.pdf', contentType: 'application/pdf', data },
    ]);
    expect(r.statusCode).toBe(415);
    expect(r.json().error).toEqual({
      code: 'INVALID_FILE_TYPE',
      message: 'Please upload a PDF, JPG, or PNG file.',
    });
    expect((await providerRow(id))?.verification_status).toBe('unverified');
    expect(filesOf(id)).toEqual([]);
  });

  it('accepts exactly 5 MB', async () => {
    const id = await application();
    const data = Buffer.alloc(PROOF_MAX_BYTES, 0x20);
    SAMPLE_FILES.pdf.copy(data);
    const r = await upload(id, applicant, [{ ...pdf, data }]);
    expect(r.statusCode).toBe(201);
    expect(r.json().size).toBe(PROOF_MAX_BYTES);
    expect((await providerRow(id))?.verification_notes).toBe(
      'Verification document uploaded (PDF, 5.0 MB).',
    );
  });

  it("refuses one byte over 5 MB: 413 'Please upload a file smaller than 5MB.', nothing kept", async () => {
    const id = await application();
    const data = Buffer.alloc(PROOF_MAX_BYTES + 1, 0x20);
    SAMPLE_FILES.pdf.copy(data);
    const r = await upload(id, applicant, [{ ...pdf, data }]);
    expect(r.statusCode).toBe(413);
    expect(r.json().error).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'Please upload a file smaller than 5MB.',
    });
    expect(await providerRow(id)).toMatchObject({
      verification_status: 'unverified',
      verification_document_url: null,
    });
    expect(filesOf(id)).toEqual([]);
  });

  it("answers 400 'Please upload a verification document.' when no file is sent", async () => {
    const id = await application();
    const wrongField = await upload(id, applicant, [{ ...pdf, field: 'document' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toMatchObject({
      code: 'NO_FILE',
      message: 'Please upload a verification document.',
    });
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/provider-applications/${id}/documents`,
      payload: {},
      headers: { origin: t.origin, cookie: applicant.jar.header() },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe('NO_FILE');
  });

  it('refuses a document for a verified listing (409) but takes one again after a rejection', async () => {
    const verified = await application({ verification_status: 'verified' });
    const r = await upload(verified, applicant);
    expect(r.statusCode).toBe(409);
    expect(r.json().error.code).toBe('ALREADY_VERIFIED');
    expect((await providerRow(verified))?.verification_status).toBe('verified');
    expect(filesOf(verified)).toEqual([]);

    const rejected = await application({ verification_status: 'rejected' });
    expect((await upload(rejected, applicant)).statusCode).toBe(201);
    expect((await providerRow(rejected))?.verification_status).toBe('pending');
  });

  it('refuses a cross-site upload that carries the session cookie', async () => {
    const id = await application();
    const body = multipartBody([pdf]);
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/provider-applications/${id}/documents`,
      payload: body.payload,
      headers: {
        'content-type': body.contentType,
        origin: 'https://evil.example',
        cookie: applicant.jar.header(),
      },
    });
    expect(r.statusCode).toBe(403);
  });

  it('saveVerificationDocument records nothing and keeps no file when the extra step fails', async () => {
    const id = await application();
    await expect(
      saveVerificationDocument(
        { db: t.app.database.db, storage: t.app.storage },
        {
          providerId: id,
          uploadedBy: null,
          source: (async function* () {
            yield SAMPLE_FILES.pdf;
          })(),
          notes: 'Requested: state license',
          alsoInTransaction: async () => {
            throw new Error('token already used');
          },
        },
      ),
    ).rejects.toThrow('token already used');
    expect(await providerRow(id)).toMatchObject({
      verification_status: 'unverified',
      verification_document_url: null,
    });
    expect(filesOf(id)).toEqual([]);
    const files = await t.app.database.db
      .select()
      .from(stored_files)
      .where(eq(stored_files.bucket, 'provider-verification'));
    expect(files.some((f) => f.key.startsWith(`${id}/`))).toBe(false);
  });

  it('saveVerificationDocument takes a link upload without an account and keeps the given notes', async () => {
    const id = await application({ submitted_by_user_id: null });
    const saved = await saveVerificationDocument(
      { db: t.app.database.db, storage: t.app.storage },
      {
        providerId: id,
        uploadedBy: null,
        source: (async function* () {
          yield SAMPLE_FILES.png;
        })(),
        notes: 'Uploaded through the secure link',
      },
    );
    expect(saved).toMatchObject({ contentType: 'image/png', verificationStatus: 'pending' });
    expect(await providerRow(id)).toMatchObject({
      verification_status: 'pending',
      verification_document_url: saved.fileId,
      verification_notes: 'Uploaded through the secure link',
      verification_requested_by: null,
    });
  });
});
