import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PickerItem } from '../../../common/contracts/providers';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { DEFAULT_TUNING, findProviders } from './find-providers';
import { PICKER_TUNING, pickProviders } from './pick-providers';
import { insertProvider, insertRegistryPlaces } from './provider-factory';
import { LISTED, REGISTRY_ONLY_LAST, VISIBLE } from './search-sql';

/*
 * Decision 082: the review picker lists the places listed on CalmPath first, then the places
 * known only from a public registry, each by name, as search ranks them. Each part is read from
 * its own name index, so a term only listed places hold is not looked up among a million
 * registry names that sort before them, and the registry is read only when the listed places do
 * not fill the list. A registry place that a family reviewed is a listed place from then on.
 */
const REGISTRY_HARBORS = 30;

describe.each(testDatabaseModes())(
  'review picker: listed places, then the registry (%s)',
  (mode) => {
    let t: TestApp;
    let db: Db;
    const names = (items: PickerItem[]) => items.map((p) => p.name);

    beforeAll(async () => {
      t = await createTestApp(mode);
      db = t.app.database.db;
      /* Three listed harbors and 22 listed swim schools, whose names sort after the registry's. */
      for (const name of ['Harbor Kids Dental', 'Quiet Harbor Speech', 'Zen Harbor Barbers']) {
        await insertProvider(db, { name });
      }
      for (let i = 1; i <= 22; i++) {
        await insertProvider(db, {
          name: `Splash Swim School ${String(i).padStart(2, '0')}`,
          category: 'Swim Instructor',
        });
      }
      /* Registry-only listings: harbors whose names sort before every listed one. */
      await insertRegistryPlaces(db, {
        count: REGISTRY_HARBORS,
        namePrefix: 'Aaa Harbor Clinic ',
        digits: 2,
        location: 'Boise, ID 83702',
        zip: '83702',
        firstNpi: 1400000000,
      });
      await db.execute(sql`ANALYZE providers`);
    });
    afterAll(async () => t?.cleanup());

    it.each([
      ['default', PICKER_TUNING],
      ['walk', { ...DEFAULT_TUNING, headSize: 3, lookupRowCost: 1e12, maxWalk: 100_000 }],
      ['lookup', { ...DEFAULT_TUNING, headSize: 0, lookupRowCost: 0, lookupBaseCost: 0 }],
      ['sparse sample', { ...DEFAULT_TUNING, headSize: 3, sampleSize: 10 }],
    ])("lists the listed matches by name, then the registry's (%s path)", async (_path, tuning) => {
      expect(names(await pickProviders(db, 'harbor', tuning))).toEqual([
        'Harbor Kids Dental',
        'Quiet Harbor Speech',
        'Zen Harbor Barbers',
        ...Array.from(
          { length: 17 },
          (_, i) => `Aaa Harbor Clinic ${String(i + 1).padStart(2, '0')}`,
        ),
      ]);
      /* Listed matches that fill the list leave the registry's out. */
      expect(names(await pickProviders(db, 'swim', tuning))).toEqual(
        Array.from(
          { length: 20 },
          (_, i) => `Splash Swim School ${String(i + 1).padStart(2, '0')}`,
        ),
      );
      /* A registry name alone, and no list at all: the listed places first. */
      expect(names(await pickProviders(db, 'clinic 07', tuning))).toEqual(['Aaa Harbor Clinic 07']);
      const first = names(await pickProviders(db, undefined, tuning));
      expect(first[0]).toBe('Harbor Kids Dental');
      expect(first.some((n) => n.startsWith('Aaa'))).toBe(false);
    });

    it('lists a registry place a family reviewed among the listed ones', async () => {
      await db.execute(
        sql`UPDATE providers SET total_review_count = 1 WHERE name = 'Aaa Harbor Clinic 30'`,
      );
      try {
        const picked = names(await pickProviders(db, 'harbor'));
        expect(picked.slice(0, 4)).toEqual([
          'Aaa Harbor Clinic 30',
          'Harbor Kids Dental',
          'Quiet Harbor Speech',
          'Zen Harbor Barbers',
        ]);
        expect(picked[4]).toBe('Aaa Harbor Clinic 01');
      } finally {
        await db.execute(
          sql`UPDATE providers SET total_review_count = 0 WHERE name = 'Aaa Harbor Clinic 30'`,
        );
      }
    });

    it('refuses name order without a scope, and a scope in rank order', async () => {
      const criteria = { terms: ['harbor'], categories: null };
      await expect(
        findProviders(db, criteria, { offset: 0, pageSize: 5, order: 'name', columns: ['id'] }),
      ).rejects.toThrow(/scope/);
      await expect(
        findProviders(db, criteria, {
          offset: 0,
          pageSize: 5,
          order: 'rank',
          scope: 'listed',
          columns: ['id'],
        }),
      ).rejects.toThrow(/scope/);
    });

    it.each([
      ['listed', LISTED, 'providers_picker_listed_idx'],
      ['registry', sql.raw(REGISTRY_ONLY_LAST), 'providers_picker_registry_idx'],
    ])('reads the %s places in name order from their own index', async (_scope, scope, index) => {
      const plan = await db.transaction(async (tx) => {
        /* The tables here are small: only an index that answers the order may be used at all. */
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
        await tx.execute(sql`SET LOCAL enable_sort = off`);
        const rows = await tx.execute<{ 'QUERY PLAN': string }>(sql`
        EXPLAIN SELECT id, search_text, name FROM providers WHERE ${VISIBLE} AND ${scope}
        ORDER BY name, id LIMIT 50`);
        return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(new RegExp(`Index (Only )?Scan using ${index}`));
      expect(plan).not.toContain('Sort');
    });
  },
);
