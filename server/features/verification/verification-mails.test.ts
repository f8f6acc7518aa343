import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mail_outbox, providers } from '../../db/schema';
import { extractLinks } from '../../mail/mailer';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { asPersona, type Personas, signInPersonas } from '../../test/fixtures/verification';

/* What an applicant or an admin may type: a link, a bare domain, an address, markup. */
const HOSTILE_NAME = 'Visit https://evil.example/login or www.evil.example <b>now</b>';
const HOSTILE_WORDS = 'Write to help@evil.example or see evil.example/docs';

describe.each(testDatabaseModes())('verification mails carry only our links (%s)', (mode) => {
  let t: TestApp;
  let people: Personas;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    people = await signInPersonas(t, 'vmail');
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  async function queuedProvider() {
    counter += 1;
    const [row] = await t.app.database.db
      .insert(providers)
      .values({
        name: HOSTILE_NAME,
        category: 'Dentist',
        contact_email: `owner${counter}@quietharbor.example`,
        accommodation_status: 'pending',
        verification_status: 'pending',
      })
      .returning();
    if (!row) throw new Error('no provider');
    return row;
  }

  async function decide(action: string, payload: object) {
    const provider = await queuedProvider();
    const r = await asPersona(
      t,
      people,
      'admin',
    )({
      method: 'POST',
      url: `/api/admin/verification/${provider.id}/${action}`,
      payload,
    });
    expect(r.statusCode).toBe(200);
    const [mail] = await t.app.database.db
      .select()
      .from(mail_outbox)
      .where(
        and(
          eq(mail_outbox.target_type, 'provider'),
          eq(mail_outbox.target_id, String(provider.id)),
        ),
      );
    if (!mail) throw new Error('no mail queued');
    return mail;
  }

  function expectOnlyOurLinks(mail: { text: string; html: string }, ours: string[]) {
    expect(extractLinks(mail.text)).toEqual(ours);
    for (const link of ours) expect(link.startsWith(`${t.origin}/`)).toBe(true);
    expect(mail.html.match(/<a /g) ?? []).toHaveLength(ours.length);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/https?:\/\/evil|www\.evil|evil\.example/);
    }
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain('https[:]//evil[.]example/login or www[.]evil[.]example');
    expect(mail.html).toContain('www[.]evil[.]example &lt;b&gt;now&lt;/b&gt;');
  }

  it('POST approve: the business name is text in both parts; the one link is the signup link', async () => {
    const mail = await decide('approve', {});
    expect(mail.kind).toBe('verification-approved');
    const [link] = extractLinks(mail.text);
    expect(link).toMatch(/\/business-signup\?provider=\d+&token=/);
    expectOnlyOurLinks(mail, [link ?? '']);
  });

  it('POST reject: neither the name nor the reason becomes a link', async () => {
    const mail = await decide('reject', { reason: HOSTILE_WORDS });
    expectOnlyOurLinks(mail, []);
    expect(mail.text).toContain('help@evil[.]example or see evil[.]example/docs');
  });

  it('POST request-documents: the request text stays text; the one link is the upload link', async () => {
    const mail = await decide('request-documents', {
      documentType: 'Insurance certificate',
      message: HOSTILE_WORDS,
    });
    const [link] = extractLinks(mail.text);
    expect(link).toMatch(/\/provider\/upload-docs\/\d+\?token=/);
    expectOnlyOurLinks(mail, [link ?? '']);
    expect(mail.html).toContain('help@evil[.]example or see evil[.]example/docs');
  });
});
