import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../common/contracts/providers';
import type { Db } from '../../db/client';
import { quiet_hours } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { zip } from '../../test/fixtures/zips';
import { insertProvider } from '../providers/provider-factory';
import { recomputeVisitBits } from './visit-bits';

/*
 * Search's visit filters (decision 068) on every kind of search: 'open for a quiet hour this
 * week' keeps only places with a quiet hour or session within 7 days; 'staff trained' only those
 * with bit 1 (set here by hand: the training table is another feature's).
 */
describe.each(testDatabaseModes())("search's visit filters (%s)", (mode) => {
  let t: TestApp;
  let db: Db;

  const search = async (params: Record<string, string>, path = 'search') => {
    const res = await t.app.inject({
      url: `/api/providers/${path}?${new URLSearchParams(params)}`,
    });
    expect(res.statusCode, `${JSON.stringify(params)} ${res.body}`).toBe(200);
    return res.json();
  };
  const names = (body: SearchResponse) => body.results.map((r) => r.name).sort();

  beforeAll(async () => {
    t = await createTestApp(mode);
    db = t.app.database.db;
    const add = (name: string, code: string, extra = {}) =>
      insertProvider(db, {
        name,
        category: 'Dentist',
        location: `${zip(code).city}, ${zip(code).state}`,
        zip_code: code,
        ...extra,
      });
    const calm = await add('Calm Smiles Dental', '60614', { accommodations: 'Quiet Waiting Area' });
    const trained = await add('Trained Teeth Dental', '60601');
    await add('Busy Bright Dental', '60614', { accommodations: 'Quiet Waiting Area' });
    const far = await add('Faraway Quiet Dental', '53202');
    const lapsed = await add('Lapsed Calm Dental', '60601');
    await db.insert(quiet_hours).values([
      { provider_id: calm, kind: 'quiet-hour', weekdays: 127, start_minute: 480, end_minute: 540 },
      { provider_id: far, kind: 'quiet-hour', weekdays: 127, start_minute: 480, end_minute: 540 },
      {
        provider_id: lapsed,
        kind: 'sensory-session',
        on_date: '2020-01-07',
        start_minute: 480,
        end_minute: 540,
      },
    ]);
    await recomputeVisitBits(db);
    await db.execute(
      sql`UPDATE providers SET visit_bits = visit_bits | 2 WHERE id IN (${trained}, ${calm})`,
    );
  });
  afterAll(async () => t?.cleanup());

  it('plain search: only places with a quiet hour this week', async () => {
    expect(names(await search({ q: 'dental' }))).toHaveLength(5);
    expect(names(await search({ q: 'dental', visit: 'quiet-hour' }))).toEqual([
      'Calm Smiles Dental',
      'Faraway Quiet Dental',
    ]);
    expect(names(await search({ q: 'dental', visit: 'quiet-hour,trained-staff' }))).toEqual([
      'Calm Smiles Dental',
    ]);
    expect(names(await search({ q: 'dental', visit: 'trained-staff' }))).toEqual([
      'Calm Smiles Dental',
      'Trained Teeth Dental',
    ]);
  });

  it('the typo fallback keeps the filter', async () => {
    const body = await search({ q: 'dentel', visit: 'quiet-hour' });
    expect(body.fuzzy).toBe(true);
    expect(names(body)).toEqual(['Calm Smiles Dental', 'Faraway Quiet Dental']);
  });

  it('by ZIP and radius, sorted by distance, with facet counts', async () => {
    const body = await search({ q: 'dental', near: '60614', within: '10', sort: 'distance' });
    expect(body.results).toHaveLength(4);
    expect(body.facets.visit).toEqual({ 'quiet-hour': 1, 'trained-staff': 2 });
    const quiet = await search({
      q: 'dental',
      near: '60614',
      within: '10',
      sort: 'distance',
      visit: 'quiet-hour',
    });
    expect(names(quiet)).toEqual(['Calm Smiles Dental']);
    expect(quiet.facets.visit).toEqual({ 'quiet-hour': 1, 'trained-staff': 1 });
  });

  it('with an accommodation filter (the refined search)', async () => {
    const body = await search({ q: 'dental', needs: 'quiet-waiting-area', visit: 'quiet-hour' });
    expect(names(body)).toEqual(['Calm Smiles Dental']);
    expect(body.facets.visit['quiet-hour']).toBe(1);
  });

  it('the facets endpoint counts each visit filter', async () => {
    const { facets } = await search({ q: 'dental' }, 'facets');
    expect(facets.visit).toEqual({ 'quiet-hour': 2, 'trained-staff': 2 });
  });

  it('a radius with none answers with the nearest that have one', async () => {
    /* Milwaukee's only dentist has a quiet hour but no trained staff; Chicago's are 80 miles off. */
    const body = await search({ q: 'dental', near: '53202', within: '5', visit: 'trained-staff' });
    expect(body.nearest).toBeTruthy();
    expect(names(body)).toEqual(['Calm Smiles Dental', 'Trained Teeth Dental']);
    expect(body.facets.visit).toEqual({ 'quiet-hour': 1, 'trained-staff': 2 });
  });

  it('refuses an unknown visit filter with a 400', async () => {
    const res = await t.app.inject({ url: '/api/providers/search?q=dental&visit=loud' });
    expect(res.statusCode).toBe(400);
  });
});
