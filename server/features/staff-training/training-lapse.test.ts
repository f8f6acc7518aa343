import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../../common/contracts/staff-training';
import {
  favorites,
  follow_preferences,
  place_changes,
  providers,
  staff_trainings,
} from '../../db/schema';
import { createOutboxWorker } from '../../jobs/outbox-worker';
import { runVisitBitsRound } from '../../jobs/visit-bits-job';
import { type CookieJar, createTestApp, readMails, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { type Persona, persona } from '../../test/fixtures/business';
import { sendChangeMails } from '../follow-changes/send-change-mails';
import { insertProvider } from '../providers/provider-factory';
import { noteTrainingLapses } from './note-training-lapses';

/*
 * A verified staff training passing its expiry (decision 072): one 'verification-lapsed' change
 * naming the training, one calm e-mail to the place's follower, however many processes run the
 * hourly round; nothing for a training never verified; a renewed one can lapse again. The day
 * it lapses is the day the page and the search filter stop showing it (today's UTC date).
 */

const DAY_MS = 86_400_000;
const silent = { info: () => {}, error: () => {}, warn: () => {}, debug: () => {} };

describe.each(testDatabaseModes())('staff training lapses (%s, decision 072)', (mode) => {
  let t: TestApp;
  let owner: Persona;
  let moderator: Persona;
  let follower: Persona;
  let placeId: number;
  const db = () => t.app.database.db;
  const send = (method: 'POST' | 'PUT' | 'GET', url: string, jar?: CookieJar, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { origin: t.origin, ...(jar ? { cookie: jar.header() } : {}) },
    });

  const addTraining = async (
    name: string,
    expiresOn: string,
    status: 'pending' | 'verified' | 'rejected' = 'verified',
  ) => {
    const [row] = await db()
      .insert(staff_trainings)
      .values({
        provider_id: placeId,
        name,
        issuer: 'Calm Care Academy',
        completed_on: '2020-01-15',
        expires_on: expiresOn,
        document_key: 'a-stored-file',
        status,
        verified_at: status === 'verified' ? new Date('2020-02-01T00:00:00Z') : null,
      })
      .returning({ id: staff_trainings.id });
    return row?.id ?? '';
  };
  const lapses = () =>
    db()
      .select({ detail: place_changes.detail })
      .from(place_changes)
      .where(eq(place_changes.kind, 'verification-lapsed'))
      .orderBy(place_changes.id);
  const trainedBit = async () => {
    const [row] = await db()
      .select({ bits: providers.visit_bits })
      .from(providers)
      .where(eq(providers.id, placeId));
    return ((row?.bits ?? 0) & 2) === 2;
  };

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    owner = await persona(t, 'owner@lapse.example', 'business_admin');
    moderator = await persona(t, 'moderator@lapse.example', 'moderator');
    follower = await persona(t, 'follower@lapse.example');
    placeId = await insertProvider(db(), {
      name: 'Lapsing Pines Dental',
      business_admin_user_id: owner.id,
      verification_status: 'verified',
      verified: true,
      accommodation_status: 'verified',
    });
    const long = new Date(Date.now() - 30 * DAY_MS);
    await db().insert(favorites).values({ user_id: follower.id, provider_id: placeId });
    await db().insert(follow_preferences).values({
      user_id: follower.id,
      mode: 'immediate',
      follow_all_favorites: true,
      follow_all_since: long,
      active_since: long,
    });
  }, 120_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it('shows, filters and lapses on the same day: the expiry is the last UTC day it shows', async () => {
    const expires = todayIso(new Date(Date.now() + 10 * DAY_MS));
    await addTraining('Sensory Basics', expires);
    const lastEvening = new Date(`${expires}T23:30:00Z`);
    const nextMorning = new Date(`${expires}T00:30:00Z`).getTime() + DAY_MS;

    await runVisitBitsRound(t.app, lastEvening);
    expect(await trainedBit()).toBe(true);
    expect(await lapses()).toEqual([]);

    await runVisitBitsRound(t.app, new Date(nextMorning));
    expect(await trainedBit()).toBe(false);
    expect(await lapses()).toEqual([{ detail: { training: 'Sensory Basics' } }]);
    await db().delete(place_changes);
  });

  it('a verified training past its expiry records one change and its follower gets one e-mail', async () => {
    await addTraining('Autism Aware Dentistry', todayIso(new Date(Date.now() - DAY_MS)));
    const now = new Date();
    expect(await noteTrainingLapses(db(), now)).toEqual([placeId]);
    expect(await noteTrainingLapses(db(), now)).toEqual([]);
    expect(await lapses()).toEqual([{ detail: { training: 'Autism Aware Dentistry' } }]);

    const opts = (offsetMs: number) => ({
      siteUrl: t.origin,
      authSecret: t.config.authSecret,
      now: new Date(Date.now() + offsetMs),
    });
    expect(await sendChangeMails(db(), opts(10 * 60_000))).toBe(1);
    expect(await sendChangeMails(db(), opts(20 * 60_000))).toBe(0);
    await createOutboxWorker({ db: db(), mailer: t.app.mailer, log: silent }).drain();
    const mails = readMails(t.mailDir).filter((m) => m.to.includes(follower.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(
      'The staff training “Autism Aware Dentistry” at Lapsing Pines Dental has reached its expiry date, so it no longer shows on the page until it is renewed and checked again.',
    );
  });

  it('two rounds at once still record one change', async () => {
    await addTraining('Quiet Chair Course', todayIso(new Date(Date.now() - 2 * DAY_MS)));
    const before = (await lapses()).length;
    const [a, b] = await Promise.all([noteTrainingLapses(db()), noteTrainingLapses(db())]);
    expect([...(a ?? []), ...(b ?? [])]).toEqual([placeId]);
    const after = await lapses();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toEqual({ detail: { training: 'Quiet Chair Course' } });
  });

  it('a training never verified records nothing when its expiry passes', async () => {
    const before = (await lapses()).length;
    const yesterday = todayIso(new Date(Date.now() - DAY_MS));
    await addTraining('Pending Course', yesterday, 'pending');
    await addTraining('Rejected Course', yesterday, 'rejected');
    expect(await noteTrainingLapses(db())).toEqual([]);
    expect(await lapses()).toHaveLength(before);
  });

  it('a training renewed and checked again lapses again at its new expiry', async () => {
    const id = await addTraining('Renewable Course', todayIso(new Date(Date.now() - DAY_MS)));
    await noteTrainingLapses(db());
    const named = async () =>
      (await lapses()).filter((c) => c.detail.training === 'Renewable Course').length;
    expect(await named()).toBe(1);

    const renewedUntil = todayIso(new Date(Date.now() + 30 * DAY_MS));
    const edit = await send('PUT', `/api/business/staff-trainings/${id}`, owner.jar, {
      name: 'Renewable Course',
      issuer: 'Calm Care Academy',
      completedOn: '2020-01-15',
      expiresOn: renewedUntil,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ status: 'pending', expired: false });
    const verify = await send('POST', `/api/admin/staff-trainings/${id}/verify`, moderator.jar);
    expect(verify.statusCode).toBe(200);

    expect(await noteTrainingLapses(db())).toEqual([]);
    const afterExpiry = new Date(`${renewedUntil}T12:00:00Z`).getTime() + DAY_MS;
    expect(await noteTrainingLapses(db(), new Date(afterExpiry))).toEqual([placeId]);
    expect(await named()).toBe(2);
  });

  it('a training verified after its expiry had passed never showed: no lapse is told', async () => {
    const id = await addTraining(
      'Late Checked Course',
      todayIso(new Date(Date.now() - 3 * DAY_MS)),
      'pending',
    );
    const verify = await send('POST', `/api/admin/staff-trainings/${id}/verify`, moderator.jar);
    expect(verify.statusCode).toBe(200);
    expect(await noteTrainingLapses(db())).toEqual([]);
  });
});
