import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE, type SearchResponse } from '../../../../common/contracts/providers';
import type { Db } from '../../../db/client';
import { SENTENCE_SET, type SentenceExpectation, type SentenceQuery } from './sentence-set';

/** The visible providers a sentence expects, by SQL over the data (never a list of ids). */
export async function expectedIds(db: Db, e: SentenceExpectation): Promise<Set<number>> {
  const where: SQL[] = [sql`p.accommodation_status <> 'pending'`];
  if (e.categories)
    where.push(
      sql`p.category IN (${sql.join(
        e.categories.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  if (e.city) where.push(sql`p.location LIKE ${`${e.city}, %`}`);
  if (e.state) where.push(sql`p.location LIKE ${`%, ${e.state}`}`);
  if (e.accommodations) {
    // The catalogue part of the list, before ' | Custom: ...'.
    const listed = sql`split_part(p.accommodations, ' | Custom', 1)`;
    where.push(
      sql`(${sql.join(
        e.accommodations.map((a) => sql`position(${a} in ${listed}) > 0`),
        sql` OR `,
      )})`,
    );
  }
  if (e.near) {
    where.push(sql`EXISTS (
      SELECT 1 FROM zip_centroids z WHERE z.zip = ${e.near.zip}
        AND p.latitude IS NOT NULL
        AND 3958.8 * 2 * asin(sqrt(
          power(sin(radians(p.latitude - z.latitude) / 2), 2)
          + cos(radians(p.latitude)) * cos(radians(z.latitude))
            * power(sin(radians(p.longitude - z.longitude) / 2), 2))) <= ${e.near.miles})`);
  }
  const rows = await db.execute<{ id: number }>(
    sql`SELECT p.id FROM providers p WHERE ${sql.join(where, sql` AND `)}`,
  );
  return new Set(rows.rows.map((r) => Number(r.id)));
}

export type SentenceScore = {
  q: string;
  kind: string;
  expected: number;
  found: number;
  /** Expected providers in the first page / min(expected, page size). */
  recall: number;
  understood: string | null;
  waitsFor?: string;
};

export type SentenceResult = {
  scores: SentenceScore[];
  /** Mean recall over the queries not waiting for the server. */
  recall: number;
  /** Queries not waiting for the server that found nothing although the data has an answer. */
  missedAll: string[];
  byKind: Record<string, { n: number; recall: number }>;
};

/** Runs the sentences through `search` (the endpoint in the test, the function in the bench). */
export async function measureSentences(
  db: Db,
  search: (q: string) => Promise<SearchResponse>,
  set: readonly SentenceQuery[] = SENTENCE_SET,
): Promise<SentenceResult> {
  const scores: SentenceScore[] = [];
  for (const { q, kind, expect, waitsFor } of set) {
    const expected = await expectedIds(db, expect);
    const r = await search(q);
    const hits = r.results.filter((c) => expected.has(c.id)).length;
    scores.push({
      q,
      kind,
      expected: expected.size,
      found: r.total,
      recall: expected.size === 0 ? 1 : hits / Math.min(expected.size, SEARCH_PAGE_SIZE),
      understood: r.understood,
      ...(waitsFor ? { waitsFor } : {}),
    });
  }
  const counted = scores.filter((s) => !s.waitsFor);
  const byKind: SentenceResult['byKind'] = {};
  for (const s of counted) {
    const k = byKind[s.kind] ?? { n: 0, recall: 0 };
    byKind[s.kind] = k;
    k.recall = (k.recall * k.n + s.recall) / (k.n + 1);
    k.n += 1;
  }
  return {
    scores,
    recall: counted.reduce((sum, s) => sum + s.recall, 0) / Math.max(1, counted.length),
    missedAll: counted.filter((s) => s.expected > 0 && s.found === 0).map((s) => s.q),
    byKind,
  };
}
