import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { business_signup_tokens, providers, upload_tokens, users } from '../../db/schema';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../../test/databases';
import { insertProvider } from '../providers/provider-factory';
import {
  checkToken,
  consumeToken,
  createToken,
  hashToken,
  revokeTokens,
  TOKEN_LIFETIME_MS,
  tokenLinkPath,
} from './tokens';

const DAY = 24 * 60 * 60 * 1000;

/** The same token with one character changed (still token-shaped). */
function tamper(raw: string): string {
  const last = raw.at(-1) === 'A' ? 'B' : 'A';
  return `${raw.slice(0, -1)}${last}`;
}

describe.each(testDatabaseModes())('one-time business links (%s)', (mode) => {
  let handle: TestDatabase;
  let db: Db;
  const adminId = 'token-test-admin';

  beforeAll(async () => {
    handle = await createTestDatabase(mode, { poolSize: 6 });
    db = handle.database.db;
    await db.insert(users).values({ id: adminId, email: 'admin@tokens.test', emailVerified: true });
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  const pendingProvider = () => insertProvider(db, { verification_status: 'pending' });

  it('creates a 256-bit base64url token and stores only its SHA-256, bound to the provider, for 7 days', async () => {
    const providerId = await insertProvider(db);
    const now = new Date('2025-07-01T10:00:00Z');
    const raw = await createToken(db, 'signup', providerId, adminId, now);
    expect(raw).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(raw, 'base64url')).toHaveLength(32);

    const rows = await db
      .select()
      .from(business_signup_tokens)
      .where(eq(business_signup_tokens.provider_id, providerId));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.token_hash).toBe(hashToken(raw));
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(raw);
    expect(row?.expires_at.getTime()).toBe(now.getTime() + TOKEN_LIFETIME_MS);
    expect(TOKEN_LIFETIME_MS).toBe(7 * DAY);
    expect(row).toMatchObject({ created_by: adminId, used_at: null, used_by: null });
  });

  it('never makes the same token twice', async () => {
    const providerId = await insertProvider(db);
    const raws = new Set<string>();
    for (let i = 0; i < 20; i++) raws.add(await createToken(db, 'signup', providerId, null));
    expect(raws.size).toBe(20);
  });

  it('accepts a live token until the last millisecond of its 7 days, then calls it expired', async () => {
    const providerId = await insertProvider(db);
    const now = new Date('2025-07-01T10:00:00Z');
    const raw = await createToken(db, 'signup', providerId, null, now);
    const justBefore = new Date(now.getTime() + TOKEN_LIFETIME_MS - 1);
    const atExpiry = new Date(now.getTime() + TOKEN_LIFETIME_MS);
    expect(await checkToken(db, 'signup', providerId, raw, justBefore)).toEqual({
      ok: true,
      tokenId: expect.any(Number),
    });
    expect(await checkToken(db, 'signup', providerId, raw, atExpiry)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await consumeToken(db, 'signup', providerId, raw, null, atExpiry)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('consumes a token once: a second use is refused as used, and names who used it', async () => {
    const providerId = await insertProvider(db);
    const raw = await createToken(db, 'signup', providerId, null);
    const first = await consumeToken(db, 'signup', providerId, raw, adminId);
    expect(first.ok).toBe(true);
    expect(await consumeToken(db, 'signup', providerId, raw, null)).toEqual({
      ok: false,
      reason: 'used',
      usedBy: adminId,
    });
    expect(await checkToken(db, 'signup', providerId, raw)).toMatchObject({ reason: 'used' });
    const [row] = await db
      .select()
      .from(business_signup_tokens)
      .where(eq(business_signup_tokens.provider_id, providerId));
    expect(row?.used_at).toBeInstanceOf(Date);
    expect(row?.used_by).toBe(adminId);
  });

  it('refuses tampered, malformed and unknown tokens', async () => {
    const providerId = await insertProvider(db);
    const raw = await createToken(db, 'signup', providerId, null);
    expect(await checkToken(db, 'signup', providerId, tamper(raw))).toEqual({
      ok: false,
      reason: 'unknown',
    });
    for (const bad of [
      '',
      raw.slice(1),
      `${raw}A`,
      `${raw.slice(0, -1)}=`,
      hashToken(raw),
      `${raw.slice(0, -1)}\u0000`,
      null,
      undefined,
      42,
      { raw },
      [raw],
    ]) {
      expect(await checkToken(db, 'signup', providerId, bad)).toEqual({
        ok: false,
        reason: 'malformed',
      });
      expect(await consumeToken(db, 'signup', providerId, bad, null)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
    expect((await checkToken(db, 'signup', providerId, raw)).ok).toBe(true);
  });

  it('refuses a token for another provider and leaves it usable for its own', async () => {
    const mine = await insertProvider(db);
    const other = await insertProvider(db);
    const raw = await createToken(db, 'signup', mine, null);
    expect(await consumeToken(db, 'signup', other, raw, null)).toEqual({
      ok: false,
      reason: 'wrong_provider',
    });
    for (const id of [0, -1, 1.5, Number.NaN, 2 ** 31]) {
      expect(await checkToken(db, 'signup', id, raw)).toEqual({
        ok: false,
        reason: 'wrong_provider',
      });
    }
    expect((await consumeToken(db, 'signup', mine, raw, null)).ok).toBe(true);
  });

  it('keeps the two kinds apart: a signup token is no upload token and vice versa', async () => {
    const providerId = await pendingProvider();
    const signup = await createToken(db, 'signup', providerId, null);
    const upload = await createToken(db, 'upload', providerId, null);
    expect(await checkToken(db, 'upload', providerId, signup)).toEqual({
      ok: false,
      reason: 'unknown',
    });
    expect(await checkToken(db, 'signup', providerId, upload)).toEqual({
      ok: false,
      reason: 'unknown',
    });
    expect((await checkToken(db, 'upload', providerId, upload)).ok).toBe(true);
    const rows = await db
      .select()
      .from(upload_tokens)
      .where(eq(upload_tokens.provider_id, providerId));
    expect(rows.map((r) => r.token_hash)).toEqual([hashToken(upload)]);
  });

  it('accepts an upload token only while the provider is pending', async () => {
    const providerId = await pendingProvider();
    const raw = await createToken(db, 'upload', providerId, null);
    expect((await checkToken(db, 'upload', providerId, raw)).ok).toBe(true);
    for (const status of ['unverified', 'verified', 'rejected'] as const) {
      await db
        .update(providers)
        .set({ verification_status: status })
        .where(eq(providers.id, providerId));
      expect(await checkToken(db, 'upload', providerId, raw)).toEqual({
        ok: false,
        reason: 'provider_not_pending',
      });
      expect(await consumeToken(db, 'upload', providerId, raw, null)).toEqual({
        ok: false,
        reason: 'provider_not_pending',
      });
    }
    await db
      .update(providers)
      .set({ verification_status: 'pending' })
      .where(eq(providers.id, providerId));
    expect((await consumeToken(db, 'upload', providerId, raw, null)).ok).toBe(true);
  });

  it('does not tie a signup token to the verification status', async () => {
    for (const status of ['unverified', 'pending', 'verified', 'rejected'] as const) {
      const providerId = await insertProvider(db, { verification_status: status });
      const raw = await createToken(db, 'signup', providerId, null);
      expect((await checkToken(db, 'signup', providerId, raw)).ok).toBe(true);
    }
  });

  it('lets exactly one of several concurrent consumers win', async () => {
    for (const kind of ['signup', 'upload'] as const) {
      const providerId = await pendingProvider();
      const raw = await createToken(db, kind, providerId, null);
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          db.transaction(async (tx) => {
            const result = await consumeToken(tx, kind, providerId, raw, null);
            /* Hold the lock a moment, as a real caller writing its upload or role would. */
            if (result.ok) await new Promise((resolve) => setTimeout(resolve, 50));
            return result;
          }),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual([
        'used',
        'used',
        'used',
        'used',
      ]);
    }
  });

  it('rolls a consumption back with its transaction, leaving the token usable', async () => {
    const providerId = await insertProvider(db);
    const raw = await createToken(db, 'signup', providerId, null);
    await expect(
      db.transaction(async (tx) => {
        expect((await consumeToken(tx, 'signup', providerId, raw, null)).ok).toBe(true);
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    expect((await checkToken(db, 'signup', providerId, raw)).ok).toBe(true);
  });

  it('revokes every live token of one kind for one provider, and nothing else', async () => {
    const providerId = await pendingProvider();
    const other = await pendingProvider();
    const a = await createToken(db, 'upload', providerId, null);
    const b = await createToken(db, 'upload', providerId, null);
    const signup = await createToken(db, 'signup', providerId, null);
    const elsewhere = await createToken(db, 'upload', other, null);
    await revokeTokens(db, 'upload', providerId);
    for (const raw of [a, b]) {
      expect(await checkToken(db, 'upload', providerId, raw)).toEqual({
        ok: false,
        reason: 'expired',
      });
    }
    expect((await checkToken(db, 'signup', providerId, signup)).ok).toBe(true);
    expect((await checkToken(db, 'upload', other, elsewhere)).ok).toBe(true);
  });

  it('builds the links the e-mails and the operator command send', () => {
    expect(tokenLinkPath('signup', 12, 'abc-_')).toBe('/business-signup?provider=12&token=abc-_');
    expect(tokenLinkPath('upload', 12, 'abc-_')).toBe('/provider/upload-docs/12?token=abc-_');
  });
});
