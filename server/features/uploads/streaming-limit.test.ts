import type { AddressInfo, Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES } from '../../../common/contracts/limits';
import { stored_files } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { SAMPLE_FILES, signedInUser, storedFilesOnDisk } from '../../test/fixtures/uploads';

const MB = 1024 * 1024;
const TOTAL_BYTES = 50 * MB;

/**
 * A multipart body of about 50 MB generated on the fly: a PDF header, then filler. Counts how
 * many bytes the server let us send.
 */
function hugeUpload(boundary: string) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const filler = Buffer.alloc(256 * 1024, 0x20);
  const counter = { sent: 0 };
  let first = true;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (first) {
        first = false;
        const start = Buffer.concat([head, SAMPLE_FILES.pdf]);
        counter.sent += start.length;
        controller.enqueue(start);
        return;
      }
      if (counter.sent >= TOTAL_BYTES) {
        controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      counter.sent += filler.length;
      controller.enqueue(new Uint8Array(filler));
    },
  });
  return { stream, counter };
}

describe.each(testDatabaseModes())('the 5 MB limit is enforced while streaming (%s)', (mode) => {
  let t: TestApp;
  let origin: string;
  const sockets = new Set<Socket>();

  /** Waits until the server has cut the upload off: without that it would hang or read it all. */
  async function connectionCut() {
    const deadline = Date.now() + 5000;
    while ([...sockets].some((s) => !s.destroyed) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect([...sockets].filter((s) => !s.destroyed)).toHaveLength(0);
    sockets.clear();
  }

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.app.server.on('connection', (socket: Socket) => sockets.add(socket));
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('cuts a 50 MB upload off after about 5 MB with 413 FILE_TOO_LARGE, storing nothing', async () => {
    const { id, jar } = await signedInUser(t, 'huge@example.com');
    const boundary = 'calmpathhugeboundary';
    const { stream, counter } = hugeUpload(boundary);
    const response = await fetch(`${origin}/api/uploads/review-proof`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: jar.header(),
        origin: t.origin,
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).error).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'Please upload a file smaller than 5MB.',
    });
    await connectionCut();
    /* Only the limit, a little lingering, and what socket buffers hold ever left the client. */
    expect(counter.sent).toBeLessThan(PROOF_MAX_BYTES + 15 * MB);
    expect(
      await t.app.database.db.select().from(stored_files).where(eq(stored_files.owner_user_id, id)),
    ).toEqual([]);
    expect(storedFilesOnDisk(t.config.dataDir)).toEqual([]);
  });

  it('refuses a signed-out 50 MB upload with 401 without reading it', async () => {
    const boundary = 'calmpathanonboundary';
    const { stream, counter } = hugeUpload(boundary);
    const response = await fetch(`${origin}/api/uploads/review-proof`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toBe('Please sign in to submit a review.');
    await connectionCut();
    expect(counter.sent).toBeLessThan(15 * MB);
  });
});
