import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/app';
import { OVERLOAD_RETRY_AFTER_SECONDS } from './overload';

/*
 * Overload (decision 054): while the event loop lags behind by more than the limit, new requests
 * are refused at once with 503 and Retry-After; the probes still answer; and once the lag is
 * gone, requests are served again. The lag is real: the test keeps the event loop busy.
 */

/** Keeps the event loop busy in slices of `sliceMs`, letting timers run between them. */
async function busyFor(totalMs: number, sliceMs: number) {
  const end = Date.now() + totalMs;
  while (Date.now() < end) {
    const sliceEnd = Date.now() + sliceMs;
    while (Date.now() < sliceEnd) {
      /* busy */
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const METRICS_TOKEN = 'overload-test-metrics-token';

describe('overload guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { OVERLOAD_EVENT_LOOP_DELAY_MS: '50', METRICS_TOKEN: METRICS_TOKEN },
    });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('answers 503 OVERLOADED with Retry-After while the event loop lags, and serves again after', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);

    await busyFor(2500, 200);
    const refused = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_SECONDS));
    expect(refused.json()).toMatchObject({ error: { code: 'OVERLOADED' } });
    /* The probes answer whatever the load. */
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    /* And the scraper: an overloaded process is the one whose figures are wanted. */
    const scrape = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scrape.statusCode).toBe(200);

    const deadline = Date.now() + 10_000;
    let status = refused.statusCode;
    while (status === 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode;
    }
    expect(status).toBe(200);
  }, 30_000);

  it('is on by default in production at 1,000 ms, off elsewhere, and OVERLOAD_EVENT_LOOP_DELAY_MS=0 turns it off', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir })).toMatchObject({
      overloadMaxEventLoopDelayMs: 0,
      shutdownGraceMs: 10_000,
    });
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: t.config.dataDir,
        SITE_URL: 'https://calmpath.example',
        AUTH_SECRET: 'a'.repeat(40),
        DATABASE_URL: 'postgres://calmpath@db.example/calmpath',
      }).overloadMaxEventLoopDelayMs,
    ).toBe(1000);
    expect(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: t.config.dataDir,
        OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      }).overloadMaxEventLoopDelayMs,
    ).toBe(0);
  });
});
