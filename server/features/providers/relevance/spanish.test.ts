import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../../common/contracts/providers';
import { seedDatabase } from '../../../db/seed/seed';
import { createTestApp, type TestApp } from '../../../test/app';
import { testDatabaseModes } from '../../../test/databases';
import { expectedIds, measureSentences } from './measure-sentences';
import { SPANISH_SET } from './spanish-set';

/*
 * The Spanish relevance set through GET /api/providers/search on the demo data (
 * decision 065): the English sets' targets, recall of the first page ≥ 0.95 and no line with an
 * answer in the data answered with nothing (the English set's zero-result share on this data is
 * 0.0%, docs/performance.md); and a Spanish line finds exactly what its English twin finds.
 */
describe.each(testDatabaseModes())('Spanish searches (%s)', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(mode);
    await seedDatabase(t.app.database.db);
  }, 120_000);
  afterAll(async () => t.cleanup());

  const search = async (q: string): Promise<SearchResponse> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/providers/search?${new URLSearchParams({ q })}`,
    });
    expect(res.statusCode, q).toBe(200);
    return res.json();
  };

  it('holds at least 40 lines, each with an answer in the data', async () => {
    expect(SPANISH_SET.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SPANISH_SET.map((s) => s.q)).size).toBe(SPANISH_SET.length);
    for (const s of SPANISH_SET)
      expect((await expectedIds(t.app.database.db, s.expect)).size, s.q).toBeGreaterThan(0);
  });

  it('finds what the Spanish lines ask for, as the English ones do', async () => {
    const r = await measureSentences(t.app.database.db, search, SPANISH_SET);
    const zero = r.scores.filter((s) => s.found === 0).length / r.scores.length;
    console.log(
      `spanish [${mode}]: recall ${r.recall.toFixed(3)} over ${r.scores.length}, zero-result share ${(zero * 100).toFixed(1)}%; ${JSON.stringify(r.byKind)}; ` +
        `below 1: ${JSON.stringify(r.scores.filter((s) => s.recall < 1))}`,
    );
    expect(r.missedAll).toEqual([]);
    expect(zero).toBe(0);
    expect(r.recall).toBeGreaterThanOrEqual(0.95);
  }, 180_000);

  it('answers a Spanish line with the same places as its English twin', async () => {
    const twins: [string, string][] = [
      ['dentista para mi hijo autista en Boston', 'dentist for my autistic son in Boston'],
      ['peluquería tranquila cerca de 78704', 'quiet haircut near 78704'],
      ['peluqueria en Denver', 'hair salon in Denver'],
      ['guarderia en Seattle', 'daycare in Seattle'],
      ['clases de natación con horario sensorial', 'swim lessons with sensory friendly hours'],
      ['terapia del habla en Boston', 'speech therapy in Boston'],
      ['terapia ocupacional', 'occupational therapy'],
      ['sala de espera tranquila', 'quiet waiting area'],
      ['luz tenue', 'dim lighting'],
    ];
    for (const [es, en] of twins) {
      const [a, b] = [await search(es), await search(en)];
      expect(a.total, es).toBeGreaterThan(0);
      expect(
        a.results.map((r) => r.id),
        es,
      ).toEqual(b.results.map((r) => r.id));
      expect(a.total, es).toBe(b.total);
    }
  });
});
