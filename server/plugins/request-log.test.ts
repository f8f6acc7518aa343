import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { redactText, redactUrl } from './request-log';
import { signFileToken } from './storage';

/* Tokens in the shapes the app issues: business and needs-card links, password reset. */
const linkToken = () => randomBytes(32).toString('base64url');
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const resetToken = () => Array.from({ length: 24 }, () => ALNUM[randomInt(ALNUM.length)]).join('');

describe('redactUrl: one rule for every token-bearing path and query', () => {
  it('hides link tokens in path segments and query values, nested callbackURLs included', () => {
    const t = linkToken();
    const r = resetToken();
    const cases: Array<[string, string]> = [
      [`/api/needs-cards/${t}`, '/api/needs-cards/[redacted]'],
      [`/needs/${t}`, '/needs/[redacted]'],
      [`/business-signup?provider=3&token=${t}`, '/business-signup?provider=3&token=[redacted]'],
      [`/provider/upload-docs/3?token=${t}`, '/provider/upload-docs/3?token=[redacted]'],
      [
        `/api/auth/reset-password/${r}?callbackURL=%2Freset-password`,
        '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
      ],
      [`/reset-password?token=${r}`, '/reset-password?token=[redacted]'],
      [
        `/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jIn0.${t}&callbackURL=${encodeURIComponent(`http://localhost:3100/business-signup?provider=3&token=${t}`)}`,
        '/api/auth/verify-email?token=[redacted]&callbackURL=[redacted]',
      ],
    ];
    for (const [url, redacted] of cases) {
      expect(redactUrl(url)).toBe(redacted);
    }
  });

  it('leaves what people type and ids readable', () => {
    for (const url of [
      '/api/providers?q=speech%20therapist%20austin&page=2',
      '/api/providers/suggest?q=occupationaltherapists',
      '/providers/12/prepare',
      '/api/auth/verify-email?token=bad&callbackURL=%2F',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('hides tokens in free text such as an error message', () => {
    const t = linkToken();
    expect(redactText(`Failed query: select 1 params: ${t}, 3`)).toBe(
      'Failed query: select 1 params: [redacted], 3',
    );
  });
});

describe('the request log of the app', () => {
  let database: TestDatabase;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-log-'));
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    app = await buildApp({
      config,
      database: database.database,
      serveWeb: false,
      logStream: { write: (line) => lines.push(line) },
    });
    /* A route added later, by someone who never heard of the log: its token is hidden too. */
    app.get('/api/some-new-link/:secret', async (request) => {
      throw new Error(`could not open ${request.url}`);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes no token of any link to the log, in URLs, messages or errors', async () => {
    const { token: fileToken } = await signFileToken(app.config.authSecret, 'f'.repeat(8), 60);
    const t = linkToken();
    const r = resetToken();
    const callbackURL = encodeURIComponent(
      `${app.config.siteUrl}/business-signup?provider=3&token=${t}`,
    );
    const requests = [
      `/api/files/signed/${fileToken}`,
      `/api/auth/reset-password/${r}?callbackURL=%2Freset-password`,
      `/api/auth/verify-email?token=${fileToken}&callbackURL=${callbackURL}`,
      `/api/needs-cards/${t}`,
      `/needs/${t}`,
      `/business-signup?provider=3&token=${t}`,
      `/provider/upload-docs/3?token=${t}`,
      `/reset-password?token=${r}`,
      `/api/some-new-link/${t}`,
    ];
    for (const url of requests) await app.inject({ method: 'GET', url });
    app.log.info(`a message quoting ${app.config.siteUrl}/needs/${t}`);
    const log = lines.join('');
    expect(log).toContain('/api/needs-cards/[redacted]');
    expect(log).toContain('"msg":"request failed"');
    for (const secret of [fileToken, t, r]) expect(log).not.toContain(secret);
  });
});
