import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerContact } from '../../features/visit-messages/contact-options';
import { listBusinessThreads, listMemberThreads } from '../../features/visit-messages/threads';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../../test/databases';
import { seedDatabase } from './seed';

const MEMBER = {
  id: 'demo-member',
  email: 'member@calmpath.local',
  name: 'Mia Member',
  emailVerified: true,
};

describe.each(testDatabaseModes())('demo visit messages (decision 069) on %s', (mode) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(mode);
    await seedDatabase(testDb.database.db, { providers: 40, reviews: 200, users: 20 });
  }, 120_000);
  afterAll(async () => {
    await testDb?.cleanup();
  });

  it("member@calmpath.local has an answered question and an open request at owner@calmpath.local's place", async () => {
    const db = testDb.database.db;
    const mine = await listMemberThreads(db, MEMBER);
    expect(mine.map((t) => [t.kind, t.unread])).toEqual([
      ['appointment', false],
      ['question', true],
    ]);
    const providerId = mine[0]?.providerId ?? 0;
    const theirs = await listBusinessThreads(db, providerId);
    expect(theirs[0]).toMatchObject({
      kind: 'appointment',
      unread: true,
      preferredDays: ['tue', 'thu'],
      slot: 'first',
      familyEmail: null,
    });
    expect(JSON.stringify(theirs)).not.toContain('member@calmpath.local');
    expect(await providerContact(db, providerId)).toMatchObject({
      canMessage: true,
      bookingUrl: 'https://book.calmpath.local/demo',
      textNumber: '+1 555 010 0101',
    });
  });
});
