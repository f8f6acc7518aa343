import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.mjs';
import { registerCompression } from './compress';
import { registerWebApp } from './web-app';

/* A built app in miniature: what `vite build` writes, then the precompress step. */
const INDEX = `<!doctype html><html lang="en"><head><title>CalmPath</title>${'<meta name="x" content="padding to pass the 1 KB threshold">'.repeat(30)}</head><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>`;
const ENTRY = `export const calm = ${JSON.stringify('sensory-friendly '.repeat(400))};`;

describe('serving the built web app', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'calmpath-web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js'), ENTRY);
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const written = precompressDir(dir).map((w) => w.file);
    expect(written.sort()).toEqual(['assets/index-Ab12Cd34.js', 'index.html']);
    app = Fastify({ logger: false });
    await registerWebApp(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ENTRY);
    expect(res.rawPayload.length).toBeLessThan(ENTRY.length / 4);
  });

  it('sends gzip when brotli is not accepted, and the file as it is when nothing is', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ENTRY);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(ENTRY);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends index.html compressed for every app route, revalidated on each visit', async () => {
    for (const url of ['/', '/review', '/?q=Austin']) {
      const res = await get(url, 'br, gzip');
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
    const unknown = await get('/no-such-page', 'gzip');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(unknown.rawPayload).toString()).toBe(INDEX);
  });

  it('a small file without compressed copies is sent as it is, revalidated', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(readFileSync(path.join(dir, 'favicon.svg'), 'utf8'));
  });

  it('the compressed copies are not served under their own names', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js.br', '/assets/index-Ab12Cd34.js.gz']) {
      const res = await get(url, 'br, gzip');
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});

/*
 * A lazy page's files in its HTML (decision 034): the build's manifest says which files the page
 * needs beyond the entry's; the server names them as modulepreload links for that route only.
 */
describe('naming a lazy page’s files in its HTML', () => {
  let dir: string;
  let app: FastifyInstance;
  const MANIFEST = {
    'index.html': {
      file: 'assets/index-Ab12Cd34.js',
      isEntry: true,
      imports: ['_react-R1.js'],
    },
    '_react-R1.js': { file: 'assets/react-R1.js' },
    '_form-F1.js': { file: 'assets/form-F1.js', imports: ['_react-R1.js', '_field-D1.js'] },
    '_field-D1.js': { file: 'assets/field-D1.js' },
    'src/app/routes/review.tsx': {
      file: 'assets/review-Rv1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_react-R1.js', '_form-F1.js'],
    },
    'src/app/routes/terms.tsx': {
      file: 'assets/terms-T1.js',
      isDynamicEntry: true,
      imports: ['index.html'],
    },
  };
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'calmpath-web-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js'), ENTRY);
    writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    precompressDir(dir);
    app = Fastify({ logger: false });
    await registerCompression(app);
    await registerWebApp(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const preloadsIn = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it('names the page’s own files and those it imports, not what the entry already loads', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/review',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(preloadsIn(html).sort()).toEqual([
      '/assets/field-D1.js',
      '/assets/form-F1.js',
      '/assets/review-Rv1.js',
    ]);
    /* Before </head>, and the rest of index.html as built. */
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(
      html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '').replace(/\s+<\/head>/, '</head>'),
    ).toBe(INDEX);
    const terms = await app.inject({ method: 'GET', url: '/terms/' });
    expect(preloadsIn(terms.body)).toEqual(['/assets/terms-T1.js']);
  });

  it('leaves the home page, unknown paths and pages not in the build as built', async () => {
    for (const url of ['/', '/?q=Austin', '/no-such-page', '/favorites']) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, preloadsIn(res.body)]).toEqual([url, []]);
      expect(res.body).toBe(INDEX);
    }
  });

  it('never serves the manifest itself', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/.vite/manifest.json.br',
      '/%2Evite/manifest.json',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.body.includes('isDynamicEntry')]).toEqual([url, false]);
    }
  });
});
