import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../common/contracts/providers';
import { parseSearchQuery } from '../../../common/domain/search-query';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { findProviders } from './find-providers';
import { bestMatchFinder } from './find-providers-best-match';
import { insertProvider } from './provider-factory';
import { clausesOf, maskOf } from './search-criteria';

const CALM_DECOR = 'Calm or Neutral Decor';
const LOW_STIMULATION = 'Private/Low-Stimulation Rooms';

/*
 * Describing words order the results (decision 053): 'a calm dentist in austin' lists first the
 * places whose accommodations back 'calm' (Calm or Neutral Decor, Private/Low-Stimulation Rooms),
 * then the others, each part in the usual order; nothing is dropped and the total is the same.
 */
describe.each(testDatabaseModes())('describing words in the order of results (%s)', (mode) => {
  let t: TestApp;
  let db: Db;

  const search = async (params: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/providers/search?${new URLSearchParams(params)}`,
    });
    expect(res.statusCode, JSON.stringify(params)).toBe(200);
    return res.json() as SearchResponse;
  };
  const names = (body: SearchResponse) => body.results.map((r) => r.name);

  beforeAll(async () => {
    t = await createTestApp(mode);
    db = t.app.database.db;
    const dentist = (name: string, accommodations = '') =>
      insertProvider(db, {
        name,
        category: 'Dentist',
        location: 'Austin, TX',
        zip_code: '78704',
        accommodations,
      });
    await dentist('Aardvark Dental');
    await dentist('Bluebonnet Dental', CALM_DECOR);
    await dentist('Cedar Dental');
    await dentist('Driftwood Dental', LOW_STIMULATION);
    await dentist('Elm Dental', 'Visual Schedules or Social Stories');
    /* More than a page of pediatricians in Boise, two of them (18, 27) backing 'quiet'. */
    for (let i = 10; i < 35; i++) {
      const backed = i % 9 === 0;
      await insertProvider(db, {
        name: `Boise Pediatrics ${i}`,
        category: 'Pediatrician',
        location: 'Boise, ID',
        zip_code: '83702',
        accommodations: backed ? 'Quiet Waiting Area' : '',
      });
    }
  });
  afterAll(async () => t.cleanup());

  it("lists the places that back 'calm' first, then the rest, dropping none", async () => {
    const plain = await search({ q: 'dentist in austin' });
    expect(names(plain)).toEqual([
      'Aardvark Dental',
      'Bluebonnet Dental',
      'Cedar Dental',
      'Driftwood Dental',
      'Elm Dental',
    ]);
    const calm = await search({ q: 'a calm dentist in austin' });
    expect(names(calm)).toEqual([
      'Bluebonnet Dental',
      'Driftwood Dental',
      'Aardvark Dental',
      'Cedar Dental',
      'Elm Dental',
    ]);
    expect(calm.total).toBe(plain.total);
    expect(calm.understood).toBe(plain.understood);
  });

  it('keeps the usual order when no place backs the word', async () => {
    /* 'patient' is backed by Ability to Pause or Take Breaks, which none of them lists. */
    const patient = await search({ q: 'a patient dentist in austin' });
    expect(names(patient)).toEqual(names(await search({ q: 'dentist in austin' })));
  });

  it('pages through the lifted order without repeating or losing a place', async () => {
    const first = await search({ q: 'quiet pediatrician in boise' });
    const second = await search({ q: 'quiet pediatrician in boise', page: '2' });
    expect(first.total).toBe(25);
    expect(names(first).slice(0, 3)).toEqual([
      'Boise Pediatrics 18',
      'Boise Pediatrics 27',
      'Boise Pediatrics 10',
    ]);
    expect(names(second)).toContain('Boise Pediatrics 34');
    const all = [...names(first), ...names(second)];
    expect(new Set(all).size).toBe(25);
  });

  it('answers the same page by its fast path as by sorting every match', async () => {
    const parsed = parseSearchQuery('quiet pediatrician in boise');
    const mask = maskOf(parsed.soft.flatMap((w) => w.accommodations));
    expect(mask).not.toBe(0);
    const criteria = {
      terms: [],
      clauses: clausesOf(parsed, 'quiet pediatrician in boise'),
      categories: null,
    };
    const opts = { offset: 0, pageSize: 2, order: 'rank' as const, columns: ['id', 'name'] };
    const sorted = await bestMatchFinder(mask, { lift: 'any' })(db, criteria, opts);
    const fast = await bestMatchFinder(mask, { lift: 'any', sortAllUpTo: 0 })(db, criteria, opts);
    expect(fast.rows).toEqual(sorted.rows);
    expect(sorted.rows.map((r) => r.name)).toEqual(['Boise Pediatrics 18', 'Boise Pediatrics 27']);
    const plain = await findProviders(db, criteria, opts);
    expect(plain.rows.map((r) => r.name)).toEqual(['Boise Pediatrics 10', 'Boise Pediatrics 11']);
  });
});
