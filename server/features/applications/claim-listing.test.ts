import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_SIGN_IN_MESSAGE,
  LISTING_ALREADY_CLAIMED_MESSAGE,
  LISTING_RETIRED_MESSAGE,
} from '../../../common/contracts/applications';
import { mail_outbox, providers } from '../../db/schema';
import type { CookieJar, TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { freshAddress, persona, validApplication } from '../../test/fixtures/business';
import { insertProvider, type ProviderOverrides } from '../providers/provider-factory';

/* Decision 060: 'Is this your business?' claims the listed place, never adds a second one. */
describe.each(testDatabaseModes())('claiming a listing (%s)', (mode) => {
  let t: TestApp;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const importedListing = (overrides: ProviderOverrides = {}) => {
    seq += 1;
    return insertProvider(t.app.database.db, {
      name: `Imported Kids Cuts ${seq}`,
      category: 'Hair Stylist / Barber',
      accommodations: '',
      accommodation_status: 'verified',
      verification_status: 'unverified',
      source: 'osm',
      external_id: `node/${700_000 + seq}`,
      registry_status: 'imported',
      ...overrides,
    });
  };
  const claim = (providerId: number, body: unknown, jar?: CookieJar) =>
    t.app.inject({
      method: 'POST',
      url: `/api/provider-applications?claim=${providerId}`,
      payload: body as object,
      remoteAddress: freshAddress(),
      headers: { origin: t.origin, ...(jar ? { cookie: jar.header() } : {}) },
    });
  const stored = async (id: number) => {
    const [row] = await t.app.database.db.select().from(providers).where(eq(providers.id, id));
    return row;
  };
  const count = async () => (await t.app.database.db.select().from(providers)).length;

  it("a signed-in owner whose address is the application's claims the listing at once: no second provider, they are its business admin", async () => {
    const id = await importedListing();
    const owner = await persona(t, `owner-${id}@kidscuts.example`);
    const before = await count();
    const r = await claim(id, validApplication({ email: owner.email }), owner.jar);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ id, verificationStatus: 'unverified', canUploadDocuments: true });
    expect(await count()).toBe(before);
    const row = await stored(id);
    expect(row).toMatchObject({
      business_admin_user_id: owner.id,
      submitted_by_user_id: owner.id,
      contact_email: owner.email,
      verification_status: 'unverified',
      /* The listing's public facts stay as the registry gave them until the team verified. */
      name: `Imported Kids Cuts ${seq}`,
      accommodations: '',
      accommodation_status: 'verified',
      source: 'osm',
    });
    const mails = await t.app.database.db
      .select()
      .from(mail_outbox)
      .where(eq(mail_outbox.to_address, owner.email));
    expect(mails.map((m) => m.kind)).toEqual(['application-received']);
  });

  it('a claim with another address waits for the team; approval mails that address the business signup link', async () => {
    const id = await importedListing();
    const claimant = await persona(t, `claimant-${id}@example.com`);
    const admin = await persona(t, `admin-${id}@calmpath.example`, 'admin');
    const office = `office-${id}@kidscuts.example`;
    const r = await claim(id, validApplication({ email: office }), claimant.jar);
    expect(r.statusCode).toBe(201);
    expect(await stored(id)).toMatchObject({
      business_admin_user_id: null,
      submitted_by_user_id: claimant.id,
      contact_email: office,
    });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/verification/${id}/approve`,
      payload: {},
      headers: { origin: t.origin, cookie: admin.jar.header() },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ verificationStatus: 'verified', mail: 'queued' });
    const mails = await t.app.database.db
      .select()
      .from(mail_outbox)
      .where(eq(mail_outbox.to_address, office));
    const approval = mails.find((m) => m.kind !== 'application-received');
    expect(approval?.text).toContain(`/business-signup?provider=${id}&token=`);
  });

  it(`refuses a claim without an account: 401 '${CLAIM_SIGN_IN_MESSAGE}'`, async () => {
    const id = await importedListing();
    const r = await claim(id, validApplication());
    expect(r.statusCode).toBe(401);
    expect(r.json().error).toMatchObject({
      code: 'SIGN_IN_TO_CLAIM',
      message: CLAIM_SIGN_IN_MESSAGE,
    });
    expect(await stored(id)).toMatchObject({ submitted_by_user_id: null, contact_email: null });
  });

  it(`refuses a second claim, and a claim of a listing a business runs: 409 '${LISTING_ALREADY_CLAIMED_MESSAGE}'`, async () => {
    const id = await importedListing();
    const first = await persona(t, `first-${id}@example.com`);
    const second = await persona(t, `second-${id}@example.com`);
    expect((await claim(id, validApplication({ email: first.email }), first.jar)).statusCode).toBe(
      201,
    );
    const r = await claim(id, validApplication({ email: second.email }), second.jar);
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toMatchObject({
      code: 'LISTING_ALREADY_CLAIMED',
      message: LISTING_ALREADY_CLAIMED_MESSAGE,
    });
    expect((await stored(id))?.business_admin_user_id).toBe(first.id);

    const runBy = await persona(t, `runs-${id}@example.com`);
    const owned = await importedListing({ business_admin_user_id: runBy.id });
    const refused = await claim(owned, validApplication({ email: second.email }), second.jar);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('LISTING_ALREADY_CLAIMED');
  });

  it(`refuses a claim of a retired listing: 409 '${LISTING_RETIRED_MESSAGE}'; an unknown or hidden one is 404`, async () => {
    const member = await persona(t, `member-retired-${seq}@example.com`);
    const retired = await importedListing({
      registry_status: 'retired',
      accommodation_status: 'pending',
    });
    const r = await claim(retired, validApplication({ email: member.email }), member.jar);
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toMatchObject({
      code: 'LISTING_RETIRED',
      message: LISTING_RETIRED_MESSAGE,
    });
    const pending = await insertProvider(t.app.database.db, { accommodation_status: 'pending' });
    expect((await claim(pending, validApplication(), member.jar)).statusCode).toBe(404);
    expect((await claim(2_000_000_000, validApplication(), member.jar)).statusCode).toBe(404);
    expect(await stored(retired)).toMatchObject({ submitted_by_user_id: null });
  });
});
