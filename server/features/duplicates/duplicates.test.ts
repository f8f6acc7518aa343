import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderation_logs, profiles, providers, user_roles, users } from '../../db/schema';
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
import { findDuplicateEmails } from './find-duplicate-emails';

describe.each(testDatabaseModes())('Duplicate Emails (%s)', (mode) => {
  let t: TestApp;
  let people: Personas;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    people = await signInPersonas(t, 'dupes');
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const as = (who: PersonaName) => asPersona(t, people, who);
  const db = () => t.app.database.db;

  /** A user with a profile, inserted directly so e-mails may differ only by case. */
  async function user(
    email: string,
    opts: { name?: string; confirmed?: boolean; createdAt?: Date } = {},
  ) {
    counter += 1;
    const id = `dup-user-${counter}`;
    const createdAt = opts.createdAt ?? new Date(Date.UTC(2025, 0, counter));
    await db()
      .insert(users)
      .values({
        id,
        email,
        name: opts.name ?? `User ${counter}`,
        emailVerified: opts.confirmed ?? true,
        createdAt,
      });
    await db()
      .insert(profiles)
      .values({ id, email, full_name: opts.name ?? `User ${counter}`, created_at: createdAt });
    return { id, email, createdAt };
  }
  async function provider(
    contactEmail: string | null,
    values: Partial<typeof providers.$inferInsert> = {},
  ) {
    counter += 1;
    const [row] = await db()
      .insert(providers)
      .values({
        name: `Shared Inbox Studio ${counter}`,
        category: 'Dentist',
        contact_email: contactEmail,
        created_at: new Date(Date.UTC(2024, 0, counter)),
        ...values,
      })
      .returning();
    if (!row) throw new Error('no provider');
    return row;
  }
  const list = async (after?: string) => {
    const r = await as('admin')({
      url: `/api/admin/duplicate-emails${after ? `?after=${encodeURIComponent(after)}` : ''}`,
    });
    expect(r.statusCode).toBe(200);
    return r.json();
  };
  const link = (payload: unknown, who: PersonaName = 'admin') =>
    as(who)({ method: 'POST', url: '/api/admin/duplicate-emails/link', payload });
  const audit = (providerId: number) =>
    db()
      .select()
      .from(moderation_logs)
      .where(
        and(
          eq(moderation_logs.target_type, 'provider'),
          eq(moderation_logs.target_id, String(providerId)),
        ),
      );
  const rolesOf = async (userId: string) =>
    (await db().select().from(user_roles).where(eq(user_roles.user_id, userId))).map((r) => r.role);
  const storedProvider = async (id: number) =>
    (await db().select().from(providers).where(eq(providers.id, id)))[0];

  it('is for admins only', async () => {
    const u = await user('authz@shared.example');
    const p = await provider('authz@shared.example');
    for (const who of PERSONA_NAMES) {
      const r = await as(who)({ url: '/api/admin/duplicate-emails' });
      expect(r.statusCode, who).toBe(ADMIN_ONLY[who]);
      if (r.statusCode === 403) expectAdminRequired(r);
    }
    for (const who of PERSONA_NAMES.filter((w) => w !== 'admin')) {
      const r = await link({ providerId: p.id, userId: u.id }, who);
      expect(r.statusCode, who).toBe(ADMIN_ONLY[who]);
    }
    expect((await storedProvider(p.id))?.business_admin_user_id).toBeNull();
    expect(await audit(p.id)).toEqual([]);
    expect(await rolesOf(u.id)).toEqual([]);
  });

  it('groups e-mails shared by profiles and providers, ignoring case, with every member', async () => {
    await db().execute(sql`DELETE FROM providers`);
    const pat = await user('Pat@Studio.example', {
      name: 'Pat Early',
      createdAt: new Date('2024-02-01T10:00:00Z'),
    });
    const pat2 = await user('pat@studio.example', {
      name: 'Pat Later',
      createdAt: new Date('2024-03-01T10:00:00Z'),
    });
    const shop = await provider('PAT@studio.example');
    const branch = await provider('pat@studio.example');
    await user('only-a-user@nowhere.example');
    await provider('only-a-provider@nowhere.example');
    await provider('two-providers@chain.example');
    await provider('two-providers@chain.example');
    await provider(null);
    await provider('');

    const body = await list();
    expect(body.nextCursor).toBeNull();
    const group = body.groups.find((g: { email: string }) => g.email === 'pat@studio.example');
    expect(body.groups.map((g: { email: string }) => g.email)).not.toContain(
      'two-providers@chain.example',
    );
    expect(body.groups.map((g: { email: string }) => g.email)).not.toContain(
      'only-a-user@nowhere.example',
    );
    expect(group).toEqual({
      email: 'pat@studio.example',
      userCount: 2,
      providerCount: 2,
      users: [
        {
          id: pat.id,
          fullName: 'Pat Early',
          email: 'Pat@Studio.example',
          createdAt: '2024-02-01T10:00:00.000Z',
          emailConfirmed: true,
        },
        {
          id: pat2.id,
          fullName: 'Pat Later',
          email: 'pat@studio.example',
          createdAt: '2024-03-01T10:00:00.000Z',
          emailConfirmed: true,
        },
      ],
      providers: [
        {
          id: shop.id,
          name: shop.name,
          contactEmail: 'PAT@studio.example',
          createdAt: shop.created_at.toISOString(),
          businessAdminUserId: null,
        },
        {
          id: branch.id,
          name: branch.name,
          contactEmail: 'pat@studio.example',
          createdAt: branch.created_at.toISOString(),
          businessAdminUserId: null,
        },
      ],
    });
  });

  it('pages by e-mail with a cursor', async () => {
    await db().execute(sql`DELETE FROM providers`);
    const emails = [
      'a@page.example',
      'b@page.example',
      'c@page.example',
      'd@page.example',
      'e@page.example',
    ];
    for (const email of emails) {
      await user(email);
      await provider(email);
    }
    const first = await findDuplicateEmails(db(), '', 2);
    expect(first.groups.map((g) => g.email)).toEqual(['a@page.example', 'b@page.example']);
    expect(first.nextCursor).toBe('b@page.example');
    const second = await findDuplicateEmails(db(), first.nextCursor ?? '', 2);
    expect(second.groups.map((g) => g.email)).toEqual(['c@page.example', 'd@page.example']);
    const last = await findDuplicateEmails(db(), second.nextCursor ?? '', 2);
    expect(last).toMatchObject({ nextCursor: null, groups: [{ email: 'e@page.example' }] });
    expect((await list('c@page.example')).groups.map((g: { email: string }) => g.email)).toEqual([
      'd@page.example',
      'e@page.example',
    ]);
  });

  it('searches by e-mail, account name, business name and city, filters by state; 400 on bad params (decision 046)', async () => {
    await db().execute(sql`DELETE FROM providers`);
    await user('robin@qdup.example', { name: 'Robin Quist' });
    await provider('robin@qdup.example', {
      name: 'Zephyr 100% Dental',
      location: 'Austin, TX',
      zip_code: '00000',
    });
    await user('sam@qdup.example', { name: 'Sam Alder' });
    await provider('sam@qdup.example', {
      name: 'Alder Swim',
      location: 'Portland, OR',
      zip_code: '00000',
    });
    const emails = async (query: string) => {
      const r = await as('admin')({ url: `/api/admin/duplicate-emails?${query}` });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().groups.map((g: { email: string }) => g.email);
    };
    expect(await emails('q=qdup')).toEqual(['robin@qdup.example', 'sam@qdup.example']);
    expect(await emails('q=QUIST')).toEqual(['robin@qdup.example']);
    expect(await emails('q=alder+swim')).toEqual(['sam@qdup.example']);
    expect(await emails('q=portland')).toEqual(['sam@qdup.example']);
    expect(await emails('q=100%25')).toEqual(['robin@qdup.example']);
    expect(await emails('q=_')).toEqual([]);
    expect(await emails('state=tx')).toEqual(['robin@qdup.example']);
    expect(await emails('state=OR&q=robin')).toEqual([]);
    expect(await emails('sort=name&q=qdup&after=robin%40qdup.example')).toEqual([
      'sam@qdup.example',
    ]);
    for (const bad of ['state=Texas', 'sort=newest', `q=${'x'.repeat(101)}`]) {
      const r = await as('admin')({ url: `/api/admin/duplicate-emails?${bad}` });
      expect(r.statusCode, bad).toBe(400);
    }
    const moderator = await as('moderator')({ url: '/api/admin/duplicate-emails?q=qdup' });
    expect(moderator.statusCode).toBe(403);
  });

  it('says nothing is duplicated when nothing is', async () => {
    await db().execute(sql`DELETE FROM providers`);
    expect(await list()).toEqual({ groups: [], nextCursor: null });
  });

  it('links the chosen account as business admin in one audited transaction', async () => {
    const first = await user('owner@linked.example', { name: 'Lee Owner' });
    const second = await user('Owner@Linked.example', { name: 'Lee Second' });
    const p = await provider('OWNER@linked.example', { name: 'Linked Calm Dental' });

    const r = await link({ providerId: p.id, userId: second.id });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      providerId: p.id,
      providerName: 'Linked Calm Dental',
      userId: second.id,
      userName: 'Lee Second',
    });
    expect((await storedProvider(p.id))?.business_admin_user_id).toBe(second.id);
    expect(await rolesOf(second.id)).toEqual(['business_admin']);
    expect(await rolesOf(first.id)).toEqual([]);
    expect(await audit(p.id)).toEqual([
      expect.objectContaining({
        action: 'link_user',
        admin_user_id: people.admin.id,
        admin_email: people.admin.email,
        admin_notes: `Linked Owner@Linked.example (user ${second.id}) as business admin`,
      }),
    ]);
    const group = (await list()).groups.find(
      (g: { email: string }) => g.email === 'owner@linked.example',
    );
    expect(group.providers[0].businessAdminUserId).toBe(second.id);

    const again = await link({ providerId: p.id, userId: first.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'ALREADY_LINKED',
      message: 'This provider already has a business admin.',
    });
    expect(await audit(p.id)).toHaveLength(1);
  });

  it('refuses a user whose confirmed e-mail is not the provider contact e-mail', async () => {
    const stranger = await user('stranger@elsewhere.example');
    const unconfirmed = await user('new@unconfirmed.example', { confirmed: false });
    const p = await provider('new@unconfirmed.example');
    const cases: [unknown, number, string][] = [
      [{ providerId: p.id, userId: stranger.id }, 409, 'EMAIL_MISMATCH'],
      [{ providerId: p.id, userId: unconfirmed.id }, 409, 'EMAIL_NOT_CONFIRMED'],
      [{ providerId: p.id, userId: 'no-such-user' }, 404, 'USER_NOT_FOUND'],
      [{ providerId: 2147483000, userId: stranger.id }, 404, 'PROVIDER_NOT_FOUND'],
      [{ providerId: '12', userId: stranger.id }, 400, 'VALIDATION_ERROR'],
      [{ providerId: p.id, userId: '' }, 400, 'VALIDATION_ERROR'],
      [{ providerId: p.id, userId: 'a\u0000b' }, 400, 'VALIDATION_ERROR'],
      [{ providerId: p.id }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [payload, status, code] of cases) {
      const r = await link(payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(status);
      expect(r.json().error.code).toBe(code);
    }
    const noEmail = await provider(null);
    expect((await link({ providerId: noEmail.id, userId: stranger.id })).json().error.code).toBe(
      'EMAIL_MISMATCH',
    );
    expect((await storedProvider(p.id))?.business_admin_user_id).toBeNull();
    expect(await audit(p.id)).toEqual([]);
    expect(await rolesOf(unconfirmed.id)).toEqual([]);
  });

  it('a failing audit write leaves neither the link nor the role', async () => {
    const u = await user('atomic@linked.example');
    const p = await provider('atomic@linked.example');
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
      expect((await link({ providerId: p.id, userId: u.id })).statusCode).toBe(500);
    } finally {
      await db().execute(sql.raw('DROP TRIGGER fail_insert ON moderation_logs'));
    }
    expect((await storedProvider(p.id))?.business_admin_user_id).toBeNull();
    expect(await rolesOf(u.id)).toEqual([]);
    expect(await audit(p.id)).toEqual([]);
  });
});
