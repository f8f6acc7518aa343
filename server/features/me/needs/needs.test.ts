import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsMask } from '../../../../common/domain/needs-match';
import { NEEDS_MESSAGES } from '../../../../common/messages/needs';
import { provider_profile_stats } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { freshAddress, signUpConfirmed } from '../../../test/authz/fixture';
import { testDatabaseModes } from '../../../test/databases';
import { DEFAULT_TUNING } from '../../providers/find-providers';
import { bestMatchFinder } from '../../providers/find-providers-best-match';
import { insertProvider } from '../../providers/provider-factory';
import { searchProviders } from '../../providers/search-providers';
import { SHARED_CARD_RATE_LIMIT } from './routes';

const QUIET = 'Quiet Waiting Area';
const DIM = 'Dim or Adjustable Lighting';
const VISUAL = 'Visual Schedules or Social Stories';
const BREAKS = 'Ability to Pause or Take Breaks';

describe.each(testDatabaseModes())('my needs, needs card and personal search (%s)', (mode) => {
  let t: TestApp;
  let member: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp(mode);
    member = (await signUpConfirmed(t, 'needs-member@example.com', 'Nia Member')).cookie;
    other = (await signUpConfirmed(t, 'needs-other@example.com', 'Otto Other')).cookie;
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  const send = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshAddress(),
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: {
        ...(method === 'GET' ? {} : { origin: t.origin }),
        ...(cookie ? { cookie } : {}),
      },
    });

  describe('My needs', () => {
    it('saves accommodations and ZIP code without touching the name', async () => {
      const r = await send('PUT', '/api/me/needs', member, {
        zipCode: '78701',
        accommodations: [DIM, QUIET, QUIET],
      });
      expect(r.statusCode).toBe(200);
      const me = (await send('GET', '/api/me', member)).json();
      expect(me.profile).toEqual({
        fullName: 'Nia Member',
        zipCode: '78701',
        accommodations: [DIM, QUIET],
        calmMode: null,
      });
      expect(me.user.fullName).toBe('Nia Member');
    });

    it('refuses a bad ZIP code and unknown accommodations with a 400; an empty ZIP removes it', async () => {
      const bad = await send('PUT', '/api/me/needs', member, {
        zipCode: '7870',
        accommodations: [],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatchObject({ field: 'zipCode' });
      expect(bad.json().error.message).toContain(NEEDS_MESSAGES.zipInvalid);
      const unknown = await send('PUT', '/api/me/needs', other, {
        zipCode: '',
        accommodations: ['Loud Music'],
      });
      expect(unknown.statusCode).toBe(400);
      const cleared = await send('PUT', '/api/me/needs', other, {
        zipCode: '',
        accommodations: [],
      });
      expect(cleared.statusCode).toBe(200);
      expect((await send('GET', '/api/me', other)).json().profile.zipCode).toBeNull();
    });

    it('needs a session', async () => {
      const r = await send('PUT', '/api/me/needs', undefined, { zipCode: '', accommodations: [] });
      expect(r.statusCode).toBe(401);
    });
  });

  describe('needs card and its share link', () => {
    it('cannot be shared before it is saved', async () => {
      const r = await send('POST', '/api/me/needs-card/share', other);
      expect(r.statusCode).toBe(409);
      expect(r.json().error.message).toBe(NEEDS_MESSAGES.saveBeforeSharing);
      expect((await send('GET', '/api/me/needs-card', other)).json()).toEqual({
        card: null,
        share: null,
      });
    });

    it('the shared link shows exactly what the member chose to include, nothing else', async () => {
      const saved = await send('PUT', '/api/me/needs-card', member, {
        accommodations: [BREAKS, QUIET],
        note: '  Loud sounds are hard.  ',
        communication: '',
        displayName: null,
      });
      expect(saved.statusCode).toBe(200);
      const share = await send('POST', '/api/me/needs-card/share', member);
      expect(share.statusCode).toBe(201);
      const { path } = share.json();
      expect(path).toMatch(/^\/needs\/[A-Za-z0-9_-]{43}$/);
      const token = path.split('/').at(-1);

      const mine = (await send('GET', '/api/me/needs-card', member)).json();
      expect(mine.share.path).toBe(path);

      const shown = await send('GET', `/api/needs-cards/${token}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(shown.headers['cache-control']).toBe('private, no-store');
      expect(shown.json()).toEqual({
        accommodations: [QUIET, BREAKS],
        note: 'Loud sounds are hard.',
        communication: null,
        displayName: null,
      });
      // Nothing from the profile or account: not the e-mail, ZIP code, name or other needs.
      expect(shown.body).not.toContain('needs-member');
      expect(shown.body).not.toContain('78701');
      expect(shown.body).not.toContain('Nia');
      expect(shown.body).not.toContain(DIM);

      // Another member's session changes nothing about whose card it is.
      expect((await send('GET', `/api/needs-cards/${token}`, other)).json()).toEqual(shown.json());
    });

    it('after revoking, the link shows nothing: 404 with a calm message', async () => {
      const { share } = (await send('GET', '/api/me/needs-card', member)).json();
      const token = share.path.split('/').at(-1);
      const revoke = await send('DELETE', '/api/me/needs-card/share', member);
      expect(revoke.statusCode).toBe(200);
      const gone = await send('GET', `/api/needs-cards/${token}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error).toEqual({
        code: 'NEEDS_CARD_NOT_FOUND',
        message: NEEDS_MESSAGES.sharedNotFound,
      });
      expect(gone.body).not.toContain('Loud sounds');
      expect((await send('GET', '/api/me/needs-card', member)).json().share).toBeNull();

      // A new link is a new token; the old one stays dead.
      const again = (await send('POST', '/api/me/needs-card/share', member)).json();
      expect(again.path).not.toBe(share.path);
      expect((await send('GET', `/api/needs-cards/${token}`)).statusCode).toBe(404);
      expect(
        (await send('GET', `/api/needs-cards/${again.path.split('/').at(-1)}`)).statusCode,
      ).toBe(200);
    });

    it('a malformed or unknown token is a 404 (a NUL a 400), never a 500', async () => {
      for (const token of ['x', 'A'.repeat(43), 'a'.repeat(60)]) {
        expect((await send('GET', `/api/needs-cards/${token}`)).statusCode).toBe(404);
      }
      expect((await send('GET', '/api/needs-cards/%00')).statusCode).toBe(400);
    });

    it('refuses too long text and control characters with a 400', async () => {
      const long = await send('PUT', '/api/me/needs-card', member, {
        accommodations: [],
        note: 'x'.repeat(601),
        communication: null,
        displayName: null,
      });
      expect(long.statusCode).toBe(400);
      const nul = await send('PUT', '/api/me/needs-card', member, {
        accommodations: [],
        note: null,
        communication: null,
        displayName: 'A\u0000B',
      });
      expect(nul.statusCode).toBe(400);
    });

    it('the public read is rate limited per IP address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= SHARED_CARD_RATE_LIMIT.max; i += 1) {
        const r = await t.app.inject({
          method: 'GET',
          url: `/api/needs-cards/${'B'.repeat(43)}`,
          remoteAddress: '10.99.0.1',
        });
        statuses.push(r.statusCode);
      }
      expect(statuses.slice(0, SHARED_CARD_RATE_LIMIT.max).every((s) => s === 404)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('search', () => {
    /* Member's needs: Quiet Waiting Area + Dim or Adjustable Lighting (saved above). */
    let ids: Record<string, number>;
    beforeAll(async () => {
      const db = t.app.database.db;
      const make = (
        name: string,
        accommodations: string,
        tier: 'premium' | 'basic',
        verified = 0,
      ) =>
        insertProvider(db, {
          name,
          location: 'Needham, MA',
          zip_code: '02492',
          accommodations,
          promotion_tier: tier,
          promotion_status: 'active',
          verified_percentage: verified,
        });
      ids = {
        premiumNone: await make('Alder Premium Dental', VISUAL, 'premium', 90),
        basicBoth: await make('Birch Calm Dental', `${QUIET}, ${DIM}`, 'basic', 10),
        basicOne: await make('Cedar Dental', QUIET, 'basic', 80),
        premiumOne: await make('Dogwood Dental', `${DIM}, ${BREAKS}`, 'premium', 20),
      };
      await db.insert(provider_profile_stats).values({
        provider_id: ids.basicBoth as number,
        evidence: [
          {
            accommodation: QUIET,
            grade: 'confirmed',
            declared: true,
            confirmations: 2,
            recentConfirmations: 2,
            latestConfirmedMonth: '2026-10',
            mismatchReports: 0,
            documentVerified: false,
          },
        ],
      });
    });

    const search = (query: string, cookie?: string) =>
      send('GET', `/api/providers/search?q=needham${query}`, cookie);

    it("signed out: today's cards, no needs match, the same answer whatever the sort", async () => {
      const plain = await search('');
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['cache-control']).toBeUndefined();
      const body = plain.json();
      expect(body.results.map((c: { id: number }) => c.id)).toEqual([
        ids.premiumNone,
        ids.premiumOne,
        ids.basicOne,
        ids.basicBoth,
      ]);
      expect(body.results.some((c: object) => 'needsMatch' in c)).toBe(false);
      expect((await search('&sort=best-match')).body).toBe(plain.body);
    });

    it("signed in with needs: every card says 'Meets n of your m needs' and how many families confirmed", async () => {
      const r = await search('', member);
      expect(r.headers['cache-control']).toBe('private, no-store');
      const byId = new Map(
        r.json().results.map((c: { id: number; needsMatch: unknown }) => [c.id, c.needsMatch]),
      );
      expect(byId.get(ids.premiumNone)).toEqual({ met: 0, total: 2, confirmed: null });
      expect(byId.get(ids.premiumOne)).toEqual({ met: 1, total: 2, confirmed: null });
      expect(byId.get(ids.basicOne)).toEqual({ met: 1, total: 2, confirmed: null });
      expect(byId.get(ids.basicBoth)).toEqual({ met: 2, total: 2, confirmed: 1 });
    });

    it('signed in without needs: no needs match', async () => {
      const r = await search('', other);
      expect(r.json().results.some((c: object) => 'needsMatch' in c)).toBe(false);
    });

    it("'Best match for me' puts most needs met first, then the tier ordering", async () => {
      const r = await search('&sort=best-match', member);
      const body = r.json();
      expect(body.results.map((c: { id: number }) => c.id)).toEqual([
        ids.basicBoth,
        ids.premiumOne,
        ids.basicOne,
        ids.premiumNone,
      ]);
      expect(body.total).toBe(4);
      expect(body.hasMore).toBe(false);
      const met = body.results.map((c: { needsMatch: { met: number } }) => c.needsMatch.met);
      expect(met).toEqual([...met].sort((a, b) => b - a));
    });

    it('best match pages through every result once', async () => {
      const db = t.app.database.db;
      for (let i = 0; i < 25; i += 1) {
        await insertProvider(db, {
          name: `Pager ${String(i).padStart(2, '0')} Clinic`,
          location: 'Pagetown, VT',
          accommodations: i % 3 === 0 ? `${QUIET}, ${DIM}` : i % 3 === 1 ? QUIET : '',
        });
      }
      const first = (
        await send('GET', '/api/providers/search?q=pagetown&sort=best-match', member)
      ).json();
      const second = (
        await send('GET', '/api/providers/search?q=pagetown&sort=best-match&page=2', member)
      ).json();
      expect(first.total).toBe(25);
      expect(first.hasMore).toBe(true);
      expect(second.hasMore).toBe(false);
      const all = [...first.results, ...second.results];
      expect(new Set(all.map((c: { id: number }) => c.id)).size).toBe(25);
      const met = all.map((c: { needsMatch: { met: number } }) => c.needsMatch.met);
      expect(met).toEqual([...met].sort((a, b) => b - a));
      expect(met.filter((m) => m === 2)).toHaveLength(9);
    });

    it('the fast path (a page of providers meeting every need) gives the same pages as sorting every match', async () => {
      const db = t.app.database.db;
      for (let i = 0; i < 45; i += 1) {
        await insertProvider(db, {
          name: `Fast ${String(i).padStart(2, '0')} Clinic`,
          location: 'Fastville, OR',
          accommodations: i % 3 === 2 ? (i % 2 ? QUIET : '') : `${DIM}, ${QUIET}`,
          promotion_tier: i % 5 === 0 ? 'premium' : i % 5 === 1 ? 'enhanced' : 'basic',
          promotion_status: 'active',
          verified_percentage: (i * 37) % 100,
        });
      }
      const mask = needsMask([QUIET, DIM]);
      const pageOf = (page: number, finder: ReturnType<typeof bestMatchFinder>) =>
        searchProviders(db, { q: 'fastville', page }, DEFAULT_TUNING, finder);
      for (const page of [1, 2, 3]) {
        const fast = await pageOf(page, bestMatchFinder(mask, { sortAllUpTo: 0 }));
        const sorted = await pageOf(page, bestMatchFinder(mask, { fastPath: false }));
        expect(fast.results.map((c) => c.id)).toEqual(sorted.results.map((c) => c.id));
        expect([fast.total, sorted.total]).toEqual([45, 45]);
        expect([fast.hasMore, sorted.hasMore]).toEqual([page < 3, page < 3]);
        const api = (
          await send(
            'GET',
            `/api/providers/search?q=fastville&sort=best-match&page=${page}`,
            member,
          )
        ).json();
        expect(api.results.map((c: { id: number }) => c.id)).toEqual(
          sorted.results.map((c) => c.id),
        );
      }
    });

    it('refuses an unknown sort with a 400', async () => {
      expect((await search('&sort=cheapest', member)).statusCode).toBe(400);
    });
  });
});
