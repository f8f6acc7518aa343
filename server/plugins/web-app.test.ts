import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.mjs';
import { registerWebApp } from './web-app';

/* A built app in miniature: what `vite build` writes, then the precompress step. */
const INDEX = `<!doctype html><html lang="en"><head><title>CalmPath</title>${'<meta name="x" content="padding to pass the 1 KB threshold">'.repeat(30)}</head><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>`;
/* What the build's page-files plugin writes; one entry is not a hashed asset path. */
const PAGE_FILES = {
  /* The app itself, which the entry imports once the page's language is in place (decision 062). */
  'app/start': ['/assets/start-Kk11Ll22.js', '/assets/shared-Cc33Dd44.js'],
  /* A Spanish page's words. */
  'i18n/es': ['/assets/es-search-Mm33Nn44.js'],
  'app/routes/admin': ['/assets/admin-Aa11Bb22.js', '/assets/shared-Cc33Dd44.js'],
  'features/admin/moderation/components/moderation-tab': [
    '/assets/moderation-tab-Ee55Ff66.js',
    '/assets/shared-Cc33Dd44.js',
  ],
  'features/admin/photos/components/photos-tab': ['/assets/photos-tab-Gg77Hh88.js'],
  'app/routes/provider-dashboard': [
    '/assets/provider-dashboard-Ii99Jj00.js',
    '"><script>x</script>',
  ],
};
const hintsIn = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const START = ['/assets/start-Kk11Ll22.js', '/assets/shared-Cc33Dd44.js'];
/* The page without what the server adds to index.html's head: hints and alternates. */
const withoutAdditions = (html: string) =>
  html
    .replace(/\s*<link rel="(?:modulepreload|alternate)"[^>]*>/g, '')
    .replace(/\s+<\/head>/, '</head>');
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
    writeFileSync(path.join(dir, 'page-files.json'), JSON.stringify(PAGE_FILES));
    app = Fastify({ logger: false });
    await registerWebApp(app, dir, { siteUrl: 'https://calmpath.example' });
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
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(hintsIn(html)).toEqual(START);
      expect(withoutAdditions(html)).toBe(INDEX);
    }
    const unknown = await get('/no-such-page', 'gzip');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-cache');
    const notFound = gunzipSync(unknown.rawPayload).toString();
    /* The app renders its 404 page: its own files are hinted; there is no page to offer in Spanish. */
    expect(hintsIn(notFound)).toEqual(START);
    expect(notFound).not.toContain('hreflang');
    expect(withoutAdditions(notFound)).toBe(INDEX);
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

  it("hints a direct visit's page code in its HTML (and /admin's open tab), compressed and revalidated", async () => {
    const admin = await get('/admin', 'br, gzip');
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-encoding']).toBe('br');
    expect(admin.headers['cache-control']).toBe('no-cache');
    expect(admin.headers['content-type']).toMatch(/^text\/html/);
    const adminHtml = brotliDecompressSync(admin.rawPayload).toString();
    /* Each file once, in the order the page needs them, inside <head>. */
    expect(hintsIn(adminHtml)).toEqual([
      '/assets/start-Kk11Ll22.js',
      '/assets/shared-Cc33Dd44.js',
      '/assets/admin-Aa11Bb22.js',
      '/assets/moderation-tab-Ee55Ff66.js',
    ]);
    expect(adminHtml.indexOf('modulepreload')).toBeLessThan(adminHtml.indexOf('</head>'));
    expect(withoutAdditions(adminHtml)).toBe(INDEX);

    const photos = await get('/admin?tab=photos&q=Austin', 'gzip');
    expect(hintsIn(gunzipSync(photos.rawPayload).toString())).toEqual([
      ...START,
      '/assets/admin-Aa11Bb22.js',
      '/assets/photos-tab-Gg77Hh88.js',
    ]);
    /* Only hashed asset paths are ever written into the page. */
    const dashboard = await get('/provider/dashboard');
    expect(dashboard.headers['content-encoding']).toBeUndefined();
    expect(hintsIn(dashboard.body)).toEqual([...START, '/assets/provider-dashboard-Ii99Jj00.js']);
    expect(dashboard.body).not.toContain('<script>x');
  });

  it("hints only the app's own files where the page has no code of its own: home, pages without an entry, unknown paths", async () => {
    for (const url of ['/', '/?q=Austin', '/review', '/admin/../no-such-page']) {
      const res = await get(url);
      expect([url, hintsIn(res.body)]).toEqual([url, START]);
    }
  });

  it("hints a Spanish page's words before the app's files, and its page's code", async () => {
    const home = await get('/es');
    expect(home.statusCode).toBe(200);
    expect(hintsIn(home.body)).toEqual(['/assets/es-search-Mm33Nn44.js', ...START]);
    const admin = await get('/es/admin?tab=photos');
    expect(hintsIn(admin.body)).toEqual([
      '/assets/es-search-Mm33Nn44.js',
      ...START,
      '/assets/admin-Aa11Bb22.js',
      '/assets/photos-tab-Gg77Hh88.js',
    ]);
  });
});
