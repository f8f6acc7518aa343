import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mail_outbox, providers } from '../db/schema';
import { enqueueMail } from '../features/outbox/enqueue-mail';
import { mailStatusFor } from '../features/outbox/mail-status';
import { insertProvider } from '../features/providers/provider-factory';
import { createMailer, redactMailError } from '../mail/mailer';
import { createTestApp, type TestApp } from '../test/app';
import { testDatabaseModes } from '../test/databases';
import { signInPersonas } from '../test/fixtures/admin';
import { freePort } from '../test/free-port';
import { smtpPeer } from '../test/smtp-peer';
import { createOutboxWorker, OUTBOX_BACKOFF_SECONDS } from './outbox-worker';

const SECRET = 'tok3n-s3cret-value';

function capturingLog() {
  const lines: string[] = [];
  const push = (...args: unknown[]) => lines.push(JSON.stringify(args));
  return { lines, log: { info: push, warn: push, error: push } };
}

describe('redactMailError', () => {
  it('drops links, tokens and credentials in connection strings, and bounds the length', () => {
    expect(
      redactMailError(
        `Failed for https://calmpath.test/business-signup?provider=1&token=${SECRET} via smtp://user:pw@mail:25`,
      ),
    ).toBe('Failed for [link] via [link]');
    expect(redactMailError(`bad token=${SECRET}`)).toBe('bad token=[redacted]');
    expect(redactMailError('x'.repeat(900))).toHaveLength(500);
  });
});

describe.each(testDatabaseModes())('outbox worker with a real SMTP peer (%s)', (mode) => {
  let t: TestApp;
  let port: number;
  let peer: ReturnType<typeof smtpPeer>;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    port = await freePort();
    peer = smtpPeer(port);
    t = await createTestApp(mode, {
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, AUTH_RATE_LIMIT_PER_IP: '1000' },
    });
  }, 60_000);
  afterAll(async () => {
    await peer?.stop();
    await t?.cleanup();
  });

  /** A decision and its e-mail in one transaction, as the admin's Approve & Verify does. */
  async function approveWithMail(providerId: number) {
    return db().transaction(async (tx) => {
      await tx
        .update(providers)
        .set({ verification_status: 'verified', verified: true })
        .where(eq(providers.id, providerId));
      return enqueueMail(tx, {
        kind: 'verification-approved',
        to: 'owner@example.com',
        subject: 'Your business is verified',
        text: `Create your business account: https://calmpath.test/business-signup?provider=${providerId}&token=${SECRET}`,
        html: `<p><a href="https://calmpath.test/business-signup?provider=${providerId}&amp;token=${SECRET}">Create your account</a></p>`,
        targetType: 'provider',
        targetId: providerId,
      });
    });
  }
  const outboxRow = async (id: number) =>
    (await db().select().from(mail_outbox).where(eq(mail_outbox.id, id)))[0];

  it('SMTP down: the decision stands, the mail stays queued with its error; SMTP back: it is sent', async () => {
    const { lines, log } = capturingLog();
    const worker = createOutboxWorker({ db: db(), mailer: t.app.mailer, log });
    const providerId = await insertProvider(db(), { verification_status: 'pending' });
    const mailId = await approveWithMail(providerId);

    expect(await worker.drain()).toBe(1);
    const [provider] = await db().select().from(providers).where(eq(providers.id, providerId));
    expect(provider?.verification_status).toBe('verified');
    let row = await outboxRow(mailId);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, sent_at: null });
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
    const wait = ((row?.next_attempt_at.getTime() ?? 0) - Date.now()) / 1000;
    expect(wait).toBeGreaterThan((OUTBOX_BACKOFF_SECONDS[0] ?? 0) - 10);
    expect(wait).toBeLessThanOrEqual((OUTBOX_BACKOFF_SECONDS[0] ?? 0) + 1);
    /* Logged, without the link or its token. */
    expect(lines.join('\n')).toContain('will retry');
    expect(lines.join('\n')).not.toContain(SECRET);
    expect(lines.join('\n')).not.toContain('business-signup');

    /* Not due yet: the backoff is respected. */
    expect(await worker.drain()).toBe(0);
    expect(peer.received).toHaveLength(0);

    /* The admin sees that the e-mail has not gone out yet. */
    const status = await mailStatusFor(db(), 'provider', [providerId]);
    expect(status[String(providerId)]).toEqual([
      expect.objectContaining({
        id: mailId,
        kind: 'verification-approved',
        status: 'queued',
        attempts: 1,
        sentAt: null,
      }),
    ]);

    await peer.start();
    /* A minute passes. */
    await db().execute(sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = ${mailId}`);
    expect(await worker.drain()).toBe(1);
    row = await outboxRow(mailId);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(row?.sent_at).toBeInstanceOf(Date);
    expect(row?.message_id).toBeTruthy();
    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]?.to).toEqual(['owner@example.com']);
    const body = (peer.received[0]?.raw ?? '').replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(body).toMatch(/^From: CalmPath <no-reply@calmpath\.local>\r$/m);
    expect(body).toContain(`token=${SECRET}`);
    expect(lines.join('\n')).not.toContain(SECRET);
    await worker.stop();
  });

  it('GET /api/admin/mail shows each e-mail of a target; admins only', async () => {
    const people = await signInPersonas(t, 'mail');
    const providerId = await insertProvider(db());
    const mailId = await approveWithMail(providerId);
    const url = `/api/admin/mail?targetType=provider&targetId=${providerId}`;
    const get = (jar?: { header(): string }) =>
      t.app.inject({ method: 'GET', url, headers: jar ? { cookie: jar.header() } : {} });
    const r = await get(people.admin.jar);
    expect(r.statusCode).toBe(200);
    expect(r.json().mails[String(providerId)][0]).toMatchObject({
      id: mailId,
      status: 'queued',
      to: 'owner@example.com',
    });
    expect((await get()).statusCode).toBe(401);
    for (const persona of ['member', 'businessAdmin', 'moderator'] as const) {
      expect((await get(people[persona].jar)).statusCode).toBe(403);
    }
    for (const bad of ['targetType=user&targetId=1', 'targetType=provider&targetId=x', '']) {
      const b = await t.app.inject({
        method: 'GET',
        url: `/api/admin/mail?${bad}`,
        headers: { cookie: people.admin.jar.header() },
      });
      expect(b.statusCode).toBe(400);
    }
    await createOutboxWorker({ db: db(), mailer: t.app.mailer, log: capturingLog().log }).drain();
  });

  it("gives up after the last attempt: 'failed', logged as an error, never deleted", async () => {
    const dead = await freePort();
    const { lines, log } = capturingLog();
    const mailer = createMailer({
      from: 'CalmPath <no-reply@calmpath.local>',
      smtpUrl: `smtp://127.0.0.1:${dead}`,
      mailDir: '/nonexistent',
      log: { info: () => {}, error: () => {} },
    });
    const worker = createOutboxWorker({ db: db(), mailer, log, maxAttempts: 2 });
    const providerId = await insertProvider(db());
    const mailId = await approveWithMail(providerId);
    await worker.drain();
    expect((await outboxRow(mailId))?.status).toBe('queued');
    await db().execute(sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = ${mailId}`);
    await worker.drain();
    expect(await outboxRow(mailId)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(lines.join('\n')).toContain('failed for good');
    /* A failed message is not picked up again. */
    await db().execute(sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = ${mailId}`);
    expect(await worker.drain()).toBe(0);
    mailer.close();
  });

  it('two workers draining at once send each message exactly once (FOR UPDATE SKIP LOCKED)', async () => {
    await db().execute(sql`UPDATE mail_outbox SET status = 'failed' WHERE status = 'queued'`);
    const before = peer.received.length;
    const providerId = await insertProvider(db());
    for (let i = 0; i < 24; i++) {
      await enqueueMail(db(), {
        kind: 'test',
        to: `parent${i}@example.com`,
        subject: `Message ${i}`,
        text: 'Hello.',
        html: '<p>Hello.</p>',
        targetType: 'provider',
        targetId: providerId,
      });
    }
    const log = capturingLog().log;
    const a = createOutboxWorker({ db: db(), mailer: t.app.mailer, log, batchSize: 3 });
    const b = createOutboxWorker({ db: db(), mailer: t.app.mailer, log, batchSize: 3 });
    const [sentA, sentB] = await Promise.all([a.drain(), b.drain()]);
    expect(sentA + sentB).toBe(24);
    const got = peer.received.slice(before).flatMap((m) => m.to);
    expect(got).toHaveLength(24);
    expect(new Set(got).size).toBe(24);
    const status = await mailStatusFor(db(), 'provider', [providerId]);
    expect(status[String(providerId)]?.every((m) => m.status === 'sent')).toBe(true);
  });

  it('start() polls on its own and stop() ends it (as main.ts runs it)', async () => {
    const worker = createOutboxWorker({
      db: db(),
      mailer: t.app.mailer,
      log: capturingLog().log,
      pollIntervalMs: 20,
    });
    worker.start();
    const mailId = await approveWithMail(await insertProvider(db()));
    const deadline = Date.now() + 10_000;
    while ((await outboxRow(mailId))?.status !== 'sent' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25));
    }
    await worker.stop();
    expect((await outboxRow(mailId))?.status).toBe('sent');
    const after = await approveWithMail(await insertProvider(db()));
    await new Promise((r) => setTimeout(r, 100));
    expect((await outboxRow(after))?.status).toBe('queued');
  });
});
