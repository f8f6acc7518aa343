import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { type Mailer, redactMailError } from '../mail/mailer';

/** Wait before attempt n+1 after attempt n failed: 1 min, 5, 15, 1 h, 3 h, 6 h, 12 h. */
export const OUTBOX_BACKOFF_SECONDS = [60, 300, 900, 3600, 3 * 3600, 6 * 3600, 12 * 3600];
/** After this many failed attempts (about a day) a message is marked 'failed'. */
export const OUTBOX_MAX_ATTEMPTS = OUTBOX_BACKOFF_SECONDS.length + 1;
/*
 * A claimed row is invisible to other workers for this long. Longer than any SMTP exchange can
 * take, so a slow send is not sent twice; a worker that died mid-send is retried after it.
 */
export const OUTBOX_CLAIM_LEASE_SECONDS = 15 * 60;

export type OutboxWorkerOptions = {
  db: Db;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often to look for due messages (default 3 s). */
  pollIntervalMs?: number;
  /** Rows claimed per round trip (default 10). */
  batchSize?: number;
  backoffSeconds?: readonly number[];
  maxAttempts?: number;
};

export type OutboxWorker = {
  /** Starts polling; idempotent. */
  start(): void;
  /** Stops polling and waits for the message being sent; the rest of its batch is handed back. */
  stop(): Promise<void>;
  /** Sends every due message now (tests, and a nudge after a decision); returns how many ran. */
  drain(): Promise<number>;
};

type ClaimedRow = {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
  headers: Record<string, string> | null;
};

/**
 * The durable e-mail outbox worker (decision 011). Due rows of mail_outbox are claimed with
 * FOR UPDATE SKIP LOCKED in a short transaction that pushes their next_attempt_at out by a lease
 * (so several server processes never send the same row at once, and no transaction or lock is
 * held while talking SMTP: PGlite has one connection). Each message then goes through the one
 * mailer and its row is marked sent, or rescheduled with backoff, or 'failed' after the last
 * attempt. Delivery is at least once: a crash between the SMTP send and the mark-sent update
 * sends that message again after the lease.
 */
export function createOutboxWorker(opts: OutboxWorkerOptions): OutboxWorker {
  const pollIntervalMs = opts.pollIntervalMs ?? 3000;
  const batchSize = opts.batchSize ?? 10;
  const backoff = opts.backoffSeconds ?? OUTBOX_BACKOFF_SECONDS;
  const maxAttempts = opts.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;
  const { db, mailer, log } = opts;

  let timer: NodeJS.Timeout | undefined;
  let running = false;
  /* Set by stop(): the round in progress ends after the message being sent. */
  let stopping = false;
  /* One round at a time: polling and drain() queue behind each other. */
  let round: Promise<unknown> = Promise.resolve();

  async function claim(): Promise<ClaimedRow[]> {
    const result = await db.execute<ClaimedRow>(sql`
      UPDATE mail_outbox
         SET attempts = attempts + 1,
             next_attempt_at = now() + make_interval(secs => ${OUTBOX_CLAIM_LEASE_SECONDS})
       WHERE id IN (
         SELECT id FROM mail_outbox
          WHERE status = 'queued' AND next_attempt_at <= now()
          ORDER BY next_attempt_at, id
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, to_address, subject, html, text, attempts, headers`);
    return result.rows;
  }

  /*
   * A row disappears only with its recipient's account (features/me/account/delete-account.ts),
   * whose mail is dropped: a claimed message whose row is gone is not sent, and a send that was
   * under way when the account went leaves no mail_log row for the address behind it.
   */
  const rowExists = async (id: number) =>
    (await db.execute(sql`SELECT 1 FROM mail_outbox WHERE id = ${id}`)).rows.length > 0;
  async function forgetDropped(row: ClaimedRow) {
    await db.execute(sql`DELETE FROM mail_log WHERE lower(to_address) = lower(${row.to_address})`);
    log.info({ outboxId: row.id, kind: row.kind }, 'outbox: recipient account deleted, dropped');
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    if (!(await rowExists(row.id))) return forgetDropped(row);
    const result = await mailer.send({
      to: row.to_address,
      subject: row.subject,
      text: row.text,
      html: row.html,
      kind: row.kind,
      ...(row.headers ? { headers: row.headers } : {}),
    });
    if (result.ok) {
      const marked = await db.execute(sql`
        UPDATE mail_outbox
           SET status = 'sent', sent_at = now(), message_id = ${result.id}, last_error = NULL
         WHERE id = ${row.id}
        RETURNING id`);
      if (marked.rows.length === 0) await forgetDropped(row);
      return;
    }
    const error = redactMailError(result.error);
    const giveUp = row.attempts >= maxAttempts;
    const wait = backoff[Math.min(row.attempts - 1, backoff.length - 1)] ?? 60;
    const rescheduled = await db.execute(sql`
      UPDATE mail_outbox
         SET status = ${giveUp ? 'failed' : 'queued'},
             last_error = ${error},
             next_attempt_at = now() + make_interval(secs => ${wait})
       WHERE id = ${row.id}
      RETURNING id`);
    if (rescheduled.rows.length === 0) return forgetDropped(row);
    const fields = { outboxId: row.id, kind: row.kind, attempts: row.attempts, error };
    if (giveUp) log.error(fields, 'outbox: e-mail failed for good after the last attempt');
    else log.warn({ ...fields, retryInSeconds: wait }, 'outbox: e-mail send failed, will retry');
  }

  /*
   * Claimed rows a stopping worker will not send: due again at once, the claim's attempt undone,
   * so another process (or this one after a restart) sends them without waiting out the lease.
   */
  async function release(rows: ClaimedRow[]) {
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    await db.execute(sql`
      UPDATE mail_outbox
         SET attempts = attempts - 1, next_attempt_at = now()
       WHERE status = 'queued' AND id IN (${sql.join(
         ids.map((id) => sql`${id}`),
         sql`, `,
       )})`);
  }

  async function runRound(): Promise<number> {
    let sent = 0;
    for (;;) {
      if (stopping) return sent;
      const rows = await claim();
      for (const [i, row] of rows.entries()) {
        /* On shutdown the send under way finishes; the rest of the batch is handed back. */
        if (stopping) {
          await release(rows.slice(i));
          return sent;
        }
        await deliver(row);
        sent++;
      }
      if (rows.length < batchSize) return sent;
    }
  }

  function enqueueRound(): Promise<number> {
    const next = round.then(runRound, runRound);
    round = next.catch(() => undefined);
    return next;
  }

  function schedule() {
    if (!running) return;
    timer = setTimeout(() => {
      enqueueRound()
        .catch((err) => log.error({ err }, 'outbox: polling round failed'))
        .finally(schedule);
    }, pollIntervalMs);
    timer.unref();
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopping = false;
      schedule();
    },
    async stop() {
      running = false;
      stopping = true;
      if (timer) clearTimeout(timer);
      await round;
    },
    drain: enqueueRound,
  };
}
