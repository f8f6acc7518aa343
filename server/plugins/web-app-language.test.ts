import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ES_LANGUAGE from '../../common/messages/es/language';
import { SITE_HEAD_MESSAGES } from '../../common/messages/language';
import { users } from '../db/schema/index';
import { insertProvider } from '../features/providers/provider-factory';
import { createTestApp, type TestApp } from '../test/app';
import { testDatabaseModes } from '../test/databases';
import { signedInUser } from '../test/fixtures/uploads';

/*
 * Pages in two languages, served by the real app on a real database (decision 062): the Spanish
 * addresses, the redirect on entering, the cookie, the account's setting, `<html lang>`, the head
 * in the page's language and the alternates.
 */

const SOURCE_INDEX = readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8');
/* The built index.html in miniature, with the source's head. */
const INDEX = SOURCE_INDEX.replace('/src/main.tsx', '/assets/index-Ab12Cd34.js');
const PAGE_FILES = {
  'app/start': ['/assets/start-Kk11Ll22.js'],
  'i18n/es': ['/assets/es-words-Mm33Nn44.js'],
};
const hintsIn = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const langOf = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];
const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );

describe('the head index.html starts with is the English site head', () => {
  it('so the server can put the Spanish one in its place', () => {
    expect(SOURCE_INDEX).toContain(`<title>${SITE_HEAD_MESSAGES.title}</title>`);
    expect(SOURCE_INDEX).toContain(
      `<meta name="description" content="${SITE_HEAD_MESSAGES.description}" />`,
    );
    expect(SOURCE_INDEX).toContain('<html lang="en">');
  });
});

describe.each(testDatabaseModes())('pages in English and Spanish (%s)', (mode) => {
  let t: TestApp;
  let webRoot: string;
  let site: string;
  let providerId: number;
  let hiddenId: number;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'calmpath-language-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), INDEX);
    writeFileSync(path.join(webRoot, 'page-files.json'), JSON.stringify(PAGE_FILES));
    t = await createTestApp(mode, { webRoot });
    site = t.config.siteUrl;
    providerId = await insertProvider(t.app.database.db, {
      name: 'Calm Smiles',
      category: 'Dentist',
      location: 'Austin, TX',
      accommodations: 'Quiet Waiting Area',
      rating_count: 2,
      average_rating: 4.5,
    });
    hiddenId = await insertProvider(t.app.database.db, { accommodation_status: 'pending' });
  });
  afterAll(async () => {
    await t?.cleanup();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves every app page at /es too, in Spanish: lang, title, description, alternates, words hinted', async () => {
    for (const url of [
      '/es',
      '/es/',
      '/es/terms',
      '/es/admin?tab=photos',
      '/es/providers/999999/prepare',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, url.includes('providers') ? 404 : 200]);
      expect(langOf(res.body)).toBe('es');
      expect(res.body).toContain(`<title>${ES_LANGUAGE.SITE_HEAD_MESSAGES.title}</title>`);
      expect(res.body).toContain(ES_LANGUAGE.SITE_HEAD_MESSAGES.description);
      expect(hintsIn(res.body)).toEqual([
        '/assets/es-words-Mm33Nn44.js',
        '/assets/start-Kk11Ll22.js',
      ]);
    }
    const terms = (await get('/es/terms')).body;
    expect(alternatesOf(terms)).toEqual([
      `en ${site}/terms`,
      `es ${site}/es/terms`,
      `x-default ${site}/terms`,
    ]);
  });

  it('keeps English pages English, with the same alternates and no Spanish words hinted', async () => {
    const res = await get('/terms');
    expect(res.statusCode).toBe(200);
    expect(langOf(res.body)).toBe('en');
    expect(res.body).toContain(`<title>${SITE_HEAD_MESSAGES.title}</title>`);
    expect(hintsIn(res.body)).toEqual(['/assets/start-Kk11Ll22.js']);
    expect(alternatesOf(res.body)).toEqual([
      `en ${site}/terms`,
      `es ${site}/es/terms`,
      `x-default ${site}/terms`,
    ]);
    expect(alternatesOf((await get('/')).body)).toEqual([
      `en ${site}/`,
      `es ${site}/es`,
      `x-default ${site}/`,
    ]);
  });

  it("answers /es/foo as /foo: the app's 404 page, in the address's language; /es/api is no API", async () => {
    const unknown = await get('/es/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(langOf(unknown.body)).toBe('es');
    expect(alternatesOf(unknown.body)).toEqual([]);
    expect((await get('/no-such-page')).statusCode).toBe(404);
    for (const url of ['/es/api/me', '/es/api', '/es/api/providers/1']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['content-type']).toMatch(/json/);
    }
    expect((await get('/es/favicon.svg')).statusCode).toBe(404);
  });

  it('sends a first visit whose browser prefers Spanish to the Spanish page (302, Vary)', async () => {
    const res = await get('/terms?x=1', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/es/terms?x=1');
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    /* The English page itself says it depends on both too. */
    const english = await get('/terms', { 'accept-language': 'en-US,en;q=0.9,es;q=0.8' });
    expect(english.statusCode).toBe(200);
    expect(String(english.headers.vary)).toMatch(/accept-language/i);
    expect(String(english.headers.vary)).toMatch(/cookie/i);
  });

  it('lets the cookie win, leaves crawlers alone, and never moves a link followed inside the site', async () => {
    expect(
      (await get('/terms', { 'accept-language': 'es', cookie: 'calmpath_lang=en' })).statusCode,
    ).toBe(200);
    const remembered = await get('/', { 'accept-language': 'en', cookie: 'calmpath_lang=es' });
    expect([remembered.statusCode, remembered.headers.location]).toEqual([302, '/es']);
    expect(
      (
        await get('/terms', {
          'accept-language': 'es',
          'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        })
      ).statusCode,
    ).toBe(200);
    /* The switcher without JavaScript: back to English from Spanish, and that choice remembered. */
    const back = await get('/terms', {
      'accept-language': 'es',
      cookie: 'calmpath_lang=es',
      'sec-fetch-site': 'same-origin',
    });
    expect(back.statusCode).toBe(200);
    expect(String(back.headers['set-cookie'])).toMatch(
      /^calmpath_lang=en; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );
  });

  it("writes a provider page's head in the page's language; the business's own words stay", async () => {
    const es = await get(`/es/providers/${providerId}`);
    expect(es.statusCode).toBe(200);
    expect(langOf(es.body)).toBe('es');
    expect(es.body).toContain('<title>Calm Smiles: Dentista en Austin, TX · CalmPath</title>');
    expect(es.body).toContain('Calificación de 4.5 de 5 según 2 familias.');
    expect(es.body).toContain(`<link rel="canonical" href="${site}/es/providers/${providerId}" />`);
    expect(es.body).toContain('<meta property="og:locale" content="es_US" />');
    const ld = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(es.body)?.[1] ?? '{}',
    );
    expect(ld).toMatchObject({
      '@id': `${site}/providers/${providerId}`,
      url: `${site}/es/providers/${providerId}`,
      name: 'Calm Smiles',
      description: expect.stringContaining('Dentista en Austin, TX.'),
      amenityFeature: [expect.objectContaining({ name: 'Sala de espera tranquila' })],
    });
    expect(alternatesOf(es.body)).toContain(`es ${site}/es/providers/${providerId}`);
    const en = await get(`/providers/${providerId}`);
    expect(en.body).toContain('<title>Calm Smiles: Dentist in Austin, TX · CalmPath</title>');
    expect(en.body).toContain('Rated 4.5 of 5 by 2 families.');
    expect(en.body).toContain('<meta property="og:locale" content="en_US" />');
    expect((await get(`/es/providers/${hiddenId}`)).statusCode).toBe(404);
  });

  it("remembers a signed-in member's language in the account, and follows it on a new browser", async () => {
    const member = await signedInUser(t, `lang.${mode}@example.com`);
    const cookie = member.jar.header();
    const as = (method: 'GET' | 'PUT', payload?: unknown) =>
      t.app.inject({
        method,
        url: '/api/me/locale',
        headers: { cookie, origin: site },
        payload: payload as object,
      });
    expect((await as('GET')).json()).toEqual({ locale: 'en' });
    /* English everywhere while the account says nothing else. */
    expect((await get('/terms', { cookie })).statusCode).toBe(200);
    expect((await as('PUT', { locale: 'es' })).json()).toEqual({ ok: true });
    const [row] = await t.app.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row?.locale).toBe('es');
    expect((await as('GET')).json()).toEqual({ locale: 'es' });
    const entry = await get('/terms', { cookie });
    expect([entry.statusCode, entry.headers.location]).toEqual([302, '/es/terms']);
    const spanish = await get('/es/terms', { cookie });
    expect(spanish.statusCode).toBe(200);
    expect(String(spanish.headers['set-cookie'])).toContain('calmpath_lang=es');
    /* This browser's own choice wins over the account's. */
    expect((await get('/terms', { cookie: `${cookie}; calmpath_lang=en` })).statusCode).toBe(200);

    const bad = await as('PUT', { locale: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose English (en) or Spanish (es).');
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/me/locale', payload: { locale: 'es' } }))
        .statusCode,
    ).toBe(401);
  });

  it('lists both languages of every page in the sitemap, and keeps crawlers out of /es/admin', async () => {
    const pages = (await get('/sitemaps/pages.xml')).body;
    expect(pages).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(pages).toContain(
      `<url><loc>${site}/terms</loc><xhtml:link rel="alternate" hreflang="en" href="${site}/terms"/><xhtml:link rel="alternate" hreflang="es" href="${site}/es/terms"/><xhtml:link rel="alternate" hreflang="x-default" href="${site}/terms"/></url>`,
    );
    expect(pages).toContain(`hreflang="es" href="${site}/es"/>`);
    const providersFile = (await get('/sitemaps/providers-1.xml')).body;
    expect(providersFile).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${site}/es/providers/${providerId}"/>`,
    );
    expect(providersFile).not.toContain(`/providers/${hiddenId}"`);
    expect((await get('/robots.txt')).body).toContain('Disallow: /es/admin');
  });
});
