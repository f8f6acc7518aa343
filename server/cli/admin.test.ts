import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { accounts, stored_files, user_roles, users } from '../db/schema';
import { createLocalStorage } from '../plugins/storage';
import { createS3Storage } from '../storage/s3-storage';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { startS3rver, type TestS3Server } from '../test/fixtures/s3rver';

/*
 * Runs the operator CLI as an operator would (`npm run admin -- …` is `tsx server/cli/admin.ts`)
 * against a throwaway embedded database, then reads what it wrote. Each spawn costs a second or
 * two, so the cases share one data directory and run in order.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const PASSWORD = 'first-admin-pass';

type CliResult = { code: number | null; stdout: string; stderr: string };

describe('operator CLI (npm run admin)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-admin-cli-'));

  const admin = (...args: string[]) => adminIn(dataDir, ...args);
  const adminIn = (dir: string, ...args: string[]) => adminWith({}, dir, ...args);

  function adminWith(extra: NodeJS.ProcessEnv, dir: string, ...args: string[]): Promise<CliResult> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dir,
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
    };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'AUTH_SECRET']) delete env[name];
    Object.assign(env, extra);
    return new Promise((resolve, reject) => {
      const child = spawn(TSX, ['server/cli/admin.ts', ...args], { cwd: ROOT, env });
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
  }

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the usage and exits 2 when arguments are missing', async () => {
    const result = await admin('create-user', '--email', 'someone@example.com');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage:');
    expect(result.stderr).toContain('create-user --email E --password P');
    expect(result.stderr).toContain('grant-role --email E --role');
    expect(result.stderr).toContain('storage migrate --to s3://');
    expect(result.stderr).toContain('import nppes --file FILE.csv');
    expect(result.stderr).toContain('import osm --file FILE.osm.pbf|FILE.geojson');
  });

  describe('on an embedded database', () => {
    let created: CliResult;
    let granted: CliResult;
    let badRole: CliResult;
    let unknownUser: CliResult;

    beforeAll(async () => {
      created = await admin(
        'create-user',
        '--email',
        'First.Admin@Example.com',
        '--password',
        PASSWORD,
        '--name',
        'First Admin',
        '--role',
        'admin',
      );
      granted = await admin(
        'grant-role',
        '--email',
        'first.admin@example.com',
        '--role',
        'moderator',
      );
      badRole = await admin('grant-role', '--email', 'first.admin@example.com', '--role', 'owner');
      unknownUser = await admin(
        'grant-role',
        '--email',
        'nobody@example.com',
        '--role',
        'moderator',
      );
    }, 120_000);

    it('create-user makes a confirmed account with a hashed password and the role', async () => {
      expect(created.code, created.stderr).toBe(0);
      expect(created.stdout).toContain('Created first.admin@example.com with role admin');

      const database = await openDatabase({
        mode: 'pglite',
        dataDir: path.join(dataDir, 'pglite'),
      });
      try {
        const db = database.db;
        const [user] = await db
          .select()
          .from(users)
          .where(eq(users.email, 'first.admin@example.com'));
        expect(user).toMatchObject({ name: 'First Admin', emailVerified: true });
        if (!user) return;

        const [account] = await db.select().from(accounts).where(eq(accounts.userId, user.id));
        expect(account?.providerId).toBe('credential');
        const hash = account?.password ?? '';
        expect(hash).not.toBe('');
        expect(hash).not.toContain(PASSWORD);
        // The stored hash is one Better Auth's sign-in accepts, and only for the right password.
        expect(await verifyPassword({ hash, password: PASSWORD })).toBe(true);
        expect(await verifyPassword({ hash, password: 'wrong-password' })).toBe(false);

        const roles = await db
          .select({ role: user_roles.role })
          .from(user_roles)
          .where(eq(user_roles.user_id, user.id));
        // grant-role ran after create-user: both roles, nothing from the failed calls.
        expect(roles.map((r) => r.role).sort()).toEqual(['admin', 'moderator']);
      } finally {
        await database.close();
      }
    });

    it('grant-role adds a role to an existing user', () => {
      expect(granted.code, granted.stderr).toBe(0);
      expect(granted.stdout).toContain('Granted moderator to first.admin@example.com.');
    });

    it('rejects an unknown role with exit code 1, naming the allowed roles', () => {
      expect(badRole.code).toBe(1);
      expect(badRole.stderr).toContain(
        'Unknown role "owner". Use one of: admin, moderator, business_admin.',
      );
    });

    it('says clearly when there is no such user', () => {
      expect(unknownUser.code).toBe(1);
      expect(unknownUser.stderr).toContain('No user with e-mail nobody@example.com.');
    });
  });

  describe('backup and restore (decision 056; the round trips are in server/backup/)', () => {
    /* Made when the block runs: a run filtered to other tests makes and leaves nothing. */
    let otherDir = '';
    let archive = '';

    beforeAll(() => {
      otherDir = mkdtempSync(path.join(tmpdir(), 'calmpath-admin-restore-'));
      archive = path.join(otherDir, '..', `${path.basename(otherDir)}.backup`);
    });

    afterAll(() => {
      rmSync(otherDir, { recursive: true, force: true });
      rmSync(archive, { force: true });
    });

    it('needs --out and --from', async () => {
      for (const command of ['backup', 'restore']) {
        const result = await admin(command);
        expect(result.code).toBe(2);
        expect(result.stderr).toContain('backup --out FILE');
        expect(result.stderr).toContain('restore --from FILE [--force]');
      }
    });

    it('backs up the embedded database, saying to stop the server, with progress lines', async () => {
      const result = await admin('backup', '--out', archive);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toContain('The embedded database allows one process');
      expect(result.stderr).toContain('Backing up: 100%');
      expect(result.stdout).toMatch(/^Wrote .*: \d+ rows in \d+ tables, 0 stored files/);
    }, 60_000);

    it('refuses an embedded database another process has open (its postmaster.pid)', async () => {
      const pid = path.join(dataDir, 'pglite', 'postmaster.pid');
      writeFileSync(pid, '-42\n/pglite/data\n');
      try {
        for (const args of [
          ['backup', '--out', `${archive}.not-written`],
          ['restore', '--from', archive],
        ]) {
          const result = await admin(...args);
          expect(result.code).toBe(1);
          expect(result.stderr).toContain(
            'is open in another process (a running server?) or was not closed cleanly: stop the server and try again.',
          );
        }
        expect(existsSync(`${archive}.not-written`)).toBe(false);
      } finally {
        rmSync(pid);
      }
    }, 60_000);

    it('refuses to restore over the database it came from without --force', async () => {
      const result = await admin('restore', '--from', archive);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        'Error: The target database already holds listings or accounts: restore into an empty one, or pass --force to replace it.',
      );
    }, 60_000);

    it('restores into an empty DATA_DIR, where the account is', async () => {
      const result = await adminIn(otherDir, 'restore', '--from', archive);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toContain('Checking: 100%');
      expect(result.stdout).toContain('Restored the backup of');
      const granted = await adminIn(
        otherDir,
        'grant-role',
        '--email',
        'first.admin@example.com',
        '--role',
        'business_admin',
      );
      expect(granted.code, granted.stderr).toBe(0);
    }, 60_000);

    it('says so when the file is not a backup', async () => {
      const result = await adminIn(otherDir, 'restore', '--from', path.join(ROOT, 'package.json'));
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Error: The archive is damaged (not gzip, or cut).');
      const missing = await admin('restore', '--from', path.join(otherDir, 'nothing-here'));
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('Error: No such file:');
    }, 60_000);
  });

  describe('storage migrate --to s3://… (decision 057)', () => {
    let s3: TestS3Server;
    const KEY = 'someone/1700000000000-a.pdf';
    const BYTES = Buffer.alloc(4096, 7);

    beforeAll(async () => {
      s3 = await startS3rver();
      /* A stored file on disk and its row, as an upload would leave them. */
      const disk = createLocalStorage(path.join(dataDir, 'storage'));
      await disk.saveStream('review-verification', KEY, Readable.from([BYTES]), {
        maxBytes: BYTES.length,
      });
      const database = await openDatabase({
        mode: 'pglite',
        dataDir: path.join(dataDir, 'pglite'),
      });
      try {
        await database.db.insert(stored_files).values({
          bucket: 'review-verification',
          key: KEY,
          content_type: 'application/pdf',
          size_bytes: BYTES.length,
        });
      } finally {
        await database.close();
      }
    }, 60_000);

    afterAll(async () => {
      await s3?.close();
    });

    const migrate = (to: string) =>
      adminWith({ ...s3.env, STORAGE_URL: undefined }, dataDir, 'storage', 'migrate', '--to', to);

    it('needs the migrate subcommand and --to', async () => {
      for (const args of [
        ['storage'],
        ['storage', 'migrate'],
        ['storage', 'copy', '--to', 's3://x'],
      ]) {
        const result = await admin(...args);
        expect(result.code).toBe(2);
        expect(result.stderr).toContain('storage migrate --to s3://bucket[/prefix]');
      }
    });

    it('refuses a --to that is not s3://bucket[/prefix], and a bucket it cannot write to', async () => {
      const bad = await migrate('https://files.example');
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain(
        'Error: --to must be s3://bucket or s3://bucket/prefix, not "https://files.example".',
      );
      const missing = await migrate('s3://no-such-bucket');
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('Error: Cannot write to s3://no-such-bucket: NoSuchBucket');
    }, 60_000);

    it('copies the stored files to the bucket with a progress bar, and a second run copies nothing', async () => {
      const to = `s3://${s3.bucket}/cli`;
      const first = await migrate(to);
      expect(first.code, first.stderr).toBe(0);
      expect(first.stderr).toContain('Copying: 100%');
      expect(first.stdout).toContain(
        `Copied 1 file to ${to}; skipped 0 files already there with the same size.`,
      );
      expect(first.stdout).toContain(`Next: set STORAGE_URL=${to} and restart the server`);
      const bucket = createS3Storage(s3.config('cli/'));
      try {
        const { stream } = await bucket.openStream('review-verification', KEY);
        expect((await buffer(stream)).equals(BYTES)).toBe(true);
      } finally {
        bucket.destroy();
      }
      const second = await migrate(to);
      expect(second.code, second.stderr).toBe(0);
      expect(second.stdout).toContain(
        `Copied 0 files to ${to}; skipped 1 file already there with the same size.`,
      );
    }, 60_000);
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL', () => {
    const PASSWORD_IN_URL = 'not-to-be-shown-7f3a';
    const dirs: string[] = [];
    const databases: TestDatabase[] = [];

    /* Cleaned up in the test itself: describe.runIf's hooks read as the outer block's to Biome. */
    async function cleanup() {
      for (const d of databases) await d.cleanup();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    }

    /* The server trusts local connections, so a password in the URL is accepted and unused. */
    const withPassword = (url: string) => {
      const u = new URL(url);
      u.password = PASSWORD_IN_URL;
      return u.toString();
    };

    it('backs up and restores through pg_dump/pg_restore, never showing the password', async () => {
      try {
        dirs.push(
          mkdtempSync(path.join(tmpdir(), 'calmpath-admin-pg-')),
          mkdtempSync(path.join(tmpdir(), 'calmpath-admin-pg-')),
        );
        const archive = path.join(dirs[0] ?? '', 'pg.backup');
        const source = await createTestDatabase('postgres');
        const target = await createTestDatabase('postgres', { migrate: false });
        databases.push(source, target);
        const env = (t: TestDatabase) => ({ DATABASE_URL: withPassword(t.url ?? '') });
        const created = await adminWith(
          env(source),
          dirs[0] ?? '',
          'create-user',
          '--email',
          'pg.admin@example.com',
          '--password',
          PASSWORD,
        );
        expect(created.code, created.stderr).toBe(0);

        const backedUp = await adminWith(env(source), dirs[0] ?? '', 'backup', '--out', archive);
        expect(backedUp.code, backedUp.stderr).toBe(0);
        expect(backedUp.stderr).toMatch(
          /Backing up PostgreSQL at 127\.0\.0\.1:5432\/calmpath_test_/,
        );
        expect(backedUp.stderr).not.toContain('one process');

        const restored = await adminWith(env(target), dirs[1] ?? '', 'restore', '--from', archive);
        expect(restored.code, restored.stderr).toBe(0);
        const again = await adminWith(env(target), dirs[1] ?? '', 'restore', '--from', archive);
        expect(again.code).toBe(1);
        expect(again.stderr).toContain('already holds listings or accounts');
        for (const r of [backedUp, restored, again]) {
          expect(`${r.stdout}${r.stderr}`).not.toContain(PASSWORD_IN_URL);
        }

        const [user] = await target.database.db
          .select()
          .from(users)
          .where(eq(users.email, 'pg.admin@example.com'));
        expect(user?.emailVerified).toBe(true);
      } finally {
        await cleanup();
      }
    }, 120_000);
  });
});
