import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { openDatabase } from '../../db/client';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../../test/databases';
import { insertProvider } from '../providers/provider-factory';
import { checkToken } from '../tokens/tokens';
import { createBusinessLink } from './create-business-link';

const SITE = 'https://calmpath.example';

function tokenOf(url: string) {
  const parsed = new URL(url);
  return parsed.searchParams.get('token') ?? '';
}

describe.each(testDatabaseModes())('createBusinessLink (%s)', (mode) => {
  let handle: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    handle = await createTestDatabase(mode);
    db = handle.database.db;
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  it('makes a working signup link for a provider with a contact e-mail', async () => {
    const id = await insertProvider(db, { contact_email: 'hello@calm.example' });
    const url = await createBusinessLink(db, { providerId: id, kind: 'signup', siteUrl: SITE });
    expect(url).toMatch(new RegExp(`^${SITE}/business-signup\\?provider=${id}&token=[\\w-]{43}$`));
    expect((await checkToken(db, 'signup', id, tokenOf(url))).ok).toBe(true);
  });

  it('makes a working upload link for a pending provider', async () => {
    const id = await insertProvider(db, { verification_status: 'pending' });
    const url = await createBusinessLink(db, { providerId: id, kind: 'upload', siteUrl: SITE });
    expect(url).toMatch(new RegExp(`^${SITE}/provider/upload-docs/${id}\\?token=[\\w-]{43}$`));
    expect((await checkToken(db, 'upload', id, tokenOf(url))).ok).toBe(true);
  });

  it('refuses links that could never be used, and unknown providers', async () => {
    const noEmail = await insertProvider(db, { contact_email: null });
    await expect(
      createBusinessLink(db, { providerId: noEmail, kind: 'signup', siteUrl: SITE }),
    ).rejects.toMatchObject({ code: 'NO_CONTACT_EMAIL' });
    const verified = await insertProvider(db, { verification_status: 'verified' });
    await expect(
      createBusinessLink(db, { providerId: verified, kind: 'upload', siteUrl: SITE }),
    ).rejects.toMatchObject({ code: 'NOT_PENDING' });
    await expect(
      createBusinessLink(db, { providerId: 999_999, kind: 'upload', siteUrl: SITE }),
    ).rejects.toMatchObject({ code: 'PROVIDER_NOT_FOUND' });
  });
});

describe('npm run admin -- business-link', () => {
  const ROOT = path.resolve(import.meta.dirname, '../../..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-link-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const cli = (...args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        SITE_URL: SITE,
        LOG_LEVEL: 'warn',
      };
      for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'AUTH_SECRET']) delete env[name];
      const child = spawn(
        path.join(ROOT, 'node_modules/.bin/tsx'),
        ['server/cli/admin.ts', ...args],
        {
          cwd: ROOT,
          env,
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c) => {
        stdout += c;
      });
      child.stderr.on('data', (c) => {
        stderr += c;
      });
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  it('prints a working upload link for a pending provider, and the usage for bad arguments', async () => {
    const database = await openDatabase({ mode: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await database.migrate();
    const id = await insertProvider(database.db, { verification_status: 'pending' });
    await database.close();

    const ok = await cli('business-link', '--provider', String(id), '--kind', 'upload');
    expect(ok.code, ok.stderr).toBe(0);
    const url = ok.stdout.trim().split('\n').at(-1) ?? '';
    expect(url).toMatch(new RegExp(`^${SITE}/provider/upload-docs/${id}\\?token=`));

    const bad = await cli('business-link', '--provider', 'x', '--kind', 'upload');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('business-link --provider ID --kind signup|upload');

    const reopened = await openDatabase({ mode: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      expect((await checkToken(reopened.db, 'upload', id, tokenOf(url))).ok).toBe(true);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
