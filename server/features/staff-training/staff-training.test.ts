import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../../common/contracts/staff-training';
import { moderation_logs, providers, staff_trainings, stored_files } from '../../db/schema';
import { type CookieJar, createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { type Persona, persona } from '../../test/fixtures/business';
import { multipartBody, SAMPLE_FILES } from '../../test/fixtures/uploads';
import { insertProvider } from '../providers/provider-factory';

/* Dates relative to today, so the test means the same thing any day it runs. */
const daysFromToday = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));

describe.each(testDatabaseModes())('staff training (%s, decision 071)', (mode) => {
  let t: TestApp;
  let owner: Persona;
  let otherOwner: Persona;
  let moderator: Persona;
  let member: Persona;
  let ownId: number;
  let otherId: number;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    owner = await persona(t, 'owner@trained.example', 'business_admin');
    otherOwner = await persona(t, 'owner@elsewhere.example', 'business_admin');
    moderator = await persona(t, 'moderator@example.com', 'moderator');
    member = await persona(t, 'member@example.com');
    const listed = {
      verification_status: 'verified',
      verified: true,
      accommodation_status: 'verified',
    } as const;
    ownId = await insertProvider(t.app.database.db, {
      name: 'Trained Teeth Dental',
      business_admin_user_id: owner.id,
      ...listed,
    });
    otherId = await insertProvider(t.app.database.db, {
      name: 'Elsewhere Dental',
      business_admin_user_id: otherOwner.id,
      ...listed,
    });
  }, 120_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    jar?: CookieJar,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { origin: t.origin, ...(jar ? { cookie: jar.header() } : {}) },
    });
  const create = (jar: CookieJar, body: object, providerId = ownId) =>
    send('POST', `/api/business/providers/${providerId}/staff-trainings`, jar, body);
  const upload = (id: string, jar: CookieJar, data: Buffer, contentType = 'application/pdf') => {
    const body = multipartBody([{ filename: 'certificate.pdf', contentType, data }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/business/staff-trainings/${id}/document`,
      payload: body.payload,
      headers: { 'content-type': body.contentType, origin: t.origin, cookie: jar.header() },
    });
  };
  const publicList = async (providerId = ownId) => {
    const r = await send('GET', `/api/providers/${providerId}/staff-trainings`);
    expect(r.statusCode).toBe(200);
    return (r.json() as { trainings: { name: string }[] }).trainings.map((x) => x.name);
  };
  const visitBits = async () => {
    const [row] = await t.app.database.db
      .select({ bits: providers.visit_bits })
      .from(providers)
      .where(eq(providers.id, ownId));
    return (row?.bits ?? 0) & 2;
  };
  const valid = (overrides: object = {}) => ({
    name: 'Autism Awareness',
    issuer: 'Calm Minds Institute',
    completedOn: daysFromToday(-60),
    expiresOn: daysFromToday(300),
    ...overrides,
  });

  it('is created, verified by a moderator with its document, shown publicly, and hidden after its expiry', async () => {
    const created = await create(owner.jar, valid());
    expect(created.statusCode).toBe(201);
    const training = created.json() as { id: string; status: string };
    expect(training.status).toBe('pending');
    expect(await publicList()).toEqual([]);

    /* No document yet: nothing to check. */
    const early = await send(
      'POST',
      `/api/admin/staff-trainings/${training.id}/verify`,
      moderator.jar,
    );
    expect(early.statusCode).toBe(409);

    const uploaded = await upload(training.id, owner.jar, SAMPLE_FILES.pdf);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().hasDocument).toBe(true);

    const queue = await send('GET', '/api/admin/staff-trainings', moderator.jar);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items.map((i: { id: string }) => i.id)).toContain(training.id);

    const link = await send(
      'GET',
      `/api/admin/staff-trainings/${training.id}/document-link`,
      moderator.jar,
    );
    expect(link.statusCode).toBe(200);
    expect(link.json().contentType).toBe('application/pdf');
    const file = await t.app.inject({ url: link.json().url });
    expect(file.statusCode).toBe(200);

    const verified = await send(
      'POST',
      `/api/admin/staff-trainings/${training.id}/verify`,
      moderator.jar,
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().status).toBe('verified');
    const audit = await t.app.database.db
      .select()
      .from(moderation_logs)
      .where(
        and(
          eq(moderation_logs.target_type, 'staff_training'),
          eq(moderation_logs.target_id, training.id),
        ),
      );
    expect(audit.map((a) => a.action)).toEqual(['verify_staff_training']);
    expect(audit[0]?.admin_user_id).toBe(moderator.id);

    expect(await publicList()).toEqual(['Autism Awareness']);
    /* The search filter visit=trained-staff reads the provider's bit (decision 068). */
    expect(await visitBits()).toBe(2);

    /* The dates pass: it stops showing on its own, with nothing rewritten. */
    await t.app.database.db
      .update(staff_trainings)
      .set({ completed_on: daysFromToday(-800), expires_on: daysFromToday(-1) })
      .where(eq(staff_trainings.id, training.id));
    expect(await publicList()).toEqual([]);
    const own = await send('GET', `/api/business/providers/${ownId}/staff-trainings`, owner.jar);
    const mine = own.json().trainings.find((x: { id: string }) => x.id === training.id);
    expect(mine).toMatchObject({ status: 'verified', expired: true });
  });

  it('marks the name and the issuer with the language they were written in, null when too short to tell', async () => {
    const name = 'Atención tranquila para niños con autismo y sensibilidad sensorial';
    const issuer = 'The National Institute for Sensory Friendly Care and Autism Training';
    const created = await create(owner.jar, valid({ name, issuer }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ nameLang: 'es', issuerLang: 'en' });
    const short = await create(owner.jar, valid({ name: 'ABA Basics', issuer: 'CalmCo' }));
    expect(short.json()).toMatchObject({ nameLang: null, issuerLang: null });
    await t.app.database.db
      .update(staff_trainings)
      .set({ status: 'verified' })
      .where(eq(staff_trainings.id, created.json().id));
    const r = await send('GET', `/api/providers/${ownId}/staff-trainings`);
    expect(r.json().trainings.find((x: { name: string }) => x.name === name)).toMatchObject({
      nameLang: 'es',
      issuerLang: 'en',
    });
    for (const id of [created.json().id, short.json().id]) {
      expect(
        (await send('DELETE', `/api/business/staff-trainings/${id}`, owner.jar)).statusCode,
      ).toBe(200);
    }
  });

  it('goes back to pending when a verified one is edited, and a rejection is audited with its reason', async () => {
    const created = (await create(owner.jar, valid({ name: 'Sensory Safe Care' }))).json();
    await upload(created.id, owner.jar, SAMPLE_FILES.png, 'image/png');
    await send('POST', `/api/admin/staff-trainings/${created.id}/verify`, moderator.jar);
    expect(await publicList()).toContain('Sensory Safe Care');

    const edited = await send(
      'PUT',
      `/api/business/staff-trainings/${created.id}`,
      owner.jar,
      valid({ name: 'Sensory Safe Care II' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().status).toBe('pending');
    expect(await visitBits()).toBe(0);
    expect(await publicList()).not.toContain('Sensory Safe Care II');

    /* The same details again change nothing. */
    const same = await send(
      'PUT',
      `/api/business/staff-trainings/${created.id}`,
      owner.jar,
      valid({ name: 'Sensory Safe Care II' }),
    );
    expect(same.json().status).toBe('pending');

    const refused = await send(
      'POST',
      `/api/admin/staff-trainings/${created.id}/reject`,
      moderator.jar,
      { reason: 'The name on the certificate differs.' },
    );
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The name on the certificate differs.',
    });
    const again = await send(
      'POST',
      `/api/admin/staff-trainings/${created.id}/verify`,
      moderator.jar,
    );
    expect(again.statusCode).toBe(409);
    const [log] = await t.app.database.db
      .select()
      .from(moderation_logs)
      .where(
        and(
          eq(moderation_logs.action, 'reject_staff_training'),
          eq(moderation_logs.target_id, created.id),
        ),
      );
    expect(log?.admin_notes).toContain('The name on the certificate differs.');
  });

  it('refuses a document whose content is not a PDF, JPG or PNG, whatever it claims to be', async () => {
    const created = (await create(owner.jar, valid({ name: 'Quiet Clinic Course' }))).json();
    for (const data of [SAMPLE_FILES.text, SAMPLE_FILES.windowsExe]) {
      const r = await upload(created.id, owner.jar, data, 'application/pdf');
      expect(r.statusCode).toBe(415);
      expect(r.json().error.code).toBe('INVALID_FILE_TYPE');
    }
    const [row] = await t.app.database.db
      .select()
      .from(staff_trainings)
      .where(eq(staff_trainings.id, created.id));
    expect(row?.document_key).toBeNull();
  });

  it('checks the dates with clear messages', async () => {
    const cases: [object, string, RegExp][] = [
      [valid({ expiresOn: daysFromToday(-90) }), 'expiresOn', /after the completion date/],
      [
        valid({ completedOn: daysFromToday(-400), expiresOn: daysFromToday(-2) }),
        'expiresOn',
        /already expired/,
      ],
      [valid({ completedOn: daysFromToday(5) }), 'completedOn', /cannot be in the future/],
      [valid({ completedOn: '2025-02-30' }), 'completedOn', /YYYY-MM-DD/],
      [valid({ name: ' ' }), 'name', /name of the training/],
    ];
    for (const [body, field, message] of cases) {
      const r = await create(owner.jar, body);
      expect(r.statusCode).toBe(400);
      expect(JSON.stringify(r.json())).toMatch(message);
      expect(JSON.stringify(r.json())).toContain(field);
    }
    const noExpiry = await create(owner.jar, valid({ name: 'Lifetime Course', expiresOn: null }));
    expect(noExpiry.statusCode).toBe(201);
  });

  it("keeps another business (and members) out of a business's trainings", async () => {
    const created = (await create(owner.jar, valid({ name: 'Private Course' }))).json();
    const list = await send(
      'GET',
      `/api/business/providers/${ownId}/staff-trainings`,
      otherOwner.jar,
    );
    expect(list.statusCode).toBe(403);
    const edit = await send(
      'PUT',
      `/api/business/staff-trainings/${created.id}`,
      otherOwner.jar,
      valid({ name: 'Hijacked' }),
    );
    expect(edit.statusCode).toBe(403);
    const remove = await send(
      'DELETE',
      `/api/business/staff-trainings/${created.id}`,
      otherOwner.jar,
    );
    expect(remove.statusCode).toBe(403);
    const doc = await upload(created.id, otherOwner.jar, SAMPLE_FILES.pdf);
    expect(doc.statusCode).toBe(403);
    const add = await create(otherOwner.jar, valid(), ownId);
    expect(add.statusCode).toBe(403);
    const decide = await send(
      'POST',
      `/api/admin/staff-trainings/${created.id}/verify`,
      member.jar,
    );
    expect(decide.statusCode).toBe(403);
    const own = await send(
      'GET',
      `/api/business/providers/${otherId}/staff-trainings`,
      otherOwner.jar,
    );
    expect(own.json().trainings).toEqual([]);
    const [row] = await t.app.database.db
      .select()
      .from(staff_trainings)
      .where(eq(staff_trainings.id, created.id));
    expect(row?.name).toBe('Private Course');
  });

  it('removes a training with its document', async () => {
    const created = (await create(owner.jar, valid({ name: 'Short Course' }))).json();
    const uploaded = await upload(created.id, owner.jar, SAMPLE_FILES.jpeg, 'image/jpeg');
    expect(uploaded.statusCode).toBe(201);
    const [row] = await t.app.database.db
      .select()
      .from(staff_trainings)
      .where(eq(staff_trainings.id, created.id));
    const r = await send('DELETE', `/api/business/staff-trainings/${created.id}`, owner.jar);
    expect(r.statusCode).toBe(200);
    const [file] = await t.app.database.db
      .select()
      .from(stored_files)
      .where(eq(stored_files.id, row?.document_key ?? ''));
    expect(file?.removed_at).not.toBeNull();
    expect(
      await t.app.database.db
        .select()
        .from(staff_trainings)
        .where(eq(staff_trainings.id, created.id)),
    ).toEqual([]);
  });
});
