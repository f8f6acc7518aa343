import { type SQL, sql } from 'drizzle-orm';
import { US_STATES } from '../../../common/catalog/search-vocabulary';
import type { Clause } from './search-criteria';
import { escapeLike, gramsOf, trigramWords } from './search-text';

/*
 * The SQL pieces every search statement is made of, in one place: the plain search and the
 * review picker (find-providers.ts, picker-prefix.ts), the refined and radius search
 * (find-providers-near.ts), 'Best match for me' (find-providers-best-match.ts) and the crossed
 * hint (crossed-hint.ts). A statement's text is the key of its prepared statement (009), so these
 * are built the same way wherever they are used.
 */

/** Providers search shows: all but those whose accommodations wait for review. */
export const VISIBLE = sql.raw(`accommodation_status <> 'pending'`);

/*
 * A value the query gives, lower-cased once per statement. `lower(<parameter>)` written in a
 * filter is evaluated for every row under a prepared statement's generic plan (0.5 µs a row,
 * which doubled the cost of reading the head); a scalar subquery is evaluated once.
 */
export const lowered = (value: string) => sql`(SELECT lower(${value}::text))`;

/*
 * A number the request gives (page offset, sizes, masks), hidden from the planner the same way.
 * With every parameter hidden, the plan PostgreSQL makes knowing the values costs the same as the
 * one made without them, so after its first five executions a prepared statement keeps the
 * generic plan and is no longer planned at all (its planning took as long as running it).
 */
export const given = (value: number) => sql`(SELECT ${value}::int)`;
/** A fractional number the request gives (coordinates, miles), hidden the same way. */
export const givenFloat = (value: number) => sql`(SELECT ${value}::float8)`;

/** A tuning value written into the SQL as a constant; only whole numbers are. */
export function wholeNumberSql(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new Error(`Tuning values must be whole numbers: ${n}`);
  }
  return sql.raw(String(n));
}

/*
 * The share of all sample_key values (hashint4: the whole int4 range) up to the sample's last
 * one, in the sample CTE's scope: the fraction of visible providers the sample stands for.
 */
export const KEY_SHARE_SQL = sql.raw(
  '((coalesce(sample_top, 2147483647)::float8 + 2147483649) / 4294967296)',
);

/*
 * The spec's ranking; must match providers_search_rank_idx (migrations 0003, 0029) exactly. Its
 * first key, tier_rank, is -1 for a place known only from a public registry (decision 064), so
 * such places come after every other listed place in this order and in the orders below.
 */
export const RANK_COLUMNS: readonly string[] = [
  'tier_rank DESC NULLS LAST',
  'verified_percentage DESC NULLS LAST',
  'name',
  'id',
];

/*
 * Decision 064 in an order that does not start with tier_rank (distance, needs met): places known
 * only from a public registry last, whatever comes next. An expression `orderSql` may prefix.
 */
export const REGISTRY_ONLY_LAST = 'tier_rank < 0';

/**
 * Every place but a registry-only listing (decision 064): the predicate of the listed places'
 * search indexes (migration 0038, decision 077), spelt as they are so that the planner uses them.
 */
export const LISTED = sql.raw('tier_rank >= 0');

/** Columns as an ORDER BY list, each of `table` when given ('page.name'). */
export const orderSql = (columns: readonly string[], table?: string) =>
  sql.raw(columns.map((c) => (table ? `${table}.${c}` : c)).join(', '));

export const categoryIn = (categories: readonly string[]) =>
  sql`category = ANY((SELECT ${sql.param([...categories])}::text[])::text[])`;

/* A word of one or two letters or digits, between other characters or the term's ends. */
const SHORT_WORDS = /(?<![\p{L}\p{N}])[\p{L}\p{N}]{1,2}(?![\p{L}\p{N}])/gu;

/*
 * Whether the whole term narrows a lookup beyond its long words: it holds a word of two letters
 * or digits that is not a state code ('OT', 'Dr'). A state code is in every location line of its
 * state, so beside the city ('Salt Lake City, UT dentist') it narrows nothing and only adds long
 * posting lists (42 -> 116 ms); a single character ('Willow T') gives pg_trgm only the start of
 * a word, as common ('  t'). Measured at 1,100,000 places (docs/performance.md, "2026-11-28, afternoon").
 */
function narrowingShortWord(term: string): boolean {
  for (const [word] of term.matchAll(SHORT_WORDS)) {
    if (word.length === 2 && !Object.hasOwn(US_STATES, word.toUpperCase())) return true;
  }
  return false;
}

/** `term is part of search_text`: exact, no wildcards to escape, and invisible to pg_trgm. */
export const containsSql = (term: string) => sql`strpos(search_text, ${lowered(term)}) > 0`;

/** A clause as SQL: any of its terms, categories or accommodations. */
export function clauseSql(clause: Clause): SQL {
  const any: SQL[] = clause.terms.map(containsSql);
  if (clause.categories.length > 0) any.push(categoryIn(clause.categories));
  if (clause.accommodationMask !== 0) {
    any.push(sql`(accommodation_bits & ${given(clause.accommodationMask)}) <> 0`);
  }
  return any.length > 0 ? sql`(${sql.join(any, sql` OR `)})` : sql`false`;
}

/**
 * What an index can answer of `term is part of search_text`, or null when nothing can: LIKE for
 * every word of three or more letters or digits, taken separately (pg_trgm then skips the
 * word-boundary trigrams like '  l', which half the rows have: 30 ms instead of 60 ms for
 * 'Lantern Learning' at 1,000,000), or the 1-2 character grams for a term without such a word.
 * A term that also holds a word of two that is not a state code ('Boise, ID OT', 'Dr Smith')
 * gets the whole term as a LIKE as well: the word-separated hint drops that word, while pg_trgm
 * reads it from the whole pattern as a word of its own (' ot'), often far rarer than the long
 * words ('Boise, ID OT' in the picker 93 -> 12 ms at 1,100,000: 'boise' alone fetched every Boise
 * row for the exact check).
 */
export function termHint(term: string): SQL | null {
  const likes = trigramLikes(sql.raw('search_text'), term);
  if (likes.length > 0) return sql`(${sql.join(likes, sql` AND `)})`;
  const grams = gramsOf(term);
  if (grams.length === 0) return null;
  /*
   * One parameter whatever the count (chr(10) never occurs in a query: normalizeQuery). COLLATE
   * "C" as in the grams indexes (migration 0039), which the planner uses only under it.
   */
  return sql`provider_search_grams(search_text) COLLATE "C" @> string_to_array(${lowered(grams.join('\n'))}, chr(10))`;
}

/**
 * `text` LIKE each word of `term` that pg_trgm can look up, and the whole term when a short word
 * in it narrows the lookup (termHint); none when the term has no word of three.
 */
export function trigramLikes(text: SQL, term: string): SQL[] {
  const words = trigramWords(term);
  if (words.length === 0) return [];
  const likes = words.map((word) => sql`${text} LIKE '%' || ${lowered(escapeLike(word))} || '%'`);
  if (narrowingShortWord(term))
    likes.push(sql`${text} LIKE '%' || ${lowered(escapeLike(term))} || '%'`);
  return likes;
}

/**
 * A clause's rows through the indexes of its parts (a BitmapOr), or null when a part has none.
 * Accommodations have none: a clause with one is left to the other clauses (accommodation words
 * alone are common and are answered by the walk).
 */
export function clauseHint(clause: Clause): SQL | null {
  const hints = clause.terms.map(termHint);
  if (clause.accommodationMask !== 0 || hints.some((h) => h === null)) return null;
  if (clause.categories.length > 0) hints.push(categoryIn(clause.categories));
  if (hints.length === 0) return null;
  return sql`(${sql.join(hints as SQL[], sql` OR `)})`;
}

/** Two significant digits: an estimate should not look more precise than it is. */
export function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const magnitude = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / magnitude) * magnitude;
}
