import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { smtpPeer } from '../test/smtp-peer';
import { createMailer, extractLinks, redactMailError } from './mailer';

const silent = { info: () => {}, error: () => {} };
const TOKEN = 'Qm9vdHN0cmFwVG9rZW4tMTIzNDU2Nzg5MA';

function capture() {
  const lines: string[] = [];
  const push = (...args: unknown[]) => lines.push(JSON.stringify(args));
  return { lines, log: { info: push, error: push } };
}

describe('redactMailError', () => {
  it('drops links, tokens and credentials in connection strings, and bounds the length', () => {
    expect(
      redactMailError(
        `Failed for https://calmpath.test/business-signup?provider=1&token=${TOKEN} via smtp://user:pw@mail:25`,
      ),
    ).toBe('Failed for [link] via [link]');
    expect(redactMailError(`bad token=${TOKEN}`)).toBe('bad token=[redacted]');
    expect(redactMailError('x'.repeat(900))).toHaveLength(500);
  });
});

describe('mail module', () => {
  it('by default writes each message to DATA_DIR/mail as a readable file; the development log shows its links', async () => {
    const mailDir = mkdtempSync(path.join(tmpdir(), 'calmpath-mail-'));
    const logged: unknown[] = [];
    const mailer = createMailer({
      from: 'CalmPath <no-reply@calmpath.test>',
      mailDir,
      log: { info: (obj: unknown) => logged.push(obj), error: () => {} },
      logLinks: true,
    });
    const result = await mailer.send({
      to: 'parent@example.com',
      subject: 'Confirm your CalmPath account',
      text: 'Open https://calmpath.test/api/auth/verify-email?token=abc to confirm.',
      kind: 'confirm-email',
    });
    expect(result.ok).toBe(true);
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    const stored = JSON.parse(readFileSync(path.join(mailDir, files[0] ?? ''), 'utf8'));
    expect(stored).toMatchObject({
      from: 'CalmPath <no-reply@calmpath.test>',
      to: 'parent@example.com',
      subject: 'Confirm your CalmPath account',
      links: ['https://calmpath.test/api/auth/verify-email?token=abc'],
    });
    expect(logged[0]).toMatchObject({ to: 'parent@example.com', links: stored.links });
  });

  it('logs only recipient, subject and message id unless told to show links (MAIL_LINKS_IN_LOG)', async () => {
    const logged: unknown[] = [];
    const mailer = createMailer({
      from: 'CalmPath <no-reply@calmpath.test>',
      mailDir: mkdtempSync(path.join(tmpdir(), 'calmpath-mail-')),
      log: { info: (obj: unknown) => logged.push(obj), error: () => {} },
    });
    const result = await mailer.send({
      to: 'parent@example.com',
      subject: 'Reset your CalmPath password',
      text: `Choose a new password: https://calmpath.test/api/auth/reset-password/${TOKEN}`,
      kind: 'reset-password',
    });
    expect(result.ok && logged).toEqual([
      {
        to: 'parent@example.com',
        subject: 'Reset your CalmPath password',
        messageId: result.ok && result.id,
      },
    ]);
  });

  it('shows links in the log only for mail written to the directory outside production', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-mail-'));
    const linksInLog = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir, ...env }).mailLinksInLog;
    expect(linksInLog({})).toBe(true);
    expect(linksInLog({ MAIL_LINKS_IN_LOG: 'false' })).toBe(false);
    expect(linksInLog({ SMTP_URL: 'smtp://127.0.0.1:25', MAIL_LINKS_IN_LOG: 'true' })).toBe(false);
    expect(
      linksInLog({
        NODE_ENV: 'production',
        MAIL_LINKS_IN_LOG: 'true',
        SITE_URL: 'https://calmpath.example',
        AUTH_SECRET: 's'.repeat(40),
        DATABASE_URL: 'postgres://db.invalid/calmpath',
      }),
    ).toBe(false);
  });

  it('reports a failed write to the caller instead of throwing', async () => {
    const blocker = path.join(mkdtempSync(path.join(tmpdir(), 'calmpath-mail-')), 'a-file');
    writeFileSync(blocker, 'not a directory');
    const mailer = createMailer({
      from: 'x@y.z',
      mailDir: path.join(blocker, 'mail'),
      log: silent,
    });
    const result = await mailer.send({ to: 'a@b.c', subject: 's', text: 't', kind: 'test' });
    expect(result.ok).toBe(false);
  });

  it('finds every distinct link in a text', () => {
    expect(extractLinks('a http://x.test/1 b https://x.test/2?q=1, then http://x.test/1.')).toEqual(
      ['http://x.test/1', 'https://x.test/2?q=1'],
    );
  });
});

describe('mail module over real SMTP', () => {
  const peer = smtpPeer();
  const received = peer.received;
  let port = 0;

  beforeAll(async () => {
    port = await peer.start();
  });
  afterAll(() => peer.stop());

  it('sends through SMTP_URL with the no-reply sender, and the peer receives it; the log has no link', async () => {
    const { lines, log } = capture();
    const mailer = createMailer({
      from: 'CalmPath <no-reply@calmpath.test>',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailDir: '/nonexistent',
      log,
      /* Asked for, and still refused: with SMTP the log never shows a mail's links. */
      logLinks: true,
    });
    expect(mailer.transport).toBe('smtp');
    const result = await mailer.send({
      to: 'owner@example.com',
      subject: 'Reset your CalmPath password',
      text: `Choose a new password: https://calmpath.test/reset-password?token=${TOKEN}`,
      kind: 'reset-password',
    });
    mailer.close();
    expect(result.ok).toBe(true);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toEqual([
      {
        to: 'owner@example.com',
        subject: 'Reset your CalmPath password',
        messageId: result.ok && result.id,
      },
      'mail sent by SMTP',
    ]);
    expect(lines.join('')).not.toContain(TOKEN);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['owner@example.com']);
    const raw = received[0]?.raw ?? '';
    expect(raw).toMatch(/^Subject: Reset your CalmPath password\r$/m);
    expect(raw).toMatch(/^From: CalmPath <no-reply@calmpath\.test>\r$/m);
    /* Undo quoted-printable soft breaks and escapes before looking for the link. */
    const body = raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain(`https://calmpath.test/reset-password?token=${TOKEN}`);
  });

  it('a refused send is reported, never thrown', async () => {
    const mailer = createMailer({
      from: 'x@calmpath.test',
      smtpUrl: 'smtp://127.0.0.1:1',
      mailDir: '/x',
      log: silent,
    });
    const result = await mailer.send({
      to: 'a@example.com',
      subject: 's',
      text: 't',
      kind: 'test',
    });
    mailer.close();
    expect(result).toMatchObject({ ok: false });
  });
});
