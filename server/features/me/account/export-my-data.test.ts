import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  favorites,
  follow_preferences,
  needs_card_send_attempts,
  needs_card_sends,
  place_change_deliveries,
  place_changes,
  place_follows,
  providers,
  visit_messages,
  visit_thread_reports,
  visit_threads,
} from '../../../db/schema/index';
import { type CookieJar, createTestApp, type TestApp } from '../../../test/app';
import { testDatabaseModes } from '../../../test/databases';
import { signedInUser } from '../../../test/fixtures/uploads';

/*
 * The data export holds what "from finding to visiting" keeps about a member: the places they
 * follow and how they hear of changes (and which changes were mailed), the conversations they
 * opened with every message in them, and the needs cards they sent; nothing of another member's.
 */
describe.each(testDatabaseModes())('my data export: visits and follows (%s)', (mode) => {
  let t: TestApp;
  const db = () => t.app.database.db;
  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  }, 120_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  const place = async (name: string) => {
    const [row] = await db()
      .insert(providers)
      .values({ name, category: 'Dentist', accommodation_status: 'verified' })
      .returning({ id: providers.id });
    return row?.id ?? 0;
  };
  const exportOf = (jar: CookieJar) =>
    t.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: { origin: t.origin, cookie: jar.header() },
    });

  /* One member's follows, a thread with an answer and a report, a needs card read. */
  async function visitsOf(userId: string, placeId: number, words: string) {
    await db().insert(favorites).values({ user_id: userId, provider_id: placeId });
    await db().insert(place_follows).values({ user_id: userId, provider_id: placeId });
    await db().insert(follow_preferences).values({ user_id: userId, mode: 'immediate' });
    const [change] = await db()
      .insert(place_changes)
      .values({ provider_id: placeId, kind: 'quiet-hours' })
      .returning({ id: place_changes.id });
    await db()
      .insert(place_change_deliveries)
      .values({ change_id: change?.id ?? 0, user_id: userId });
    const [thread] = await db()
      .insert(visit_threads)
      .values({
        provider_id: placeId,
        member_user_id: userId,
        kind: 'appointment',
        preferred_days: ['tuesday'],
        preferred_times: ['morning'],
        slot_preference: 'first',
      })
      .returning({ id: visit_threads.id });
    const threadId = thread?.id ?? 0;
    await db()
      .insert(visit_messages)
      .values([
        { thread_id: threadId, author_side: 'member', author_user_id: userId, body: words },
        { thread_id: threadId, author_side: 'business', body: `Answer to ${words}` },
      ]);
    await db()
      .insert(visit_thread_reports)
      .values({
        thread_id: threadId,
        reporter_user_id: userId,
        reporter_side: 'member',
        reason: 'other',
        details: `Report about ${words}`,
      });
    const readAt = new Date('2026-03-03T10:00:00Z');
    await db()
      .insert(needs_card_sends)
      .values({
        user_id: userId,
        provider_id: placeId,
        card: {
          accommodations: ['Dim Lighting'],
          note: `Card of ${words}`,
          communication: null,
          displayName: null,
        },
        read_at: readAt,
      });
    await db().insert(needs_card_send_attempts).values({ user_id: userId });
    return threadId;
  }

  it("holds my follows, my conversations and my needs cards sent, and nothing of another member's", async () => {
    const robin = await signedInUser(t, 'robin@export-visits.example');
    const sam = await signedInUser(t, 'sam@export-visits.example');
    const robinsPlace = await place('Sunny Steps Dental');
    const samsPlace = await place('Hidden Harbor Clinic');
    const threadId = await visitsOf(robin.id, robinsPlace, 'Robin’s question');
    await visitsOf(sam.id, samsPlace, 'Sam’s question');

    const r = await exportOf(robin.jar);
    expect(r.statusCode).toBe(200);
    const data = r.json();
    expect(data.followSettings).toMatchObject({ mode: 'immediate', followAllFavorites: false });
    expect(data.followedPlaces).toEqual([
      {
        providerId: robinsPlace,
        providerName: 'Sunny Steps Dental',
        followedAt: expect.any(String),
      },
    ]);
    expect(data.changesMailed).toEqual([
      {
        providerId: robinsPlace,
        providerName: 'Sunny Steps Dental',
        kind: 'quiet-hours',
        mailedAt: expect.any(String),
      },
    ]);
    expect(data.visitThreads).toEqual([
      {
        id: threadId,
        providerId: robinsPlace,
        providerName: 'Sunny Steps Dental',
        kind: 'appointment',
        preferredDays: ['tuesday'],
        preferredTimes: ['morning'],
        slotPreference: 'first',
        shareEmail: false,
        createdAt: expect.any(String),
        messages: [
          { from: 'member', body: 'Robin’s question', sentAt: expect.any(String) },
          { from: 'business', body: 'Answer to Robin’s question', sentAt: expect.any(String) },
        ],
        myReports: [
          {
            reason: 'other',
            details: 'Report about Robin’s question',
            status: 'open',
            createdAt: expect.any(String),
          },
        ],
      },
    ]);
    expect(data.needsCardSends).toEqual([
      {
        providerId: robinsPlace,
        providerName: 'Sunny Steps Dental',
        card: {
          accommodations: ['Dim Lighting'],
          note: 'Card of Robin’s question',
          communication: null,
          displayName: null,
        },
        sentAt: expect.any(String),
        readAt: '2026-03-03T10:00:00.000Z',
      },
    ]);
    expect(data.needsCardSendTimes).toHaveLength(1);

    expect(r.body).not.toContain(sam.id);
    expect(r.body).not.toContain('Sam’s question');
    expect(r.body).not.toContain('Hidden Harbor Clinic');
  });

  it('a member with none of it gets empty lists and no settings', async () => {
    const quiet = await signedInUser(t, 'quiet@export-visits.example');
    const data = (await exportOf(quiet.jar)).json();
    expect(data).toMatchObject({
      followSettings: null,
      followedPlaces: [],
      changesMailed: [],
      visitThreads: [],
      needsCardSends: [],
      needsCardSendTimes: [],
    });
  });
});
