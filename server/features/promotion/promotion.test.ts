import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidFee } from '../../../common/contracts/promotion';
import { PROMOTION_EXPIRY_MESSAGES } from '../../../common/messages/admin';
import { moderation_logs, providers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import {
  ADMIN_ONLY,
  asPersona,
  expectAdminRequired,
  PERSONA_NAMES,
  type PersonaName,
  type Personas,
  signInPersonas,
} from '../../test/fixtures/verification';
import { expirePromotions } from './expire-promotions';

describe('fee check', () => {
  it('takes 0 or more with at most two decimals', () => {
    for (const ok of [0, 49, 49.9, 49.99, 0.29, 1.1, 99_999_999.99])
      expect(isValidFee(ok), `${ok}`).toBe(true);
    for (const bad of [-1, -0.01, 49.999, 0.001, Number.NaN, Number.POSITIVE_INFINITY, 100_000_000])
      expect(isValidFee(bad), `${bad}`).toBe(false);
  });
});

describe.each(testDatabaseModes())('Promotion Dashboard (%s)', (mode) => {
  let t: TestApp;
  let people: Personas;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    people = await signInPersonas(t, 'promo');
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const as = (who: PersonaName) => asPersona(t, people, who);
  const db = () => t.app.database.db;

  async function provider(values: Partial<typeof providers.$inferInsert> = {}) {
    const [row] = await db()
      .insert(providers)
      .values({
        name: 'Lantern Calm Studio',
        category: 'Dentist',
        accommodation_status: 'verified',
        ...values,
      })
      .returning();
    if (!row) throw new Error('no provider');
    return row;
  }
  const stored = async (id: number) =>
    (await db().select().from(providers).where(eq(providers.id, id)))[0];
  const audit = (id: number) =>
    db()
      .select()
      .from(moderation_logs)
      .where(
        and(eq(moderation_logs.target_type, 'provider'), eq(moderation_logs.target_id, String(id))),
      );
  const searchIds = async (q: string) =>
    (
      (await t.app.inject({ url: `/api/providers/search?q=${encodeURIComponent(q)}` })).json()
        .results as { id: number }[]
    ).map((p) => p.id);

  it('every route is for admins only, and a refused change changes nothing', async () => {
    const p = await provider({
      promotion_tier: 'enhanced',
      promotion_status: 'inactive',
      monthly_promotion_fee: 49,
    });
    const calls = [
      { url: '/api/admin/promotion/summary' },
      { url: '/api/admin/promotion/providers' },
      { url: `/api/admin/promotion/providers/${p.id}` },
      {
        method: 'POST' as const,
        url: `/api/admin/promotion/providers/${p.id}/status`,
        payload: { status: 'active' },
      },
      {
        method: 'PUT' as const,
        url: `/api/admin/promotion/providers/${p.id}`,
        payload: { tier: 'premium', monthlyFee: 99, expiresAt: null },
      },
    ];
    for (const call of calls) {
      for (const who of PERSONA_NAMES.filter((w) => w !== 'admin')) {
        const r = await as(who)(call);
        expect(r.statusCode, `${who} ${call.url}`).toBe(ADMIN_ONLY[who]);
        if (r.statusCode === 403) expectAdminRequired(r);
      }
    }
    expect(await stored(p.id)).toEqual(p);
    expect(await audit(p.id)).toEqual([]);
    for (const call of calls) expect((await as('admin')(call)).statusCode, call.url).toBe(200);
  });

  it('counts tiers and statuses, sums active fees and averages the verified share of listed, reviewed providers', async () => {
    await db().delete(providers);
    await provider({
      promotion_tier: 'premium',
      promotion_status: 'active',
      monthly_promotion_fee: 99.5,
    });
    await provider({
      promotion_tier: 'premium',
      promotion_status: 'inactive',
      monthly_promotion_fee: 99,
    });
    await provider({
      promotion_tier: 'enhanced',
      promotion_status: 'active',
      monthly_promotion_fee: 49.25,
    });
    await provider({
      promotion_tier: 'enhanced',
      promotion_status: 'active',
      monthly_promotion_fee: 49.25,
    });
    /* A basic row marked active (old data) is no promotion: no revenue. */
    await provider({
      promotion_tier: 'basic',
      promotion_status: 'active',
      monthly_promotion_fee: 10,
    });
    await provider({ verified_percentage: 50, total_review_count: 4 });
    await provider({ verified_percentage: 75, total_review_count: 4 });
    await provider({ verified_percentage: 80, total_review_count: 5 });
    /* Not listed, or no reviews yet: not in the rate. */
    await provider({
      verified_percentage: 100,
      total_review_count: 2,
      accommodation_status: 'pending',
    });

    const r = await as('admin')({ url: '/api/admin/promotion/summary' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      tiers: [
        { tier: 'basic', active: 1, inactive: 4 },
        { tier: 'enhanced', active: 2, inactive: 0 },
        { tier: 'premium', active: 1, inactive: 1 },
      ],
      monthlyRevenue: 198,
      verificationRate: 68.3,
      verificationRateOver: 3,
    });
  });

  it('an empty directory has no revenue and no rate', async () => {
    await db().delete(providers);
    expect((await as('admin')({ url: '/api/admin/promotion/summary' })).json()).toMatchObject({
      monthlyRevenue: 0,
      verificationRate: null,
      verificationRateOver: 0,
    });
  });

  it('lists promoted providers by fee, highest first, paged', async () => {
    await db().delete(providers);
    const low = await provider({
      name: 'Low',
      promotion_tier: 'enhanced',
      monthly_promotion_fee: 10,
    });
    const high = await provider({
      name: 'High',
      promotion_tier: 'premium',
      promotion_status: 'active',
      monthly_promotion_fee: 150,
      promotion_expires_at: new Date('2030-03-04T23:59:59Z'),
    });
    const mid = await provider({
      name: 'Mid',
      promotion_tier: 'enhanced',
      monthly_promotion_fee: 49.99,
    });
    await provider({ name: 'Basic', monthly_promotion_fee: 500 });
    const r = await as('admin')({ url: '/api/admin/promotion/providers' });
    const body = r.json();
    expect(body).toMatchObject({ page: 1, pageSize: 50, total: 3 });
    expect(body.items.map((i: { id: number }) => i.id)).toEqual([high.id, mid.id, low.id]);
    expect(body.items[0]).toEqual({
      id: high.id,
      name: 'High',
      category: 'Dentist',
      location: 'Location not specified',
      tier: 'premium',
      status: 'active',
      monthlyFee: 150,
      expiresAt: '2030-03-04',
      expired: false,
      verifiedPercentage: 0,
    });
    expect(body.items[1].monthlyFee).toBe(49.99);
    for (let i = 0; i < 50; i++)
      await provider({ name: `Filler ${i}`, promotion_tier: 'enhanced' });
    const page2 = (await as('admin')({ url: '/api/admin/promotion/providers?page=2' })).json();
    expect(page2.items).toHaveLength(3);
  });

  it('the toggle activates and deactivates, audited, and search follows at once', async () => {
    const a = await provider({ name: 'Ordering Alpha', verified_percentage: 90 });
    const b = await provider({
      name: 'Ordering Beta',
      verified_percentage: 10,
      promotion_tier: 'premium',
      monthly_promotion_fee: 99,
    });
    expect(await searchIds('Ordering')).toEqual([a.id, b.id]);

    const on = await as('admin')({
      method: 'POST',
      url: `/api/admin/promotion/providers/${b.id}/status`,
      payload: { status: 'active' },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: b.id, tier: 'premium', status: 'active' });
    expect(await searchIds('Ordering')).toEqual([b.id, a.id]);

    const off = await as('admin')({
      method: 'POST',
      url: `/api/admin/promotion/providers/${b.id}/status`,
      payload: { status: 'inactive' },
    });
    expect(off.json().status).toBe('inactive');
    expect(await searchIds('Ordering')).toEqual([a.id, b.id]);
    expect((await audit(b.id)).map((l) => [l.action, l.admin_user_id])).toEqual([
      ['activate', people.admin.id],
      ['deactivate', people.admin.id],
    ]);

    /* No change, no audit row. */
    await as('admin')({
      method: 'POST',
      url: `/api/admin/promotion/providers/${b.id}/status`,
      payload: { status: 'inactive' },
    });
    expect(await audit(b.id)).toHaveLength(2);

    const basic = await as('admin')({
      method: 'POST',
      url: `/api/admin/promotion/providers/${a.id}/status`,
      payload: { status: 'active' },
    });
    expect(basic.statusCode).toBe(409);
    expect(basic.json().error.code).toBe('BASIC_NOT_PROMOTABLE');
    for (const payload of [{}, { status: 'on' }]) {
      const bad = await as('admin')({
        method: 'POST',
        url: `/api/admin/promotion/providers/${b.id}/status`,
        payload,
      });
      expect(bad.statusCode).toBe(400);
    }
    const missing = await as('admin')({
      method: 'POST',
      url: '/api/admin/promotion/providers/2147483000/status',
      payload: { status: 'active' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sets tier, fee and expiry for any provider, audited; basic also ends the promotion', async () => {
    const a = await provider({ name: 'Setting Alpha', verified_percentage: 90 });
    const b = await provider({ name: 'Setting Beta', verified_percentage: 10 });
    const put = (id: number, payload: unknown) =>
      as('admin')({ method: 'PUT', url: `/api/admin/promotion/providers/${id}`, payload });

    const r = await put(b.id, { tier: 'enhanced', monthlyFee: 49.5, expiresAt: '2031-01-31' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      tier: 'enhanced',
      status: 'inactive',
      monthlyFee: 49.5,
      expiresAt: '2031-01-31',
    });
    expect((await stored(b.id))?.promotion_expires_at?.toISOString()).toBe(
      '2031-01-31T23:59:59.000Z',
    );
    await as('admin')({
      method: 'POST',
      url: `/api/admin/promotion/providers/${b.id}/status`,
      payload: { status: 'active' },
    });
    expect(await searchIds('Setting')).toEqual([b.id, a.id]);

    const basic = await put(b.id, { tier: 'basic', monthlyFee: 0, expiresAt: null });
    expect(basic.json()).toMatchObject({
      tier: 'basic',
      status: 'inactive',
      monthlyFee: 0,
      expiresAt: null,
    });
    expect(await searchIds('Setting')).toEqual([a.id, b.id]);
    expect((await audit(b.id)).map((l) => l.action)).toEqual([
      'update_promotion',
      'activate',
      'update_promotion',
    ]);
    expect((await audit(b.id))[0]?.admin_notes).toBe(
      'tier enhanced, monthly fee 49.50, expires 2031-01-31, inactive',
    );

    const before = await stored(b.id);
    for (const payload of [
      { tier: 'gold', monthlyFee: 1, expiresAt: null },
      { tier: 'premium', monthlyFee: -1, expiresAt: null },
      { tier: 'premium', monthlyFee: 1.234, expiresAt: null },
      { tier: 'premium', monthlyFee: '10', expiresAt: null },
      { tier: 'premium', monthlyFee: 1e12, expiresAt: null },
      { tier: 'premium', monthlyFee: 1, expiresAt: '2031-02-30' },
      { tier: 'premium', monthlyFee: 1 },
    ]) {
      const bad = await put(b.id, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await stored(b.id)).toEqual(before);
  });

  it('a failing audit write leaves the promotion as it was', async () => {
    const p = await provider({ promotion_tier: 'premium', monthly_promotion_fee: 99 });
    await db().execute(
      sql.raw(`CREATE OR REPLACE FUNCTION fail_insert() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'forced failure'; END $$`),
    );
    await db().execute(
      sql.raw(
        'CREATE TRIGGER fail_insert BEFORE INSERT ON moderation_logs FOR EACH ROW EXECUTE FUNCTION fail_insert()',
      ),
    );
    try {
      const toggle = await as('admin')({
        method: 'POST',
        url: `/api/admin/promotion/providers/${p.id}/status`,
        payload: { status: 'active' },
      });
      expect(toggle.statusCode).toBe(500);
      const put = await as('admin')({
        method: 'PUT',
        url: `/api/admin/promotion/providers/${p.id}`,
        payload: { tier: 'enhanced', monthlyFee: 5, expiresAt: null },
      });
      expect(put.statusCode).toBe(500);
    } finally {
      await db().execute(sql.raw('DROP TRIGGER fail_insert ON moderation_logs'));
    }
    expect(await stored(p.id)).toEqual(p);
    expect(await audit(p.id)).toEqual([]);
  });
  describe('a promotion ends at its expiry (decision 041)', () => {
    const PAST = new Date('2025-07-01T23:59:59Z');
    const summary = async () => (await as('admin')({ url: '/api/admin/promotion/summary' })).json();

    it('an expired promotion marked active leaves the revenue figure, the active count and the list, then search', async () => {
      await db().delete(providers);
      const running = await provider({
        name: 'Expiry Running',
        promotion_tier: 'premium',
        promotion_status: 'active',
        monthly_promotion_fee: 99,
        promotion_expires_at: new Date(Date.now() + 30 * 86_400_000),
      });
      const lapsed = await provider({
        name: 'Expiry Lapsed',
        verified_percentage: 100,
        promotion_tier: 'premium',
        promotion_status: 'active',
        monthly_promotion_fee: 99,
        promotion_expires_at: PAST,
      });
      await provider({
        name: 'Expiry Open Ended',
        promotion_tier: 'enhanced',
        promotion_status: 'active',
        monthly_promotion_fee: 49,
      });

      expect(await summary()).toMatchObject({
        monthlyRevenue: 148,
        tiers: expect.arrayContaining([{ tier: 'premium', active: 1, inactive: 1 }]),
      });
      const list = (await as('admin')({ url: '/api/admin/promotion/providers' })).json();
      const shown = Object.fromEntries(
        list.items.map((i: { id: number; status: string; expired: boolean }) => [
          i.id,
          [i.status, i.expired],
        ]),
      );
      expect(shown[running.id]).toEqual(['active', false]);
      expect(shown[lapsed.id]).toEqual(['inactive', true]);

      /* Switching it back on would end it again at once: the admin is told to move the date. */
      const on = await as('admin')({
        method: 'POST',
        url: `/api/admin/promotion/providers/${lapsed.id}/status`,
        payload: { status: 'active' },
      });
      expect(on.statusCode).toBe(409);
      expect(on.json().error).toEqual({
        code: 'PROMOTION_EXPIRED',
        message: PROMOTION_EXPIRY_MESSAGES.cannotActivate,
      });

      /* Search ranks by the stored tier_rank until the expiry job ends the promotion. */
      expect((await searchIds('Expiry'))[0]).toBe(lapsed.id);
      expect(await expirePromotions(db())).toBe(1);
      expect(await searchIds('Expiry')).toEqual([running.id, expect.any(Number), lapsed.id]);
      expect((await stored(lapsed.id))?.promotion_status).toBe('inactive');
      expect(
        (await audit(lapsed.id)).map((l) => [l.action, l.admin_user_id, l.admin_notes]),
      ).toEqual([['deactivate', null, 'premium promotion expired on 2025-07-01']]);
      expect((await stored(running.id))?.promotion_status).toBe('active');
      expect(await expirePromotions(db())).toBe(0);
      expect(await audit(lapsed.id)).toHaveLength(1);
      expect((await summary()).monthlyRevenue).toBe(148);

      /* A later date, then the switch: it runs again. */
      const put = await as('admin')({
        method: 'PUT',
        url: `/api/admin/promotion/providers/${lapsed.id}`,
        payload: { tier: 'premium', monthlyFee: 99, expiresAt: '2031-01-31' },
      });
      expect(put.json()).toMatchObject({ status: 'inactive', expired: false });
      const again = await as('admin')({
        method: 'POST',
        url: `/api/admin/promotion/providers/${lapsed.id}/status`,
        payload: { status: 'active' },
      });
      expect(again.json()).toMatchObject({ status: 'active', expired: false });
      expect((await summary()).monthlyRevenue).toBe(247);
    });

    it('saving an expiry date already past ends an active promotion at once', async () => {
      const p = await provider({
        promotion_tier: 'enhanced',
        promotion_status: 'active',
        monthly_promotion_fee: 49,
      });
      const put = await as('admin')({
        method: 'PUT',
        url: `/api/admin/promotion/providers/${p.id}`,
        payload: { tier: 'enhanced', monthlyFee: 49, expiresAt: '2025-07-01' },
      });
      expect(put.json()).toMatchObject({ status: 'inactive', expired: true });
      expect((await stored(p.id))?.promotion_status).toBe('inactive');
    });
  });
});
