import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchQuery } from '../../../common/domain/search-query';
import type { Database } from '../../db/client';
import { providers } from '../../db/schema';
import { createTestDatabase, testDatabaseModes } from '../../test/databases';
import { crossedArms as crossedArmsUpTo } from './crossed-hint';
import { DEFAULT_TUNING, findProviders } from './find-providers';
import { DEFAULT_NEAR_TUNING } from './find-providers-near';
import { insertProvider } from './provider-factory';
import { type Criteria, clausesOf } from './search-criteria';

/*
 * The hint is a setting of each search's tuning: off in the plain search, on (4 scans) in the
 * refined one. Its construction is checked at the refined search's setting.
 */
const crossedArms = (criteria: Criteria) =>
  crossedArmsUpTo(criteria, DEFAULT_NEAR_TUNING.crossedArms);

const criteriaOf = (q: string): Criteria => ({
  terms: [],
  clauses: clausesOf(parseSearchQuery(q), q),
  categories: null,
});

describe('the crossed lookup hint (decision 023)', () => {
  it('is on in the plain search and in the refined search (decision 053)', () => {
    expect(DEFAULT_TUNING.crossedArms).toBe(4);
    expect(
      crossedArmsUpTo(criteriaOf('karate Los Angeles'), DEFAULT_TUNING.crossedArms),
    ).not.toBeNull();
    expect(DEFAULT_NEAR_TUNING.crossedArms).toBe(4);
  });

  it("with the sample's counts: the rarest clauses' words, one per clause, a commoner one only when worth its lists", () => {
    const seen = 1500;
    const withCounts = (q: string, hits: number[]) =>
      crossedArmsUpTo(criteriaOf(q), DEFAULT_TUNING.crossedArms, { hits, seen });
    // 'pediatric' and 'dentistry' (a fifth of the rows each) would read more than they leave out.
    expect(withCounts('harbor pediatric dentistry pllc', [16, 309, 298, 73])).toEqual([
      ['harbor', 'pllc'],
    ]);
    // Two ways that come down to the same words are one scan.
    expect(withCounts('Blue Heron Family Dental Pa', [20, 9, 320, 626])).toEqual([
      ['Heron', 'Blue'],
    ]);
    // A city's second word, a category's other words: one word of each clause.
    expect(withCounts('karate Los Angeles', [4, 45])).toEqual([
      ['karate', 'Angeles'],
      ['Martial', 'Angeles'],
    ]);
    expect(withCounts('karate Los Angeles', [200, 45])).toEqual([
      ['Angeles', 'karate'],
      ['Angeles', 'Martial'],
    ]);
    // A common word is still read when the first leaves many rows.
    expect(withCounts('speech therapist Boston', [155, 30])).toEqual([['Boston', 'therapist']]);
    // Without the counts: one word of every clause, as before.
    expect(crossedArmsUpTo(criteriaOf('harbor pediatric dentistry pllc'), 4)).toHaveLength(4);
  });

  it("with each sample row's clauses (masks): the rows the chosen words leave, counted", () => {
    const seen = 1500;
    const q = 'Slow Tide Hair Studio Boise';
    const clauses = criteriaOf(q).clauses ?? [];
    const bit = (word: string) => 2 ** clauses.findIndex((c) => c.terms.includes(word));
    const [slow, tide, boise] = [bit('Slow'), bit('Tide'), bit('Boise')];
    const withMasks = (masks: number[]) => {
      const hits = clauses.map((_, i) => masks.filter((m) => m & (2 ** i)).length);
      return crossedArmsUpTo(criteriaOf(q), DEFAULT_TUNING.crossedArms, { hits, seen, masks });
    };
    const boises = Array.from({ length: 16 }, () => boise);
    // Every other clause ('Hair', 'Studio') in 40 rows of its own: commoner than the three.
    const others = clauses.flatMap((_, i) =>
      [slow, tide, boise].includes(2 ** i) ? [] : Array.from({ length: 40 }, () => 2 ** i),
    );
    // 'slow' and 'tide' in the same three rows (one name): they leave three, and 'boise' is read.
    expect(withMasks([slow | tide, slow | tide, slow | tide, ...boises, ...others])?.[0]).toEqual(
      expect.arrayContaining(['Slow', 'Tide', 'Boise']),
    );
    // In different rows, the two leave almost none: 'boise' is not worth its lists.
    expect(withMasks([slow, slow, slow, tide, tide, tide, ...boises, ...others])?.[0]).toEqual([
      'Slow',
      'Tide',
    ]);
  });

  it('multiplies out what and where: one trigram scan per way the line can hold, its longest words', () => {
    // One word of every clause in every scan, then the longest. 'Los Angeles' is one place
    // (a city that starts with a Spanish article stays whole, decision 065), so its longest word
    // stands for it and the category's next word comes before 'Los'.
    expect(crossedArms(criteriaOf('karate Los Angeles'))).toEqual([
      ['Angeles', 'karate', 'Los'],
      ['Martial', 'Angeles', 'Studio'],
    ]);
    expect(crossedArms(criteriaOf('pediatrician San Francisco'))).toEqual([
      ['pediatrician', 'Francisco', 'San'],
    ]);
  });

  it('keeps a word of every clause, and counts a word once whatever its letter case', () => {
    // Three longest words alone would be 'Therapist', 'therapist' and 'speech': every speech
    // therapist in the country read for one in Boston.
    // The category Speech Therapist needs the same words as the typed ones: one scan, not two.
    expect(crossedArms(criteriaOf('speech therapist Boston'))).toEqual([
      ['therapist', 'speech', 'Boston'],
    ]);
    expect(crossedArms(criteriaOf('speech therapist Salt Lake City'))).toEqual([
      ['therapist', 'speech', 'Salt', 'Lake', 'City'],
    ]);
  });

  it("reads a state's suffix as a pattern and drops a category spelt like the typed word", () => {
    expect(crossedArms(criteriaOf('dentist texas'))).toEqual([
      ['dentist', 'texas'],
      /* ', tx' then a newline or a space (a location that ends in its ZIP): one scan for both. */
      [', tx[\n ]', 'dentist'],
    ]);
  });

  it('leaves accommodations and bare short words to the filter', () => {
    expect(crossedArms(criteriaOf('weighted blankets austin'))).toBeNull();
    expect(crossedArms(criteriaOf('Chicago, IL haircut'))).toEqual([
      ['Chicago', 'haircut'],
      ['Chicago', 'Stylist', 'Barber'],
    ]);
  });

  it('counts the scans left once ways that need every word of another are dropped', () => {
    /*
     * 'birthday', 'party' and 'entertainer' each hold typed or as the category Birthday
     * Entertainer: 8 ways, every one of which needs the category's words and the city's.
     */
    expect(crossedArms(criteriaOf('birthday party entertainer in san diego'))).toEqual([
      ['Entertainer', 'birthday', 'diego', 'san'],
    ]);
  });

  it('gives up on a single clause or on more than four scans', () => {
    expect(crossedArms(criteriaOf('austin'))).toBeNull();
    expect(crossedArms(criteriaOf('Healthcare therapy austin'))).toBeNull();
  });
});

/*
 * The lookup with the crossed hint must find exactly what the walk finds: the hint only chooses
 * which rows the index hands over; the clauses decide. Over generated providers whose names,
 * categories and places mix the words of what-and-where lines, each line's results by lookup
 * (no head, lookups free) equal its results by walking the whole directory, in the same order.
 */
describe.each(testDatabaseModes())('crossed lookup = walk (%s)', (mode) => {
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

  const lookupOnly = { ...DEFAULT_TUNING, headSize: 0, lookupRowCost: 0, lookupBaseCost: 0 };
  const walkAll = { ...DEFAULT_TUNING, headSize: 100_000, maxWalk: 100_000 };
  /* The plain search with the hint turned on, as the refined search has it. */
  const crossedLookup = { ...lookupOnly, crossedArms: DEFAULT_NEAR_TUNING.crossedArms };

  it('gives the same pages on both paths', async () => {
    const db = database.db;
    const word = fc.constantFrom(
      'Karate',
      'Martial',
      'Arts',
      'Los',
      'Angeles',
      'Dentist',
      'Texas',
      'Austin',
      'Quiet',
      'Hair',
      'barber',
      'Pediatric',
      'Swim',
      'Kids',
    );
    const name = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));
    const provider = fc.record({
      name,
      category: fc.constantFrom(
        'Dentist',
        'Martial Arts Studio',
        'Hair Stylist / Barber',
        'Pediatrician',
        'Swim Instructor',
      ),
      location: fc.constantFrom(
        'Austin, TX',
        'Los Angeles, CA',
        'Houston, TX',
        'Chicago, IL',
        /* As the registry importer writes them (decision 077): street, city, state and ZIP. */
        '12 Main St, Austin, TX 78701',
        '5 Ocean Ave, Los Angeles, CA 90001',
      ),
      zip_code: fc.constantFrom('78701', '90001', '60601'),
      accommodation_status: fc.constantFrom('verified', 'verified', 'pending'),
      promotion_tier: fc.constantFrom('basic', 'enhanced', 'premium'),
      promotion_status: fc.constantFrom('active', 'inactive'),
      verified_percentage: fc.integer({ min: 0, max: 100 }),
    });
    const line = fc.constantFrom(
      'karate Los Angeles',
      'dentist texas',
      'dentist austin',
      'haircut Chicago',
      'Chicago, IL haircut',
      'pediatrician austin',
      'swim lessons houston',
      'doctor austin',
      'kids dentist',
      'quiet karate',
      'preschool 78701',
      'Austin, TX barber',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(provider, { minLength: 1, maxLength: 12 }),
        line,
        async (rows, q) => {
          const made: number[] = [];
          try {
            for (const row of rows) made.push(await insertProvider(db, row));
            const criteria = criteriaOf(q);
            const opts = {
              offset: 0,
              pageSize: 50,
              order: 'rank' as const,
              columns: ['id', 'name'],
            };
            const looked = await findProviders<{ id: number }>(db, criteria, opts, lookupOnly);
            const crossed = await findProviders<{ id: number }>(db, criteria, opts, crossedLookup);
            const walked = await findProviders<{ id: number }>(db, criteria, opts, walkAll);
            expect(looked.rows.map((r) => Number(r.id))).toEqual(
              walked.rows.map((r) => Number(r.id)),
            );
            expect(looked.total).toBe(walked.total);
            expect(crossed.rows.map((r) => Number(r.id))).toEqual(
              walked.rows.map((r) => Number(r.id)),
            );
            expect(crossed.total).toBe(walked.total);
          } finally {
            if (made.length > 0) await db.delete(providers).where(inArray(providers.id, made));
          }
        },
      ),
      { numRuns: mode === 'pglite' ? 40 : 30, seed: 23 },
    );
  }, 120_000);

  it('finds a rare pair among common words by lookup', async () => {
    const db = database.db;
    const made: number[] = [];
    try {
      for (let i = 0; i < 30; i++) {
        made.push(
          await insertProvider(db, {
            name: `Sunny Place ${i}`,
            category: i % 3 === 0 ? 'Martial Arts Studio' : 'Dentist',
            location: i % 2 === 0 ? 'Los Angeles, CA' : 'Austin, TX',
          }),
        );
      }
      for (const tuning of [lookupOnly, crossedLookup]) {
        const found = await findProviders<{ id: number; name: string }>(
          db,
          criteriaOf('karate Los Angeles'),
          { offset: 0, pageSize: 20, order: 'rank', columns: ['id', 'name'] },
          tuning,
        );
        // i % 3 === 0 and i % 2 === 0: 0, 6, 12, 18, 24.
        expect(found.total).toBe(5);
        expect(found.rows.map((r) => r.name).sort()).toEqual([
          'Sunny Place 0',
          'Sunny Place 12',
          'Sunny Place 18',
          'Sunny Place 24',
          'Sunny Place 6',
        ]);
      }
    } finally {
      await db.delete(providers).where(inArray(providers.id, made));
    }
  });
});
