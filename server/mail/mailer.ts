import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
};

export function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  /* A sentence's own punctuation is not part of the link. */
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, '')))];
}

/**
 * The one mail module. Without SMTP_URL every message is written to DATA_DIR/mail/ as a JSON file
 * (readable, and read back by the browser tests); with SMTP_URL it goes out through nodemailer.
 * A failed send is logged and returned to the caller; it never throws.
 */
export function createMailer(opts: MailerOptions): Mailer {
  /* nodemailer is loaded on the first SMTP send, not at start-up. */
  let smtp: Promise<Transporter> | undefined;
  const smtpTransport = (url: string) => {
    smtp ??= import('nodemailer').then((m) => m.default.createTransport(url));
    return smtp;
  };

  async function record(message: MailMessage, result: SendResult) {
    if (!opts.db) return;
    try {
      await opts.db.insert(mail_log).values({
        to_address: message.to,
        subject: message.subject,
        kind: message.kind,
        status: result.ok ? 'sent' : 'failed',
        error: result.ok ? null : result.error,
        message_id: result.ok ? result.id : null,
      });
    } catch (err) {
      opts.log.error({ err }, 'mail: could not write the mail log');
    }
  }

  async function deliver(message: MailMessage): Promise<SendResult> {
    const links = extractLinks(message.text);
    try {
      if (opts.smtpUrl) {
        const transport = await smtpTransport(opts.smtpUrl);
        const info = await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        opts.log.info({ to: message.to, subject: message.subject, links }, 'mail sent by SMTP');
        return { ok: true, id: String(info.messageId) };
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
      };
      await writeFile(file, `${JSON.stringify(body, null, 2)}\n`);
      opts.log.info({ to: message.to, subject: message.subject, links, file }, 'mail written');
      return { ok: true, id };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      opts.log.error({ err, to: message.to, subject: message.subject }, 'mail: send failed');
      return { ok: false, error };
    }
  }

  return {
    transport: opts.smtpUrl ? 'smtp' : 'directory',
    async send(message) {
      const result = await deliver(message);
      await record(message, result);
      return result;
    },
    close() {
      void smtp?.then((t) => t.close());
    },
  };
}
