import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_REQUEST_TYPES } from '../../../common/contracts/verification';
import { ADMIN_MESSAGES as ES_ADMIN_MESSAGES } from '../../../common/messages/es/admin';
import { mail_outbox, moderation_logs, providers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { SAMPLE_FILES } from '../../test/fixtures/uploads';
import {
  ADMIN_ONLY,
  asPersona,
  attachDocument,
  expectAdminRequired,
  PERSONA_NAMES,
  type PersonaName,
  type Personas,
  signInPersonas,
} from '../../test/fixtures/verification';
import { checkToken } from '../tokens/tokens';

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

describe.each(testDatabaseModes())('Provider Verification (%s)', (mode) => {
  let t: TestApp;
  let people: Personas;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    people = await signInPersonas(t, 'verify');
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const as = (who: PersonaName) => asPersona(t, people, who);
  const db = () => t.app.database.db;

  /** A provider waiting for verification: a new application unless overridden. */
  async function queued(overrides: Partial<typeof providers.$inferInsert> = {}) {
    counter += 1;
    const [row] = await db()
      .insert(providers)
      .values({
        name: `Quiet Harbor Dental ${counter}`,
        category: 'Dentist',
        contact_email: `hello${counter}@quietharbor.example`,
        accommodation_status: 'pending',
        verification_status: 'pending',
        ...overrides,
      })
      .returning();
    if (!row) throw new Error('no provider');
    return row;
  }
  const stored = async (id: number) =>
    (await db().select().from(providers).where(eq(providers.id, id)))[0];
  const auditRows = (id: number) =>
    db()
      .select()
      .from(moderation_logs)
      .where(
        and(eq(moderation_logs.target_type, 'provider'), eq(moderation_logs.target_id, String(id))),
      );
  const outbox = (id: number) =>
    db()
      .select()
      .from(mail_outbox)
      .where(and(eq(mail_outbox.target_type, 'provider'), eq(mail_outbox.target_id, String(id))));
  const searchIds = async (q: string) => {
    const r = await t.app.inject({ url: `/api/providers/search?q=${encodeURIComponent(q)}` });
    expect(r.statusCode).toBe(200);
    return (r.json().results as { id: number }[]).map((p) => p.id);
  };
  const linkOf = (text: string, path: string) => {
    const found = text.match(new RegExp(`${t.origin}${path}[^\\s]*`));
    if (!found) throw new Error(`no ${path} link in ${text}`);
    return new URL(found[0]);
  };

  describe('who may do what (spec §1, decision 041: moderators and admins verify)', () => {
    const MODERATORS_TOO = { ...ADMIN_ONLY, moderator: 200 };

    it('only moderators and admins read the queue', async () => {
      for (const who of PERSONA_NAMES) {
        const r = await as(who)({ url: '/api/admin/verification/queue' });
        expect(r.statusCode, who).toBe(MODERATORS_TOO[who]);
        if (r.statusCode === 403) expectAdminRequired(r);
      }
    });

    it('moderators and admins get a document link; others are refused', async () => {
      const provider = await queued();
      await attachDocument(t, provider.id, 'application/pdf', SAMPLE_FILES.pdf);
      for (const who of PERSONA_NAMES) {
        const r = await as(who)({ url: `/api/admin/verification/${provider.id}/document-link` });
        expect(r.statusCode, who).toBe(MODERATORS_TOO[who]);
      }
    });

    it.each([
      ['approve', {}],
      ['reject', { reason: 'Licence expired' }],
      [
        'request-documents',
        { documentType: 'Insurance certificate', message: 'Please send your insurance.' },
      ],
    ])(
      'only moderators and admins may %s; a refused attempt changes nothing',
      async (action, payload) => {
        for (const who of PERSONA_NAMES) {
          const provider = await queued();
          const r = await as(who)({
            method: 'POST',
            url: `/api/admin/verification/${provider.id}/${action}`,
            payload,
          });
          expect(r.statusCode, who).toBe(MODERATORS_TOO[who]);
          if (who === 'admin' || who === 'moderator') {
            expect((await auditRows(provider.id)).map((row) => row.admin_user_id)).toEqual([
              people[who].id,
            ]);
            continue;
          }
          if (r.statusCode === 403) expectAdminRequired(r);
          expect(await stored(provider.id)).toEqual(provider);
          expect(await auditRows(provider.id)).toEqual([]);
          expect(await outbox(provider.id)).toEqual([]);
        }
      },
    );
  });

  describe('the queue', () => {
    it('lists pending and unverified providers oldest first, paged, with document and e-mail state', async () => {
      await db().execute(
        sql`DELETE FROM providers WHERE verification_status IN ('pending', 'unverified')`,
      );
      const base = Date.now() - 100 * DAY;
      const at = (d: number) => new Date(base + d * DAY);
      const newest = await queued({ created_at: at(30), verification_status: 'unverified' });
      const oldest = await queued({ created_at: at(1), contact_email: '  ' });
      const middle = await queued({ created_at: at(10), verification_status: 'unverified' });
      await queued({ created_at: at(0), verification_status: 'verified' });
      await queued({ created_at: at(0), verification_status: 'rejected' });
      await attachDocument(t, middle.id, 'image/png', SAMPLE_FILES.png);
      await db()
        .insert(mail_outbox)
        .values({
          kind: 'document-request',
          to_address: 'x@example.com',
          subject: 's',
          html: 'h',
          text: 't',
          status: 'sent',
          target_type: 'provider',
          target_id: String(middle.id),
          sent_at: at(11),
        });

      const r = await as('admin')({ url: '/api/admin/verification/queue' });
      expect(r.statusCode).toBe(200);
      const body = r.json();
      expect(body).toMatchObject({ page: 1, pageSize: 20, total: 3 });
      expect(body.items.map((i: { id: number }) => i.id)).toEqual([
        oldest.id,
        middle.id,
        newest.id,
      ]);
      expect(body.items[0]).toEqual({
        id: oldest.id,
        name: oldest.name,
        category: 'Dentist',
        location: 'Location not specified',
        contactEmail: null,
        verificationStatus: 'pending',
        hasDocument: false,
        documentType: null,
        verificationNotes: null,
        verificationRequestedAt: null,
        createdAt: at(1).toISOString(),
        lastMail: null,
      });
      expect(body.items[1]).toMatchObject({
        hasDocument: true,
        documentType: 'image/png',
        lastMail: { kind: 'document-request', status: 'sent', at: at(11).toISOString() },
      });

      for (let i = 0; i < 20; i++) await queued({ created_at: at(50 + i) });
      const page2 = (await as('admin')({ url: '/api/admin/verification/queue?page=2' })).json();
      expect(page2).toMatchObject({ page: 2, total: 23 });
      expect(page2.items).toHaveLength(3);
      expect((await as('admin')({ url: '/api/admin/verification/queue?page=0' })).statusCode).toBe(
        400,
      );
      expect((await as('admin')({ url: '/api/admin/verification/queue?page=x' })).statusCode).toBe(
        400,
      );
    });

    it('holds no unclaimed place from a public registry; a claimed, submitted or linked one waits (decision 061)', async () => {
      const listed = {
        verification_status: 'unverified',
        accommodation_status: 'verified',
        registry_status: 'imported',
        contact_email: null,
      } as const;
      const unclaimed = await queued({ ...listed, source: 'nppes', external_id: 'q-1' });
      const unclaimedTx = await queued({
        ...listed,
        source: 'osm',
        external_id: 'node/q-2',
        location: 'Austin, TX 78704',
        zip_code: '78704',
      });
      const claimed = await queued({
        ...listed,
        source: 'nppes',
        external_id: 'q-3',
        submitted_by_user_id: people.member.id,
        contact_email: 'owner@q3.example',
        location: 'Austin, TX 78704',
        zip_code: '78704',
      });
      const linked = await queued({
        ...listed,
        source: 'osm',
        external_id: 'node/q-4',
        registry_linked: true,
      });
      const asked = await queued({
        ...listed,
        source: 'nppes',
        external_id: 'q-5',
        verification_requested_at: new Date(),
      });
      const ids = async (query: string) => {
        const r = await as('admin')({ url: `/api/admin/verification/queue?${query}` });
        expect(r.statusCode).toBe(200);
        return (r.json().items as { id: number }[]).map((i) => i.id);
      };
      for (const query of [
        'sort=oldest',
        'sort=newest',
        'sort=name',
        'state=TX',
        'q=Quiet%20Harbor',
      ]) {
        const shown = new Set<number>();
        for (let page = 1; page <= 20; page++) {
          const onPage = await ids(`${query}&page=${page}`);
          for (const id of onPage) shown.add(id);
          if (onPage.length < 20) break;
        }
        expect(shown.has(unclaimed.id), query).toBe(false);
        expect(shown.has(unclaimedTx.id), query).toBe(false);
        expect(shown.has(claimed.id), query).toBe(true);
        if (query !== 'state=TX') {
          expect(shown.has(linked.id), query).toBe(true);
          expect(shown.has(asked.id), query).toBe(true);
        }
      }
      const total = (await as('admin')({ url: '/api/admin/verification/queue' })).json().total;
      const [{ n }] = (
        await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM providers
          WHERE verification_status IN ('pending', 'unverified')`)
      ).rows as [{ n: number }];
      expect(total).toBe(n - 2);
      /* Nor can it be decided by its id: it is not waiting. */
      const approve = await as('admin')({
        method: 'POST',
        url: `/api/admin/verification/${unclaimed.id}/approve`,
        payload: {},
      });
      expect(approve.statusCode).toBe(409);
      expect(approve.json().error.code).toBe('NOT_IN_QUEUE');
    });

    it('searches by name, e-mail and city, filters by state, sorts and pages (decision 046)', async () => {
      await db().execute(
        sql`DELETE FROM providers WHERE verification_status IN ('pending', 'unverified')`,
      );
      const base = Date.now() - 100 * DAY;
      const at = (d: number) => new Date(base + d * DAY);
      const zeta = await queued({
        name: 'Zeta 100% Calm Dental',
        location: 'Austin, TX',
        contact_email: 'front@zeta.example',
        created_at: at(1),
      });
      const alpha = await queued({
        name: 'Alpha Quiet Swim',
        location: 'Portland, OR',
        contact_email: 'hello@alpha.example',
        created_at: at(2),
        verification_status: 'unverified',
      });
      const mid = await queued({
        name: 'Middle Sensory Gym',
        location: 'Dallas, TX 75201',
        contact_email: 'team@mid.example',
        created_at: at(3),
      });
      await queued({
        name: 'Verified Austin',
        location: 'Austin, TX',
        verification_status: 'verified',
      });
      const ids = async (query: string) => {
        const r = await as('admin')({ url: `/api/admin/verification/queue?${query}` });
        expect(r.statusCode, r.body).toBe(200);
        return r.json().items.map((i: { id: number }) => i.id);
      };

      expect(await ids('q=quiet')).toEqual([alpha.id]);
      expect(await ids('q=TEAM%40MID')).toEqual([mid.id]);
      expect(await ids('q=austin')).toEqual([zeta.id]);
      /* % and _ are the admin's characters, not wildcards. */
      expect(await ids('q=100%25')).toEqual([zeta.id]);
      expect(await ids('q=_')).toEqual([]);
      expect(await ids('state=TX')).toEqual([zeta.id, mid.id]);
      expect(await ids('state=tx&q=dallas')).toEqual([mid.id]);
      expect(await ids('state=OR&sort=newest')).toEqual([alpha.id]);
      expect(await ids('sort=newest')).toEqual([mid.id, alpha.id, zeta.id]);
      expect(await ids('sort=name')).toEqual([alpha.id, mid.id, zeta.id]);
      expect(await ids('sort=oldest')).toEqual([zeta.id, alpha.id, mid.id]);

      for (let i = 0; i < 21; i++) {
        await queued({ name: `Paged Texas ${String(i).padStart(2, '0')}`, location: 'Waco, TX' });
      }
      const page2 = await as('admin')({
        url: '/api/admin/verification/queue?q=paged+texas&sort=name&page=2',
      });
      expect(page2.json()).toMatchObject({
        page: 2,
        total: 21,
        items: [{ name: 'Paged Texas 20' }],
      });

      for (const bad of ['state=Texas', 'state=T1', 'sort=random', `q=${'x'.repeat(101)}`]) {
        const r = await as('admin')({ url: `/api/admin/verification/queue?${bad}` });
        expect(r.statusCode, bad).toBe(400);
        expect(r.json().error.code).toBe('VALIDATION_ERROR');
      }
    });
  });

  describe('Approve & Verify', () => {
    it('verifies, makes the listing searchable, audits and queues the signup e-mail in one go', async () => {
      const provider = await queued({ name: 'Tidewater <Calm> & Co Dental' });
      expect(await searchIds('Tidewater')).toEqual([]);

      const r = await as('admin')({
        method: 'POST',
        url: `/api/admin/verification/${provider.id}/approve`,
        payload: { notes: 'Licence checked' },
      });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ id: provider.id, verificationStatus: 'verified', mail: 'queued' });

      const row = await stored(provider.id);
      expect(row).toMatchObject({
        verification_status: 'verified',
        verified: true,
        accommodation_status: 'verified',
        verification_notes: 'Licence checked',
      });
      expect(Math.abs((row?.verified_at?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
      expect(await searchIds('Tidewater')).toEqual([provider.id]);

      expect(await auditRows(provider.id)).toEqual([
        expect.objectContaining({
          admin_user_id: people.admin.id,
          admin_email: people.admin.email,
          action: 'approve',
          admin_notes: 'Licence checked',
        }),
      ]);
      const [mail] = await outbox(provider.id);
      expect(mail).toMatchObject({
        kind: 'verification-approved',
        to_address: provider.contact_email,
        status: 'queued',
      });
      const link = linkOf(mail?.text ?? '', '/business-signup');
      expect(link.searchParams.get('provider')).toBe(String(provider.id));
      const check = await checkToken(db(), 'signup', provider.id, link.searchParams.get('token'));
      expect(check.ok).toBe(true);
      /* The name is escaped in HTML and plain in text. */
      expect(mail?.html).toContain('Tidewater &lt;Calm&gt; &amp; Co Dental');
      expect(mail?.html).not.toContain('<Calm>');
      expect(mail?.text).toContain('Tidewater <Calm> & Co Dental');
      expect(mail?.html).toContain(`href="${link.toString().replaceAll('&', '&amp;')}"`);

      const again = await as('admin')({
        method: 'POST',
        url: `/api/admin/verification/${provider.id}/approve`,
        payload: {},
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({
        code: 'NOT_IN_QUEUE',
        message: 'This provider is no longer waiting for verification.',
      });
      expect(await auditRows(provider.id)).toHaveLength(1);
    });

    it('approves a suggested business without a contact e-mail and says no e-mail was sent', async () => {
      const provider = await queued({ contact_email: null, verification_status: 'unverified' });
      const r = await as('admin')({
        method: 'POST',
        url: `/api/admin/verification/${provider.id}/approve`,
        payload: {},
      });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({
        id: provider.id,
        verificationStatus: 'verified',
        mail: 'no_contact_email',
      });
      expect(await stored(provider.id)).toMatchObject({ verified: true, verification_notes: null });
      expect(await outbox(provider.id)).toEqual([]);
      expect(await auditRows(provider.id)).toHaveLength(1);
    });

    it('answers 404 for an unknown provider and 400 for a bad id', async () => {
      const r = await as('admin')({
        method: 'POST',
        url: '/api/admin/verification/2147483000/approve',
        payload: {},
      });
      expect(r.statusCode).toBe(404);
      for (const id of ['0', 'abc', '99999999999']) {
        const bad = await as('admin')({
          method: 'POST',
          url: `/api/admin/verification/${id}/approve`,
          payload: {},
        });
        expect(bad.statusCode, id).toBe(400);
      }
    });
  });

  describe('Reject', () => {
    it('needs a reason', async () => {
      const provider = await queued();
      for (const payload of [{ reason: '' }, { reason: '   \n ' }]) {
        const r = await as('admin')({
          method: 'POST',
          url: `/api/admin/verification/${provider.id}/reject`,
          payload,
        });
        expect(r.statusCode).toBe(400);
        expect(r.json().error).toMatchObject({
          code: 'REASON_REQUIRED',
          message: 'Please provide a reason for rejecting this provider.',
        });
      }
      for (const payload of [{}, { reason: 'a\u0000b' }, { reason: 'x'.repeat(2001) }]) {
        const r = await as('admin')({
          method: 'POST',
          url: `/api/admin/verification/${provider.id}/reject`,
          payload,
        });
        expect(r.statusCode).toBe(400);
      }
      expect(await stored(provider.id)).toEqual(provider);
    });

    it('rejects, keeps the listing status, audits and queues the e-mail with the escaped reason', async () => {
      const provider = await queued({ accommodation_status: 'verified' });
      const reason = 'The licence <number> does not match & has expired.';
      const r = await as('admin')({
        method: 'POST',
        url: `/api/admin/verification/${provider.id}/reject`,
        payload: { reason: `  ${reason} ` },
      });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ id: provider.id, verificationStatus: 'rejected', mail: 'queued' });
      expect(await stored(provider.id)).toMatchObject({
        verification_status: 'rejected',
        verified: false,
        verified_at: null,
        verification_notes: reason,
        accommodation_status: 'verified',
      });
      expect(await auditRows(provider.id)).toEqual([
        expect.objectContaining({ action: 'reject', admin_notes: reason }),
      ]);
      const [mail] = await outbox(provider.id);
      expect(mail?.kind).toBe('verification-rejected');
      expect(mail?.text).toContain(reason);
      expect(mail?.html).toContain('The licence &lt;number&gt; does not match &amp; has expired.');

      const pendingApplication = await queued({ name: 'Hidden Application Studio' });
      await as('admin')({
        method: 'POST',
        url: `/api/admin/verification/${pendingApplication.id}/reject`,
        payload: { reason: 'Not a real business' },
      });
      expect((await stored(pendingApplication.id))?.accommodation_status).toBe('pending');
      expect(await searchIds('Hidden Application')).toEqual([]);
    });
  });

  describe('Request Additional Documents', () => {
    const request = (id: number, payload: unknown) =>
      as('admin')({
        method: 'POST',
        url: `/api/admin/verification/${id}/request-documents`,
        payload,
      });

    it("needs a message: 'Please provide a message explaining what documentation is needed.'", async () => {
      const provider = await queued();
      for (const message of ['', '   ']) {
        const r = await request(provider.id, { documentType: 'Insurance certificate', message });
        expect(r.statusCode).toBe(400);
        expect(r.json().error).toMatchObject({
          code: 'MISSING_INFORMATION',
          message: 'Please provide a message explaining what documentation is needed.',
          field: 'message',
        });
      }
      expect(await stored(provider.id)).toEqual(provider);
    });

    it('takes a type from the spec list and a deadline not before today', async () => {
      const provider = await queued();
      const bad = [
        { documentType: 'Passport', message: 'x' },
        { documentType: 'Insurance certificate', message: 'x', deadline: '2025-13-01' },
        { documentType: 'Insurance certificate', message: 'x', deadline: 'tomorrow' },
      ];
      for (const payload of bad) expect((await request(provider.id, payload)).statusCode).toBe(400);
      const past = await request(provider.id, {
        documentType: 'Insurance certificate',
        message: 'x',
        deadline: isoDay(-3),
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().error).toMatchObject({
        code: 'DEADLINE_IN_PAST',
        message: 'The deadline cannot be before today.',
      });
      expect(await stored(provider.id)).toEqual(provider);
      const today = await request(provider.id, {
        documentType: 'Other (specify in message)',
        message: 'Anything official',
        deadline: isoDay(0),
      });
      expect(today.statusCode).toBe(200);
    });

    it('accepts every type of the contract by its English value, never a shown Spanish label (decision 062)', async () => {
      for (const documentType of DOCUMENT_REQUEST_TYPES) {
        const provider = await queued();
        const r = await request(provider.id, { documentType, message: 'Please send it.' });
        expect(r.statusCode, documentType).toBe(200);
        expect((await stored(provider.id))?.verification_notes).toContain(
          `Document requested: ${documentType}`,
        );
      }
      const provider = await queued();
      const label = ES_ADMIN_MESSAGES.documentRequestTypes[3];
      expect((await request(provider.id, { documentType: label, message: 'x' })).statusCode).toBe(
        400,
      );
    });

    it('sets pending, clears the document, revokes old links and e-mails a working upload link', async () => {
      const provider = await queued({ verification_status: 'unverified' });
      await attachDocument(t, provider.id, 'application/pdf', SAMPLE_FILES.pdf);
      const deadline = isoDay(14);

      const first = await request(provider.id, {
        documentType: 'State-issued professional license',
        message: 'Please send a <clear> scan of your licence.',
        deadline,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        id: provider.id,
        verificationStatus: 'pending',
        mail: 'queued',
      });
      const expectedText = `Document requested: State-issued professional license\n\nPlease send a <clear> scan of your licence.\n\nPlease upload it by ${deadline}.`;
      const row = await stored(provider.id);
      expect(row).toMatchObject({
        verification_status: 'pending',
        verification_document_url: null,
        verification_notes: expectedText,
        verification_requested_by: people.admin.id,
      });
      expect(row?.verification_requested_at).toBeInstanceOf(Date);
      expect(await auditRows(provider.id)).toEqual([
        expect.objectContaining({ action: 'request_documents', admin_notes: expectedText }),
      ]);
      const [mail] = await outbox(provider.id);
      expect(mail?.kind).toBe('document-request');
      expect(mail?.html).toContain('Please send a &lt;clear&gt; scan of your licence.');
      const firstLink = linkOf(mail?.text ?? '', `/provider/upload-docs/${provider.id}`);
      const firstToken = firstLink.searchParams.get('token');
      expect((await checkToken(db(), 'upload', provider.id, firstToken)).ok).toBe(true);

      const second = await request(provider.id, {
        documentType: 'Insurance certificate',
        message: 'And your insurance, please.',
      });
      expect(second.statusCode).toBe(200);
      const mails = await outbox(provider.id);
      expect(mails).toHaveLength(2);
      const secondMail = mails.find((m) => m.id !== mail?.id);
      const secondToken = linkOf(
        secondMail?.text ?? '',
        `/provider/upload-docs/${provider.id}`,
      ).searchParams.get('token');
      expect(await checkToken(db(), 'upload', provider.id, firstToken)).toEqual({
        ok: false,
        reason: 'expired',
      });
      expect((await checkToken(db(), 'upload', provider.id, secondToken)).ok).toBe(true);
      expect((await stored(provider.id))?.verification_notes).toBe(
        'Document requested: Insurance certificate\n\nAnd your insurance, please.',
      );

      /* A decision afterwards withdraws the upload link for good. */
      await as('admin')({
        method: 'POST',
        url: `/api/admin/verification/${provider.id}/approve`,
        payload: {},
      });
      expect((await checkToken(db(), 'upload', provider.id, secondToken)).ok).toBe(false);
    });

    it('refuses a provider without a contact e-mail and changes nothing', async () => {
      const provider = await queued({ contact_email: null });
      const r = await request(provider.id, {
        documentType: 'Insurance certificate',
        message: 'Please send it.',
      });
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toEqual({
        code: 'NO_CONTACT_EMAIL',
        message: 'This provider has no contact e-mail, so no e-mail can be sent.',
      });
      expect(await stored(provider.id)).toEqual(provider);
      expect(await auditRows(provider.id)).toEqual([]);
    });
  });

  describe('one transaction: the audit row exists exactly when the change does', () => {
    async function withFailingInsert(
      table: 'moderation_logs' | 'mail_outbox',
      fn: () => Promise<void>,
    ) {
      await db().execute(
        sql.raw(`CREATE OR REPLACE FUNCTION fail_insert() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'forced failure'; END $$`),
      );
      await db().execute(
        sql.raw(
          `CREATE TRIGGER fail_insert BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION fail_insert()`,
        ),
      );
      try {
        await fn();
      } finally {
        await db().execute(sql.raw(`DROP TRIGGER fail_insert ON ${table}`));
      }
    }

    it.each([
      ['approve', {}],
      ['reject', { reason: 'No licence' }],
      ['request-documents', { documentType: 'Insurance certificate', message: 'Send it' }],
    ])(
      '%s: a failing audit write or a failing mail queue leaves nothing behind',
      async (action, payload) => {
        for (const table of ['moderation_logs', 'mail_outbox'] as const) {
          const provider = await queued();
          await attachDocument(t, provider.id, 'application/pdf', SAMPLE_FILES.pdf);
          const before = await stored(provider.id);
          await withFailingInsert(table, async () => {
            const r = await as('admin')({
              method: 'POST',
              url: `/api/admin/verification/${provider.id}/${action}`,
              payload,
            });
            expect(r.statusCode, table).toBe(500);
          });
          expect(await stored(provider.id)).toEqual(before);
          expect(await auditRows(provider.id)).toEqual([]);
          expect(await outbox(provider.id)).toEqual([]);
        }
      },
    );
  });

  describe('the document link', () => {
    it('is a 300 s signed link that serves the file, with its type and a download name', async () => {
      const provider = await queued();
      await attachDocument(t, provider.id, 'image/png', SAMPLE_FILES.png);
      const r = await as('moderator')({
        url: `/api/admin/verification/${provider.id}/document-link`,
      });
      expect(r.statusCode).toBe(200);
      const body = r.json();
      expect(body).toMatchObject({
        url: expect.stringMatching(/^\/api\/files\/signed\//),
        contentType: 'image/png',
        fileName: `verification-document-${provider.id}.png`,
      });
      const lifetime = new Date(body.expiresAt).getTime() - Date.now();
      expect(lifetime).toBeGreaterThan(290_000);
      expect(lifetime).toBeLessThanOrEqual(300_000);
      expect(r.headers['cache-control']).toBe('private, no-store');
      const file = await t.app.inject({ url: body.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    });

    it("says 'Document not available' when there is no document or no such file", async () => {
      const none = await queued();
      const legacy = await queued({ verification_document_url: 'https://old.example/doc.pdf' });
      const missingRow = await queued({
        verification_document_url: '7f1d3c1e-3b2a-4c5d-9e8f-0a1b2c3d4e5f',
      });
      for (const p of [none, legacy, missingRow]) {
        const r = await as('admin')({ url: `/api/admin/verification/${p.id}/document-link` });
        expect(r.statusCode).toBe(404);
        expect(r.json().error).toEqual({
          code: 'FILE_NOT_FOUND',
          message: 'Document not available',
        });
      }
      const unknown = await as('admin')({
        url: '/api/admin/verification/2147483000/document-link',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('PROVIDER_NOT_FOUND');
    });
  });
});
