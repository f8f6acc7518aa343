/*
 * Pure helpers shared by search and the review picker: how a typed query becomes LIKE patterns
 * and which index can answer each piece.
 */

/**
 * The query as searched: control characters (newlines, tabs) become spaces, then the ends are
 * trimmed. Removing newlines matters: providers.search_text joins its four columns with one, so a
 * query without them can only match inside a single column.
 */
export function normalizeQuery(q: string | null | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return (q ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
}

/** Escapes LIKE's wildcards so '50%' or 'a_b' are searched literally (backslash is the escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The words of a term that pg_trgm can look up: runs of three or more letters or digits, each
 * once. 'TX', '78' or 'a b' have none and use the 1-2 character index instead.
 */
export function trigramWords(term: string): string[] {
  return [...new Set(term.match(/[\p{L}\p{N}]{3,}/gu) ?? [])];
}

/**
 * The 1-2 character pieces of a short term that providers_search_grams_idx can look up: every
 * character pair without whitespace, or the single characters when there is no pair. A text
 * contains the term only if it contains all of them; LIKE then checks the exact term. Lower-casing
 * is left to the database, like the lower() that built search_text.
 */
export function gramsOf(term: string): string[] {
  const chars = [...term];
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) {
    const pair = `${chars[i]}${chars[i + 1]}`;
    if (!/\s/u.test(pair)) pairs.add(pair);
  }
  if (pairs.size > 0) return [...pairs];
  return [...new Set(chars.filter((c) => !/\s/u.test(c)))];
}

export type QueryWord = { word: string; start: number; end: number };

/** The words of a query (letters and digits), lower-cased, with their place in the query. */
export function queryWords(query: string): QueryWord[] {
  const lower = query.toLowerCase();
  return [...lower.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    word: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Whether the typo dictionary may hold a correction for this word (see migration 0003). */
export function isCorrectable(word: string): boolean {
  return [...word].length >= 3 && !/^\p{N}+$/u.test(word);
}

/**
 * Edits (insert, delete, replace, or swap two neighbours) between two words: the optimal string
 * alignment distance. Trigram similarity finds candidate words fast but scores a swapped pair of
 * letters poorly ('devner' and 'denver' share 2 of 7 trigrams); counting edits judges them fairly.
 */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[t.length] ?? 0;
}

/** Edits a typed word may be away from its correction: one for short words, two from six letters. */
export function allowedEdits(word: string): number {
  return [...word].length >= 6 ? 2 : 1;
}
