import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../../common/contracts/providers';
import { parseSearchQuery } from '../../../../common/domain/search-query';
import { seedDatabase } from '../../../db/seed/seed';
import { createTestApp, type TestApp } from '../../../test/app';
import { testDatabaseModes } from '../../../test/databases';
import { expectedIds, measureSentences } from './measure-sentences';
import { SENTENCE_SET } from './sentence-set';

/*
 * Sentences as parents write them, through GET /api/providers/search on the demo data (decision
 * 053): recall of the first page ≥ 0.95 and no sentence with an answer in the data answered with
 * nothing. A sentence marked `waitsFor` (none today) waits for a part of the server; it is
 * measured and printed, and must still fall short here, so the mark goes the day it is answered.
 */
describe.each(testDatabaseModes())('sentences parents write (%s)', (mode) => {
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

  it('holds at least 100 sentences, each with an answer in the data', async () => {
    expect(SENTENCE_SET.length).toBeGreaterThanOrEqual(100);
    expect(new Set(SENTENCE_SET.map((s) => s.q)).size).toBe(SENTENCE_SET.length);
    for (const s of SENTENCE_SET) {
      expect((await expectedIds(t.app.database.db, s.expect)).size, s.q).toBeGreaterThan(0);
    }
  });

  it('finds what the sentences ask for', async () => {
    const r = await measureSentences(t.app.database.db, search);
    const waiting = r.scores.filter((s) => s.waitsFor);
    console.log(
      `sentences [${mode}]: recall ${r.recall.toFixed(3)} over ${r.scores.length - waiting.length}; ${JSON.stringify(r.byKind)}; ` +
        `below 1: ${JSON.stringify(r.scores.filter((s) => !s.waitsFor && s.recall < 1))}; ` +
        `waiting for the server: ${waiting.map((s) => `${JSON.stringify(s.q)} ${s.recall.toFixed(2)}`).join(', ')}`,
    );
    expect(r.missedAll).toEqual([]);
    expect(r.recall).toBeGreaterThanOrEqual(0.95);
    for (const s of waiting) {
      expect(s.recall, `${s.q} is answered now: remove its waitsFor mark`).toBeLessThan(1);
    }
  }, 120_000);

  it('says what it used', async () => {
    const lines = {
      'we need a pediatrician in chicago for our 4 year old who is autistic':
        'Pediatricians in Chicago, IL',
      'kansas city dentist for a kid who is scared of the dentist': 'Dentists in Kansas City, MO',
      'looking for an ABA therapist in madison wisconsin': 'Behavioral Therapists in Madison, WI',
      'dentist where we can visit first': 'Dentists with Option to Preview the Space Before Visit',
    };
    for (const [q, line] of Object.entries(lines))
      expect((await search(q)).understood, q).toBe(line);
  });

  it('lists first the places whose accommodations back a describing word, dropping none', async () => {
    let lifted = 0;
    for (const s of SENTENCE_SET) {
      const backing = new Set<string>(parseSearchQuery(s.q).soft.flatMap((w) => w.accommodations));
      if (backing.size === 0) continue;
      const body = await search(s.q);
      const backed = body.results.map((r) => r.accommodations.some((a) => backing.has(a)));
      /* Backed places first: no backed one after one that is not. */
      expect(
        backed.indexOf(false) === -1 || !backed.slice(backed.indexOf(false)).includes(true),
        s.q,
      ).toBe(true);
      if (backed[0] && backed.includes(false)) lifted++;
      const plain = await search(
        parseSearchQuery(s.q).soft.reduce((q, w) => q.replace(w.text, ''), s.q),
      );
      expect(body.total, s.q).toBe(plain.total);
    }
    /* The demo data has places of both kinds in these cities: the order does change. */
    expect(lifted).toBeGreaterThan(0);
  });

  it('searches around the ZIP a line names, and reads a number that is no ZIP as a word', async () => {
    const near = await search('is there a dentist near 02115');
    expect(near.near).toMatchObject({ zip: '02115', within: 10 });
    expect(near.results.length).toBeGreaterThan(0);
    expect(near.results.every((r) => r.category === 'Dentist')).toBe(true);
    const wider = await search('swim lessons within 25 miles of 80218');
    expect(wider.near).toMatchObject({ zip: '80218', within: 25 });
    /* 00000 is in no ZIP table: a 200 without a distance search, never 400 UNKNOWN_ZIP. */
    expect((await search('dentist near 00000')).near ?? null).toBeNull();
  });
});
