import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ACCOMMODATIONS } from '../../../common/catalog/accommodations';
import { favorites, providers, users } from '../../db/schema';
import { createOutboxWorker } from '../../jobs/outbox-worker';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { asPersona, type Personas, signInPersonas } from '../../test/fixtures/verification';
import { freePort } from '../../test/free-port';
import { type ReceivedMail, smtpPeer } from '../../test/smtp-peer';
import { recordPlaceChange } from './record-change';
import { IMMEDIATE_COALESCE_MS, sendChangeMails, WEEKLY_DIGEST_MS } from './send-change-mails';
import { signUnsubscribeToken } from './unsubscribe-token';

/*
 * Hearing when a saved place changes (decision 072), over a real SMTP peer: a followed place's
 * change makes exactly one e-mail, a weekly digest gathers several, an unfollowed place sends
 * nothing, and the unsubscribe link works without a sign-in (GET and one-click POST).
 */

function decodeBody(raw: string): string {
  const joined = raw.replace(/=\r\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
  );
}
/* Headers as one line each (SMTP folds long ones). */
const unfold = (raw: string) => raw.replace(/\r?\n[ \t]+/g, ' ');

const silent = { info: () => {}, error: () => {}, warn: () => {}, debug: () => {} };

describe.each(testDatabaseModes())('follow changes (%s)', (mode) => {
  let t: TestApp;
  let peer: ReturnType<typeof smtpPeer>;
  let people: Personas;
  let followed: number;
  let savedOnly: number;
  let other: number;
  const db = () => t.app.database.db;
  const opts = (offsetMs: number) => ({
    siteUrl: t.origin,
    authSecret: t.config.authSecret,
    now: new Date(Date.now() + offsetMs),
  });
  const drain = () => createOutboxWorker({ db: db(), mailer: t.app.mailer, log: silent }).drain();
  const mailsTo = (email: string): ReceivedMail[] =>
    peer.received.filter((mail) => mail.to.includes(email));
  const later = IMMEDIATE_COALESCE_MS + 60_000;

  beforeAll(async () => {
    const port = await freePort();
    peer = smtpPeer(port);
    await peer.start();
    t = await createTestApp(mode, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    people = await signInPersonas(t, 'follow');
    const place = async (name: string) => {
      const [row] = await db()
        .insert(providers)
        .values({ name, category: 'Dentist', accommodation_status: 'verified' })
        .returning({ id: providers.id });
      return row?.id ?? 0;
    };
    followed = await place('Sunny Steps Dental');
    savedOnly = await place('Quiet Pines Clinic');
    other = await place('Maple Grove Therapy');
    for (const provider_id of [followed, savedOnly]) {
      await db().insert(favorites).values({ user_id: people.member.id, provider_id });
    }
    for (const provider_id of [followed, other]) {
      await db().insert(favorites).values({ user_id: people.admin.id, provider_id });
    }
  }, 240_000);
  afterAll(async () => {
    await peer?.stop();
    await t?.cleanup();
  });

  it('turns following on for one favourite and refuses a place that is not saved', async () => {
    const member = asPersona(t, people, 'member');
    const mode = await member({
      method: 'PUT',
      url: '/api/me/follow-changes',
      payload: { mode: 'immediate' },
    });
    expect(mode.statusCode).toBe(200);
    const on = await member({
      method: 'PUT',
      url: `/api/me/follow-changes/places/${followed}`,
      payload: { following: true },
    });
    expect(on.json()).toEqual({
      mode: 'immediate',
      followAllFavorites: false,
      followedProviderIds: [followed],
    });
    const notSaved = await member({
      method: 'PUT',
      url: `/api/me/follow-changes/places/${other}`,
      payload: { following: true },
    });
    expect(notSaved.statusCode).toBe(404);
  });

  it("a followed place's changes make exactly one e-mail, and none on the next run", async () => {
    const accommodation = ALL_ACCOMMODATIONS[0] ?? '';
    await recordPlaceChange(db(), followed, 'accommodation-added', { accommodation });
    await recordPlaceChange(db(), followed, 'quiet-hours');
    /* Coalesced: nothing while the first change is younger than a few minutes. */
    expect(await sendChangeMails(db(), opts(0))).toBe(0);
    expect(await sendChangeMails(db(), opts(later))).toBe(1);
    await drain();
    const mails = mailsTo(people.member.email);
    expect(mails).toHaveLength(1);
    const raw = unfold(mails[0]?.raw ?? '');
    const body = decodeBody(mails[0]?.raw ?? '');
    expect(body).toContain(`Sunny Steps Dental now lists “${accommodation}”.`);
    expect(body).toContain('Sunny Steps Dental changed its quiet hours');
    expect(raw).toMatch(/List-Unsubscribe: <http[^>]+\/api\/follow-changes\/unsubscribe\?token=/);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    expect(await sendChangeMails(db(), opts(later * 2))).toBe(0);
    await drain();
    expect(mailsTo(people.member.email)).toHaveLength(1);
  });

  it('an unfollowed place sends nothing', async () => {
    const before = mailsTo(people.member.email).length;
    await recordPlaceChange(db(), savedOnly, 'verification-lapsed');
    await recordPlaceChange(db(), other, 'verification-lapsed');
    expect(await sendChangeMails(db(), opts(later * 3))).toBe(0);
    await drain();
    expect(mailsTo(people.member.email)).toHaveLength(before);
  });

  it("a weekly digest gathers several changes, once a week, in the reader's language", async () => {
    await db().update(users).set({ locale: 'es' }).where(eq(users.id, people.admin.id));
    const admin = asPersona(t, people, 'admin');
    const set = await admin({
      method: 'PUT',
      url: '/api/me/follow-changes',
      payload: { mode: 'weekly', followAllFavorites: true },
    });
    expect(set.json()).toMatchObject({ mode: 'weekly', followAllFavorites: true });
    await recordPlaceChange(db(), followed, 'verification-lapsed');
    await recordPlaceChange(db(), other, 'heads-up', { tag: 'hand_dryers', families: 3 });
    await recordPlaceChange(db(), other, 'accommodation-removed', {
      accommodation: ALL_ACCOMMODATIONS[1] ?? '',
    });
    /* Not yet a week: the weekly member waits; the immediate member gets the lapse alone. */
    expect(await sendChangeMails(db(), opts(later * 4))).toBe(1);
    await drain();
    expect(mailsTo(people.admin.email)).toHaveLength(0);
    expect(mailsTo(people.member.email)).toHaveLength(2);

    expect(await sendChangeMails(db(), opts(WEEKLY_DIGEST_MS + later))).toBe(1);
    expect(await sendChangeMails(db(), opts(WEEKLY_DIGEST_MS + later * 2))).toBe(0);
    await drain();
    const digest = mailsTo(people.admin.email);
    expect(digest).toHaveLength(1);
    const body = decodeBody(digest[0]?.raw ?? '');
    expect(body).toContain('Esta semana cambiaron estos lugares que usted sigue:');
    expect(body).toContain('Sunny Steps Dental ya no está verificado por CalmPath.');
    expect(body).toContain('3 familias mencionan “Secadores de manos”');
    expect(body).toContain('Maple Grove Therapy ya no ofrece');
  });

  it('unsubscribes with the GET page and a one-click POST; a forged token is refused', async () => {
    const body = decodeBody(mailsTo(people.member.email)[0]?.raw ?? '');
    const link = body.match(/https?:\/\/\S+\/unsubscribe\?token=([A-Za-z0-9._%-]+)/);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? '');
    const url = `/api/follow-changes/unsubscribe?token=${encodeURIComponent(token)}`;

    expect((await t.app.inject({ method: 'GET', url })).json()).toEqual({ subscribed: true });
    const post = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toEqual({ subscribed: false });
    expect((await t.app.inject({ method: 'GET', url })).json()).toEqual({ subscribed: false });
    const settings = await asPersona(t, people, 'member')({ url: '/api/me/follow-changes' });
    expect(settings.json()).toMatchObject({ mode: 'off' });

    const forged = await signUnsubscribeToken(
      'another secret at least 32 characters long!',
      people.admin.id,
    );
    for (const bad of [forged, 'not-a-token', `${token.slice(0, -2)}xx`]) {
      const q = `/api/follow-changes/unsubscribe?token=${encodeURIComponent(bad)}`;
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url: q });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    expect(
      (await asPersona(t, people, 'admin')({ url: '/api/me/follow-changes' })).json(),
    ).toMatchObject({
      mode: 'weekly',
    });

    /* Off means off: a new change reaches nobody who unsubscribed. */
    const before = mailsTo(people.member.email).length;
    await recordPlaceChange(db(), followed, 'quiet-hours');
    await sendChangeMails(db(), opts(later * 5));
    await drain();
    expect(mailsTo(people.member.email)).toHaveLength(before);
  });
});
