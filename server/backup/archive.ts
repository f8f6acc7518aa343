import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/*
 * The backup container (decision 056): one gzip stream holding
 *
 *   "CALMPATH-BACKUP 1\n"
 *   entries, each: a 4-byte big-endian header length, the header as JSON {name, size}, the bytes
 *   a 4-byte zero (the end)
 *
 * The manifest is the last entry (manifest.json): its checksums are those of the bytes written,
 * so a file that changes while the backup runs can never disagree with its own checksum.
 */
export const ARCHIVE_MAGIC = 'CALMPATH-BACKUP 1\n';

export type EntryHeader = { name: string; size: number };

export type ArchiveWriter = {
  /** Writes one entry from a stream of exactly `size` bytes; answers its SHA-256 (hex). */
  add(name: string, size: number, source: Readable): Promise<string>;
  /** Writes a small entry held in memory. */
  addBuffer(name: string, bytes: Buffer): Promise<string>;
  finish(): Promise<void>;
};

async function write(target: Writable, chunk: Buffer) {
  /* A destroyed stream never drains: say why it was destroyed instead of waiting. */
  if (target.destroyed) throw target.errored ?? new Error('The archive is closed.');
  if (!target.write(chunk)) await once(target, 'drain');
}

export function createArchiveWriter(
  file: string,
  onBytes: (count: number) => void = () => {},
): ArchiveWriter {
  const gzip = createGzip();
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  gzip.pipe(out);
  /* A file that cannot be written (no such folder, a full disk) fails the next write, not a hang. */
  out.on('error', (err) => gzip.destroy(err));
  const written = finished(out);
  /* A failed write surfaces through finish(); keep Node from calling it unhandled meanwhile. */
  written.catch(() => {});
  const started = write(gzip, Buffer.from(ARCHIVE_MAGIC));

  const header = (name: string, size: number) => {
    const json = Buffer.from(JSON.stringify({ name, size } satisfies EntryHeader));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(json.length);
    return Buffer.concat([length, json]);
  };

  const writer: ArchiveWriter = {
    async add(name, size, source) {
      await started;
      await write(gzip, header(name, size));
      const hash = createHash('sha256');
      let seen = 0;
      for await (const chunk of source as AsyncIterable<Buffer>) {
        seen += chunk.length;
        if (seen > size) throw new Error(`${name} grew while it was being backed up`);
        hash.update(chunk);
        await write(gzip, chunk);
        onBytes(chunk.length);
      }
      if (seen !== size) throw new Error(`${name} shrank while it was being backed up`);
      return hash.digest('hex');
    },
    async addBuffer(name, bytes) {
      const { Readable } = await import('node:stream');
      return writer.add(name, bytes.length, Readable.from([bytes]));
    },
    async finish() {
      await started;
      await write(gzip, Buffer.alloc(4));
      gzip.end();
      await written;
    },
  };
  return writer;
}

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly source: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }

  private async fill(): Promise<boolean> {
    const next = await this.source.next();
    if (next.done) return false;
    this.buffered.push(next.value);
    this.length += next.value.length;
    return true;
  }

  private take(n: number): Buffer {
    const all = Buffer.concat(this.buffered);
    this.buffered = all.length > n ? [all.subarray(n)] : [];
    this.length = all.length - n;
    return all.subarray(0, n);
  }

  async exact(n: number): Promise<Buffer> {
    while (this.length < n) {
      if (!(await this.fill())) throw new ArchiveError('The archive is cut short.');
    }
    return this.take(n);
  }

  /** Up to `n` bytes, at least one, as they come (for streaming an entry out). */
  async some(n: number): Promise<Buffer> {
    if (this.length === 0 && !(await this.fill())) {
      throw new ArchiveError('The archive is cut short.');
    }
    return this.take(Math.min(n, this.length));
  }
}

/** A backup archive that is not one, or is damaged: reported to the operator as it is. */
export class ArchiveError extends Error {}

/**
 * Reads every entry of an archive in order. `onEntry` gets the header and the entry's bytes as an
 * async iterable it must consume fully (or not at all: the reader skips what is left). Answers
 * each entry's SHA-256. `onBytes` reports compressed bytes read, for a progress bar.
 */
export async function readArchive(
  file: string,
  onEntry: (header: EntryHeader, bytes: AsyncIterable<Buffer>) => Promise<void>,
  onBytes: (count: number) => void = () => {},
): Promise<Map<string, string>> {
  const raw = createReadStream(file);
  raw.on('data', (chunk) => onBytes(chunk.length));
  const gunzip = createGunzip();
  raw.on('error', (err) => gunzip.destroy(err));
  raw.pipe(gunzip);
  const reader = new ByteReader(gunzip as AsyncIterable<Buffer>);
  const sums = new Map<string, string>();
  try {
    const magic = await reader.exact(ARCHIVE_MAGIC.length);
    if (magic.toString() !== ARCHIVE_MAGIC) {
      throw new ArchiveError('This file is not a CalmPath backup (or a newer format).');
    }
    for (;;) {
      const headerLength = (await reader.exact(4)).readUInt32BE(0);
      if (headerLength === 0) break;
      if (headerLength > 64 * 1024) throw new ArchiveError('The archive is damaged.');
      let header: EntryHeader;
      try {
        header = JSON.parse((await reader.exact(headerLength)).toString()) as EntryHeader;
      } catch {
        throw new ArchiveError('The archive is damaged.');
      }
      if (typeof header.name !== 'string' || !Number.isSafeInteger(header.size)) {
        throw new ArchiveError('The archive is damaged.');
      }
      if (sums.has(header.name)) throw new ArchiveError(`${header.name} is in the archive twice.`);
      const hash = createHash('sha256');
      let left = header.size;
      const bytes = (async function* () {
        while (left > 0) {
          const chunk = await reader.some(Math.min(left, 1024 * 1024));
          left -= chunk.length;
          hash.update(chunk);
          yield chunk;
        }
      })();
      await onEntry(header, bytes);
      /* Whatever the handler left unread. */
      for await (const _ of bytes) {
      }
      sums.set(header.name, hash.digest('hex'));
    }
  } catch (err) {
    if (err instanceof ArchiveError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ArchiveError(`No such file: ${file}`);
    if (code?.startsWith('Z_'))
      throw new ArchiveError('The archive is damaged (not gzip, or cut).');
    throw err;
  } finally {
    raw.destroy();
    gunzip.destroy();
  }
  return sums;
}
