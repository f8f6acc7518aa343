import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mail_log } from '../db/schema';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What kind of mail this is, for the mail log: 'confirm-email', 'reset-password', … */
  kind: string;
  /** Headers of the mail's own: List-Unsubscribe and List-Unsubscribe-Post (decision 072). */
  headers?: Record<string, string>;
};

export type SendResult = { ok: true; id: string } | { ok: false; error: string };

export type Mailer = {
  send(message: MailMessage): Promise<SendResult>;
  readonly transport: 'directory' | 'smtp';
  close(): void;
};

export type MailerOptions = {
  from: string;
  smtpUrl?: string;
  /** Where the directory transport writes messages (default transport). */
  mailDir: string;
  db?: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /**
   * Print a written mail's links in the log (development only: config.mailLinksInLog). Never
   * with SMTP: a link in a mail is a credential (a password reset, a signup link).
   */
  logLinks?: boolean;
};

export function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  /* A sentence's own punctuation is not part of the link. */
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, '')))];
}

/* What the log and the admin panel may see of a failed send: no links (they carry tokens), no
 * credentials inside connection strings, bounded length. */
export function redactMailError(message: string): string {
  return message
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[link]')
    .replace(/token=\S+/gi, 'token=[redacted]')
    .slice(0, 500);
}

/**
 * The one mail module. Without SMTP_URL every message is written to DATA_DIR/mail/ as a JSON file
 * (readable, and read back by the browser tests); with SMTP_URL it goes out through nodemailer.
 * A failed send is logged and returned to the caller; it never throws. The log names the
 * recipient, the subject and the message id, never the body or its links (decision 036), except
 * the development line README promises (logLinks, mail written to the directory).
 */
export function createMailer(opts: MailerOptions): Mailer {
  /* nodemailer is loaded on the first SMTP send, not at start-up. */
  let smtp: Promise<Transporter> | undefined;
  const smtpTransport = (url: string) => {
    smtp ??= import('nodemailer').then((m) => m.default.createTransport(url));
    return smtp;
  };

  /* Better Auth stores addresses lower-cased. On a database error, ask again when logging. */
  async function isAccount(address: string) {
    if (!opts.db) return false;
    try {
      const found = await opts.db.execute(
        sql`SELECT 1 FROM users WHERE email = ${address.toLowerCase()}`,
      );
      return found.rows.length > 0;
    } catch {
      return true;
    }
  }

  async function record(message: MailMessage, result: SendResult, toAccount: boolean) {
    if (!opts.db) return;
    try {
      /*
       * A mail to an account is logged only if the account is still there once the send is over:
       * deleted meanwhile, it leaves no row (decision 038). The row lock waits for a deletion
       * under way, which locks the users row first.
       */
      await opts.db.execute(sql`
        INSERT INTO ${mail_log} (to_address, subject, kind, status, error, message_id)
        SELECT ${message.to}, ${message.subject}, ${message.kind}, ${result.ok ? 'sent' : 'failed'},
               ${result.ok ? null : result.error}, ${result.ok ? result.id : null}
         WHERE ${toAccount ? sql`false` : sql`true`}
            OR EXISTS (SELECT 1 FROM users WHERE email = ${message.to.toLowerCase()} FOR KEY SHARE)`);
    } catch (err) {
      opts.log.error({ err }, 'mail: could not write the mail log');
    }
  }

  async function deliver(message: MailMessage): Promise<SendResult> {
    const links = extractLinks(message.text);
    const logged = (id: string) => ({ to: message.to, subject: message.subject, messageId: id });
    try {
      if (opts.smtpUrl) {
        const transport = await smtpTransport(opts.smtpUrl);
        const info = await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.headers ? { headers: message.headers } : {}),
        });
        const id = String(info.messageId);
        opts.log.info(logged(id), 'mail sent by SMTP');
        return { ok: true, id };
      }
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      await mkdir(opts.mailDir, { recursive: true });
      const file = path.join(opts.mailDir, `${id}.json`);
      const body = {
        id,
        date: new Date().toISOString(),
        from: opts.from,
        to: message.to,
        subject: message.subject,
        kind: message.kind,
        text: message.text,
        html: message.html,
        links,
        ...(message.headers ? { headers: message.headers } : {}),
      };
      /* Written aside, then renamed: whoever reads the directory never sees half a mail. */
      await writeFile(`${file}.partial`, `${JSON.stringify(body, null, 2)}\n`);
      await rename(`${file}.partial`, file);
      opts.log.info(opts.logLinks ? { ...logged(id), links, file } : logged(id), 'mail written');
      return { ok: true, id };
    } catch (err) {
      const error = redactMailError(err instanceof Error ? err.message : String(err));
      /* Not the error object: an SMTP reply may quote the message it refused. */
      opts.log.error({ to: message.to, subject: message.subject, error }, 'mail: send failed');
      return { ok: false, error };
    }
  }

  return {
    transport: opts.smtpUrl ? 'smtp' : 'directory',
    async send(message) {
      const toAccount = await isAccount(message.to);
      const result = await deliver(message);
      await record(message, result, toAccount);
      return result;
    },
    close() {
      void smtp?.then((t) => t.close());
    },
  };
}
