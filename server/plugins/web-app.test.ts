import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.mjs';
import { registerWebApp } from './web-app';

/* A built app in miniature: what `vite build` writes, then the precompress step. */
const INDEX = `<!doctype html><html lang="en"><head><title>CalmPath</title>${'<meta name="x" content="padding to pass the 1 KB threshold">'.repeat(30)}</head><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>`;
/* What the build's page-files plugin writes; one entry is not a hashed asset path. */
const PAGE_FILES = {
  /* The app itself, which the entry imports once the page's language is in place (decision 062). */
  'app/start': [
    '/assets/start-Kk11Ll22.js',
    '/assets/shared-Cc33Dd44.js',
    /* Its stylesheet, which the app's loader would otherwise ask for only once the entry ran. */
    '/assets/start-Qq12Rr34.css',
  ],
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
const sheetsIn = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const START = ['/assets/start-Kk11Ll22.js', '/assets/shared-Cc33Dd44.js'];
/* The page without what the server adds to index.html's head: hints and alternates. */
const withoutAdditions = (html: string) =>
  html
    .replace(/\s*<link rel="(?:modulepreload|alternate|stylesheet)"[^>]*>/g, '')
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
      expect(sheetsIn(html)).toEqual(['/assets/start-Qq12Rr34.css']);
      expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('</head>'));
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

/*
 * A signed-in visitor's page (decision 048): its head, which names the page's code, leaves as soon
 * as the session is known; the first view's data follows when it is read. Here the API the page
 * asks is two plain routes, and the queue's answer waits until the test lets it go.
 */
describe('a signed-in page: the head first, the data when ready', () => {
  let dir: string;
  let app: FastifyInstance;
  let base: string;
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  const RENEWED = 'better-auth.session_token=renewed; Path=/; HttpOnly; SameSite=Lax';
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'calmpath-web-stream-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'page-files.json'), JSON.stringify(PAGE_FILES));
    app = Fastify({ logger: false });
    app.get('/api/me', async (request, reply) => {
      if (!String(request.headers.cookie).includes('token=ok')) return reply.status(401).send({});
      return reply.header('set-cookie', RENEWED).send({ user: { id: 'u1' } });
    });
    app.get('/api/admin/reviews/pending', async () => {
      await gate;
      return { reviews: [{ id: 7, text: '</script><script>x' }] };
    });
    await registerWebApp(app, dir, { siteUrl: 'https://calmpath.example' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Opens the page; resolves once its decoded text holds `until`, with a way to read the rest. */
  function open(url: string, cookie: string, encoding: string) {
    return new Promise<{
      headers: http.IncomingHttpHeaders;
      text: () => string;
      ended: Promise<void>;
    }>((resolve, reject) => {
      http
        .get(`${base}${url}`, { headers: { cookie, 'accept-encoding': encoding } }, (res) => {
          const coding = res.headers['content-encoding'];
          const decoded =
            coding === 'br'
              ? res.pipe(createBrotliDecompress())
              : coding === 'gzip'
                ? res.pipe(createGunzip())
                : res;
          let text = '';
          decoded.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          const ended = new Promise<void>((done) => decoded.on('end', done));
          resolve({ headers: res.headers, text: () => text, ended });
        })
        .on('error', reject);
    });
  }
  const until = async (read: () => string, wanted: string) => {
    for (let i = 0; i < 200 && !read().includes(wanted); i++) await setTimeout(10);
    return read();
  };

  for (const encoding of ['br', 'gzip', 'identity']) {
    it(`sends the head while the data is read, then the data block (${encoding})`, async () => {
      gate = new Promise((r) => {
        release = r;
      });
      const page = await open('/admin', 'better-auth.session_token=ok', encoding);
      expect(page.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(String(page.headers.vary)).toMatch(/cookie/);
      /* The session's renewed cookie is in the headers, which left before the data. */
      expect(page.headers['set-cookie']).toEqual([RENEWED]);
      const head = await until(page.text, '<div id="root"></div>');
      expect(head).toContain('</head>');
      expect(hintsIn(head)).toContain('/assets/admin-Aa11Bb22.js');
      expect(head).not.toContain('first-view-data');
      expect(head).not.toContain('</body>');
      release();
      await page.ended;
      const html = page.text();
      const block = /<script type="application\/json" id="first-view-data">([^<]*)<\/script>/.exec(
        html,
      );
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual({
        '/api/me': { user: { id: 'u1' } },
        '/api/admin/reviews/pending': { reviews: [{ id: 7, text: '</script><script>x' }] },
      });
      expect(html.endsWith('</body></html>')).toBe(true);
      expect(html.replace(/\s*<script type="application\/json"[\s\S]*?<\/script>\s*/, '')).toBe(
        brotliDecompressSync(
          (await app.inject({ url: '/admin', headers: { 'accept-encoding': 'br' } })).rawPayload,
        ).toString(),
      );
    });
  }

  it('a cookie the API refuses: the shared page, at once and whole, no data block', async () => {
    gate = new Promise(() => {});
    const page = await open('/admin', 'better-auth.session_token=stale', 'br');
    await page.ended;
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text()).not.toContain('first-view-data');
    expect(hintsIn(page.text())).toContain('/assets/admin-Aa11Bb22.js');
  });
});
