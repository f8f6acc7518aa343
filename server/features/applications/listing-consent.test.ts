import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_TOKEN_HEADER } from '../../../common/contracts/business';
import { mail_outbox, providers } from '../../db/schema';
import { type CookieJar, createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { documentBody, freshAddress, type Persona, persona } from '../../test/fixtures/business';
import { multipartBody, SAMPLE_FILES } from '../../test/fixtures/uploads';
import { APPLICATION_RECEIVED_KIND } from './application-received-mail';
import { LISTING_CONSENT_KIND } from './listing-consent-mail';

let uniqueName = 0;
const application = (email: string) => {
  uniqueName += 1;
  return {
    businessName: `Planted Studio ${uniqueName}`,
    businessCategory: 'Dentist',
    email,
    address: 'Portland, OR',
    sensoryAccommodations: ['Quiet Waiting Area'],
    consentListing: true,
    consentDataSharing: true,
    consentTerms: true,
    consentVerification: true,
  };
};

/*
 * Decision 037: an anonymous application naming the address of a business account with no
 * business showed up in that account's dashboard as its own, editable, documents uploadable.
 * Now it is linked only after the account's holder confirms through the mailed link.
 */
describe.each(testDatabaseModes())('listing consent (%s)', (mode) => {
  let t: TestApp;
  let unlinked: Persona;
  let stranger: Persona;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    unlinked = await persona(t, 'unlinked@calmpath.example', 'business_admin');
    stranger = await persona(t, 'stranger@example.com');
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const apply = (email: string, jar?: CookieJar) =>
    t.app.inject({
      method: 'POST',
      url: '/api/provider-applications',
      payload: application(email),
      remoteAddress: freshAddress(),
      headers: { origin: t.origin, ...(jar ? { cookie: jar.header() } : {}) },
    });
  const dashboard = async (who: Persona) => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/business/providers',
      headers: { cookie: who.jar.header() },
    });
    expect(r.statusCode).toBe(200);
    return (r.json().providers as { id: number }[]).map((p) => p.id);
  };
  const editProfile = (id: number, who: Persona) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/business/providers/${id}/profile`,
      payload: { description: 'Taken over by someone else', accommodations: [] },
      headers: { origin: t.origin, cookie: who.jar.header() },
    });
  const dashboardUpload = (id: number, who: Persona) => {
    const body = documentBody([
      { filename: 'license.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/business/providers/${id}/documents`,
      remoteAddress: freshAddress(),
      payload: body.payload,
      headers: { 'content-type': body.contentType, origin: t.origin, cookie: who.jar.header() },
    });
  };
  const applicationUpload = (id: number, who: Persona) => {
    const body = multipartBody([
      { filename: 'license.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/provider-applications/${id}/documents`,
      remoteAddress: freshAddress(),
      payload: body.payload,
      headers: { 'content-type': body.contentType, origin: t.origin, cookie: who.jar.header() },
    });
  };
  const mailsOf = (providerId: number, kind: string) =>
    t.app.database.db
      .select()
      .from(mail_outbox)
      .where(and(eq(mail_outbox.target_id, String(providerId)), eq(mail_outbox.kind, kind)));
  const consentLink = async (providerId: number) => {
    const [mail] = await mailsOf(providerId, LISTING_CONSENT_KIND);
    const match = mail?.text.match(/\/business-signup\?provider=(\d+)&token=([A-Za-z0-9_-]{43})/);
    if (!match) throw new Error('no consent link in the mail');
    return { providerId: Number(match[1]), token: match[2] as string };
  };
  const complete = (providerId: number, token: string, who: Persona) =>
    t.app.inject({
      method: 'POST',
      url: `/api/business/signup-links/${providerId}/complete`,
      remoteAddress: freshAddress(),
      payload: { token },
      headers: { origin: t.origin, cookie: who.jar.header() },
    });

  it("keeps an anonymous application naming a business account's address out of its dashboard: no listing, no edits, no uploads", async () => {
    const r = await apply(unlinked.email);
    expect(r.statusCode).toBe(201);
    const id = r.json().id as number;
    const [row] = await t.app.database.db.select().from(providers).where(eq(providers.id, id));
    expect(row?.business_admin_user_id).toBeNull();

    expect(await dashboard(unlinked)).toEqual([]);
    expect((await editProfile(id, unlinked)).statusCode).toBe(403);
    const upload = await dashboardUpload(id, unlinked);
    expect(upload.statusCode).toBe(403);
    expect(upload.json().error.code).toBe('NOT_YOUR_PROVIDER');
    expect((await applicationUpload(id, unlinked)).statusCode).toBe(403);
  });

  it('asks the account holder by e-mail, and links the listing once they confirm while signed in', async () => {
    const id = (await apply(unlinked.email)).json().id as number;
    const [mail] = await mailsOf(id, LISTING_CONSENT_KIND);
    expect(mail).toMatchObject({ to_address: unlinked.email, target_type: 'provider' });
    /* Nothing the applicant typed travels in it: the page behind the link names the business. */
    expect(mail?.text).not.toContain('Planted Studio');
    expect(await mailsOf(id, APPLICATION_RECEIVED_KIND)).toHaveLength(1);

    const link = await consentLink(id);
    expect(link.providerId).toBe(id);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/business/signup-links/${id}`,
      headers: { [LINK_TOKEN_HEADER]: link.token, cookie: unlinked.jar.header() },
      remoteAddress: freshAddress(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ email: unlinked.email, state: 'valid' });

    /* Someone else holding the link cannot take the listing. */
    const taken = await complete(id, link.token, stranger);
    expect(taken.statusCode).toBe(403);
    expect(taken.json().error.code).toBe('EMAIL_MISMATCH');
    expect(await dashboard(unlinked)).toEqual([]);

    const confirmed = await complete(id, link.token, unlinked);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true, providerId: id });
    expect(await dashboard(unlinked)).toContain(id);
    expect((await dashboardUpload(id, unlinked)).statusCode).toBe(201);
  });

  it('links a signed-in applicant applying with their own confirmed address at once, without asking', async () => {
    const owner = await persona(t, 'chain.owner@example.com', 'business_admin');
    const id = (await apply(owner.email, owner.jar)).json().id as number;
    expect(await dashboard(owner)).toEqual([id]);
    expect(await mailsOf(id, LISTING_CONSENT_KIND)).toEqual([]);
  });

  it('asks when a signed-in applicant names somebody else’s address', async () => {
    const id = (await apply(unlinked.email, stranger.jar)).json().id as number;
    expect(await dashboard(unlinked)).not.toContain(id);
    expect(await mailsOf(id, LISTING_CONSENT_KIND)).toHaveLength(1);
  });

  it('sends no consent mail for an address without an account (the approval mail carries the signup link)', async () => {
    const id = (await apply('nobody.yet@example.com')).json().id as number;
    expect(await mailsOf(id, LISTING_CONSENT_KIND)).toEqual([]);
    expect(await mailsOf(id, APPLICATION_RECEIVED_KIND)).toHaveLength(1);
  });
});
