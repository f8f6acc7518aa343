import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VIEW_DATA_ID } from '../../common/first-view-data';
import { providers } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { testDatabaseModes } from '../test/databases';
import { insertReview, type SignedIn, signInPersonas } from '../test/fixtures/admin';

/* A built app in miniature (what `vite build` writes), served by the real app on a real database. */
const INDEX =
  '<!doctype html><html lang="en"><head><title>CalmPath</title></head><body><div id="root"></div></body></html>';
const PAGE_FILES = { 'app/routes/admin': ['/assets/admin-Aa11Bb22.js'] };

/** The data block of a page, parsed; null when the page has none. */
function dataIn(html: string): Record<string, unknown> | null {
  const found = new RegExp(
    `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">([^<]*)</script>`,
  ).exec(html);
  return found?.[1] ? (JSON.parse(found[1]) as Record<string, unknown>) : null;
}

describe.each(testDatabaseModes())(
  'a signed-in page carries its first view’s data (%s)',
  (mode) => {
    let t: TestApp;
    let webRoot: string;
    let people: Awaited<ReturnType<typeof signInPersonas>>;
    const HOSTILE = 'Calm room </script><script>alert(1)</script> <!-- \u2028 end';

    beforeAll(async () => {
      webRoot = mkdtempSync(path.join(tmpdir(), 'calmpath-first-view-'));
      mkdirSync(path.join(webRoot, 'assets'));
      writeFileSync(path.join(webRoot, 'index.html'), INDEX);
      writeFileSync(path.join(webRoot, 'page-files.json'), JSON.stringify(PAGE_FILES));
      t = await createTestApp(mode, { webRoot });
      people = await signInPersonas(t, 'first-view');
      const [owned] = await t.app.database.db
        .select({ id: providers.id })
        .from(providers)
        .where(eq(providers.business_admin_user_id, people.businessAdmin.id));
      if (!owned) throw new Error('no business');
      await insertReview(t.app.database.db, owned.id, { review_text: HOSTILE });
    });
    afterAll(async () => {
      await t.cleanup();
      rmSync(webRoot, { recursive: true, force: true });
    });

    const page = (url: string, who?: SignedIn) =>
      t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.jar.header() } : {} });

    it('/admin holds the session and the review queue, exactly as the API answers them', async () => {
      const res = await page('/admin', people.admin);
      expect(res.statusCode).toBe(200);
      /* Someone's data: never kept by a shared cache, and kept apart per cookie. */
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(String(res.headers.vary)).toMatch(/cookie/);
      const data = dataIn(res.body);
      const headers = { cookie: people.admin.jar.header() };
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers });
      const queue = await t.app.inject({
        method: 'GET',
        url: '/api/admin/reviews/pending',
        headers,
      });
      expect(data).toEqual({ '/api/me': me.json(), '/api/admin/reviews/pending': queue.json() });
      /* A review's words cannot end the block or open a script. */
      expect(res.body).not.toContain('</script><script>');
      expect(res.body.match(/<\/script>/g)).toHaveLength(1);
      expect(res.body).toContain('Calm room \\u003c/script>\\u003cscript>alert(1)');
      expect(JSON.stringify(queue.json())).toContain('alert(1)');
      /* The code hints are there too, in the head. */
      expect(res.body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/admin-Aa11Bb22.js">',
      );
    });

    it('a moderator gets the queue; a member, an owner and a filtered queue get the session alone', async () => {
      expect(Object.keys(dataIn((await page('/admin', people.moderator)).body) ?? {})).toEqual([
        '/api/me',
        '/api/admin/reviews/pending',
      ]);
      /* The API refuses them the queue (403), so the page has none: it asks, and is refused, itself. */
      for (const who of [people.member, people.businessAdmin]) {
        const data = dataIn((await page('/admin', who)).body);
        expect(Object.keys(data ?? {})).toEqual(['/api/me']);
        expect(JSON.stringify(data)).not.toContain('Calm room');
      }
      for (const url of [
        '/admin?tab=photos',
        '/admin?q=Austin',
        '/admin?tab=moderation&sort=name',
      ]) {
        expect([url, Object.keys(dataIn((await page(url, people.admin)).body) ?? {})]).toEqual([
          url,
          ['/api/me'],
        ]);
      }
    });

    it('the dashboard holds the owner’s businesses; other pages the session', async () => {
      const dashboard = dataIn((await page('/provider/dashboard', people.businessAdmin)).body);
      expect(Object.keys(dashboard ?? {})).toEqual(['/api/me', '/api/business/providers']);
      expect(JSON.stringify(dashboard)).toContain('Owned first-view');
      const member = dataIn((await page('/favorites', people.member)).body);
      expect(member?.['/api/me']).toMatchObject({ user: { email: people.member.email } });
    });

    it('nobody signed in, an unknown path or a made-up cookie: no data block, and the page is shared as before', async () => {
      const anonymous = await page('/admin');
      expect(dataIn(anonymous.body)).toBeNull();
      expect(anonymous.headers['cache-control']).toBe('no-cache');
      const unknown = await page('/no-such-page', people.admin);
      expect(unknown.statusCode).toBe(404);
      expect(dataIn(unknown.body)).toBeNull();
      const forged = await t.app.inject({
        method: 'GET',
        url: '/admin',
        headers: { cookie: 'better-auth.session_token=made-up.value' },
      });
      /* The API says "no one" to a cookie it does not know: only that is in the page. */
      expect(dataIn(forged.body)).toEqual({ '/api/me': expect.objectContaining({ user: null }) });
    });
  },
);
