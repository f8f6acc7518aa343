import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMyNeedsCardSends } from '../../features/needs-card-sends/member-sends';
import { listReceivedNeedsCards } from '../../features/needs-card-sends/received-needs-cards';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../../test/databases';
import { providers } from '../schema';
import { seedDatabase } from './seed';

describe.each(testDatabaseModes())('demo needs card sent ahead (decision 070) on %s', (mode) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(mode);
    await seedDatabase(testDb.database.db, { providers: 40, reviews: 200, users: 20 });
  }, 120_000);
  afterAll(async () => {
    await testDb?.cleanup();
  });

  it("member@calmpath.local's card waits, unread, in a business owner@calmpath.local manages", async () => {
    const db = testDb.database.db;
    const [send] = await listMyNeedsCardSends(db, 'demo-member');
    expect(send).toMatchObject({ readAt: null });
    const [place] = await db
      .select({ admin: providers.business_admin_user_id })
      .from(providers)
      .where(eq(providers.id, send?.providerId ?? 0));
    expect(place?.admin).toBe('demo-owner');
    const received = await listReceivedNeedsCards(
      db,
      { id: 'demo-owner', email: 'owner@calmpath.local', name: 'Olive Owner', emailVerified: true },
      send?.providerId ?? 0,
    );
    expect(received).toEqual([
      { id: send?.id, displayName: 'Casey', sentAt: send?.sentAt, readAt: null },
    ]);
  });
});
