import { SEARCH_PAGE_SIZE } from '../../../../common/contracts/providers';
import type { Db } from '../../../db/client';
import { providers } from '../../../db/schema';
import { searchProviders } from '../search-providers';
import { isExpected, type LabelledQuery, RELEVANCE_SET } from './relevance-set';

export type RelevanceResult = {
  queries: number;
  /** Mean over queries with expected providers: expected found in the first page / min(expected, page). */
  recall: number;
  /** Share of all queries that found nothing. */
  zeroShare: number;
  /** Queries that found nothing although the data has providers they expect. */
  missedAll: string[];
  worst: { q: string; kind: string; recall: number; expected: number }[];
  byKind: Record<string, { n: number; recall: number }>;
};

/** Runs the labelled set against a database holding the demo data. */
export async function measureRelevance(
  db: Db,
  set: readonly LabelledQuery[] = RELEVANCE_SET,
): Promise<RelevanceResult> {
  const all = await db.select().from(providers);
  const visible = all.filter((p) => p.accommodation_status !== 'pending');
  const scored: { q: string; kind: string; recall: number; expected: number; found: number }[] = [];
  let zero = 0;
  const missedAll: string[] = [];
  for (const { q, kind, expect } of set) {
    const expected = new Set(visible.filter((p) => isExpected(p, expect)).map((p) => p.id));
    const r = await searchProviders(db, { q });
    if (r.total === 0) zero += 1;
    if (expected.size === 0) continue;
    if (r.total === 0) missedAll.push(q);
    const hits = r.results.filter((c) => expected.has(c.id)).length;
    const recall = hits / Math.min(expected.size, SEARCH_PAGE_SIZE);
    scored.push({ q, kind, recall, expected: expected.size, found: r.total });
  }
  const byKind: RelevanceResult['byKind'] = {};
  for (const s of scored) {
    const k = byKind[s.kind] ?? { n: 0, recall: 0 };
    byKind[s.kind] = k;
    k.recall = (k.recall * k.n + s.recall) / (k.n + 1);
    k.n += 1;
  }
  return {
    queries: set.length,
    recall: scored.reduce((sum, s) => sum + s.recall, 0) / Math.max(1, scored.length),
    zeroShare: zero / set.length,
    missedAll,
    worst: [...scored]
      .sort((a, b) => a.recall - b.recall)
      .slice(0, 10)
      .map(({ q, kind, recall, expected }) => ({ q, kind, recall, expected })),
    byKind,
  };
}
