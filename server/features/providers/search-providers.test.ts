import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ACCOMMODATIONS } from '../../../common/catalog/accommodations';
import { categoriesOfGroup } from '../../../common/catalog/business-categories';
import { PROVIDER_FIELD_MAX_LENGTHS } from '../../../common/contracts/limits';
import { SEARCH_PAGE_SIZE } from '../../../common/contracts/providers';
import { parseSearchQuery } from '../../../common/domain/search-query';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../../test/databases';
import { DEFAULT_TUNING, type Tuning } from './find-providers';
import { insertProvider, type ProviderOverrides } from './provider-factory';
import { clausesOf, maskOf } from './search-criteria';
import { searchProviders } from './search-providers';
import { roughly } from './search-sql';

/* The engine's paths must give the same answers; these tunings force each one. */
const TUNINGS: Record<string, Tuning> = {
  default: DEFAULT_TUNING,
  // The head covers the whole directory: every page and total come from it.
  head: { ...DEFAULT_TUNING, headSize: 100_000 },
  // A tiny head, and lookups priced out: pages come from the walk whenever it can find them.
  walk: { ...DEFAULT_TUNING, headSize: 3, lookupRowCost: 1e12, maxWalk: 100_000 },
  // No head, and lookups free: every page comes from the index lookup.
  lookup: { ...DEFAULT_TUNING, headSize: 0, lookupRowCost: 0, lookupBaseCost: 0 },
  // A sample that sees only part of the directory (as on a large one): totals of walked pages
  // are estimates, and a walk that falls short of a page ends in the lookup.
  'sparse sample, walk': {
    ...DEFAULT_TUNING,
    headSize: 3,
    sampleSize: 10,
    lookupRowCost: 1e12,
    maxWalk: 100_000,
  },
  'sparse sample, head then lookup': {
    ...DEFAULT_TUNING,
    headSize: 3,
    sampleSize: 10,
    lookupRowCost: 0,
    lookupBaseCost: 0,
  },
};

type Row = Required<
  Pick<
    ProviderOverrides,
    | 'name'
    | 'category'
    | 'location'
    | 'zip_code'
    | 'accommodation_status'
    | 'promotion_tier'
    | 'promotion_status'
    | 'verified_percentage'
  >
> & { id: number; accommodations?: string };

const FIXTURES: Omit<Row, 'id'>[] = [
  {
    ...row('Quiet Harbor Dental', 'Dentist', 'Austin, TX', '78701', 'premium', 'active', 10),
    accommodations: 'Quiet Waiting Area, Weighted Blankets / Lap Pads',
  },
  row('Gentle Path Pediatrics', 'Pediatrician', 'Austin, TX', '78702', 'premium', 'inactive', 90),
  row(
    'Calm Waters Speech Therapy',
    'Speech Therapist',
    'Denver, CO',
    '80202',
    'enhanced',
    'active',
    50,
  ),
  {
    ...row('Bluebird Nail Studio', 'Nail Salon', 'Seattle, WA', '98101', 'basic', 'inactive', 95),
    accommodations: 'Sensory Toolkits | Custom: Weighted Blankets / Lap Pads on request',
  },
  row(
    'Aardvark Kids Cuts',
    'Hair Stylist / Barber',
    'Austin, TX',
    '78745',
    'basic',
    'inactive',
    95,
  ),
  row(
    'Steady Feet Physical Therapy',
    'Physical Therapist',
    'Boise, ID',
    '83702',
    'enhanced',
    'inactive',
    70,
  ),
  row('Twin Clinic', 'Family Physician', 'Madison, WI', '53703', 'basic', 'inactive', 40),
  row('Twin Clinic', 'Family Physician', 'Madison, WI', '53704', 'basic', 'inactive', 40),
  row('100% Calm Studio', 'Art / Music Program', 'Miami, FL', '33130', 'basic', 'inactive', 0),
  row('Under_score Art', 'Art / Music Program', 'Miami, FL', '33131', 'basic', 'inactive', 0),
  row('Little Fins Swim School', 'Swim Instructor', 'Tucson, AZ', '85701', 'basic', 'inactive', 20),
  {
    ...row(
      'Rejected Listing Karate',
      'Martial Arts Studio',
      'Austin, TX',
      '78703',
      'basic',
      'inactive',
      5,
    ),
    accommodation_status: 'rejected',
  },
  {
    ...row('Zebra Hidden Dentist', 'Dentist', 'Austin, TX', '78701', 'premium', 'active', 100),
    accommodation_status: 'pending',
  },
  ...Array.from({ length: 45 }, (_, i) =>
    row(
      `Paging Provider ${String(i + 1).padStart(2, '0')}`,
      'Preschool',
      'Pagetown, KS',
      '66044',
      'basic',
      'inactive',
      i % 3,
    ),
  ),
];

function row(
  name: string,
  category: string,
  location: string,
  zip_code: string,
  promotion_tier: Row['promotion_tier'],
  promotion_status: Row['promotion_status'],
  verified_percentage: number,
): Omit<Row, 'id'> {
  return {
    name,
    category,
    location,
    zip_code,
    accommodation_status: 'verified',
    promotion_tier,
    promotion_status,
    verified_percentage,
  };
}

/* The rules written out plainly, to check the engine against. */
const tierRank = (r: Row) =>
  r.promotion_status !== 'active'
    ? 0
    : r.promotion_tier === 'premium'
      ? 2
      : r.promotion_tier === 'enhanced'
        ? 1
        : 0;

/*
 * Every clause of the parsed line holds: one of its terms is part of one column (the spec's rule
 * for a one-word line), or the category or a listed catalogue accommodation is what it means.
 */
function reference(rows: Row[], q: string, categories: readonly string[] | null = null): number[] {
  const query = q.trim();
  const clauses = clausesOf(parseSearchQuery(query), query);
  const holds = (r: Row, clause: (typeof clauses)[number]) => {
    const columns = [r.name, r.category, r.location, r.zip_code].join('\n').toLowerCase();
    const listed = (r.accommodations ?? '').split('|')[0] ?? '';
    return (
      clause.terms.some((t) => columns.includes(t.toLowerCase())) ||
      clause.categories.includes(r.category) ||
      ALL_ACCOMMODATIONS.some(
        (item) => (clause.accommodationMask & maskOf([item])) !== 0 && listed.includes(item),
      )
    );
  };
  return rows
    .filter((r) => r.accommodation_status !== 'pending')
    .filter((r) => clauses.every((clause) => holds(r, clause)))
    .filter((r) => !categories || categories.includes(r.category))
    .sort(
      (a, b) =>
        tierRank(b) - tierRank(a) ||
        b.verified_percentage - a.verified_percentage ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
        a.id - b.id,
    )
    .map((r) => r.id);
}

const QUERIES = [
  'Austin',
  'AUSTIN',
  'austin, tx',
  'TX',
  'tx',
  'co',
  'a',
  '7',
  '78',
  '787',
  '78701',
  'dent',
  'ntis',
  'Dentist',
  'HARBOR',
  'Quiet Harbor Dental',
  'therap',
  'Therapy',
  'Twin Clinic',
  '100%',
  '%',
  '_',
  'under_',
  'Nail Salon',
  'Pagetown',
  'Paging Provider 1',
  'ks',
  'Rejected',
  // Several words, the vocabulary, states and accommodations (decision 021).
  'dentist austin',
  'Austin dentists',
  'austin tx',
  'Texas',
  'Healthcare',
  'therapy',
  'speech denver',
  'weighted blankets',
  'weighted blankets austin',
  'doctor',
  'hair',
];

describe.each(testDatabaseModes())('provider search (%s)', (mode) => {
  let t: TestApp;
  let db: Db;
  let rows: Row[];

  beforeAll(async () => {
    t = await createTestApp(mode);
    db = t.app.database.db;
    rows = [];
    for (const fixture of FIXTURES)
      rows.push({ ...fixture, id: await insertProvider(db, fixture) });
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const idOf = (name: string) => rows.find((r) => r.name === name)?.id;

  describe.each(Object.entries(TUNINGS))('engine path: %s', (_path, tuning) => {
    it.each(QUERIES)('%j matches and orders exactly like the rules', async (q) => {
      const expected = reference(rows, q);
      expect(expected.length).toBeGreaterThan(0);
      const pages = Math.ceil(expected.length / SEARCH_PAGE_SIZE);
      for (let page = 1; page <= pages; page++) {
        const r = await searchProviders(db, { q, page }, tuning);
        expect(r.results.map((c) => c.id)).toEqual(
          expected.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE),
        );
        expect(r).toMatchObject({ searched: true, fuzzy: false, page, pageSize: 20 });
        expect(r.hasMore).toBe(page < pages);
        // The walk estimates totals; it is only used while more pages follow.
        if (r.totalIsEstimate) {
          expect(r.hasMore).toBe(true);
          expect(r.total).toBeGreaterThan(page * SEARCH_PAGE_SIZE);
        } else {
          expect(r.total).toBe(expected.length);
        }
      }
    });

    it.each([
      ['healthcare', ''],
      ['personal-care', ''],
      ['childcare', ''],
      ['recreation', ''],
      ['healthcare', 'austin'],
      ['healthcare', 'TX'],
      ['community', 'miami'],
    ] as const)('group %s with q %j searches every category of the group', async (group, q) => {
      const categories = categoriesOfGroup(group);
      const expected = reference(rows, q, categories);
      const r = await searchProviders(db, { q, group }, tuning);
      expect(r.results.map((c) => c.id)).toEqual(expected.slice(0, SEARCH_PAGE_SIZE));
      if (!r.totalIsEstimate) expect(r.total).toBe(expected.length);
      expect(r.searched).toBe(true);
      for (const card of r.results) expect(categories).toContain(card.category);
    });
  });

  it('a quick category finds businesses a text search for its label cannot', async () => {
    const r = await searchProviders(db, { group: 'healthcare' });
    const categories = new Set(r.results.map((c) => c.category));
    expect(categories).toEqual(
      new Set([
        'Dentist',
        'Pediatrician',
        'Speech Therapist',
        'Physical Therapist',
        'Family Physician',
      ]),
    );
    expect(r.results.map((c) => c.id)).not.toContain(idOf('Zebra Hidden Dentist'));
  });

  it('orders active premium, active enhanced, then verified share, name and id', async () => {
    const r = await searchProviders(db, { q: 'a' });
    const names = r.results.map((c) => c.name);
    // Active premium first even with 10% verified; the pending premium never appears.
    expect(names[0]).toBe('Quiet Harbor Dental');
    // Active enhanced next, ahead of the inactive enhanced and the inactive premium.
    expect(names[1]).toBe('Calm Waters Speech Therapy');
    // Then by verified share; equal shares by name; equal names by id.
    expect(names.slice(2, 6)).toEqual([
      'Aardvark Kids Cuts',
      'Bluebird Nail Studio',
      'Gentle Path Pediatrics',
      'Steady Feet Physical Therapy',
    ]);
    const twins = r.results.filter((c) => c.name === 'Twin Clinic').map((c) => c.id);
    expect(twins).toEqual([...twins].sort((x, y) => x - y));
    expect(twins).toHaveLength(2);
  });

  it('trims the query and reports what it searched', async () => {
    const padded = await searchProviders(db, { q: '  Denver \n' });
    const plain = await searchProviders(db, { q: 'Denver' });
    expect(padded.query).toBe('Denver');
    expect(padded.results.map((c) => c.id)).toEqual(plain.results.map((c) => c.id));
    expect(padded.total).toBe(1);
  });

  it('a blank query without a group searches nothing and touches no database', async () => {
    const noDb = new Proxy({} as Db, {
      get() {
        throw new Error('the database was used');
      },
    });
    for (const q of [undefined, '', '   ', '\t\n']) {
      expect(await searchProviders(noDb, { q })).toEqual({
        query: '',
        group: null,
        results: [],
        total: 0,
        totalIsEstimate: false,
        page: 1,
        pageSize: 20,
        hasMore: false,
        searched: false,
        fuzzy: false,
        closestMatch: null,
        understood: null,
        onlyGeneric: false,
        alternatives: [],
      });
    }
  });

  it('never shows a pending provider, even as a closest match', async () => {
    for (const q of ['Zebra', 'zebra hidden', 'Zebre']) {
      const r = await searchProviders(db, { q });
      expect(r.results.map((c) => c.name)).not.toContain('Zebra Hidden Dentist');
    }
    const exact = await searchProviders(db, { q: 'Zebra' });
    expect(exact).toMatchObject({ searched: true, total: 0, results: [], fuzzy: false });
  });

  it('matches words across columns as a first-class match, not as a closest match', async () => {
    const r = await searchProviders(db, { q: 'Dentist Austin' });
    expect(r).toMatchObject({
      fuzzy: false,
      closestMatch: null,
      understood: 'Dentists in Austin, TX',
    });
    expect(r.results.map((c) => c.name)).toEqual(['Quiet Harbor Dental']);
  });

  it.each([
    ['Austen', 'austin', 'Austin, TX'],
    ['pediatrcian', 'pediatrician', 'Pediatrician'],
    ['Quiet Harbr', 'quiet harbor', 'Quiet Harbor Dental'],
    ['Seatle, WA', 'seattle, wa', 'Seattle, WA'],
    ['Denevr', 'denver', 'Denver, CO'],
  ])('a typo (%j) falls back to the closest match %j', async (q, closest, found) => {
    const r = await searchProviders(db, { q });
    expect(r).toMatchObject({ fuzzy: true, closestMatch: closest, searched: true });
    expect(r.total).toBeGreaterThan(0);
    for (const card of r.results) {
      expect([card.name, card.category, card.location].some((v) => v.includes(found))).toBe(true);
    }
  });

  it('a query that matches nothing even loosely returns an empty, searched result', async () => {
    const r = await searchProviders(db, { q: 'xylophone repair' });
    expect(r).toMatchObject({
      searched: true,
      total: 0,
      results: [],
      fuzzy: false,
      hasMore: false,
    });
  });

  it('pages past the end answer the true total with no results', async () => {
    const r = await searchProviders(db, { q: 'Pagetown', page: 4 });
    expect(r).toMatchObject({ results: [], total: 45, hasMore: false, page: 4 });
  });

  it('estimates the total of a broad query on a large directory, and says so', async () => {
    // A head of 20 cannot hold the first page, so the page is walked. A directory smaller than
    // the sample is all sampled: its count is exact, and says so.
    const tuning = { ...DEFAULT_TUNING, headSize: 20 };
    const r = await searchProviders(db, { q: 'a' }, tuning);
    const expected = reference(rows, 'a');
    expect(r.results.map((c) => c.id)).toEqual(expected.slice(0, 20));
    expect(r).toMatchObject({ totalIsEstimate: false, hasMore: true, total: expected.length });
    // A sample of 10 sees part of the directory: an estimate.
    const sparse = { ...tuning, sampleSize: 10 };
    const s = await searchProviders(db, { q: 'a' }, sparse);
    expect(s.results.map((c) => c.id)).toEqual(expected.slice(0, 20));
    expect(s.totalIsEstimate).toBe(true);
    expect(s.total).toBeGreaterThanOrEqual(21);
    // With the default tuning the same query is counted exactly.
    const exact = await searchProviders(db, { q: 'a' });
    expect(exact).toMatchObject({ total: expected.length, totalIsEstimate: false });
  });

  it('refuses searchable values too long for the search indexes', async () => {
    const { name, zip_code } = PROVIDER_FIELD_MAX_LENGTHS;
    await expect(insertProvider(db, { name: 'n'.repeat(name + 1) })).rejects.toThrow();
    await expect(insertProvider(db, { zip_code: '1'.repeat(zip_code + 1) })).rejects.toThrow();
    const id = await insertProvider(db, { name: `Long ${'n'.repeat(name - 5)}` });
    await db.delete(providers).where(eq(providers.id, id));
  });

  it('rounds estimates to two significant digits', () => {
    expect([roughly(42.4), roughly(149), roughly(2847), roughly(96_512)]).toEqual([
      42, 150, 2800, 97_000,
    ]);
  });

  describe('HTTP', () => {
    it('GET /api/providers/search returns cards with parsed accommodations', async () => {
      const id = await insertProvider(db, {
        name: 'Kind Hands Occupational Therapy',
        category: 'Occupational Therapist',
        location: 'Raleigh, NC',
        accommodations:
          'Quiet Waiting Area, Staff Use AAC, Sign Language, or Visual Cues | Custom: Side entrance',
        contact_phone: '(919) 555-0100',
        website: 'https://kindhands.example',
        average_rating: 4.5,
        total_review_count: 3,
        sensory_match_score: 50,
        is_community_verified: true,
      });
      const res = await t.app.inject({ method: 'GET', url: '/api/providers/search?q=%20raleigh' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ query: 'raleigh', total: 1, searched: true, fuzzy: false });
      expect(body.results[0]).toEqual({
        id,
        name: 'Kind Hands Occupational Therapy',
        category: 'Occupational Therapist',
        location: 'Raleigh, NC',
        zip_code: '62701',
        accommodations: ['Quiet Waiting Area', 'Staff Use AAC, Sign Language, or Visual Cues'],
        customAccommodation: 'Side entrance',
        accommodation_status: 'verified',
        promotion_tier: 'basic',
        promotion_status: 'inactive',
        verified_percentage: 0,
        total_review_count: 3,
        average_rating: 4.5,
        sensory_match_score: 50,
        isCommunityVerified: true,
        isTrustedAlly: false,
        contact_phone: '(919) 555-0100',
        contact_email: null,
        website: 'https://kindhands.example',
        // ZIP 62701's centre, for the map (decision 040).
        latitude: 39.8,
        longitude: -89.6495,
        approximateLocation: true,
        // Not imported from a registry; our team has not verified who runs it (decision 060).
        source: null,
        teamVerified: false,
      });
      await db.delete(providers).where(eq(providers.id, id));
    });

    it('searches a quick category by its group key and rejects unknown groups and pages', async () => {
      const ok = await t.app.inject({
        method: 'GET',
        url: '/api/providers/search?group=recreation',
      });
      expect(ok.json().results.map((c: { name: string }) => c.name)).toEqual([
        'Little Fins Swim School',
        'Rejected Listing Karate',
      ]);
      for (const qs of ['group=spa', 'page=0', 'page=abc', `q=${'x'.repeat(201)}`]) {
        const bad = await t.app.inject({ method: 'GET', url: `/api/providers/search?${qs}` });
        expect(bad.statusCode).toBe(400);
      }
      const blank = await t.app.inject({ method: 'GET', url: '/api/providers/search?q=%20%20' });
      expect(blank.json()).toMatchObject({ searched: false, results: [] });
    });

    it('GET /api/providers/:id shows visible providers only', async () => {
      const visible = await t.app.inject({
        method: 'GET',
        url: `/api/providers/${idOf('Twin Clinic')}`,
      });
      expect(visible.statusCode).toBe(200);
      expect(visible.json().name).toBe('Twin Clinic');
      const rejected = await t.app.inject({
        method: 'GET',
        url: `/api/providers/${idOf('Rejected Listing Karate')}`,
      });
      expect(rejected.statusCode).toBe(200);
      for (const id of [idOf('Zebra Hidden Dentist'), 999_999]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/providers/${id}` });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('PROVIDER_NOT_FOUND');
      }
      for (const id of ['abc', '0', '99999999999', '2147483648']) {
        expect(
          (await t.app.inject({ method: 'GET', url: `/api/providers/${id}` })).statusCode,
        ).toBe(400);
      }
    });

    it("a NUL or control character in q is a 400 'Please remove unsupported characters'", async () => {
      for (const path of ['/api/providers/search', '/api/providers/picker']) {
        for (const q of ['a%00b', '%00', 'Austin%0ATX', 'caf%C3%A9%01']) {
          const r = await t.app.inject({ method: 'GET', url: `${path}?q=${q}` });
          expect(r.statusCode, `${path}?q=${q}`).toBe(400);
          expect(r.json().error).toEqual({
            code: 'VALIDATION_ERROR',
            message: 'Invalid value for q: Please remove unsupported characters',
            field: 'q',
          });
        }
      }
    });
  });
});

describe.each(testDatabaseModes())(
  'search estimates on a directory larger than the sample (%s)',
  (mode) => {
    let t: TestDatabase;
    const size = 4000;
    beforeAll(async () => {
      t = await createTestDatabase(mode);
      // Every 4th provider in Austin, one in 400 in Boise, the rest in Denver; pending ones too.
      await t.database.db.insert(providers).values(
        Array.from({ length: size }, (_, i) => ({
          name: `Estimate Clinic ${String(i).padStart(4, '0')}`,
          category: 'Dentist',
          location: i % 4 === 0 ? 'Austin, TX' : i % 400 === 1 ? 'Boise, ID' : 'Denver, CO',
          zip_code: '00000',
          accommodation_status: i % 10 === 9 ? ('pending' as const) : ('verified' as const),
        })),
      );
    });
    afterAll(async () => {
      await t.cleanup();
    });

    it('estimates a broad match from the random sample, within a few percent', async () => {
      const austin = Array.from({ length: size }, (_, i) => i).filter(
        (i) => i % 4 === 0 && i % 10 !== 9,
      ).length;
      const r = await searchProviders(t.database.db, { q: 'Austin' });
      expect(r.results).toHaveLength(SEARCH_PAGE_SIZE);
      expect(r.totalIsEstimate).toBe(true);
      expect(r.hasMore).toBe(true);
      // A uniform sample of 1,500 of 3,600 visible providers: far inside ±10%.
      expect(Math.abs(r.total - austin) / austin).toBeLessThan(0.1);
    });

    it('counts a rare match exactly', async () => {
      const r = await searchProviders(t.database.db, { q: 'Boise' });
      expect(r).toMatchObject({ total: 10, totalIsEstimate: false, hasMore: false });
      expect(r.results.every((c) => c.location === 'Boise, ID')).toBe(true);
    });
  },
);
