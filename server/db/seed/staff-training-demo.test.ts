import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPublicTrainings } from '../../features/staff-training/staff-trainings';
import { createLocalStorage } from '../../plugins/storage';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../../test/databases';
import { staff_trainings } from '../schema';
import { DEMO_OWNER_PROVIDER_ID, seedDatabase } from './seed';
import { STAFF_TRAINING_DEMO, seedStaffTrainingDemo } from './staff-training-demo';

describe.each(testDatabaseModes())('demo staff training (decision 071) on %s', (mode) => {
  let testDb: TestDatabase;
  let root: string;
  beforeAll(async () => {
    testDb = await createTestDatabase(mode);
    root = await mkdtemp(path.join(tmpdir(), 'staff-training-demo-'));
    await seedDatabase(testDb.database.db, { providers: 40, reviews: 200, users: 20 });
    await seedStaffTrainingDemo(testDb.database.db, createLocalStorage(root));
  }, 120_000);
  afterAll(async () => {
    await testDb?.cleanup();
    await rm(root, { recursive: true, force: true });
  });

  it("owner@calmpath.local's business shows one checked training, one waits, one elsewhere expired", async () => {
    const db = testDb.database.db;
    const rows = await db.select().from(staff_trainings);
    expect(rows.map((r) => [r.name, r.status]).sort()).toEqual(
      [
        [STAFF_TRAINING_DEMO.expired, 'verified'],
        [STAFF_TRAINING_DEMO.pending, 'pending'],
        [STAFF_TRAINING_DEMO.verified, 'verified'],
      ].sort(),
    );
    expect(rows.every((r) => r.document_key)).toBe(true);
    const shown = await listPublicTrainings(db, DEMO_OWNER_PROVIDER_ID);
    expect(shown.map((t) => t.name)).toEqual([STAFF_TRAINING_DEMO.verified]);
    const expired = rows.find((r) => r.name === STAFF_TRAINING_DEMO.expired);
    expect(await listPublicTrainings(db, expired?.provider_id ?? 0)).toEqual([]);
  });
});
