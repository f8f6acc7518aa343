import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verifyPassword } from 'better-auth/crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkToken } from '../../features/tokens/tokens';
import { createLocalStorage } from '../../plugins/storage';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../../test/databases';
import { accounts } from '../schema/auth';
import { providers, user_roles } from '../schema/directory';
import { stored_files } from '../schema/system';
import {
  type BusinessDemo,
  DEMO_DOCUMENT_PDF,
  DEMO_LINKS_FILE,
  DEMO_UNLINKED_ACCOUNT,
  loadBusinessDemo,
} from './business-demo';
import { DEMO_OWNER_PROVIDER_ID, DEMO_PASSWORD, seedDatabase } from './seed';

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

describe.each(testDatabaseModes())('business demo data (%s)', (mode) => {
  let handle: TestDatabase;
  let dataDir: string;
  let demo: BusinessDemo;

  beforeAll(async () => {
    handle = await createTestDatabase(mode);
    dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-demo-'));
    await seedDatabase(handle.database.db);
    demo = await loadBusinessDemo({
      db: handle.database.db,
      storage: createLocalStorage(path.join(dataDir, 'storage')),
      config: { env: 'development', siteUrl: 'http://localhost:3000', dataDir },
      log: () => {},
    });
  }, 120_000);
  afterAll(async () => {
    await handle?.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes owner@calmpath.local the business admin of one business in each verification state', async () => {
    const ids = Object.values(demo.ownerProviders);
    expect(ids).toContain(DEMO_OWNER_PROVIDER_ID);
    const rows = await handle.database.db
      .select()
      .from(providers)
      .where(eq(providers.business_admin_user_id, 'demo-owner'));
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    for (const [status, id] of Object.entries(demo.ownerProviders)) {
      expect(rows.find((r) => r.id === id)?.verification_status).toBe(status);
    }
    expect(rows.find((r) => r.id === demo.ownerProviders.verified)?.average_rating).not.toBeNull();
  });

  it('gives the pending business a stored document, on disk and in stored_files', async () => {
    const [pending] = await handle.database.db
      .select()
      .from(providers)
      .where(eq(providers.id, demo.ownerProviders.pending));
    const [file] = await handle.database.db
      .select()
      .from(stored_files)
      .where(eq(stored_files.id, pending?.verification_document_url ?? ''));
    expect(file).toMatchObject({
      bucket: 'provider-verification',
      content_type: 'application/pdf',
    });
    const onDisk = readFileSync(
      path.join(dataDir, 'storage', 'provider-verification', file?.key ?? ''),
    );
    expect(onDisk.equals(DEMO_DOCUMENT_PDF)).toBe(true);
  });

  it('adds unlinked@calmpath.local, a business account without a business', async () => {
    const db = handle.database.db;
    const roles = await db
      .select({ role: user_roles.role })
      .from(user_roles)
      .where(eq(user_roles.user_id, DEMO_UNLINKED_ACCOUNT.id));
    expect(roles.map((r) => r.role)).toEqual(['business_admin']);
    const [account] = await db
      .select({ hash: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, DEMO_UNLINKED_ACCOUNT.id));
    expect(await verifyPassword({ hash: account?.hash ?? '', password: DEMO_PASSWORD })).toBe(true);
    const owned = await db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.business_admin_user_id, DEMO_UNLINKED_ACCOUNT.id));
    expect(owned).toEqual([]);
  });

  it('writes a live signup and upload link to demo-links.json (owner-only file)', async () => {
    const db = handle.database.db;
    const file = path.join(dataDir, DEMO_LINKS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const links = JSON.parse(readFileSync(file, 'utf8'));
    expect(links).toEqual(demo.links);
    const { signup, upload } = demo.links ?? {};
    expect(
      (await checkToken(db, 'signup', signup?.providerId ?? 0, tokenOf(signup?.url ?? ''))).ok,
    ).toBe(true);
    expect(
      (await checkToken(db, 'upload', upload?.providerId ?? 0, tokenOf(upload?.url ?? ''))).ok,
    ).toBe(true);
    const rows = await db
      .select()
      .from(providers)
      .where(inArray(providers.id, [signup?.providerId ?? 0, upload?.providerId ?? 0]));
    for (const row of rows) expect(row.business_admin_user_id).toBeNull();
    expect(rows.find((r) => r.id === signup?.providerId)?.contact_email).toBeTruthy();
    expect(rows.find((r) => r.id === upload?.providerId)?.verification_notes).toBeTruthy();
  });

  it('is deterministic apart from the tokens, and makes no links in production', async () => {
    const other = await createTestDatabase(mode);
    const prodDir = mkdtempSync(path.join(tmpdir(), 'calmpath-demo-prod-'));
    try {
      await seedDatabase(other.database.db);
      const again = await loadBusinessDemo({
        db: other.database.db,
        storage: createLocalStorage(path.join(prodDir, 'storage')),
        config: { env: 'production', siteUrl: 'https://calmpath.example', dataDir: prodDir },
        log: () => {},
      });
      expect(again).toEqual({ ownerProviders: demo.ownerProviders });
      expect(existsSync(path.join(prodDir, DEMO_LINKS_FILE))).toBe(false);
    } finally {
      await other.cleanup();
      rmSync(prodDir, { recursive: true, force: true });
    }
  }, 120_000);
});
