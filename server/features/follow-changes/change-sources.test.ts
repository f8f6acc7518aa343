import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ACCOMMODATIONS } from '../../../common/catalog/accommodations';
import { formatAccommodationsText } from '../../../common/domain/accommodations-text';
import { place_changes, provider_profile_stats, providers } from '../../db/schema';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../../test/databases';
import { recordAccommodationChanges } from './accommodation-changes';
import { HEADS_UP_SEVERAL_FAMILIES, headsUpCounts, recordNewHeadsUps } from './heads-up-changes';

/* Where the changes that matter come from (decision 072). */
describe.each(testDatabaseModes())('changes that matter (%s)', (mode) => {
  let t: TestDatabase;
  let place: number;
  const db = () => t.database.db;
  const changes = async () =>
    (
      await db()
        .select({ kind: place_changes.kind, detail: place_changes.detail })
        .from(place_changes)
        .where(eq(place_changes.provider_id, place))
        .orderBy(place_changes.id)
    ).map((row) => ({ kind: row.kind, ...row.detail }));
  const clear = () => db().delete(place_changes).where(eq(place_changes.provider_id, place));

  beforeAll(async () => {
    t = await createTestDatabase(mode);
    const [row] = await db()
      .insert(providers)
      .values({ name: 'Sunny Steps', category: 'Dentist', verification_status: 'verified' })
      .returning({ id: providers.id });
    place = row?.id ?? 0;
  }, 240_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it('records each catalogue accommodation added or removed, not the free text', async () => {
    const [a = '', b = '', c = ''] = ALL_ACCOMMODATIONS;
    await recordAccommodationChanges(
      db(),
      place,
      formatAccommodationsText([a, b], 'A quiet garden'),
      formatAccommodationsText([b, c], 'A calm corner'),
    );
    expect(await changes()).toEqual([
      { kind: 'accommodation-added', accommodation: c },
      { kind: 'accommodation-removed', accommodation: a },
    ]);
    await clear();
  });

  it('records a heads-up once, when it reaches several families', async () => {
    const below = HEADS_UP_SEVERAL_FAMILIES - 1;
    await db()
      .insert(provider_profile_stats)
      .values({ provider_id: place, heads_up: { hand_dryers: below, crowds: 5 } });
    const before = await headsUpCounts(db(), [place]);
    await db()
      .update(provider_profile_stats)
      .set({ heads_up: { hand_dryers: below + 1, crowds: 6 } })
      .where(eq(provider_profile_stats.provider_id, place));
    await recordNewHeadsUps(db(), before);
    expect(await changes()).toEqual([
      { kind: 'heads-up', tag: 'hand_dryers', families: HEADS_UP_SEVERAL_FAMILIES },
    ]);
    await clear();
  });

  it('records a verification lapsing, whatever path ends it', async () => {
    await db()
      .update(providers)
      .set({ verification_status: 'pending' })
      .where(eq(providers.id, place));
    await db()
      .update(providers)
      .set({ verification_status: 'unverified' })
      .where(eq(providers.id, place));
    expect(await changes()).toEqual([{ kind: 'verification-lapsed' }]);
  });
});
