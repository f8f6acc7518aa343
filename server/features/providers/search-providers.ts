import { sql } from 'drizzle-orm';
import {
  type CategoryGroupKey,
  categoriesOfGroup,
} from '../../../common/catalog/business-categories';
import {
  SEARCH_PAGE_SIZE,
  type SearchQuery,
  type SearchResponse,
} from '../../../common/contracts/providers';
import type { Db } from '../../db/client';
import { DEFAULT_TUNING, type FoundPage, findProviders, type Tuning } from './find-providers';
import { CARD_COLUMN_NAMES, type CardRow, toCard } from './provider-cards';
import {
  allowedEdits,
  editDistance,
  escapeLike,
  isCorrectable,
  normalizeQuery,
  queryWords,
} from './search-text';

/**
 * pg_trgm word_similarity a dictionary word needs to be considered as a correction at all. Far
 * below the 0.6 default on purpose: one swapped pair of letters scores 0.29 ('devner' against
 * 'denver') and one wrong letter in a short word 0.44 ('boton' against 'boston'). What decides is
 * the edit count (allowedEdits); this floor only keeps unrelated words out of the candidates.
 * docs/performance.md lists the typo set it was checked against.
 */
export const TYPO_THRESHOLD = 0.25;
/** Nearest dictionary words (by word_similarity) looked at for each mistyped word. */
const CANDIDATES = 20;
/** Alternatives tried, best first, when one word is corrected (the best may match nothing). */
const MAX_ALTERNATIVES = 3;

/**
 * The home page search (public-side.md §5, issue 4): trimmed query; blank with no group searches
 * nothing; pending providers never appear; partial, case-insensitive match on name, category,
 * location or zip_code; premium, enhanced (each only while active), then verified share, name, id.
 * When nothing matches as typed, the closest match is searched instead and flagged as such.
 */
export async function searchProviders(
  db: Db,
  input: { q?: string; group?: SearchQuery['group']; page?: number },
  tuning: Tuning = DEFAULT_TUNING,
): Promise<SearchResponse> {
  const query = normalizeQuery(input.q);
  const group = (input.group ?? null) as CategoryGroupKey | null;
  const page = input.page ?? 1;
  const base = { query, group, page, pageSize: SEARCH_PAGE_SIZE };
  if (!query && !group) {
    return {
      ...base,
      results: [],
      total: 0,
      totalIsEstimate: false,
      hasMore: false,
      searched: false,
      fuzzy: false,
      closestMatch: null,
    };
  }

  const categories = group ? categoriesOfGroup(group) : null;
  const find = (terms: string[]) =>
    findProviders<CardRow>(
      db,
      { terms, categories },
      {
        offset: (page - 1) * SEARCH_PAGE_SIZE,
        pageSize: SEARCH_PAGE_SIZE,
        order: 'rank',
        columns: CARD_COLUMN_NAMES,
      },
      tuning,
    );
  const respond = (found: FoundPage<CardRow>, closestMatch: string | null): SearchResponse => ({
    ...base,
    results: found.rows.map(toCard),
    total: found.total,
    totalIsEstimate: found.totalIsEstimate,
    hasMore: found.hasMore,
    searched: true,
    fuzzy: closestMatch !== null,
    closestMatch,
  });

  const exact = await find(query ? [query] : []);
  if (exact.total > 0 || !query) return respond(exact, null);

  const alternatives = await correctedQueries(db, query);
  for (const alternative of alternatives) {
    const found = await find([alternative]);
    if (found.total > 0) return respond(found, alternative);
  }
  // Every word somewhere, in any column and order: 'pediatrician austin' spans two columns.
  const words = queryWords(alternatives[0] ?? query).map((w) => w.word);
  if (words.length > 1) {
    const found = await find(words);
    if (found.total > 0) return respond(found, words.join(' '));
  }
  return respond(exact, null);
}

/**
 * The query with each word that appears in no provider replaced by its closest dictionary word,
 * best first; several versions when a single word was corrected and has runner-up candidates.
 * Empty when no word needed or found a correction.
 */
export async function correctedQueries(db: Db, query: string): Promise<string[]> {
  const lower = query.toLowerCase();
  const fixes: { start: number; end: number; options: string[] }[] = [];
  for (const { word, start, end } of queryWords(query)) {
    if (!isCorrectable(word)) continue;
    const result = await db.execute<{ known: boolean; candidates: unknown }>(sql`
      SELECT
        EXISTS (
          SELECT 1 FROM provider_search_words
          WHERE word LIKE '%' || lower(${escapeLike(word)}::text) || '%'
        ) AS known,
        (
          SELECT json_agg(json_build_object('word', word, 'similarity', ws)) FROM (
            SELECT word, word_similarity(lower(${word}::text), word) AS ws
            FROM provider_search_words
            ORDER BY word <->> lower(${word}::text)
            LIMIT ${CANDIDATES}
          ) AS nearest
          WHERE ws >= ${TYPO_THRESHOLD}
        ) AS candidates`);
    const row = result.rows[0];
    if (!row || row.known) continue;
    const raw = typeof row.candidates === 'string' ? JSON.parse(row.candidates) : row.candidates;
    const options = ((raw ?? []) as { word: string; similarity: number }[])
      .map((c) => ({ ...c, edits: editDistance(word, c.word) }))
      .filter((c) => c.edits <= allowedEdits(word))
      .sort(
        (a, b) => a.edits - b.edits || b.similarity - a.similarity || (a.word < b.word ? -1 : 1),
      )
      .map((c) => c.word);
    if (options.length > 0) fixes.push({ start, end, options });
  }
  if (fixes.length === 0) return [];

  const build = (choice: (fixIndex: number) => string) => {
    let out = '';
    let at = 0;
    fixes.forEach((fix, i) => {
      out += lower.slice(at, fix.start) + choice(i);
      at = fix.end;
    });
    return out + lower.slice(at);
  };
  const best = build((i) => fixes[i]?.options[0] ?? '');
  if (fixes.length > 1) return [best];
  const options = fixes[0]?.options ?? [];
  return options.slice(0, MAX_ALTERNATIVES).map((option) => build(() => option));
}
