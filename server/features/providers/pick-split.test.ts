import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICKER_LIMIT } from '../../../common/contracts/providers';
import type { Database } from '../../db/client';
import { providers } from '../../db/schema';
import { createTestDatabase, testDatabaseModes } from '../../test/databases';
import { DEFAULT_TUNING } from './find-providers';
import { pickProviders } from './pick-providers';
import { namesInByteOrder, nextSpelling, prefixSplitTerm } from './picker-prefix';
import { insertProvider } from './provider-factory';

describe('spellings of a name prefix in byte order (decision 023)', () => {
  it('starts from the term in capitals', () => {
    expect(nextSpelling('quiet', '')).toBe('QUIET');
    expect(nextSpelling('a b', '')).toBe('A B');
  });

  it('finds the smallest spelling at or after a name', () => {
    expect(nextSpelling('ab', 'AC')).toBe('Ab');
    expect(nextSpelling('ab', 'Ab')).toBe('Ab');
    expect(nextSpelling('ab', 'Ac')).toBe('aB');
    expect(nextSpelling('ab', 'B')).toBe('aB');
    expect(nextSpelling('ab', 'ac')).toBeNull();
    expect(nextSpelling('quiet', 'QUIETER')).toBe('QUIET');
    expect(nextSpelling('quiet', 'QUIF')).toBe('QUIeT');
    expect(nextSpelling('quiet', 'Quiet Zone')).toBe('Quiet');
    expect(nextSpelling('quiet', 'Quieu')).toBe('qUIET');
    expect(nextSpelling('7 up', '8')).toBeNull();
    expect(nextSpelling('7 up', '7 U')).toBe('7 UP');
    expect(nextSpelling('ab', '\u212a')).toBeNull();
  });

  it('applies to one printable ASCII term with a word of three characters', () => {
    const criteria = (terms: string[]) => ({ terms, categories: null });
    expect(prefixSplitTerm(criteria(['Quiet']))).toBe('Quiet');
    expect(prefixSplitTerm(criteria(['ab']))).toBeNull();
    expect(prefixSplitTerm(criteria(['Café']))).toBeNull();
    expect(prefixSplitTerm(criteria(['a', 'b']))).toBeNull();
    expect(prefixSplitTerm({ terms: ['Quiet'], categories: ['Dentist'] })).toBeNull();
  });
});

/*
 * The picker's split lookup (names that start with the term, by runs of spellings, plus the rows
 * that hold it further on) must give exactly the page the walk over the whole directory gives.
 */
describe.each(testDatabaseModes())('review picker: split lookup = walk (%s)', (mode) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const t = await createTestDatabase(mode);
    database = t.database;
    cleanup = t.cleanup;
  }, 60_000);
  afterAll(async () => {
    await cleanup();
  });

  const splitPath = { ...DEFAULT_TUNING, headSize: 0, lookupRowCost: 0, lookupBaseCost: 0 };
  const walkAll = { ...DEFAULT_TUNING, headSize: 100_000, maxWalk: 100_000 };
  let osmId = 0;

  it('orders names by byte here', async () => {
    expect(await namesInByteOrder(database.db)).toBe(true);
  });

  it('gives the same page on both paths', async () => {
    const db = database.db;
    const start = fc.constantFrom(
      'Quiet',
      'QUIET',
      'quiet',
      'QuIet',
      'Quiet Harbor',
      'Tranquil Quiet',
      'Qui',
      'Kids',
      'kids',
      '\u212aids',
      '\u0130ris',
      'Iris',
      'A Quiet',
      'Zebra',
      'zz',
      '_Quiet',
    );
    const name = fc
      .tuple(start, fc.constantFrom('', ' Corner', ' Kids', ' Studio', 'er Place', ' Iris'))
      .map(([a, b]) => a + b);
    /*
     * Listed places and registry-only listings (decision 082: the picker lists the first, then
     * the second, and splits the lookup of the registry's names).
     */
    const row = fc.record({
      name,
      location: fc.constantFrom('Austin, TX', 'Quietville, OR', 'Kidston, NY'),
      accommodation_status: fc.constantFrom('verified', 'verified', 'pending'),
      registry: fc.boolean(),
    });
    const term = fc.constantFrom('quiet', 'Quiet', 'QUIET', 'qui', 'kids', 'ids', 'iris', 'Iri');
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 30 }), term, async (rows, q) => {
        const made: number[] = [];
        try {
          for (const { registry, ...r } of rows) {
            made.push(
              await insertProvider(db, {
                ...r,
                ...(registry
                  ? { source: 'osm', external_id: `node/${++osmId}`, registry_status: 'imported' }
                  : {}),
              }),
            );
          }
          const split = await pickProviders(db, q, splitPath);
          const walked = await pickProviders(db, q, walkAll);
          expect(split.map((r) => r.id)).toEqual(walked.map((r) => r.id));
          /* Both as SQL sorts every match: the listed places by name, then the registry's. */
          const sorted = await db.execute<{ id: number }>(sql`
            SELECT id FROM providers
            WHERE accommodation_status <> 'pending' AND strpos(search_text, lower(${q})) > 0
            ORDER BY tier_rank < 0, name, id LIMIT ${PICKER_LIMIT}`);
          expect(walked.map((r) => r.id)).toEqual(sorted.rows.map((r) => Number(r.id)));
        } finally {
          if (made.length > 0) await db.delete(providers).where(inArray(providers.id, made));
        }
      }),
      { numRuns: mode === 'pglite' ? 40 : 30, seed: 23 },
    );
  }, 180_000);

  it('finds names spelt in every letter case, in name order, past a page of others', async () => {
    const db = database.db;
    const names = ['quiet place', 'Quiet Place', 'QUIET PLACE', 'QuIeT', 'Quaint', 'Quilt', 'R'];
    const made: number[] = [];
    try {
      for (const n of names) made.push(await insertProvider(db, { name: n }));
      for (let i = 0; i < 25; i++) made.push(await insertProvider(db, { name: `Quince ${i}` }));
      const found = await pickProviders(db, 'quiet', splitPath);
      expect(found.map((r) => r.name)).toEqual([
        'QUIET PLACE',
        'QuIeT',
        'Quiet Place',
        'quiet place',
      ]);
    } finally {
      await db.delete(providers).where(inArray(providers.id, made));
    }
  });
});
