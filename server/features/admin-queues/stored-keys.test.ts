import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateBusinessProfileBody } from '../../../common/contracts/business';
import { providers, reviews } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { insertReview } from '../../test/fixtures/admin';
import {
  freshAddress,
  type Persona,
  persona,
  validApplication,
} from '../../test/fixtures/business';
import { insertProvider } from '../providers/provider-factory';

/*
 * The admin queues' stored keys (migration 0023, decision 046): a provider's state and a review's
 * business name are kept by the database on every write, whichever path writes.
 */
describe.each(testDatabaseModes())('admin queue stored keys (%s)', (mode) => {
  let t: TestApp;
  let admin: Persona;
  let owner: Persona;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    admin = await persona(t, 'keys.admin@example.com', 'admin');
    owner = await persona(t, 'owner@keys.example', 'business_admin');
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  const stateOf = async (id: number) =>
    (await db().select({ state: providers.state }).from(providers).where(eq(providers.id, id)))[0]
      ?.state;
  const queueIds = async (url: string) => {
    const r = await t.app.inject({ url, headers: { cookie: admin.jar.header() } });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    return (body.items ?? body.reviews).map((x: { id: number }) => x.id) as number[];
  };

  it("is the ZIP's state, else the location's last state code, on insert and on every change", async () => {
    /* The ZIP wins over a location that says otherwise. */
    const id = await insertProvider(db(), { location: 'Portland, OR', zip_code: '78704' });
    expect(await stateOf(id)).toBe('TX');
    /* An unknown ZIP: the location's ", XX" that is a state code, the last one. */
    await db()
      .update(providers)
      .set({ zip_code: '00000', location: 'Suite 5, Austin, TX, US' })
      .where(eq(providers.id, id));
    expect(await stateOf(id)).toBe('TX');
    /* The location alone changes. */
    await db().update(providers).set({ location: 'Denver, CO 80205' }).where(eq(providers.id, id));
    expect(await stateOf(id)).toBe('CO');
    /* The ZIP alone changes (raw SQL too: it is the database that keeps it). */
    await db().execute(sql`UPDATE providers SET zip_code = '98101-1234' WHERE id = ${id}`);
    expect(await stateOf(id)).toBe('WA');
    await db().execute(
      sql`UPDATE providers SET zip_code = '', location = 'Hauptstrasse 5, Berlin 10115' WHERE id = ${id}`,
    );
    expect(await stateOf(id)).toBeNull();
    /* Lower case is not a state code; neither is a word that is not one. */
    await db()
      .update(providers)
      .set({ location: 'Austin, tx; Room 4, AB 12' })
      .where(eq(providers.id, id));
    expect(await stateOf(id)).toBeNull();
  });

  it('follows an application and a profile edit, and the state filter with it', async () => {
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/provider-applications',
      remoteAddress: freshAddress(),
      headers: { origin: t.origin },
      payload: validApplication({
        businessName: 'Keys Quiet Dental',
        businessWebsite: 'https://keys.example',
        phoneNumber: '(512) 555-0142',
        email: 'owner@keys.example',
        address: '1000 S Lamar Blvd, Austin, TX 78704',
        sensoryAccommodations: ['Quiet Waiting Area'],
      }),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json().id as number;
    expect(await stateOf(id)).toBe('TX');
    expect(await queueIds('/api/admin/verification/queue?state=TX&q=keys+quiet')).toEqual([id]);

    await db()
      .update(providers)
      .set({ business_admin_user_id: owner.id })
      .where(eq(providers.id, id));
    const edit = (body: Partial<UpdateBusinessProfileBody>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/business/providers/${id}/profile`,
        headers: { origin: t.origin, cookie: owner.jar.header() },
        payload: {
          phone: '(503) 555-0142',
          website: 'https://keys.example',
          location: '12 Lake Road, Austin, TX',
          zipCode: '78701',
          businessHours: '',
          accommodations: ['Quiet Waiting Area'],
          customAccommodation: '',
          description: '',
          ...body,
        },
      });
    const moved = await edit({ location: '40 Pearl St, Portland, OR', zipCode: '97209' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await stateOf(id)).toBe('OR');
    expect(await queueIds('/api/admin/verification/queue?state=TX&q=keys+quiet')).toEqual([]);
    expect(await queueIds('/api/admin/verification/queue?state=OR&q=keys+quiet')).toEqual([id]);

    const review = await insertReview(db(), id, { reviewer_name: 'Keys Reviewer' });
    expect(await queueIds('/api/admin/reviews/pending?state=OR&q=keys+reviewer')).toEqual([review]);
    const back = await edit({ location: '12 Lake Road, Austin, TX', zipCode: '78701' });
    expect(back.statusCode, back.body).toBe(200);
    expect(await queueIds('/api/admin/reviews/pending?state=OR&q=keys+reviewer')).toEqual([]);
    expect(await queueIds('/api/admin/reviews/pending?state=TX&q=keys+reviewer')).toEqual([review]);
  });

  it("keeps a review's business name: the listing's, renamed with it, else the typed one", async () => {
    const nameOf = async (id: number) =>
      (
        await db().select({ name: reviews.provider_name }).from(reviews).where(eq(reviews.id, id))
      )[0]?.name;
    const first = await insertProvider(db(), { name: 'Wombat Aardvark Dental' });
    const second = await insertProvider(db(), { name: 'Wombat Zebra Swim' });
    const listed = await insertReview(db(), first, { provider: 'typed, unused' });
    const unlisted = await insertReview(db(), first, {
      provider_id: null,
      provider: 'Wombat Middle Barber',
    });
    expect(await nameOf(listed)).toBe('Wombat Aardvark Dental');
    expect(await nameOf(unlisted)).toBe('Wombat Middle Barber');
    const byName = () => queueIds('/api/admin/reviews/pending?q=wombat&sort=name');
    expect(await byName()).toEqual([listed, unlisted]);

    await db().update(providers).set({ name: 'Wombat Zulu Dental' }).where(eq(providers.id, first));
    expect(await nameOf(listed)).toBe('Wombat Zulu Dental');
    expect(await byName()).toEqual([unlisted, listed]);

    await db().update(reviews).set({ provider_id: second }).where(eq(reviews.id, listed));
    expect(await nameOf(listed)).toBe('Wombat Zebra Swim');
    await db()
      .update(reviews)
      .set({ provider_id: null, provider: 'Wombat Alpha Dentist' })
      .where(eq(reviews.id, listed));
    expect(await nameOf(listed)).toBe('Wombat Alpha Dentist');
    expect(await byName()).toEqual([listed, unlisted]);
  });
});
