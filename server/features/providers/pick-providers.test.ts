import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { DEFAULT_TUNING } from './find-providers';
import { PICKER_TUNING, pickProviders } from './pick-providers';
import { insertProvider } from './provider-factory';

describe.each(testDatabaseModes())('review picker (%s)', (mode) => {
  let t: TestApp;
  let db: Db;

  beforeAll(async () => {
    t = await createTestApp(mode);
    db = t.app.database.db;
    // 30 visible providers inserted out of name order, one pending and one rejected.
    for (let i = 30; i >= 1; i--) {
      await insertProvider(db, {
        name: `Clinic ${String(i).padStart(2, '0')}`,
        location: i % 2 ? 'Austin, TX' : 'Denver, CO',
      });
    }
    await insertProvider(db, { name: 'Aaa Pending Place', accommodation_status: 'pending' });
    await insertProvider(db, { name: 'Zz Rejected Studio', accommodation_status: 'rejected' });
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it.each([
    ['default', PICKER_TUNING],
    ['search tuning', DEFAULT_TUNING],
    ['walk', { ...DEFAULT_TUNING, headSize: 3, lookupRowCost: 1e12, maxWalk: 100_000 }],
    ['lookup', { ...DEFAULT_TUNING, headSize: 0, lookupRowCost: 0, lookupBaseCost: 0 }],
    ['sparse sample', { ...DEFAULT_TUNING, headSize: 3, sampleSize: 10 }],
  ])('lists visible providers by name, at most 20 (%s path)', async (_path, tuning) => {
    const all = await pickProviders(db, undefined, tuning);
    expect(all.map((p) => p.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Clinic ${String(i + 1).padStart(2, '0')}`),
    );
    expect(all[0]).toEqual({
      id: expect.any(Number),
      name: 'Clinic 01',
      category: 'Dentist',
      location: 'Austin, TX',
    });
    const denver = await pickProviders(db, '  denver ', tuning);
    expect(denver.map((p) => p.name)).toEqual(
      Array.from({ length: 15 }, (_, i) => `Clinic ${String((i + 1) * 2).padStart(2, '0')}`),
    );
    expect((await pickProviders(db, 'studio', tuning)).map((p) => p.name)).toEqual([
      'Zz Rejected Studio',
    ]);
    expect(await pickProviders(db, 'pending', tuning)).toEqual([]);
  });

  it('answers GET /api/providers/picker', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/providers/picker?q=clinic%2029' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { id: expect.any(Number), name: 'Clinic 29', category: 'Dentist', location: 'Austin, TX' },
      ],
    });
  });
});
