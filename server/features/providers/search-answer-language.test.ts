import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse, Suggestion } from '../../../common/contracts/providers';
import { createTestApp, type TestApp } from '../../test/app';
import { MANY_REQUESTS_ENV } from '../../test/authz/fixture';
import { testDatabaseModes } from '../../test/databases';
import { zip } from '../../test/fixtures/zips';
import { insertProvider } from './provider-factory';

/*
 * The search and suggestion answers speak the page's language (decision 073): the understood
 * line, the wider searches' labels, the nearest places' nouns and the suggestions' names are in
 * the `lang` the page sends; English without it, as before. The cache holds the two apart.
 */
describe.each(testDatabaseModes())('search answers in the page language (%s)', (mode) => {
  let t: TestApp;

  const get = (path: string, params: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(params)}` });
  const search = async (params: Record<string, string>) => {
    const res = await get('/api/providers/search', params);
    expect(res.statusCode, JSON.stringify(params)).toBe(200);
    return res.json() as SearchResponse;
  };
  const suggest = async (params: Record<string, string>) => {
    const res = await get('/api/providers/suggest', params);
    expect(res.statusCode, JSON.stringify(params)).toBe(200);
    return (res.json() as { suggestions: Suggestion[] }).suggestions;
  };

  beforeAll(async () => {
    /* The cache on, so a Spanish answer kept for a line cannot come back to an English page. */
    t = await createTestApp(mode, { env: { SEARCH_CACHE_SECONDS: '60', ...MANY_REQUESTS_ENV } });
    const db = t.app.database.db;
    const add = (name: string, category: string, code: string) =>
      insertProvider(db, {
        name,
        category,
        location: `${zip(code).city}, ${zip(code).state}`,
        zip_code: code,
        accommodations: 'Quiet Waiting Area',
      });
    await add('Lone Star Calm Dental', 'Dentist', '78701');
    await add('Lincoln Park Pediatrics', 'Pediatrician', '60614');
    await add('Wicker Park Barbers', 'Hair Stylist / Barber', '60622');
  });
  afterAll(async () => t.cleanup());

  it('reads the understood line in Spanish for lang=es, in English for lang=en or none', async () => {
    const es = await search({ q: 'dentista en austin', lang: 'es' });
    expect(es.results.map((r) => r.name)).toEqual(['Lone Star Calm Dental']);
    expect(es.understood).toBe('Dentistas en Austin, TX');
    const english: Record<string, string>[] = [
      { q: 'dentista en austin', lang: 'en' },
      { q: 'dentista en austin' },
    ];
    for (const params of english) {
      expect((await search(params)).understood, JSON.stringify(params)).toBe(
        'Dentists in Austin, TX',
      );
    }
    /* Asked again (from the cache), each language keeps its own words. */
    expect((await search({ q: 'dentista en austin', lang: 'es' })).understood).toBe(
      'Dentistas en Austin, TX',
    );
    expect((await search({ q: 'dentist austin', lang: 'es' })).understood).toBe(
      'Dentistas en Austin, TX',
    );
  });

  it('names a state in the language of the answer', async () => {
    const es = await search({ q: 'dentista en texas', lang: 'es' });
    expect(es.results.map((r) => r.name)).toEqual(['Lone Star Calm Dental']);
    expect(es.understood).toBe('Dentistas en Texas');
    expect((await search({ q: 'barbería en illinois', lang: 'es' })).understood).toBe(
      'Peluquerías / Barberías en Illinois',
    );
    expect((await search({ q: 'dentista en nuevo méxico', lang: 'es' })).understood).toBe(
      'Dentistas en Nuevo México',
    );
    expect((await search({ q: 'dentista en nuevo méxico', lang: 'en' })).understood).toBe(
      'Dentists in New Mexico',
    );
  });

  it('names the nearest places in Spanish when a ZIP has none', async () => {
    const es = await search({ q: 'pediatra 60622', lang: 'es' });
    expect(es.results.map((r) => r.name)).toEqual(['Lincoln Park Pediatrics']);
    expect(es.understood).toBe('Pediatras cerca de 60622');
    expect(es.nearest?.what).toEqual({ one: 'pediatra', many: 'pediatras' });

    const en = await search({ q: 'pediatra 60622' });
    expect(en.understood).toBe('Pediatricians near 60622');
    expect(en.nearest?.what).toEqual({ one: 'pediatrician', many: 'pediatricians' });

    /* A group: 'lugares de cuidado personal' / 'personal care providers'. */
    const group = await search({ q: 'cuidado personal 60614', lang: 'es' });
    expect(group.results.map((r) => r.name)).toEqual(['Wicker Park Barbers']);
    expect(group.nearest?.what).toEqual({
      one: 'lugar de cuidado personal',
      many: 'lugares de cuidado personal',
    });
    expect((await search({ q: 'personal care 60614' })).nearest?.what).toEqual({
      one: 'personal care provider',
      many: 'personal care providers',
    });
  });

  it('says a distance search and "near me" in Spanish', async () => {
    const within = { q: 'dentista', near: '78701', within: '10' };
    expect((await search({ ...within, lang: 'es' })).understood).toBe(
      'Dentistas cerca de 78701 (a menos de 10 millas)',
    );
    expect((await search(within)).understood).toBe('Dentists near 78701 (within 10 miles)');

    const nearMe = await search({ q: 'clases de natación cerca de mí', lang: 'es' });
    expect(nearMe).toMatchObject({
      needsLocation: true,
      understood: 'Clases de natación cerca de usted',
    });
    expect((await search({ q: 'swim lessons near me' })).understood).toBe(
      'Swim Instructors near you',
    );
  });

  it('labels the wider searches offered in Spanish when nothing matched', async () => {
    const es = await search({ q: 'pediatra austin', lang: 'es' });
    expect(es.total).toBe(0);
    expect(es.understood).toBe('Pediatras en Austin, TX');
    expect(es.alternatives.map((a) => a.label)).toEqual([
      'Lugares de salud en Austin, TX',
      'Todos los lugares en Austin, TX',
      'Pediatras',
    ]);
    expect((await search({ q: 'pediatra austin' })).alternatives.map((a) => a.label)).toEqual([
      'Healthcare providers in Austin, TX',
      'All providers in Austin, TX',
      'Pediatricians',
    ]);
  });

  it('names the suggestions in Spanish for lang=es, in English otherwise', async () => {
    const es = await suggest({ q: 'dentista en aus', lang: 'es' });
    expect(es[0]).toMatchObject({ kind: 'city', label: 'Dentistas en Austin, TX' });
    expect(await suggest({ q: 'dentis', lang: 'es' })).toContainEqual(
      expect.objectContaining({ kind: 'category', label: 'Dentistas', detail: 'Salud' }),
    );
    expect(await suggest({ q: 'lone star', lang: 'es' })).toContainEqual(
      expect.objectContaining({ kind: 'provider', detail: 'Dentista · Austin, TX' }),
    );

    const english: Record<string, string>[] = [
      { q: 'dentista en aus', lang: 'en' },
      { q: 'dentista en aus' },
    ];
    for (const params of english) {
      expect((await suggest(params))[0], JSON.stringify(params)).toMatchObject({
        label: 'Dentists in Austin, TX',
      });
    }
    expect(await suggest({ q: 'lone star' })).toContainEqual(
      expect.objectContaining({ kind: 'provider', detail: 'Dentist · Austin, TX' }),
    );
  });

  it('says an unknown ZIP in the language of the request (decision 067)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/providers/search?q=dentista&near=00000&within=10&lang=es',
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'UNKNOWN_ZIP',
        message: 'No encontramos ese código postal. Revíselo o busque sin distancia.',
      },
    });
  });

  it('refuses a language it does not speak with a 400 that says which it does', async () => {
    for (const path of ['/api/providers/search', '/api/providers/suggest']) {
      const res = await get(path, { q: 'dentista', lang: 'fr' });
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toMatchObject({
        error: {
          code: 'VALIDATION_ERROR',
          field: 'lang',
          message: expect.stringContaining('English (en) or Spanish (es)'),
        },
      });
    }
  });
});
