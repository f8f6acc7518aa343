import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { suggestSearches } from './suggest-searches';

/*
 * The search box's suggestions understand Spanish words, accents optional (decision 065), and
 * name what they offer in the page's language.
 */
describe.each(testDatabaseModes())('Spanish suggestions (%s)', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(mode);
    await seedDatabase(t.app.database.db);
  }, 120_000);
  afterAll(async () => t.cleanup());

  async function suggest(q: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/providers/suggest?${new URLSearchParams({ q })}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().suggestions as { kind: string; label: string; query: string }[];
  }

  it('suggests the category a Spanish word names, with or without its accents', async () => {
    for (const q of ['peluq', 'peluqueria', 'peluquería', 'barberia'])
      expect(await suggest(q), q).toContainEqual(
        expect.objectContaining({ kind: 'category', query: 'hair stylist / barber' }),
      );
    expect(await suggest('guarderi')).toContainEqual(
      expect.objectContaining({ kind: 'category', query: 'day care center' }),
    );
    expect(await suggest('natación')).toContainEqual(
      expect.objectContaining({ kind: 'category', query: 'swim instructor' }),
    );
    expect(await suggest('odontopedi')).toContainEqual(
      expect.objectContaining({ kind: 'category', query: 'dentist' }),
    );
  });

  it('offers the kind of place in a city for a Spanish line', async () => {
    const typed = await suggest('dentista en bost');
    expect(typed[0]).toMatchObject({
      kind: 'city',
      label: 'Dentists in Boston, MA',
      query: 'dentista en Boston, MA',
    });
  });

  it('names them in Spanish for a Spanish page', async () => {
    const db = t.app.database.db;
    const words = await suggestSearches(db, 'peluq', 'es');
    expect(words[0]).toMatchObject({
      kind: 'category',
      label: 'Peluquerías / Barberías',
      detail: 'Cuidado personal',
    });
    expect((await suggestSearches(db, 'dentista en bost', 'es'))[0]).toMatchObject({
      label: 'Dentistas en Boston, MA',
    });
    expect((await suggestSearches(db, 'peluq'))[0]).toMatchObject({
      label: 'Hair Stylists / Barbers',
      detail: 'Personal Care',
    });
  });
});
