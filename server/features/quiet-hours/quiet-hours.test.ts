import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn, weekdayOf } from '../../../common/domain/quiet-hours';
import { QUIET_HOURS_ERRORS } from '../../../common/messages/quiet-hours';
import { place_changes, providers, quiet_hours, staff_trainings } from '../../db/schema';
import { type CookieJar, createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { type Persona, persona } from '../../test/fixtures/business';
import { insertProvider } from '../providers/provider-factory';
import { publicQuietHours } from './quiet-hours';
import { recomputeVisitBits } from './visit-bits';

/* The place is in Texas: its dates are Central time's (decision 068). */
const today = () => todayIn('America/Chicago');

describe.each(testDatabaseModes())('quiet hours (%s)', (mode) => {
  let t: TestApp;
  let owner: Persona;
  let otherOwner: Persona;
  let member: Persona;
  let ownId: number;
  let otherId: number;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    owner = await persona(t, 'owner@quiet.example', 'business_admin');
    otherOwner = await persona(t, 'owner@other.example', 'business_admin');
    member = await persona(t, 'member@quiet.example');
    ownId = await insertProvider(t.app.database.db, {
      name: 'Quiet Cuts Barbers',
      location: '5 Main St, Austin, TX',
      zip_code: '78701',
      business_admin_user_id: owner.id,
    });
    otherId = await insertProvider(t.app.database.db, { business_admin_user_id: otherOwner.id });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const headers = (jar?: CookieJar) => ({
    origin: t.origin,
    ...(jar ? { cookie: jar.header() } : {}),
  });
  const create = (providerId: number, body: object, jar: CookieJar | null = owner.jar) =>
    t.app.inject({
      method: 'POST',
      url: `/api/business/providers/${providerId}/quiet-hours`,
      payload: body,
      headers: headers(jar ?? undefined),
    });
  const publicList = (providerId: number) =>
    t.app.inject({ url: `/api/providers/${providerId}/quiet-hours` });
  const tuesdays = { kind: 'quiet-hour', weekdays: [2], startTime: '08:00', endTime: '09:00' };
  const bits = async (id: number) =>
    (await t.app.database.db.select().from(providers).where(eq(providers.id, id)))[0]?.visit_bits;

  it('a business admin publishes a weekly quiet hour; the page lists it with its next date', async () => {
    const r = await create(ownId, { ...tuesdays, note: 'Lights dimmed' });
    expect(r.statusCode).toBe(201);
    const list = (await publicList(ownId)).json();
    expect(list.timeZone).toBe('America/Chicago');
    const [entry] = list.entries;
    expect(entry).toMatchObject({
      kind: 'quiet-hour',
      weekdays: [2],
      startTime: '08:00',
      endTime: '09:00',
      note: 'Lights dimmed',
    });
    expect(weekdayOf(entry.nextDate)).toBe(2);
    expect(entry.nextDate >= today() && entry.nextDate <= addDays(today(), 6)).toBe(true);
    /* It happens this week: search's quiet-hour bit is set. */
    expect(await bits(ownId)).toBe(1);
    /* People following the place hear of it (decision 072). */
    const changes = await t.app.database.db
      .select()
      .from(place_changes)
      .where(eq(place_changes.provider_id, ownId));
    expect(changes.map((c) => c.kind)).toEqual(['quiet-hours']);
  });

  it('refuses an end before the start, a past date, no day and both: every problem named', async () => {
    const r = await create(ownId, { ...tuesdays, startTime: '10:00', endTime: '09:30' });
    expect(r.statusCode).toBe(400);
    expect(r.json().error.message).toContain(QUIET_HOURS_ERRORS.END_BEFORE_START);
    const past = await create(ownId, {
      kind: 'sensory-session',
      onDate: addDays(today(), -2),
      startTime: '08:00',
      endTime: '09:00',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toContain(QUIET_HOURS_ERRORS.PAST_DATE);
    const none = await create(ownId, { kind: 'quiet-hour', startTime: '08:00', endTime: '09:00' });
    expect(none.json().error.message).toContain(QUIET_HOURS_ERRORS.NO_DAY);
    const both = await create(ownId, { ...tuesdays, onDate: addDays(today(), 3) });
    expect(both.json().error.message).toContain(QUIET_HOURS_ERRORS.DAY_AND_DATE);
    const badTime = await create(ownId, { ...tuesdays, startTime: '8am' });
    expect(badTime.statusCode).toBe(400);
  });

  it('refuses a 21st current entry', async () => {
    const id = await insertProvider(t.app.database.db, {
      location: 'Austin, TX',
      business_admin_user_id: owner.id,
    });
    await t.app.database.db.insert(quiet_hours).values(
      Array.from({ length: 20 }, () => ({
        provider_id: id,
        kind: 'quiet-hour' as const,
        weekdays: 1,
        start_minute: 480,
        end_minute: 540,
      })),
    );
    const r = await create(id, tuesdays);
    expect(r.statusCode).toBe(409);
    expect(r.json().error.message).toBe(QUIET_HOURS_ERRORS.TOO_MANY);
  });

  it("refuses anyone but the place's business admin", async () => {
    expect((await create(ownId, tuesdays, null)).statusCode).toBe(401);
    expect((await create(ownId, tuesdays, member.jar)).statusCode).toBe(403);
    expect((await create(ownId, tuesdays, otherOwner.jar)).statusCode).toBe(403);
    const [entry] = (await publicList(ownId)).json().entries;
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/business/providers/${otherId}/quiet-hours/${entry.id}`,
      headers: headers(otherOwner.jar),
    });
    /* Its own place, someone else's entry: nothing to remove there. */
    expect(remove.statusCode).toBe(404);
    expect((await publicList(ownId)).json().entries).toHaveLength(1);
  });

  it('each note carries the language it was written in, null when too short to tell', async () => {
    const id = await insertProvider(t.app.database.db, {
      location: 'Austin, TX',
      business_admin_user_id: owner.id,
    });
    const notes = [
      'Apagamos la música y bajamos las luces; pueden esperar en el coche hasta su turno.',
      'We turn the music off and dim the lights; you may wait in the car until your turn.',
      'Luces bajas',
    ];
    for (const [i, note] of notes.entries()) {
      const startTime = `0${8 + i}:00`.slice(-5);
      const endTime = `${9 + i}:00`.padStart(5, '0');
      expect((await create(id, { ...tuesdays, startTime, endTime, note })).statusCode).toBe(201);
    }
    const entries = (await publicList(id)).json().entries as {
      note: string;
      noteLang: string | null;
    }[];
    expect(entries.map((e) => [e.note, e.noteLang])).toEqual([
      [notes[0], 'es'],
      [notes[1], 'en'],
      [notes[2], null],
    ]);
  });

  it('past single dates and ended series disappear on their own, and the bit goes with them', async () => {
    const db = t.app.database.db;
    const id = await insertProvider(db, {
      location: 'Austin, TX',
      business_admin_user_id: owner.id,
    });
    const soon = addDays(today(), 1);
    await db.insert(quiet_hours).values([
      {
        provider_id: id,
        kind: 'sensory-session',
        on_date: soon,
        start_minute: 600,
        end_minute: 660,
      },
      {
        provider_id: id,
        kind: 'quiet-hour',
        on_date: addDays(today(), -1),
        start_minute: 600,
        end_minute: 660,
      },
      {
        provider_id: id,
        kind: 'quiet-hour',
        weekdays: 127,
        until_date: addDays(today(), -1),
        start_minute: 600,
        end_minute: 660,
      },
    ]);
    await recomputeVisitBits(db, [id]);
    expect((await publicList(id)).json().entries.map((e: { onDate: string }) => e.onDate)).toEqual([
      soon,
    ]);
    expect(await bits(id)).toBe(1);
    /* Two days later the session has passed too. */
    const later = new Date(Date.now() + 2 * 86_400_000);
    expect((await publicQuietHours(db, id, later)).entries).toEqual([]);
    await recomputeVisitBits(db, [id], later);
    expect(await bits(id)).toBe(0);
  });

  it('sets the trained-staff bit for a verified, unexpired training only', async () => {
    const db = t.app.database.db;
    const training = (
      provider_id: number,
      status: 'verified' | 'pending',
      expires: string | null,
    ) => ({
      provider_id,
      name: 'Autism awareness',
      issuer: 'Example Institute',
      completed_on: '2023-01-10',
      expires_on: expires,
      status,
    });
    const current = await insertProvider(db);
    const expired = await insertProvider(db);
    const pending = await insertProvider(db);
    await db
      .insert(staff_trainings)
      .values([
        training(current, 'verified', null),
        training(expired, 'verified', '2024-01-01'),
        training(pending, 'pending', null),
      ]);
    await recomputeVisitBits(db, [current, expired, pending]);
    expect([await bits(current), await bits(expired), await bits(pending)]).toEqual([2, 0, 0]);
  });

  it('serves each entry as an iCalendar file with a weekly RRULE', async () => {
    const [entry] = (await publicList(ownId)).json().entries;
    const r = await t.app.inject({
      url: `/api/providers/${ownId}/quiet-hours/${entry.id}/calendar.ics`,
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/calendar');
    expect(r.headers['content-disposition']).toContain('attachment');
    const body = r.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body).toContain(`DTSTART:${entry.nextDate.replace(/-/g, '')}T080000\r\n`);
    expect(body).toContain(`DTEND:${entry.nextDate.replace(/-/g, '')}T090000\r\n`);
    expect(body).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU\r\n');
    expect(body).toContain('SUMMARY:Quiet hour: Quiet Cuts Barbers\r\n');
    expect(body).toContain('LOCATION:5 Main St\\, Austin\\, TX\r\n');
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const es = await t.app.inject({
      url: `/api/providers/${ownId}/quiet-hours/${entry.id}/calendar.ics?lang=es`,
    });
    expect(es.body).toContain('SUMMARY:Hora tranquila: Quiet Cuts Barbers');
  });

  it('a pending place and an unknown entry answer 404', async () => {
    const pending = await insertProvider(t.app.database.db, { accommodation_status: 'pending' });
    expect((await publicList(pending)).statusCode).toBe(404);
    const r = await t.app.inject({
      url: `/api/providers/${ownId}/quiet-hours/00000000-0000-4000-8000-000000000000/calendar.ics`,
    });
    expect(r.statusCode).toBe(404);
  });

  it('the owner removes an entry; the bit clears', async () => {
    const list = (
      await t.app.inject({
        url: `/api/business/providers/${ownId}/quiet-hours`,
        headers: headers(owner.jar),
      })
    ).json();
    for (const entry of list.entries) {
      const r = await t.app.inject({
        method: 'DELETE',
        url: `/api/business/providers/${ownId}/quiet-hours/${entry.id}`,
        headers: headers(owner.jar),
      });
      expect(r.statusCode).toBe(204);
    }
    expect((await publicList(ownId)).json().entries).toEqual([]);
    expect(await bits(ownId)).toBe(0);
  });
});
