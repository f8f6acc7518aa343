/*
 * The backup container and the checks a restore makes before it touches anything (decision 056),
 * without a database: archives written by hand, some of them wrong on purpose.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createArchiveWriter, readArchive } from './archive';
import { type Manifest, verifyBackup } from './backup';
import { createProgress, type Progress } from './progress';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const quiet = (): Progress => ({ add() {}, done() {} });
const dir = mkdtempSync(path.join(tmpdir(), 'calmpath-archive-test-'));
let counter = 0;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An archive of these entries, with a manifest listing `listed` (default: every entry). */
async function archiveOf(
  entries: Record<string, Buffer>,
  opts: { listed?: Manifest['files']; kind?: 'pglite' | 'postgres' } = {},
): Promise<string> {
  counter += 1;
  const file = path.join(dir, `a${counter}.backup`);
  const writer = createArchiveWriter(file);
  const files: Manifest['files'] = [];
  for (const [name, bytes] of Object.entries(entries)) {
    files.push({ name, size: bytes.length, sha256: await writer.addBuffer(name, bytes) });
  }
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: {
      kind: opts.kind ?? 'pglite',
      entry: 'database/pglite.tar',
      migrations: 1,
      rows: {},
    },
    files: opts.listed ?? files,
  };
  await writer.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest)));
  await writer.finish();
  return file;
}

const DUMP = Buffer.from('pretend data directory');
const PROOF = Buffer.from('%PDF-1.4 pretend proof');

describe('the backup archive', () => {
  it('gives back every entry, in order, with its SHA-256', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 7, 0x5a);
    const file = await archiveOf({
      'database/pglite.tar': DUMP,
      'files/provider-photos/1/a.jpg': big,
    });
    const seen: [string, number][] = [];
    const sums = await readArchive(file, async (header, bytes) => {
      let size = 0;
      for await (const chunk of bytes) size += chunk.length;
      seen.push([header.name, size]);
    });
    expect(seen).toEqual([
      ['database/pglite.tar', DUMP.length],
      ['files/provider-photos/1/a.jpg', big.length],
      ['manifest.json', expect.any(Number)],
    ]);
    expect(sums.get('files/provider-photos/1/a.jpg')).toMatch(/^[0-9a-f]{64}$/);
    const manifest = await verifyBackup(file, quiet);
    expect(manifest.files.map((f) => f.name)).toEqual([
      'database/pglite.tar',
      'files/provider-photos/1/a.jpg',
    ]);
  });

  it('fails, rather than waits, when the archive cannot be written', async () => {
    const writer = createArchiveWriter(path.join(dir, 'no-such-folder', 'x.backup'));
    await expect(
      (async () => {
        await writer.addBuffer('database/pglite.tar', randomBytes(4 * 1024 * 1024));
        await writer.finish();
      })(),
    ).rejects.toThrow(/ENOENT/);
    /* What createBackup does on failure: finishing a failed archive fails too, at once. */
    await expect(writer.finish()).rejects.toThrow(/ENOENT/);
  });

  it('refuses a file that is not a backup, and one cut short', async () => {
    const other = path.join(dir, 'other.gz');
    writeFileSync(other, gzipSync(Buffer.from('{"hello": "world"}')));
    await expect(verifyBackup(other, quiet)).rejects.toThrow('not a CalmPath backup');

    const whole = readFileSync(await archiveOf({ 'database/pglite.tar': DUMP }));
    const cut = path.join(dir, 'cut.backup');
    writeFileSync(cut, whole.subarray(0, whole.length - 20));
    await expect(verifyBackup(cut, quiet)).rejects.toThrow(/cut short|damaged/);
  });

  it('refuses names a restore may not write: outside the buckets, or climbing out', async () => {
    for (const name of [
      'files/review-verification/../../../etc/cron.d/x',
      'files/no-such-bucket/a.pdf',
      '../outside',
      'database/postgres.dump',
    ]) {
      const file = await archiveOf({ 'database/pglite.tar': DUMP, [name]: PROOF });
      await expect(verifyBackup(file, quiet), name).rejects.toThrow(
        'The archive names a file a restore may not write',
      );
    }
  });

  it('refuses an entry missing from the manifest, a listed one missing, and a wrong checksum', async () => {
    const extra = await archiveOf(
      { 'database/pglite.tar': DUMP, 'files/provider-photos/1/a.jpg': PROOF },
      { listed: [] },
    );
    await expect(verifyBackup(extra, quiet)).rejects.toThrow('but not in its manifest');

    const sha = '0'.repeat(64);
    const missing = await archiveOf(
      { 'database/pglite.tar': DUMP },
      {
        listed: [
          { name: 'database/pglite.tar', size: DUMP.length, sha256: sha256(DUMP) },
          { name: 'files/provider-photos/1/a.jpg', size: 3, sha256: sha },
        ],
      },
    );
    await expect(verifyBackup(missing, quiet)).rejects.toThrow(
      'files/provider-photos/1/a.jpg is listed but missing from the archive.',
    );

    const wrong = await archiveOf(
      { 'database/pglite.tar': DUMP },
      { listed: [{ name: 'database/pglite.tar', size: DUMP.length, sha256: sha }] },
    );
    await expect(verifyBackup(wrong, quiet)).rejects.toThrow(
      'Checksum mismatch for database/pglite.tar: the archive is damaged or altered.',
    );
  });
});

describe('the progress line', () => {
  function sink(isTTY: boolean) {
    let text = '';
    const out = {
      isTTY,
      write(chunk: string) {
        text += chunk;
        return true;
      },
    } as unknown as NodeJS.WriteStream;
    return { out, text: () => text };
  }

  it('is a bar redrawn in place on a terminal', () => {
    const s = sink(true);
    const bar = createProgress('Backing up', 200, s.out);
    bar.add(100);
    bar.done();
    expect(s.text()).toContain(`\rBacking up [${'#'.repeat(15)}${'.'.repeat(15)}] 50%`);
    expect(s.text().endsWith(`\rBacking up [${'#'.repeat(30)}] 100%\n`)).toBe(true);
  });

  it('is a plain line at every tenth otherwise', () => {
    const s = sink(false);
    const bar = createProgress('Restoring', 1000, s.out);
    for (let i = 0; i < 1000; i += 1) bar.add(1);
    bar.done();
    expect(s.text().split('\n').filter(Boolean)).toEqual(
      Array.from({ length: 11 }, (_, i) => `Restoring: ${i * 10}%`),
    );
  });
});
