import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_UPLOAD_MESSAGES } from '../../../common/messages/business';
import { providers, stored_files, user_roles } from '../../db/schema';
import { type CookieJar, createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import {
  multipartBody,
  SAMPLE_FILES,
  signedInUser,
  storedFilesOnDisk,
} from '../../test/fixtures/uploads';
import {
  DOCUMENT_UPLOADS_PER_PROVIDER_PER_HOUR,
  DOCUMENT_UPLOADS_PER_USER_PER_HOUR,
} from './document-quota';
import { DOCUMENT_UPLOAD_RATE_LIMIT } from './document-upload-limits';
import { saveVerificationDocument } from './save-verification-document';

type Person = { id: string; jar: CookieJar };

/** A real PDF head padded to the size asked for. */
const pdfOf = (bytes: number) =>
  Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(bytes - SAMPLE_FILES.pdf.length, 0x20)]);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(testDatabaseModes())('verification document quotas and retention (%s)', (mode) => {
  let t: TestApp;
  let seq = 0;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const db = () => t.app.database.db;
  async function person(): Promise<Person> {
    seq += 1;
    return signedInUser(t, `uploader${seq}@example.com`);
  }
  async function application(submittedBy: string | null) {
    seq += 1;
    const [row] = await db()
      .insert(providers)
      .values({
        name: `Quota Studio ${seq}`,
        category: 'Dentist',
        contact_email: `quota${seq}@example.com`,
        accommodation_status: 'pending',
        verification_status: 'unverified',
        submitted_by_user_id: submittedBy,
      })
      .returning({ id: providers.id });
    if (!row) throw new Error('no provider');
    return row.id;
  }
  const save = (providerId: number, uploadedBy: string | null, data: Buffer = SAMPLE_FILES.pdf) =>
    saveVerificationDocument(
      { db: db(), storage: t.app.storage },
      {
        providerId,
        uploadedBy,
        source: (async function* () {
          yield data;
        })(),
      },
    );
  const rowsOf = (providerId: number) =>
    db()
      .select()
      .from(stored_files)
      .where(
        and(
          eq(stored_files.bucket, 'provider-verification'),
          sql`starts_with(${stored_files.key}, ${`${providerId}/`})`,
        ),
      );
  const diskOf = (providerId: number) =>
    storedFilesOnDisk(t.config.dataDir)
      .filter((f) => f.startsWith(`provider-verification/${providerId}/`))
      .map((f) => f.slice('provider-verification/'.length))
      .sort();
  const liveKeys = async (providerId: number) =>
    (await rowsOf(providerId))
      .filter((r) => r.removed_at === null)
      .map((r) => r.key)
      .sort();
  const codeOf = (err: unknown) => (err as { code?: string }).code;
  /* Each HTTP test from its own address, so the per-IP limit couples no two tests. */
  const freshIp = () => {
    address += 1;
    return `10.88.0.${address}`;
  };
  const post = (url: string, who: Person, data: Buffer, remoteAddress: string) => {
    const body = multipartBody([{ filename: 'license.pdf', contentType: 'application/pdf', data }]);
    return t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      payload: body.payload,
      headers: { 'content-type': body.contentType, origin: t.origin, cookie: who.jar.header() },
    });
  };

  it(`stores exactly ${DOCUMENT_UPLOADS_PER_PROVIDER_PER_HOUR} of 40 simultaneous documents for one business; the rest get 429 'This business has received several documents…', and disk matches the rows`, async () => {
    const owner = await person();
    const id = await application(owner.id);
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => save(id, owner.id)));
    const stored = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(stored).toHaveLength(DOCUMENT_UPLOADS_PER_PROVIDER_PER_HOUR);
    expect(refused.map(codeOf)).toEqual(Array(35).fill('TOO_MANY_BUSINESS_DOCUMENTS'));
    expect(refused[0]).toMatchObject({
      status: 429,
      message: DOCUMENT_UPLOAD_MESSAGES.providerQuota,
    });
    expect(await rowsOf(id)).toHaveLength(DOCUMENT_UPLOADS_PER_PROVIDER_PER_HOUR);
    /* Each stored one replaced the one before: one file is left, the one on record. */
    const [provider] = await db().select().from(providers).where(eq(providers.id, id));
    const live = await liveKeys(id);
    expect(live).toHaveLength(1);
    expect(diskOf(id)).toEqual(live);
    const [current] = await db()
      .select()
      .from(stored_files)
      .where(eq(stored_files.id, provider?.verification_document_url ?? ''));
    expect(current?.key).toBe(live[0]);
  });

  it(`stores exactly ${DOCUMENT_UPLOADS_PER_USER_PER_HOUR} of 40 simultaneous documents by one person across businesses; the rest get 429`, async () => {
    const owner = await person();
    const ids: number[] = [];
    for (let n = 0; n < 8; n += 1) ids.push(await application(owner.id));
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, n) => save(ids[n % ids.length] as number, owner.id)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(
      DOCUMENT_UPLOADS_PER_USER_PER_HOUR,
    );
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refused).toHaveLength(40 - DOCUMENT_UPLOADS_PER_USER_PER_HOUR);
    expect(refused.every((err) => (err as { status?: number }).status === 429)).toBe(true);
    expect(refused.map(codeOf)).toContain('TOO_MANY_DOCUMENTS');
    const ownRows = await db()
      .select()
      .from(stored_files)
      .where(eq(stored_files.owner_user_id, owner.id));
    expect(ownRows).toHaveLength(DOCUMENT_UPLOADS_PER_USER_PER_HOUR);
    for (const id of ids) expect(diskOf(id)).toEqual(await liveKeys(id));
  });

  it('deletes the replaced document from disk once the replacement commits; its row keeps size, hash and name', async () => {
    const owner = await person();
    const id = await application(owner.id);
    const first = await save(id, owner.id, SAMPLE_FILES.pdf);
    const [firstRow] = await db()
      .select()
      .from(stored_files)
      .where(eq(stored_files.id, first.fileId));
    expect(diskOf(id)).toEqual([firstRow?.key]);

    const second = await save(id, owner.id, SAMPLE_FILES.png);
    const [secondRow] = await db()
      .select()
      .from(stored_files)
      .where(eq(stored_files.id, second.fileId));
    expect(diskOf(id)).toEqual([secondRow?.key]);
    const [replaced] = await db()
      .select()
      .from(stored_files)
      .where(eq(stored_files.id, first.fileId));
    expect(replaced).toMatchObject({
      key: firstRow?.key,
      size_bytes: SAMPLE_FILES.pdf.length,
      content_type: 'application/pdf',
      sha256: sha256(SAMPLE_FILES.pdf),
      owner_user_id: owner.id,
      removed_at: expect.any(Date),
    });
    expect(secondRow).toMatchObject({ sha256: sha256(SAMPLE_FILES.png), removed_at: null });
  });

  it('keeps the current document when its replacement fails to commit', async () => {
    const owner = await person();
    const id = await application(owner.id);
    const first = await save(id, owner.id);
    await expect(
      saveVerificationDocument(
        { db: db(), storage: t.app.storage },
        {
          providerId: id,
          uploadedBy: owner.id,
          source: (async function* () {
            yield SAMPLE_FILES.png;
          })(),
          alsoInTransaction: async () => {
            throw new Error('link already used');
          },
        },
      ),
    ).rejects.toThrow('link already used');
    const live = await db()
      .select()
      .from(stored_files)
      .where(
        and(
          sql`starts_with(${stored_files.key}, ${`${id}/`})`,
          isNull(stored_files.removed_at),
          eq(stored_files.bucket, 'provider-verification'),
        ),
      );
    expect(live.map((r) => r.id)).toEqual([first.fileId]);
    expect(diskOf(id)).toEqual([live[0]?.key]);
  });

  it('refuses the probe: 40 × 1 MB at once through /api/provider-applications/{id}/documents stores 5, refuses 35 with 429, and keeps one file', async () => {
    const owner = await person();
    const id = await application(owner.id);
    const megabyte = pdfOf(1024 * 1024);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        post(`/api/provider-applications/${id}/documents`, owner, megabyte, ip),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(DOCUMENT_UPLOADS_PER_PROVIDER_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    for (const r of answers.filter((a) => a.statusCode === 429)) {
      expect([
        DOCUMENT_UPLOAD_MESSAGES.providerQuota,
        DOCUMENT_UPLOAD_MESSAGES.rateLimited,
      ]).toContain(r.json().error.message);
    }
    expect(await rowsOf(id)).toHaveLength(DOCUMENT_UPLOADS_PER_PROVIDER_PER_HOUR);
    expect(diskOf(id)).toEqual(await liveKeys(id));
    expect(diskOf(id)).toHaveLength(1);
    /* And the next one is refused before its body is read, by whichever limit it meets first. */
    const later = await post(
      `/api/provider-applications/${id}/documents`,
      owner,
      megabyte,
      freshIp(),
    );
    expect(later.statusCode).toBe(429);
    expect(['TOO_MANY_BUSINESS_DOCUMENTS', 'RATE_LIMITED']).toContain(later.json().error.code);
  });

  it(`limits the dashboard route per person: after ${DOCUMENT_UPLOAD_RATE_LIMIT.perUploader} requests in the window, even refused ones, a calm 429 before the body is read`, async () => {
    const owner = await person();
    await db().insert(user_roles).values({ user_id: owner.id, role: 'business_admin' });
    const id = await application(null);
    await db()
      .update(providers)
      .set({ business_admin_user_id: owner.id })
      .where(eq(providers.id, id));
    const url = `/api/business/providers/${id}/documents`;
    /* Text is refused by type, so nothing is stored and the quota never counts these. */
    for (let n = 0; n < DOCUMENT_UPLOAD_RATE_LIMIT.perUploader; n += 1) {
      expect((await post(url, owner, SAMPLE_FILES.text, freshIp())).statusCode).toBe(415);
    }
    const limited = await post(url, owner, SAMPLE_FILES.pdf, freshIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: DOCUMENT_UPLOAD_MESSAGES.rateLimited,
    });
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it(`limits each address to ${DOCUMENT_UPLOAD_RATE_LIMIT.perIp} document requests in the window`, async () => {
    const ip = freshIp();
    const url = (id: number) => `/api/provider-applications/${id}/documents`;
    /* Two people, each with a business of their own, share the address and stay under their own
     * limits, so only the address's counter can refuse. */
    const senders = [];
    for (const who of [await person(), await person()]) {
      senders.push({ who, id: await application(who.id) });
    }
    let last = 0;
    for (let n = 0; n <= DOCUMENT_UPLOAD_RATE_LIMIT.perIp; n += 1) {
      const { who, id } = senders[n % 2] as (typeof senders)[number];
      last = (await post(url(id), who, SAMPLE_FILES.text, ip)).statusCode;
      if (n < DOCUMENT_UPLOAD_RATE_LIMIT.perIp) expect(last).toBe(415);
    }
    expect(last).toBe(429);
  });
});
