import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'calmpath-config-'));

describe('configuration', () => {
  it('needs nothing in embedded mode and keeps a generated secret in DATA_DIR', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.databaseUrl).toBeUndefined();
    expect(first.port).toBe(3000);
    expect(first.siteUrl).toBe('http://localhost:3000');
    expect(first.authSecret).toHaveLength(64);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(first.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first.authSecret);
    expect(first.seedOnEmpty).toBe(true);
  });

  it('PORT overrides the port and the default site URL', () => {
    const config = loadConfig({ DATA_DIR: tmp(), PORT: '4123' });
    expect(config.port).toBe(4123);
    expect(config.siteUrl).toBe('http://localhost:4123');
  });

  const production = {
    NODE_ENV: 'production',
    SITE_URL: 'https://calmpath.example',
    AUTH_SECRET: 'x'.repeat(40),
    DATABASE_URL: 'postgres://db.example/calmpath',
  };

  for (const name of ['SITE_URL', 'AUTH_SECRET', 'DATABASE_URL'] as const) {
    it(`in production a missing ${name} fails naming it, with guidance`, () => {
      const env: Record<string, string> = { ...production };
      delete env[name];
      let error: unknown;
      try {
        loadConfig(env);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const [first, guidance] = (error as Error).message.split('\n');
      expect(first).toBe(`Missing required environment variable: ${name}`);
      expect(guidance).toContain(`Set ${name}`);
    });
  }

  it('in production a blank setting counts as missing', () => {
    expect(() => loadConfig({ ...production, AUTH_SECRET: '' })).toThrow(
      'Missing required environment variable: AUTH_SECRET',
    );
  });

  it('never seeds in production, and refuses to be told to', () => {
    expect(loadConfig(production).seedOnEmpty).toBe(false);
    expect(loadConfig({ ...production, SEED_ON_EMPTY: 'false' }).seedOnEmpty).toBe(false);
    expect(() => loadConfig({ ...production, SEED_ON_EMPTY: 'true' })).toThrow(
      /^Invalid environment variable: SEED_ON_EMPTY \(demo data is never loaded in production\)/,
    );
  });

  it('rejects a malformed setting naming it', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...production, AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });

  it('TRUST_PROXY: unset trusts nobody, even in production', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).trustProxy).toBe(false);
    expect(loadConfig(production).trustProxy).toBe(false);
  });

  it('TRUST_PROXY takes a hop count or a list of addresses and CIDRs', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: value }).trustProxy;
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(trust('10.0.0.0/8, 192.168.1.1,::1, fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('TRUST_PROXY refuses anything else, naming the entry', () => {
    const trust = (value: string) => () => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: value });
    expect(trust('true')).toThrow('Invalid environment variable: TRUST_PROXY ("true" is not');
    expect(trust('0')).toThrow(/TRUST_PROXY \(a hop count must be between 1 and 10\)/);
    expect(trust('10.0.0.0/33')).toThrow(/"10.0.0.0\/33"/);
    expect(trust('proxy.example')).toThrow(/"proxy.example"/);
    expect(trust('10.0.0.1,')).toThrow(/TRUST_PROXY/);
  });

  it('SEARCH_CACHE_SECONDS: 10 by default, 0 turns it off, out of range is refused', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).searchCacheMs).toBe(10_000);
    expect(loadConfig({ DATA_DIR: tmp(), SEARCH_CACHE_SECONDS: '0' }).searchCacheMs).toBe(0);
    expect(() => loadConfig({ DATA_DIR: tmp(), SEARCH_CACHE_SECONDS: '301' })).toThrow(
      /Invalid environment variable: SEARCH_CACHE_SECONDS/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), SEARCH_CACHE_SECONDS: 'soon' })).toThrow(
      /SEARCH_CACHE_SECONDS/,
    );
  });

  it('STORAGE_URL unset keeps files on disk; s3://bucket/prefix is parsed with the S3 defaults', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).storage).toEqual({ kind: 'disk' });
    expect(loadConfig({ DATA_DIR: tmp(), STORAGE_URL: 's3://calmpath-files' }).storage).toEqual({
      kind: 's3',
      bucket: 'calmpath-files',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: true,
    });
    const s3 = loadConfig({
      DATA_DIR: tmp(),
      STORAGE_URL: 's3://calmpath-files/prod/private/',
      S3_ENDPOINT: 'https://minio.internal:9000/',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
      S3_FORCE_PATH_STYLE: 'false',
    }).storage;
    expect(s3).toEqual({
      kind: 's3',
      bucket: 'calmpath-files',
      prefix: 'prod/private/',
      endpoint: 'https://minio.internal:9000',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
      forcePathStyle: false,
    });
  });

  it('refuses a STORAGE_URL that is not s3://bucket[/prefix], saying what it must be', () => {
    for (const url of [
      'https://calmpath-files',
      's3://',
      's3://Calmpath_Files',
      's3://ab',
      '/var/lib/calmpath',
      's3://calmpath-files/../etc',
      's3://calmpath-files/prod/./private',
    ]) {
      expect(() => loadConfig({ DATA_DIR: tmp(), STORAGE_URL: url }), url).toThrow(
        'Invalid environment variable: STORAGE_URL (must be s3://bucket or s3://bucket/prefix)',
      );
    }
  });

  it('refuses an S3 access key id without its secret, and a secret without its key id', () => {
    const base = { DATA_DIR: tmp(), STORAGE_URL: 's3://calmpath-files' };
    expect(() => loadConfig({ ...base, S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      'Invalid environment variable: S3_SECRET_ACCESS_KEY (S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all)',
    );
    expect(() => loadConfig({ ...base, S3_SECRET_ACCESS_KEY: 'secret-example' })).toThrow(
      'Invalid environment variable: S3_ACCESS_KEY_ID (',
    );
    expect(() => loadConfig({ ...base, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'minio 9000' })).toThrow(/S3_ENDPOINT/);
  });
});
