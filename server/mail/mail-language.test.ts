import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationFormValues } from '../../common/contracts/applications';
import { mail_log, providers, users } from '../db/schema';
import { createOutboxWorker } from '../jobs/outbox-worker';
import { CookieJar, createTestApp, type TestApp } from '../test/app';
import { testDatabaseModes } from '../test/databases';
import { validApplication } from '../test/fixtures/business';
import { asPersona, type Personas, signInPersonas } from '../test/fixtures/verification';
import { freePort } from '../test/free-port';
import { smtpPeer } from '../test/smtp-peer';
import { extractLinks } from './mailer';

/*
 * Mail in the reader's language (decision 066), over a real SMTP peer: an
 * account's mails in the account's language, an application's in the application's, each link
 * leading to that language's pages; English exactly as before.
 */

/** A received message's body: quoted-printable soft breaks undone and its bytes read as UTF-8. */
function decodeBody(raw: string): string {
  const joined = raw.replace(/=\r\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
  );
}

const silent = { info: () => {}, error: () => {}, warn: () => {}, debug: () => {} };

describe.each(testDatabaseModes())("mail in the reader's language (%s)", (mode) => {
  let t: TestApp;
  let peer: ReturnType<typeof smtpPeer>;
  let people: Personas;
  let nextAddress = 0;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    const port = await freePort();
    peer = smtpPeer(port);
    await peer.start();
    t = await createTestApp(mode, {
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, AUTH_RATE_LIMIT_PER_IP: '1000' },
    });
    people = await signInPersonas(t, 'lang');
  }, 60_000);
  afterAll(async () => {
    await peer?.stop();
    await t?.cleanup();
  });

  const post = (url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { origin: t.origin },
    });

  /** The newest mail the peer received for `to` whose body has `words`, waiting for it. */
  async function received(to: string, words: string): Promise<{ body: string; links: string[] }> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = peer.received
        .filter((m) => m.to.includes(to))
        .map((m) => decodeBody(m.raw))
        .filter((body) => body.includes(words))
        .at(-1);
      if (found) return { body: found, links: extractLinks(found.split(/\r?\n\r?\n/).join('\n')) };
      if (Date.now() > deadline) throw new Error(`No mail to ${to} saying "${words}"`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  const lastSubject = async (to: string, kind: string) =>
    (
      await db()
        .select({ subject: mail_log.subject })
        .from(mail_log)
        .where(and(eq(mail_log.to_address, to), eq(mail_log.kind, kind)))
        .orderBy(desc(mail_log.id))
        .limit(1)
    )[0]?.subject;
  const drain = () => createOutboxWorker({ db: db(), mailer: t.app.mailer, log: silent }).drain();
  const follow = (link: string) => {
    const url = new URL(link);
    return t.app.inject({ method: 'GET', url: url.pathname + url.search });
  };
  const linkTo = (links: string[], path: string) => {
    const found = links.find((l) => new URL(l).pathname.startsWith(path));
    if (!found) throw new Error(`no ${path} link among ${links.join(', ')}`);
    return new URL(found);
  };

  it('a Spanish sign-up: a Spanish confirmation mail whose link ends on /es/onboarding', async () => {
    const email = 'lucia@example.com';
    const r = await post('/api/auth/sign-up/email', {
      email,
      password: 'calm-pass-1',
      name: '',
      callbackURL: `${t.origin}/onboarding`,
      locale: 'es',
    });
    expect(r.statusCode).toBe(200);
    const [account] = await db()
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, email));
    expect(account?.locale).toBe('es');

    const mail = await received(email, 'Gracias por unirse a CalmPath.');
    expect(mail.body).toContain('Confirme su correo electrónico para activar su cuenta:');
    expect(mail.body).toContain('Este enlace funciona durante 24 horas.');
    expect(mail.body).toContain('Confirmar mi correo electrónico</a>');
    expect(mail.body).toContain('<html lang="es">');
    expect(mail.body).not.toContain('Thank you for joining');
    expect(await lastSubject(email, 'confirm-email')).toBe('Confirme su cuenta de CalmPath');
    const link = linkTo(mail.links, '/api/auth/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe(`${t.origin}/es/onboarding`);
    const confirm = await follow(link.toString());
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe(`${t.origin}/es/onboarding`);
  });

  it('a Spanish account: a Spanish reset mail whose link ends on /es/reset-password', async () => {
    const email = 'lucia@example.com';
    const r = await post('/api/auth/request-password-reset', {
      email,
      redirectTo: `${t.origin}/reset-password`,
    });
    expect(r.statusCode).toBe(200);
    const mail = await received(email, 'Elija una contraseña nueva aquí:');
    expect(mail.body).toContain(
      'Alguien (esperamos que usted) pidió cambiar la contraseña de su cuenta de CalmPath.',
    );
    expect(mail.body).toContain('su contraseña sigue siendo la misma.');
    const link = linkTo(mail.links, '/api/auth/reset-password/');
    expect(link.searchParams.get('callbackURL')).toBe(`${t.origin}/es/reset-password`);
    const landing = await follow(link.toString());
    expect(landing.statusCode).toBe(302);
    const page = new URL(landing.headers.location as string);
    expect(page.pathname).toBe('/es/reset-password');
    expect(page.searchParams.get('token')).toBeTruthy();
    await expect
      .poll(() => lastSubject(email, 'reset-password'))
      .toBe('Cambie su contraseña de CalmPath');
  });

  it('a Spanish account changing its address: both mails in Spanish, the link ending on /es/account', async () => {
    const jar = new CookieJar();
    const signIn = await post('/api/auth/sign-in/email', {
      email: 'lucia@example.com',
      password: 'calm-pass-1',
    });
    expect(signIn.statusCode).toBe(200);
    jar.store(signIn);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      payload: { newEmail: 'lucia.nueva@example.com', callbackURL: '/account?email=changed' },
      headers: { origin: t.origin, cookie: jar.header() },
    });
    expect(r.statusCode).toBe(200);
    const notice = await received(
      'lucia@example.com',
      'Alguien que inició sesión en su cuenta de CalmPath pidió cambiar su correo electrónico',
    );
    expect(notice.body).toContain('Si no fue usted, inicie sesión y cambie su contraseña');
    const confirm = await received('lucia.nueva@example.com', 'Confirme que es suya:');
    expect(confirm.body).toContain('Confirmar mi nuevo correo electrónico</a>');
    const link = linkTo(confirm.links, '/api/auth/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe(`${t.origin}/es/account?email=changed`);
  });

  it('an English account: the same mails, word for word as before, with English links', async () => {
    const email = 'robin.lang@example.com';
    const r = await post('/api/auth/sign-up/email', {
      email,
      password: 'calm-pass-1',
      name: '',
      callbackURL: `${t.origin}/onboarding`,
    });
    expect(r.statusCode).toBe(200);
    const confirm = await received(email, 'Thank you for joining CalmPath.');
    expect(confirm.body).toContain('Please confirm your e-mail address to activate your account:');
    expect(confirm.body).toContain('<html lang="en">');
    expect(await lastSubject(email, 'confirm-email')).toBe('Confirm your CalmPath account');
    expect(linkTo(confirm.links, '/api/auth/verify-email').searchParams.get('callbackURL')).toBe(
      `${t.origin}/onboarding`,
    );
    await follow(linkTo(confirm.links, '/api/auth/verify-email').toString());

    await post('/api/auth/request-password-reset', {
      email,
      redirectTo: `${t.origin}/reset-password`,
    });
    const reset = await received(email, 'Choose a new password here:');
    const link = linkTo(reset.links, '/api/auth/reset-password/');
    expect(link.searchParams.get('callbackURL')).toBe(`${t.origin}/reset-password`);
  });

  it('a sign-up in a language CalmPath does not speak is refused with a clear 400', async () => {
    const r = await post('/api/auth/sign-up/email', {
      email: 'amelie@example.com',
      password: 'calm-pass-1',
      name: '',
      locale: 'fr',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'locale' });
  });

  async function apply(body: Partial<ApplicationFormValues> & { email: string }, locale?: string) {
    nextAddress += 1;
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/provider-applications',
      payload: { ...validApplication(body), ...(locale ? { locale } : {}) },
      remoteAddress: `10.66.0.${nextAddress}`,
      headers: { origin: t.origin },
    });
    expect(r.statusCode).toBe(201);
    return r.json().id as number;
  }
  const admin = (action: string, id: number, payload: unknown = {}) =>
    asPersona(
      t,
      people,
      'admin',
    )({
      method: 'POST',
      url: `/api/admin/verification/${id}/${action}`,
      payload,
    });

  it('a Spanish application: Spanish receipt, document request and approval, links under /es', async () => {
    const email = 'hola@calmasonrisa.example';
    const id = await apply({ businessName: 'Clínica Calma Sonrisa', email }, 'es');
    const [row] = await db()
      .select({ locale: providers.application_locale })
      .from(providers)
      .where(eq(providers.id, id));
    expect(row?.locale).toBe('es');
    await drain();
    const receipt = await received(email, 'Gracias por solicitar que su negocio aparezca');
    expect(receipt.body).toContain(`Recibimos su solicitud (referencia #${id}).`);
    expect(receipt.body).toContain('en un plazo de 2 a 3 días hábiles');
    expect(receipt.body).not.toContain('Thank you for applying');
    expect(await lastSubject(email, 'application-received')).toBe(
      'CalmPath: recibimos su solicitud para aparecer en el directorio',
    );

    expect(
      (
        await admin('request-documents', id, {
          documentType: 'Insurance certificate',
          message: 'Please send your insurance.',
        })
      ).statusCode,
    ).toBe(200);
    await drain();
    const request = await received(
      email,
      'Para verificar su ficha de CalmPath, nuestro equipo necesita más documentos.',
    );
    expect(request.body).toContain('Hola, Clínica Calma Sonrisa:');
    expect(request.body).toContain('Súbalos de forma segura aquí:');
    expect(
      linkTo(request.links, `/es/provider/upload-docs/${id}`).searchParams.get('token'),
    ).toBeTruthy();

    expect((await admin('approve', id)).statusCode).toBe(200);
    await drain();
    const approved = await received(email, 'Buenas noticias: su ficha de CalmPath fue verificada.');
    expect(approved.body).toContain('Cree la cuenta de su negocio para administrar su ficha:');
    expect(approved.body).toContain(
      'Este enlace funciona durante 7 días y se puede usar una sola vez.',
    );
    const signup = linkTo(approved.links, '/es/business-signup');
    expect(signup.searchParams.get('provider')).toBe(String(id));
    expect(await lastSubject(email, 'verification-approved')).toBe(
      'Su ficha de CalmPath está verificada',
    );
  });

  it('a Spanish application turned down: a Spanish rejection with the reason as written', async () => {
    const email = 'info@sillaazul.example';
    const id = await apply({ businessName: 'Peluquería Silla Azul', email }, 'es');
    expect((await admin('reject', id, { reason: 'Licence expired' })).statusCode).toBe(200);
    await drain();
    const rejected = await received(
      email,
      'Revisamos la verificación de su ficha de CalmPath y no pudimos verificarla.',
    );
    expect(rejected.body).toContain('Motivo:\r\nLicence expired');
    expect(rejected.body).toContain('Si cree que se trata de un error');
    expect(await lastSubject(email, 'verification-rejected')).toBe(
      'La verificación de su ficha de CalmPath no fue aprobada',
    );
  });

  it('an English application: the receipt and approval unchanged, links without /es', async () => {
    const email = 'hello@harborlight.example';
    const id = await apply({ businessName: 'Harbor Light Dental', email });
    await drain();
    const receipt = await received(email, 'We have received your application');
    expect(receipt.body).toContain(
      'What happens next: our team reviews every application within 2-3 business days.',
    );
    expect(await lastSubject(email, 'application-received')).toBe(
      'CalmPath: we received your listing application',
    );
    expect((await admin('approve', id)).statusCode).toBe(200);
    await drain();
    const approved = await received(email, 'Good news: your CalmPath listing has been verified.');
    expect(linkTo(approved.links, '/business-signup').searchParams.get('provider')).toBe(
      String(id),
    );
  });

  it("an application naming a Spanish account's address: the receipt in the application's language, the consent question in the account's", async () => {
    const email = 'lucia@example.com';
    const id = await apply({ businessName: 'Quiet Harbor Kids', email });
    await drain();
    const receipt = await received(email, 'We have received your application');
    expect(receipt.body).toContain(`(reference #${id})`);
    const consent = await received(
      email,
      'Alguien solicitó que un negocio aparezca en el directorio',
    );
    expect(consent.body).toContain(`(referencia #${id})`);
    expect(consent.body).toContain('Revisar y vincular la ficha</a>');
    expect(consent.links.some((l) => new URL(l).pathname.startsWith('/es/'))).toBe(true);
    expect(await lastSubject(email, 'listing-consent')).toBe(
      'CalmPath: ¿esta solicitud para el directorio es suya?',
    );
  });

  it('an application in a language CalmPath does not speak is refused with a 400', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/provider-applications',
      payload: { ...validApplication({ businessName: 'Quiet Fox' }), locale: 'fr' },
      remoteAddress: '10.66.1.1',
      headers: { origin: t.origin },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatchObject({ code: 'INVALID_APPLICATION', field: 'locale' });
  });
});
