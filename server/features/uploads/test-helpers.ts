import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { CookieJar, type TestApp } from '../../test/app';
import { createUser } from '../accounts/create-user';

/** Tiny real files of each kind, judged by their first bytes. */
export const SAMPLE_FILES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpeg: Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
  ]),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
  elf: Buffer.concat([
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
    Buffer.alloc(56),
  ]),
  windowsExe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
  text: Buffer.from('This is my appointment confirmation, honest.\n'),
};

export type FilePart = { field?: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
export function multipartBody(parts: FilePart[]) {
  const boundary = `----calmpath${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
    boundary,
  };
}

/** A confirmed account, signed in; the jar carries its session cookie. */
export async function signedInUser(
  t: TestApp,
  email: string,
): Promise<{ id: string; jar: CookieJar }> {
  const password = 'calm-pass-1';
  const { id } = await createUser(t.app.auth, t.app.database.db, { email, password });
  const jar = new CookieJar();
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    headers: { origin: t.origin },
  });
  expect(r.statusCode).toBe(200);
  jar.store(r);
  return { id, jar };
}

/** Every file under DATA_DIR/storage, temporary ones included. */
export function storedFilesOnDisk(dataDir: string): string[] {
  const root = path.join(dataDir, 'storage');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}
