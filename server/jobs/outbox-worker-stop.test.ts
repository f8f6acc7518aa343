import { inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mail_outbox } from '../db/schema';
import { enqueueMail } from '../features/outbox/enqueue-mail';
import { createTestApp, type TestApp } from '../test/app';
import { testDatabaseModes } from '../test/databases';
import { freePort } from '../test/free-port';
import { createOutboxWorker } from './outbox-worker';

/*
 * On shutdown (decision 054) the worker stops after the mail it is sending: a real SMTP peer that
 * takes its time accepting each message, stop() during the first send; that mail is sent, the rest
 * of the batch is back in the queue, due at once, with no attempt counted.
 */
describe.each(testDatabaseModes())('outbox worker stopping mid-batch (%s)', (mode) => {
  let t: TestApp;
  let peer: SMTPServer;
  let accepted = 0;
  let sending: () => void = () => undefined;
  const firstSendStarted = new Promise<void>((resolve) => {
    sending = resolve;
  });

  beforeAll(async () => {
    const port = await freePort();
    peer = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        sending();
        stream.resume();
        stream.on('end', () =>
          setTimeout(() => {
            accepted += 1;
            callback();
          }, 400),
        );
      },
    });
    await new Promise<void>((resolve) => peer.listen(port, '127.0.0.1', resolve));
    t = await createTestApp(mode, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
    await new Promise<void>((resolve) => (peer ? peer.close(() => resolve()) : resolve()));
  });

  it('finishes the send under way and hands the rest of its batch back', async () => {
    const db = t.app.database.db;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(
        await enqueueMail(db, {
          kind: 'verification-approved',
          to: `stop-${i}@example.com`,
          subject: 'Stop test',
          text: 'Hello',
          html: '<p>Hello</p>',
          targetType: 'provider',
          targetId: i + 1,
        }),
      );
    }
    const worker = createOutboxWorker({
      db,
      mailer: t.app.mailer,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      pollIntervalMs: 10,
    });
    worker.start();
    await firstSendStarted;
    await worker.stop();

    expect(accepted).toBe(1);
    const rows = await db
      .select({
        status: mail_outbox.status,
        attempts: mail_outbox.attempts,
        next: mail_outbox.next_attempt_at,
      })
      .from(mail_outbox)
      .where(inArray(mail_outbox.id, ids));
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(1);
    const queued = rows.filter((r) => r.status === 'queued');
    expect(queued).toHaveLength(4);
    for (const row of queued) {
      expect(row.attempts).toBe(0);
      expect(row.next.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  }, 30_000);
});
