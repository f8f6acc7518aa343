import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCard, SearchResponse } from '../../../common/contracts/providers';
import { accommodationSlug } from '../../../common/contracts/search-filters';
import { needsMask } from '../../../common/domain/needs-match';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { DEFAULT_TUNING } from './find-providers';
import { bestMatchFinder } from './find-providers-best-match';
import { insertProvider } from './provider-factory';
import { searchProviders } from './search-providers';

type Zip = { latitude: number; longitude: number };
const ZIPS = (
  createRequire(import.meta.url)('zipcodes/lib/codes.js') as { codes: Record<string, Zip> }
).codes;

const QUIET = 'Quiet Waiting Area';

/*
 * Decision 040: the map needs every search's cards to carry their point, not
 * only a search near a ZIP, and to say that the point is the ZIP's centre.
 */
describe.each(testDatabaseModes())('coordinates on every search answer (%s)', (mode) => {
  let t: TestApp;
  const zipOf: Record<string, string | null> = {};

  const search = async (qs: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/providers/search?${qs}` });
    expect(res.statusCode).toBe(200);
    return res.json() as SearchResponse;
  };

  /* Each card's point is its ZIP's centre, flagged approximate; no point, no flag. */
  const expectPlaced = (cards: readonly ProviderCard[]) => {
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const zip = ZIPS[zipOf[card.name] ?? ''];
      if (zip) {
        expect(card).toMatchObject({
          latitude: zip.latitude,
          longitude: zip.longitude,
          approximateLocation: true,
        });
      } else {
        expect(card).toMatchObject({ latitude: null, longitude: null, approximateLocation: false });
      }
    }
  };

  beforeAll(async () => {
    t = await createTestApp(mode);
    const db = t.app.database.db;
    const add = async (name: string, zip: string, extra = {}) => {
      zipOf[name] = zip;
      await insertProvider(db, {
        name,
        location: 'Austin, TX',
        zip_code: zip,
        accommodations: QUIET,
        ...extra,
      });
    };
    await add('Congress Calm Dental', '78701');
    await add('South Lamar Dental', '78704', { category: 'Pediatrician' });
    await add('Mystery Dental', '00000');
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('a plain search ("Austin") answers each card with its ZIP centre, flagged approximate', async () => {
    const body = await search('q=Austin');
    expect(body.results.map((r) => r.name).sort()).toEqual([
      'Congress Calm Dental',
      'Mystery Dental',
      'South Lamar Dental',
    ]);
    expectPlaced(body.results);
    const mystery = body.results.find((r) => r.name === 'Mystery Dental');
    expect(mystery?.latitude).toBeNull();
  });

  it('a category group, a filtered search and a search near a ZIP carry them too', async () => {
    expectPlaced((await search('group=healthcare')).results);
    expectPlaced((await search(`q=Austin&needs=${accommodationSlug(QUIET)}`)).results);
    const near = await search('q=dental&near=78701&within=10');
    expect(near.results.map((r) => r.name).sort()).toEqual([
      'Congress Calm Dental',
      'South Lamar Dental',
    ]);
    expectPlaced(near.results);
  });

  it("'Best match for me' carries them", async () => {
    const body = await searchProviders(
      t.app.database.db,
      { q: 'Austin' },
      DEFAULT_TUNING,
      bestMatchFinder(needsMask([QUIET])),
    );
    expect(body.results).toHaveLength(3);
    expectPlaced(body.results);
  });
});
