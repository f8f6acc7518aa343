import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { escapeLike, gramsOf, trigramWords } from './search-text';

/*
 * The query engine behind search and the review picker. docs/performance.md ("Search") has the
 * measurements. Visible providers are read in result order from an index that also carries
 * search_text and category (an index-only scan: no table rows, no sort), and each entry is tested
 * against the query, stopping at the first offset+pageSize+1 matches. How far it may read depends
 * on how common the match is:
 *
 * 1. The sample: 1,500 ids in 50 evenly spread windows of the id range, tested against the
 *    query. Its hit rate estimates the total of a broad query and sets the walk's budget. On a
 *    directory of up to 1,500 ids the windows cover every id, and its counts are exact.
 * 2. The walk. The first headSize entries (the head) always: a broad query ('TX', 'therapy', a
 *    quick category) has its page there, however many thousands match. Further while reading
 *    need/rate entries costs less than the lookup (lookupBaseCost entries, plus rate x visible
 *    providers, each lookup row counted as lookupRowCost entries), and no further than where the lookup would have been
 *    cheaper. Sample, walk and page are one statement.
 * 3. The lookup. A rare match, or a walk that fell short: find all matches through an index that
 *    answers the filter (pg_trgm for terms with three letters or digits, the 1-2 character grams
 *    index for 'WY' or '78', the category index for a group), then count and sort them. Few rows
 *    by construction, so this one is exact. A second statement.
 *
 * The head cannot be the sample: within one tier and verified share the ranking is alphabetical,
 * so a name like 'Quiet...' may be absent from the first thousand entries of a million and common
 * everywhere else. Both statements run as prepared statements on PostgreSQL (db/prepared.ts).
 */

export type Criteria = {
  /** Every term must be part of name, category, location or zip_code (ANDed). */
  terms: readonly string[];
  /**
   * Every clause must hold too (ANDed): one unit of a parsed search line, matched as typed or
   * as what it means (decision 021). Only for the 'rank' order, whose indexes carry the columns.
   */
  clauses?: readonly Clause[];
  /** Exact business categories, any of them; null for no category filter. */
  categories: readonly string[] | null;
};

/** Holds when any of its parts does. */
export type Clause = {
  /** Any of these is part of search_text (lower case). */
  terms: readonly string[];
  /** The category is one of these. */
  categories: readonly string[];
  /** The provider lists one of these catalogue accommodations (accommodation_bits); 0 for none. */
  accommodationMask: number;
};

export type Order = 'rank' | 'name';

export type Tuning = {
  /** Ranked entries every query tests first (the page of a broad query). */
  headSize: number;
  /** The sample: this many visible providers in sample_key (hash of id) order. */
  sampleSize: number;
  /** Most entries a walk may read. */
  maxWalk: number;
  /** What finding and sorting one row by lookup costs, in walked entries. */
  lookupRowCost: number;
  /**
   * What a lookup costs before its first row, in walked entries: reading the posting lists of
   * common trigrams and starting the bitmap scans (about 3 ms at 100,000 providers).
   */
  lookupBaseCost: number;
};

export const DEFAULT_TUNING: Tuning = {
  headSize: 1000,
  sampleSize: 1500,
  maxWalk: 50_000,
  lookupRowCost: 8,
  lookupBaseCost: 5000,
};

export type FoundPage<Row> = {
  rows: Row[];
  total: number;
  totalIsEstimate: boolean;
  hasMore: boolean;
};

/* Must match providers_search_rank_idx and providers_picker_name_idx (migration 0003) exactly. */
const ORDER_COLUMNS: Record<Order, string[]> = {
  rank: ['tier_rank DESC NULLS LAST', 'verified_percentage DESC NULLS LAST', 'name', 'id'],
  name: ['name', 'id'],
};
const orderBy = (order: Order, table?: string) =>
  sql.raw(ORDER_COLUMNS[order].map((c) => (table ? `${table}.${c}` : c)).join(', '));
/* Only columns those indexes hold, so the head and the walk are index-only scans. */
const WALK_COLUMNS: Record<Order, SQL> = {
  rank: sql.raw(
    'id, search_text, category, accommodation_bits, tier_rank, verified_percentage, name',
  ),
  name: sql.raw('id, search_text, name'),
};
/* What a found entry carries: its id and the keys that order it. */
const ORDER_KEYS: Record<Order, SQL> = {
  rank: sql.raw('id, tier_rank, verified_percentage, name'),
  name: sql.raw('id, name'),
};

const VISIBLE = sql.raw(`accommodation_status <> 'pending'`);

/*
 * A value the query gives, lower-cased once per statement. `lower(<parameter>)` written in a
 * filter is evaluated for every row under a prepared statement's generic plan (0.5 µs a row,
 * which doubled the cost of reading the head); a scalar subquery is evaluated once.
 */
const lowered = (value: string) => sql`(SELECT lower(${value}::text))`;
/*
 * The share of all sample_key values (hashint4: the whole int4 range) up to the sample's last
 * one, in the sample CTE's scope: the fraction of visible providers the sample stands for.
 */
export const KEY_SHARE_SQL = sql.raw(
  '((coalesce(sample_top, 2147483647)::float8 + 2147483649) / 4294967296)',
);

/*
 * A number the request gives (page offset, sizes), hidden from the planner the same way. With
 * every parameter hidden, the plan PostgreSQL makes knowing the values costs the same as the
 * one made without them, so after its first five executions a prepared statement keeps the
 * generic plan and is no longer planned at all (its planning took as long as running it).
 */
const given = (value: number) => sql`(SELECT ${value}::int)`;

/**
 * The filter as SQL. The match itself is strpos() on search_text: exact, no wildcards to escape,
 * and invisible to pg_trgm. With index hints, the lookup path also gets conditions an index can
 * answer: LIKE for every word of three or more letters or digits, taken separately (pg_trgm then
 * skips the word-boundary trigrams like '  l', which half the rows have: 30 ms instead of 60 ms
 * for 'Lantern Learning' at 1,000,000), or the 1-2 character grams for a term without such a word.
 * The head and the walk must not evaluate provider_search_grams() row by row, so they get none.
 */
export function matchSql(
  criteria: Criteria,
  withIndexHints: boolean,
  clauseHits?: readonly number[],
): SQL {
  const parts: SQL[] = [];
  const crossed = withIndexHints ? crossedHint(criteria, clauseHits) : null;
  if (crossed) {
    for (const term of criteria.terms) parts.push(sql`strpos(search_text, ${lowered(term)}) > 0`);
    for (const clause of criteria.clauses ?? []) parts.push(clauseSql(clause));
    parts.push(crossed);
    if (criteria.categories) parts.push(categoryIn(criteria.categories));
    return sql.join(parts, sql` AND `);
  }
  for (const term of criteria.terms) {
    parts.push(sql`strpos(search_text, ${lowered(term)}) > 0`);
    if (!withIndexHints) continue;
    const hint = termHint(term);
    if (hint) parts.push(hint);
  }
  const clauseHints: { hint: SQL; shortOnly: boolean }[] = [];
  for (const clause of criteria.clauses ?? []) {
    parts.push(clauseSql(clause));
    if (!withIndexHints) continue;
    /*
     * The lookup finds the clause's rows by a BitmapOr of its parts' indexes. Accommodations have
     * none: a clause with one leaves the lookup to the other clauses (accommodation words alone
     * are common and are answered by the walk).
     */
    const hints = clause.terms.map(termHint);
    if (clause.accommodationMask !== 0 || hints.some((h) => h === null)) continue;
    if (clause.categories.length > 0) hints.push(categoryIn(clause.categories));
    if (hints.length === 0) continue;
    clauseHints.push({
      hint: sql`(${sql.join(hints as SQL[], sql` OR `)})`,
      shortOnly: clause.terms.some((t) => trigramWords(t).length === 0),
    });
  }
  /*
   * The 1-2 character grams of 'TX' or 'OT' have posting lists as long as the table: ANDed with
   * a word's trigrams they only add work ('Chicago, IL haircut' read the 'il' list for 60 ms at
   * 100,000; 'OT' is 'ot' or the category). A clause with such a term is left to the filter
   * when another clause has a better index.
   */
  const selective = clauseHints.some((h) => !h.shortOnly);
  for (const { hint, shortOnly } of clauseHints) if (!selective || !shortOnly) parts.push(hint);
  if (criteria.categories) parts.push(categoryIn(criteria.categories));
  return parts.length > 0 ? sql.join(parts, sql` AND `) : sql`true`;
}

/**
 * Most alternatives a crossed lookup hint may have (one trigram index scan each). 0 turns the
 * crossed hint off, and it is off: in an A/B of the what-and-where and state-name classes at
 * 100,000 on PostgreSQL (three alternations, load 5-7), the per-clause hints took 234-260 ms in
 * all against 292-344 ms with crossed hints of up to 4 scans (decision 023). Measure on a quiet
 * machine before turning it on.
 */
export const MAX_CROSSED_ARMS = 0;
/** The size the tests check the crossed hint's construction with. */
export const CROSSED_ARMS_WHEN_ON = 4;
/** Most LIKE patterns in one of its scans (the longest). */
export const MAX_CROSSED_PATTERNS = 3;

/*
 * What the trigram index can answer of one way a clause holds: LIKE patterns that must all hold
 * (lower-cased in SQL). A term gives its words of three or more letters or digits, or, for a
 * state's ', tx' + newline, the whole term (pg_trgm reads ' tx' and 'tx ' from it: the state's rows). A
 * category gives its own words: search_text holds the category, so a provider of that category
 * has them. Null when the index cannot help ('IL' alone, an accommodation).
 */
function termPatterns(term: string): string[] | null {
  const words = trigramWords(term);
  if (words.length > 0) return words.map(escapeLike);
  if (/^, [a-z]{2}\n$/.test(term)) return [escapeLike(term)];
  return null;
}

/**
 * The ways a line of several clauses can hold, as sets of LIKE patterns for one trigram index
 * scan each: the clauses' alternatives multiplied out ('karate' or Martial Arts Studio, in 'los'
 * 'angeles': two scans of three and four patterns). GIN intersects the patterns of one scan
 * before any row is read, so a rare pair of common words ('karate Los Angeles': 129 of 3,202 Los
 * Angeles rows at 100,000) reads only its own rows; the per-clause hints let the planner take one
 * clause's bitmap and filter the rest (the city's 3,202 rows read, 8 ms instead of 2.6).
 * Null when fewer than two clauses have patterns, or when the product has more than
 * MAX_CROSSED_ARMS alternatives: the per-clause hints then apply. Clauses without patterns
 * (accommodations, 'IL') stay filters. Every alternative implies its clauses, so this is only a
 * hint: the clauses themselves are still tested.
 */
export function crossedArms(
  criteria: Criteria,
  clauseHits?: readonly number[],
  maxArms: number = MAX_CROSSED_ARMS,
): string[][] | null {
  if (maxArms === 0) return null;
  const sets: string[][][] = [];
  /* How common each pattern's clause is in the sample (fewest first), when known. */
  const commonness = new Map<string, number>();
  for (const term of criteria.terms) {
    const patterns = termPatterns(term);
    if (patterns) sets.push([patterns]);
  }
  for (const [i, clause] of (criteria.clauses ?? []).entries()) {
    if (clause.accommodationMask !== 0) continue;
    const arms = [...clause.terms.map(termPatterns), ...clause.categories.map(termPatterns)];
    if (arms.length === 0 || arms.some((a) => a === null)) continue;
    for (const p of (arms as string[][]).flat()) {
      commonness.set(p, Math.min(commonness.get(p) ?? Infinity, clauseHits?.[i] ?? 0));
    }
    // 'dentist' and the category Dentist are one scan (ASCII only: lower() decides the rest).
    const unique = new Map<string, string[]>();
    for (const arm of arms as string[][]) {
      const key = arm.map((p) => (/^[\x20-\x7e]*$/.test(p) ? p.toLowerCase() : p)).join('\n');
      if (!unique.has(key)) unique.set(key, arm);
    }
    sets.push([...unique.values()]);
  }
  if (sets.length < 2) return null;
  /* Each alternative: the patterns of the way each clause holds in it, clause by clause. */
  let product: string[][][] = [[]];
  for (const arms of sets) {
    product = product.flatMap((prefix) => arms.map((arm) => [...prefix, arm]));
    if (product.length > maxArms) return null;
  }
  /*
   * A few patterns per scan: every pattern's trigram lists are read in full, and a few words
   * already leave few rows. Those of the clauses the sample found rarest first (the ZIP and the
   * city of a full name, not its category words), then the longest ('stylist' and 'angeles', not
   * also 'hair' and 'los'). Without the sample's counts, one of every clause first: a scan
   * without the city's word ('speech therapist Boston' as 'speech' and 'therapist') reads every
   * speech therapist.
   */
  const rank = (p: string) => commonness.get(p) ?? 0;
  const byRank = (a: string, b: string) => rank(a) - rank(b) || b.length - a.length;
  // 'Therapist' (of the category) and 'therapist' (typed) are one pattern: SQL lowers both.
  const key = (p: string) => (/^[\x20-\x7e]*$/.test(p) ? p.toLowerCase() : p);
  /*
   * A way that needs every word of another way adds no row to the scans: 'speech therapist' as
   * the category Speech Therapist and the word 'therapist' needs 'speech' and 'therapist', as the
   * typed words do. Its scan would only read more ('therapist' alone: every kind of therapist in
   * Salt Lake City, 6,779 rows at 1,000,000 for 203 matches), so it is left out.
   */
  const wordsOf = product.map((parts) => new Set(parts.flat().map(key)));
  const needed = product.filter(
    (_, j) =>
      !wordsOf.some(
        (other, i) =>
          i !== j &&
          [...other].every((w) => wordsOf[j]?.has(w)) &&
          /* Two ways of the same words: the first stays. */
          (other.size < (wordsOf[j]?.size ?? 0) || i < j),
      ),
  );
  return needed.map((parts) => {
    const chosen = new Map<string, string>();
    // Without the sample's counts, the rarest clause is not known: one word of each.
    for (const patterns of clauseHits ? [] : parts) {
      const best = [...patterns].sort(byRank)[0];
      if (best !== undefined && !chosen.has(key(best))) chosen.set(key(best), best);
    }
    for (const p of parts.flat().sort(byRank)) {
      if (chosen.size >= MAX_CROSSED_PATTERNS) break;
      if (!chosen.has(key(p))) chosen.set(key(p), p);
    }
    return [...chosen.values()].sort(byRank);
  });
}

/*
 * The crossed hint as SQL. Every pattern is a parameter of its own, also where two alternatives
 * share it: PostgreSQL would otherwise pull the shared condition out of the OR ('los' AND
 * 'angeles' AND ('karate' OR ...)) and scan for it alone.
 */
function crossedHint(criteria: Criteria, clauseHits?: readonly number[]): SQL | null {
  const arms = crossedArms(criteria, clauseHits);
  return arms ? crossedScansSql(arms) : null;
}

/** crossedArms' scans as one condition: any of them, each of its patterns in search_text. */
export function crossedScansSql(arms: readonly (readonly string[])[]): SQL {
  const scans = arms.map(
    (patterns) =>
      sql`(${sql.join(
        patterns.map((p) => sql`search_text LIKE '%' || ${lowered(p)} || '%'`),
        sql` AND `,
      )})`,
  );
  return sql`(${sql.join(scans, sql` OR `)})`;
}

function clauseSql(clause: Clause): SQL {
  const any: SQL[] = clause.terms.map((term) => sql`strpos(search_text, ${lowered(term)}) > 0`);
  if (clause.categories.length > 0) any.push(categoryIn(clause.categories));
  if (clause.accommodationMask !== 0) {
    any.push(sql`(accommodation_bits & ${given(clause.accommodationMask)}) <> 0`);
  }
  return any.length > 0 ? sql`(${sql.join(any, sql` OR `)})` : sql`false`;
}

/*
 * How many of the sample the lookup's index would fetch, for a line of several clauses: the
 * bitmap scan reads the rows of one clause's index and filters them by the rest, so it costs the
 * rows of the most selective clause with an index, not the final matches ('Pittsburgh' has 3,100
 * rows at 100,000 of which 130 are pediatricians). Clauses with no index are left out.
 */
function lookupRowsSql(criteria: Criteria, order: Order): SQL | null {
  // A name prefix: the lookup reads only the rows that hold the term after their first character.
  const split = order === 'name' ? prefixSplitTerm(criteria) : null;
  if (split !== null) {
    return sql`count(*) FILTER (WHERE strpos(substr(search_text, 2), ${lowered(split)}) > 0)::int`;
  }
  const clauses = criteria.clauses ?? [];
  const indexed = clauses.filter(
    (c) => c.accommodationMask === 0 && c.terms.every((t) => termHint(t) !== null),
  );
  if (clauses.length + criteria.terms.length < 2 || indexed.length === 0) return null;
  const counts = indexed.map((c) => sql`count(*) FILTER (WHERE ${clauseSql(c)})`);
  if (!crossedArms(criteria)) return sql`least(${sql.join(counts, sql`, `)})::int`;
  /*
   * A crossed hint reads the posting lists of the common clause's words (a quarter of a looked-up
   * row's cost per row of that clause: 1.1 ms for the 3,200 'los angeles' rows at 100,000, ten
   * times that at 1,000,000) and then only the matching rows.
   */
  return sql`(least(${sql.join(counts, sql`, `)})::float8 / 4 + count(*) FILTER (WHERE ${matchSql(criteria, false)}))`;
}

const categoryIn = (categories: readonly string[]) =>
  sql`category = ANY((SELECT ${sql.param([...categories])}::text[])::text[])`;

/** What an index can answer of `term is part of search_text`, or null when nothing can. */
function termHint(term: string): SQL | null {
  const words = trigramWords(term);
  if (words.length > 0) {
    return sql`(${sql.join(
      words.map((word) => sql`search_text LIKE '%' || ${lowered(escapeLike(word))} || '%'`),
      sql` AND `,
    )})`;
  }
  const grams = gramsOf(term);
  if (grams.length === 0) return null;
  // One parameter whatever the count (chr(10) never occurs in a query: normalizeQuery).
  return sql`provider_search_grams(search_text) @> string_to_array(${lowered(grams.join('\n'))}, chr(10))`;
}

/**
 * The page of found entries (`found`, a CTE of ORDER_KEYS) joined to the provider columns asked
 * for, after `summary` (a one-row CTE): always at least one row, so the summary arrives even when
 * the page is empty or not wanted (`when`).
 */
function pageOf(order: Order, columns: SQL, offset: number, pageSize: number, when: SQL): SQL {
  return sql`
    SELECT summary.*, ${columns}
    FROM summary
    LEFT JOIN LATERAL (
      SELECT ${ORDER_KEYS[order]} FROM found ORDER BY ${orderBy(order)}
      OFFSET ${given(offset)} LIMIT ${given(pageSize)}
    ) AS page ON ${when}
    LEFT JOIN providers p ON p.id = page.id
    ORDER BY ${orderBy(order, 'page')}`;
}

/**
 * One page of visible providers matching the criteria, in the given order, with the provider
 * columns asked for (e.g. ['id', 'name']).
 */
export async function findProviders<Row extends Record<string, unknown>>(
  db: Db,
  criteria: Criteria,
  opts: {
    offset: number;
    pageSize: number;
    order: Order;
    columns: readonly string[];
  },
  tuning: Tuning = DEFAULT_TUNING,
): Promise<FoundPage<Row>> {
  const { offset, pageSize, order } = opts;
  const need = offset + pageSize + 1;
  const walkMatch = matchSql(criteria, false);
  const lookupRows = lookupRowsSql(criteria, order);
  /* Each clause's hits in the sample: which words the crossed hint's scans should use. */
  const clauseHitsSql =
    order === 'rank' && crossedArms(criteria)
      ? sql`ARRAY[${sql.join(
          (criteria.clauses ?? []).map((c) => sql`count(*) FILTER (WHERE ${clauseSql(c)})`),
          sql`, `,
        )}]::int[]`
      : null;
  /* The split lookup (3a) starts with a few index descents, not posting lists: cheaper to reach. */
  const splitBase =
    order === 'name' && prefixSplitTerm(criteria) !== null
      ? sql.raw(String(Math.min(tuning.lookupBaseCost, tuning.headSize)))
      : null;
  const columns = sql.raw(opts.columns.map((c) => `p.${c}`).join(', '));

  /*
   * 1 and 2. The sample, then the walk (the head, or further while walking is cheaper than the
   * lookup), and its page, in one statement.
   */
  const { headSize, sampleSize, maxWalk, lookupRowCost, lookupBaseCost } = integers(tuning);
  const walked = await executePrepared<Row & Extras>(
    db,
    sql`
    WITH sample AS (
      SELECT count(*)::int AS sample_seen, count(*) FILTER (WHERE ${walkMatch})::int AS sample_hits,
        ${lookupRows ? sql`${lookupRows} AS lookup_hits,` : sql``}
        ${clauseHitsSql ? sql`${clauseHitsSql} AS clause_hits,` : sql``}
        max(sample_key) AS sample_top
      FROM (
        SELECT sample_key, search_text, category, accommodation_bits FROM providers WHERE ${VISIBLE}
        ORDER BY sample_key LIMIT ${sampleSize}
      ) AS s
    ),
    route AS (
      SELECT ceil(CASE
        WHEN ${given(need)} * greatest(sample_seen, 1) / (sample_hits + 0.5) < lookup_entries
          THEN least(${maxWalk}, greatest(lookup_entries, ${headSize}))
        ELSE ${headSize}
      END)::int AS budget
      FROM sample, LATERAL (
        SELECT ${splitBase ?? lookupBaseCost} + (${lookupRows ? sql`lookup_hits` : sql`sample_hits`} + 0.5) * ${lookupRowCost}
          / ${KEY_SHARE_SQL} AS lookup_entries
      ) AS cost
    ),
    found AS (
      SELECT ${ORDER_KEYS[order]} FROM (
        SELECT ${WALK_COLUMNS[order]} FROM providers WHERE ${VISIBLE}
        ORDER BY ${orderBy(order)} LIMIT (SELECT budget FROM route)
      ) AS w
      WHERE ${walkMatch}
      ORDER BY ${orderBy(order)} LIMIT ${given(need)}
    ),
    summary AS (
      SELECT (SELECT count(*)::int FROM found) AS walk_found, route.budget, sample.sample_seen,
        sample.sample_hits, ${KEY_SHARE_SQL} AS key_share
        ${clauseHitsSql ? sql`, sample.clause_hits` : sql``}
      FROM route, sample
    )
    ${pageOf(order, columns, offset, pageSize, sql`true`)}`,
  );
  const first = walked[0];
  const walkFound = Number(first?.walk_found ?? 0);
  const budget = Number(first?.budget ?? 0);
  const sampleSeen = Number(first?.sample_seen ?? 0);
  const sampleHits = Number(first?.sample_hits ?? 0);
  const keyShare = Number(first?.key_share ?? 1);
  const clauseHits = Array.isArray(first?.clause_hits) ? first.clause_hits.map(Number) : undefined;
  const walkedRows = walked.filter((r) => r.id != null).map(withoutExtras<Row>);
  /*
   * A sample smaller than sampleSize is every visible provider: its counts are exact. Otherwise
   * it is the share of the hash range up to its last key, and its hits divided by that share
   * estimate the matches.
   */
  const complete = sampleSeen < tuning.sampleSize;
  if (walkFound >= need) {
    return {
      rows: walkedRows,
      total: complete ? sampleHits : Math.max(need, roughly(sampleHits / keyShare)),
      totalIsEstimate: !complete,
      hasMore: true,
    };
  }
  // The walk read the whole directory: its page is the page, and the sample's count is exact.
  if (complete && budget >= sampleSeen) {
    return {
      rows: walkedRows,
      total: sampleHits,
      totalIsEstimate: false,
      hasMore: offset + pageSize < sampleHits,
    };
  }

  /*
   * 3a. In name order (the review picker), a term typed as the start of a name: split lookup.
   * Null when it cannot tell the page; the ordinary lookup then answers.
   */
  const splitTerm = order === 'name' ? prefixSplitTerm(criteria) : null;
  if (splitTerm !== null && offset === 0 && (await namesInByteOrder(db))) {
    const page = await splitLookup<Row>(db, splitTerm, need, columns);
    if (page) {
      const rows = page.slice(0, pageSize);
      return {
        rows,
        total: Math.max(page.length, complete ? sampleHits : roughly(sampleHits / keyShare)),
        totalIsEstimate: page.length >= need || !complete,
        hasMore: page.length >= need,
      };
    }
  }

  /*
   * 3. The lookup: every match, through the indexes matchSql's hints name, counted and sorted
   * by their keys alone before the page's rows are read. Matches are few here, but the planner
   * cannot know that from a LIKE pattern and might prefer reading a whole index in order to
   * sorting a bitmap's rows (measured: 60 ms instead of 9 ms for 'Boston' in Childcare at
   * 100,000). Collected in a materialized CTE with no order of its own, the matches gain nothing
   * from an ordered scan: the planner is left with bitmap scans of the hinted indexes.
   */
  const looked = await executePrepared<Row & Extras>(
    db,
    sql`
    WITH found AS MATERIALIZED (
      SELECT ${ORDER_KEYS[order]} FROM providers WHERE ${VISIBLE} AND ${matchSql(criteria, true, clauseHits)}
    ),
    summary AS (SELECT count(*)::int AS total FROM found)
    ${pageOf(order, columns, offset, pageSize, sql`true`)}`,
  );
  const total = Number(looked[0]?.total ?? 0);
  const rows = looked.filter((r) => r.id != null).map(withoutExtras<Row>);
  return { rows, total, totalIsEstimate: false, hasMore: offset + rows.length < total };
}

/*
 * The tuning's numbers written into the SQL as constants: the planner sees the real sizes (a
 * generate_series with parameter bounds is estimated at 1,000 rows), and they are part of each
 * statement's fixed shape anyway.
 */
function integers(
  tuning: Tuning,
): Record<'headSize' | 'sampleSize' | 'maxWalk' | 'lookupRowCost' | 'lookupBaseCost', SQL> {
  const raw = wholeNumberSql;
  return {
    headSize: raw(tuning.headSize),
    sampleSize: raw(tuning.sampleSize),
    maxWalk: raw(tuning.maxWalk),
    lookupRowCost: raw(tuning.lookupRowCost),
    lookupBaseCost: raw(tuning.lookupBaseCost),
  };
}

/** A tuning value written into the SQL as a constant; only whole numbers are. */
export function wholeNumberSql(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new Error(`Tuning values must be whole numbers: ${n}`);
  }
  return sql.raw(String(n));
}

type Extras = {
  walk_found?: number;
  budget?: number;
  sample_seen?: number;
  sample_hits?: number;
  key_share?: number;
  clause_hits?: unknown[];
  total?: number;
};

function withoutExtras<Row>(row: Record<string, unknown>): Row {
  const { walk_found, budget, sample_seen, sample_hits, key_share, clause_hits, total, ...rest } =
    row;
  return rest as Row;
}

/** Two significant digits: an estimate should not look more precise than it is. */
export function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const magnitude = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / magnitude) * magnitude;
}

/*
 * The review picker lists by name, and a name prefix typed into it ('Quiet': 40,000 of 1,000,000)
 * matches rows that sit together in name order far from its start: the walk from 'A' does not
 * reach them, and the lookup reads and sorts all 40,000 (120-168 ms). But a match at the first
 * character of search_text is a name that starts with the term in some letter case, and in byte
 * order those names sit in a few runs, one per case spelling ('QUIET...', 'Quiet...',
 * 'quiet...'), each found by one descent of providers_picker_name_idx. So the first page in name
 * order is the first page of the union of
 *   - the rows that hold the term after their first character, found by
 *     providers_search_rest_trgm_idx (pg_trgm on substr(search_text, 2), migration 0011), few for
 *     a name prefix ('Tranquil Quiet Corner'; decision 023 says when they are many), and
 *   - the first `need` names that start with the term, read in name order run by run
 *     (prefixRows: each round reads `need` entries from the smallest spelling not yet passed).
 * Two letters lower-case to ASCII from elsewhere in Unicode, the capital I with a dot above and the
 * Kelvin sign; names that start with them are read with the first part (two index range scans,
 * empty in practice). Exact: pick-providers.test.ts checks it against the ordinary lookup over
 * generated names. Only for printable ASCII terms with a word of three or more letters or digits,
 * and only where the database orders names by byte (C or C.UTF-8 collation, as PGlite and this
 * repo's PostgreSQL): a linguistic collation puts 'quiet' before 'QUIET'.
 */
const PREFIX_ROUNDS = 8;

/** The picker's term when the split lookup applies to it, else null. */
export function prefixSplitTerm(criteria: Criteria): string | null {
  if (criteria.terms.length !== 1 || (criteria.clauses?.length ?? 0) > 0) return null;
  if (criteria.categories) return null;
  const [term] = criteria.terms;
  if (!term || !/^[\x20-\x7e]+$/.test(term) || trigramWords(term).length === 0) return null;
  return term;
}

/* The spellings of one character of the term, smallest first in byte order. */
const spellings = (c: string) => [...new Set([c.toUpperCase(), c.toLowerCase()])].sort();

/**
 * The smallest spelling of `term` (ASCII; letters in either case) that is at least `from` in byte
 * order, or null when every spelling is smaller. Names are compared by UTF-16 code unit, which for
 * the ASCII positions compared here is byte order.
 */
export function nextSpelling(term: string, from: string): string | null {
  const options = [...term].map(spellings);
  const smallest = (i: number) =>
    options
      .slice(i)
      .map((o) => o[0] ?? '')
      .join('');
  let prefix = '';
  let i = 0;
  for (; i < options.length; i++) {
    const c = from[i];
    if (c === undefined) return prefix + smallest(i);
    const own = options[i] ?? [];
    if (own.includes(c)) {
      prefix += c;
      continue;
    }
    const bigger = own.find((o) => o > c);
    if (bigger !== undefined) return prefix + bigger + smallest(i + 1);
    break;
  }
  if (i === options.length) return prefix; // `from` starts with a spelling: that spelling
  // Carry: the last position before i that has a bigger spelling.
  for (let j = i - 1; j >= 0; j--) {
    const bigger = (options[j] ?? []).find((o) => o > (from[j] ?? ''));
    if (bigger !== undefined) return from.slice(0, j) + bigger + smallest(j + 1);
  }
  return null;
}

const byteOrder = new WeakMap<Db, Promise<boolean>>();
/** Whether ORDER BY name sorts by byte (code point), as the split lookup needs. Asked once per db. */
export function namesInByteOrder(db: Db): Promise<boolean> {
  let known = byteOrder.get(db);
  if (!known) {
    known = db
      .execute<{ bytes: boolean }>(
        sql`SELECT ('B' < 'a' AND 'Z' < '_' AND '~' < 'é' AND 'QUIET' < 'Quiet') AS bytes`,
      )
      .then((r) => r.rows[0]?.bytes === true)
      .catch(() => false);
    byteOrder.set(db, known);
  }
  return known;
}

/**
 * The ids of the first `need` visible names, in name order, that start with the term in any
 * letter case; null when that takes more than PREFIX_ROUNDS rounds.
 */
async function prefixRows(db: Db, term: string, need: number): Promise<number[] | null> {
  const ids: number[] = [];
  let from = nextSpelling(term, '');
  for (let round = 0; round < PREFIX_ROUNDS; round++) {
    if (from === null || ids.length >= need) return ids;
    const want = need - ids.length;
    const rows = await executePrepared<{ id: number; name: string; starts: boolean }>(
      db,
      sql`
      SELECT id, name, strpos(search_text, ${lowered(term)}) = 1 AS starts FROM providers
      WHERE ${VISIBLE} AND name >= (SELECT ${from}::text)
      ORDER BY name, id LIMIT ${given(want)}`,
    );
    const stop = rows.find((row) => !row.starts);
    for (const row of rows) {
      if (row === stop) break;
      ids.push(Number(row.id));
    }
    // Every row read starts with the term: a full page, or the end of the index.
    if (!stop) return ids;
    // Past the run: on at the smallest spelling after the name that does not start with it.
    from = nextSpelling(term, stop.name);
    if (from !== null && from <= stop.name) return null;
  }
  return from === null || ids.length >= need ? ids : null;
}

async function splitLookup<Row>(
  db: Db,
  term: string,
  need: number,
  columns: SQL,
): Promise<Row[] | null> {
  const prefixed = await prefixRows(db, term, need);
  if (prefixed === null) return null;
  const words = trigramWords(term).map(
    (word) => sql`substr(search_text, 2) LIKE '%' || ${lowered(escapeLike(word))} || '%'`,
  );
  const rows = await executePrepared<Row>(
    db,
    sql`
    WITH rest AS MATERIALIZED (
      SELECT id, name FROM providers
      WHERE ${VISIBLE} AND ${sql.join(words, sql` AND `)}
        AND strpos(substr(search_text, 2), ${lowered(term)}) > 0
    ),
    odd AS MATERIALIZED (
      SELECT id, name FROM providers
      WHERE ${VISIBLE} AND ((name >= chr(304) AND name < chr(305))
        OR (name >= chr(8490) AND name < chr(8491)))
        AND strpos(search_text, ${lowered(term)}) = 1
    ),
    found AS (
      SELECT id, name FROM (
        SELECT id, name FROM rest
        UNION SELECT id, name FROM odd
        UNION SELECT id, name FROM providers
          WHERE id = ANY((SELECT ${sql.param(prefixed)}::int[])::int[])
      ) AS u
      ORDER BY name, id LIMIT ${given(need)}
    )
    SELECT ${columns} FROM found JOIN providers p ON p.id = found.id
    ORDER BY found.name, found.id`,
  );
  return rows;
}
