import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { visitFilterSql } from '../quiet-hours/visit-bits';
import { type ClauseCounts, crossedArms, crossedHint } from './crossed-hint';
import { namesInByteOrder, prefixSplitTerm, splitLookup } from './picker-prefix';
import type { Criteria } from './search-criteria';
import {
  categoryIn,
  clauseHint,
  clauseSql,
  containsSql,
  given,
  KEY_SHARE_SQL,
  LISTED,
  lowered,
  orderSql,
  RANK_COLUMNS,
  REGISTRY_ONLY_LAST,
  roughly,
  termHint,
  VISIBLE,
  wholeNumberSql,
} from './search-sql';
import { trigramWords } from './search-text';

/*
 * The plain search: the query engine behind search and the review picker (its name-prefix lookup
 * is picker-prefix.ts; the SQL pieces it shares with the refined search are search-sql.ts).
 * docs/performance.md ("Search") has the measurements. Visible providers are read in result order from an index that also carries
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
 *    With a public registry imported (decision 077), a walk that fell short while the sample saw
 *    registry matches first tries 3b: the listed matches through indexes of listed places only,
 *    then a walk of the registry's range of the order (listedThenRegistry).
 *
 * The head cannot be the sample: within one tier and verified share the ranking is alphabetical,
 * so a name like 'Quiet...' may be absent from the first thousand entries of a million and common
 * everywhere else. Both statements run as prepared statements on PostgreSQL (db/prepared.ts).
 */

export type Order = 'rank' | 'name';

/**
 * The part of the directory a name-order search reads (decision 082): the listed places (every
 * place but a registry-only listing) or the registry-only listings. The review picker lists the
 * first, then the second, each by name; each has its own name index (migration 0040).
 */
export type Scope = 'listed' | 'registry';

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
  /**
   * The crossed lookup hint (crossed-hint.ts): the most trigram scans one may have; 0 turns it
   * off. On at 4 scans, as in the refined search (DEFAULT_NEAR_TUNING). Decision 023 had it off
   * for the plain search (an A/B of the what-and-where and state-name classes, load 5-7); measured
   * again with the sentences parents write (decision 053, follow-up on speed: each query's best of
   * 16 runs at 100,000 on PostgreSQL), crossed hints were faster in every class: what and where
   * 207 -> 161 ms in all, state names 35 -> 20, sentences 296 -> 206 ('pediatrician with weighted
   * blankets in los angeles' 39.7 -> 7.0: the city's 3,202 rows were walked and then looked up
   * whole, where the crossed scan reads the 54 that match). Not everywhere: on PGlite the
   * what-and-where lines lost (558 -> 652 ms) while sentences gained (857 -> 647), and at
   * 1,000,000 on PostgreSQL sentences came out even (403 -> 411): a crossed scan reads its words'
   * posting lists whole, which grow with the directory faster than the route's price for it.
   */
  crossedArms: number;
};

export const DEFAULT_TUNING: Tuning = {
  headSize: 1000,
  sampleSize: 1500,
  maxWalk: 50_000,
  lookupRowCost: 8,
  lookupBaseCost: 5000,
  crossedArms: 4,
};

export type FoundPage<Row> = {
  rows: Row[];
  total: number;
  totalIsEstimate: boolean;
  hasMore: boolean;
  /**
   * With estimateOnly: each clause's hits in the sample, when the crossed hint asked for them.
   * A lookup of the same criteria after it (bestMatchFinder's sort) picks its scans' words by them.
   */
  clauseHits?: ClauseCounts;
};

/*
 * Must match providers_search_rank_idx (migration 0003) and providers_picker_listed_idx and
 * providers_picker_registry_idx (0040) exactly.
 */
const ORDER_COLUMNS: Record<Order, readonly string[]> = {
  rank: RANK_COLUMNS,
  name: ['name', 'id'],
};
const orderBy = (order: Order, table?: string) => orderSql(ORDER_COLUMNS[order], table);
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

/**
 * The filter as SQL. The match itself is strpos() on search_text: exact, no wildcards to escape,
 * and invisible to pg_trgm. With index hints, the lookup path also gets conditions an index can
 * answer (termHint, clauseHint; a crossed hint when maxCrossedArms allows one). The head and the
 * walk must not evaluate provider_search_grams() row by row, so they get none.
 */
export function matchSql(
  criteria: Criteria,
  withIndexHints: boolean,
  maxCrossedArms = 0,
  clauseHits?: ClauseCounts,
): SQL {
  const parts: SQL[] = [];
  const crossed = withIndexHints ? crossedHint(criteria, maxCrossedArms, clauseHits) : null;
  if (crossed) {
    for (const term of criteria.terms) parts.push(containsSql(term));
    for (const clause of criteria.clauses ?? []) parts.push(clauseSql(clause));
    parts.push(crossed);
    if (criteria.categories) parts.push(categoryIn(criteria.categories));
    if (criteria.visitMask) parts.push(visitFilterSql(criteria.visitMask));
    return sql.join(parts, sql` AND `);
  }
  for (const term of criteria.terms) {
    parts.push(containsSql(term));
    if (!withIndexHints) continue;
    const hint = termHint(term);
    if (hint) parts.push(hint);
  }
  const clauseHints: { hint: SQL; shortOnly: boolean }[] = [];
  for (const clause of criteria.clauses ?? []) {
    parts.push(clauseSql(clause));
    if (!withIndexHints) continue;
    const hint = clauseHint(clause);
    if (!hint) continue;
    clauseHints.push({
      hint,
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
  if (criteria.visitMask) parts.push(visitFilterSql(criteria.visitMask));
  return parts.length > 0 ? sql.join(parts, sql` AND `) : sql`true`;
}

/*
 * How many of the sample the lookup's index would fetch, for a line of several clauses: the
 * bitmap scan reads the rows of one clause's index and filters them by the rest, so it costs the
 * rows of the most selective clause with an index, not the final matches ('Pittsburgh' has 3,100
 * rows at 100,000 of which 130 are pediatricians). Clauses with no index are left out.
 */
function lookupRowsSql(
  criteria: Criteria,
  maxCrossedArms: number,
  scope: SQL | null,
  split: string | null,
): SQL | null {
  // A name prefix: the lookup reads only the rows that hold the term after their first character.
  if (split !== null) {
    return sql`count(*) FILTER (WHERE ${scope ?? sql`true`} AND strpos(substr(search_text, 2), ${lowered(split)}) > 0)::int`;
  }
  const clauses = criteria.clauses ?? [];
  const indexed = clauses.filter(
    (c) => c.accommodationMask === 0 && c.terms.every((t) => termHint(t) !== null),
  );
  if (clauses.length + criteria.terms.length < 2 || indexed.length === 0) return null;
  const counts = indexed.map((c) => sql`count(*) FILTER (WHERE ${clauseSql(c)})`);
  if (!crossedArms(criteria, maxCrossedArms)) return sql`least(${sql.join(counts, sql`, `)})::int`;
  /*
   * A crossed hint reads the posting lists of the common clause's words (a quarter of a looked-up
   * row's cost per row of that clause: 1.1 ms for the 3,200 'los angeles' rows at 100,000, ten
   * times that at 1,000,000) and then only the matching rows.
   */
  return sql`(least(${sql.join(counts, sql`, `)})::float8 / 4 + count(*) FILTER (WHERE ${matchSql(criteria, false)}))`;
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
    /**
     * Only how many match is wanted (bestMatchFinder's choice of path): the sample answers (its
     * exact count on a directory it covers whole), no walk and no lookup, and no rows. A walk
     * could only raise the total to the page's size, and read up to what a lookup costs first:
     * 'Quiet Harbor Speech Therapy Pllc' walked 30,788 entries (12.5 ms) for none at 1,100,000.
     * The sample's counts of each clause come along for the sort that follows (clauseHits).
     */
    estimateOnly?: boolean;
    /** In name order, which part of the directory (required there: each part has its index). */
    scope?: Scope;
  },
  tuning: Tuning = DEFAULT_TUNING,
): Promise<FoundPage<Row>> {
  const { offset, pageSize, order } = opts;
  if ((order === 'name') !== (opts.scope !== undefined)) {
    throw new Error('findProviders: a scope goes with name order, and only with it');
  }
  /* Every statement's visible rows, narrowed to the scope (the same predicate as its indexes). */
  const scope = opts.scope ? SCOPES[opts.scope] : null;
  const visible = scope ? sql`${VISIBLE} AND ${scope}` : VISIBLE;
  const need = offset + pageSize + 1;
  const walkMatch = matchSql(criteria, false);
  /*
   * The sample is the first sampleSize visible entries in sample_key order whatever the scope,
   * and counts the scope's among them: reading on to sampleSize entries of a scope would read the
   * whole sample index when the scope is a small part of the directory (a registry of a few
   * hundred places beside 100,000 listed).
   */
  const sampleMatch = scope ? sql`${scope} AND ${walkMatch}` : walkMatch;
  /*
   * 3a, the split lookup, in the registry's part of the name order: its rows that hold the term
   * after their first character are found through providers_search_rest_trgm_idx, which holds
   * every visible place. For the listed places, that index would return the registry's rows too
   * ('Takahashi': 8,715 rows fetched to keep none, 15 ms); their own trigram index answers them.
   */
  const splitTerm = opts.scope === 'registry' ? prefixSplitTerm(criteria) : null;
  const lookupRows = lookupRowsSql(criteria, tuning.crossedArms, scope, splitTerm);
  /*
   * Which clauses each sample row holds, as a bit mask (clause i: bit i), for the rows that hold
   * any: the crossed hint's scans pick their words by each clause's hits and by how many rows the
   * words chosen so far leave together (ClauseCounts.masks).
   */
  const clauses = criteria.clauses ?? [];
  const clauseMaskSql =
    order === 'rank' &&
    clauses.length <= MAX_MASKED_CLAUSES &&
    crossedArms(criteria, tuning.crossedArms)
      ? sql`(${sql.join(
          clauses.map(
            (c, i) => sql`CASE WHEN ${clauseSql(c)} THEN ${sql.raw(String(2 ** i))} ELSE 0 END`,
          ),
          sql` + `,
        )})`
      : null;
  /* The split lookup (3a) starts with a few index descents, not posting lists: cheaper to reach. */
  const splitBase =
    splitTerm !== null ? sql.raw(String(Math.min(tuning.lookupBaseCost, tuning.headSize))) : null;
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
      SELECT count(*)::int AS sample_all,
        ${scope ? sql`count(*) FILTER (WHERE ${scope})::int` : sql`count(*)::int`} AS sample_seen,
        count(*) FILTER (WHERE ${sampleMatch})::int AS sample_hits,
        ${lookupRows ? sql`${lookupRows} AS lookup_hits,` : sql``}
        ${clauseMaskSql ? sql`coalesce(array_agg(clause_mask) FILTER (WHERE clause_mask <> 0), '{}') AS clause_masks,` : sql``}
        ${
          order === 'rank'
            ? sql`count(*) FILTER (WHERE ${REGISTRY_ONLY})::int AS registry_seen,
        count(*) FILTER (WHERE ${REGISTRY_ONLY} AND ${walkMatch})::int AS registry_hits,
        min(search_text) FILTER (WHERE ${REGISTRY_ONLY} AND ${walkMatch}) AS registry_first,
        max(search_text) FILTER (WHERE ${REGISTRY_ONLY} AND ${walkMatch}) AS registry_last,`
            : sql`0 AS registry_seen, 0 AS registry_hits,`
        }
        max(sample_key) AS sample_top
      FROM (
        SELECT ${criteria.visitMask ? sql`id, ` : sql``}sample_key, search_text, category, accommodation_bits, tier_rank
          ${clauseMaskSql ? sql`, ${clauseMaskSql} AS clause_mask` : sql``}
        FROM providers WHERE ${VISIBLE}
        ORDER BY sample_key LIMIT ${sampleSize}
      ) AS s
    ),
    route AS (
      SELECT registry.registry_walk, step.listed_first, cost.lookup_entries, ceil(CASE
        ${opts.estimateOnly ? sql`WHEN true THEN 0` : sql``}
        ${
          order === 'rank'
            ? sql`WHEN registry_walk <= ${maxWalk}
            AND (sample_hits - registry_hits) / ${KEY_SHARE_SQL} < ${given(need)}
          THEN ${headSize}
        WHEN listed_first AND sample_hits > 0 THEN ${headSize}
        WHEN listed_first THEN greatest(${headSize}, least(${lookupBaseCost}, lookup_entries))`
            : sql``
        }
        WHEN ${given(need)} * greatest(sample_seen, 1) / (sample_hits + 0.5) < lookup_entries
          THEN least(${maxWalk}, greatest(lookup_entries, ${headSize}))
        ELSE ${headSize}
      END)::int AS budget
      FROM sample, LATERAL (
        SELECT ${splitBase ?? lookupBaseCost} + (${lookupRows ? sql`lookup_hits` : sql`sample_hits`} + 0.5) * ${lookupRowCost}
          / ${KEY_SHARE_SQL} AS lookup_entries
      ) AS cost, LATERAL (${
        order === 'rank'
          ? sql`
        SELECT CASE WHEN last_at - first_at < registry_seen * ${sql.raw(String(REGISTRY_CLUSTER_SHARE))}
          THEN greatest(0, first_at - (last_at - first_at) / greatest(registry_hits - 1, 1))
          ELSE 0 END / ${KEY_SHARE_SQL} AS registry_before
        FROM (
          SELECT count(*) FILTER (WHERE search_text < registry_first)::float8 AS first_at,
            count(*) FILTER (WHERE search_text < registry_last)::float8 AS last_at
          FROM (
            SELECT search_text, tier_rank FROM providers WHERE ${VISIBLE}
            ORDER BY sample_key LIMIT ${sampleSize}
          ) AS s
          WHERE registry_hits >= ${sql.raw(String(REGISTRY_MIN_HITS))} AND ${REGISTRY_ONLY}
        ) AS at`
          : sql`SELECT 0 AS registry_before`
      }
      ) AS before, LATERAL (
        SELECT CASE WHEN registry_hits >= ${sql.raw(String(REGISTRY_MIN_HITS))}
          AND registry_before + ${given(need)} * registry_seen::float8 / greatest(registry_hits, 1) <= ${maxWalk}
          THEN least(${maxWalk}, greatest(
            ceil(registry_before + ${given(need)} * registry_seen::float8 / registry_hits * ${sql.raw(String(REGISTRY_WALK_MARGIN))}),
            lookup_entries))
        END::int AS registry_walk
      ) AS registry, LATERAL (
        SELECT ${
          order === 'rank'
            ? sql`registry_walk IS NULL AND ((registry_hits > 0 AND registry_hits = sample_hits)
          OR (sample_hits = 0 AND registry_seen * 2 >= sample_seen))`
            : sql`false`
        } AS listed_first
      ) AS step
    ),
    found AS (
      SELECT ${ORDER_KEYS[order]} FROM (
        SELECT ${WALK_COLUMNS[order]} FROM providers WHERE ${visible}
        ORDER BY ${orderBy(order)} LIMIT (SELECT budget FROM route)
      ) AS w
      WHERE ${walkMatch}
      ORDER BY ${orderBy(order)} LIMIT ${given(need)}
    ),
    summary AS (
      SELECT (SELECT count(*)::int FROM found) AS walk_found, route.budget, sample.sample_all, sample.sample_seen,
        sample.sample_hits, sample.registry_hits, route.registry_walk, route.listed_first,
        ${KEY_SHARE_SQL} AS key_share
        ${clauseMaskSql ? sql`, sample.clause_masks` : sql``}
        ${
          order === 'name'
            ? sql`, route.lookup_entries, last.name AS last_name, last.id AS last_id
      FROM route, sample LEFT JOIN LATERAL (
        SELECT name, id FROM found ORDER BY name DESC, id DESC LIMIT 1
      ) AS last ON true`
            : sql`FROM route, sample`
        }
    )
    ${pageOf(order, columns, offset, pageSize, sql`true`)}`,
  );
  const first = walked[0];
  const walkFound = Number(first?.walk_found ?? 0);
  const budget = Number(first?.budget ?? 0);
  /* The scope's entries in the sample, of sampleAll read. */
  const sampleSeen = Number(first?.sample_seen ?? 0);
  const sampleAll = Number(first?.sample_all ?? 0);
  const sampleHits = Number(first?.sample_hits ?? 0);
  const keyShare = Number(first?.key_share ?? 1);
  const registryHits = Number(first?.registry_hits ?? 0);
  /* How far the registry's range must be walked for the page, as the sample's rate says (3b). */
  const registryWalk = first?.registry_walk == null ? null : Number(first.registry_walk);
  const masks = Array.isArray(first?.clause_masks) ? first.clause_masks.map(Number) : null;
  const clauseHits: ClauseCounts | undefined = masks
    ? {
        hits: clauses.map((_, i) => masks.filter((m) => m & (2 ** i)).length),
        seen: sampleSeen,
        masks,
      }
    : undefined;
  const walkedRows = walked.filter((r) => r.id != null).map(withoutExtras<Row>);
  /*
   * A sample smaller than sampleSize is every visible provider: its counts are exact. Otherwise
   * it is the share of the hash range up to its last key, and its hits divided by that share
   * estimate the matches.
   */
  const complete = sampleAll < tuning.sampleSize;
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

  if (opts.estimateOnly) {
    const total = Math.max(walkFound, complete ? sampleHits : roughly(sampleHits / keyShare));
    return {
      rows: walkedRows,
      total,
      totalIsEstimate: !complete,
      hasMore: offset + walkedRows.length < total,
      clauseHits,
    };
  }

  /*
   * 2b. In name order (the review picker), a walk that found some matches but not the page goes
   * on from its last match, as far as its own rate says the rest of the page is (twice that), when
   * that is cheaper than the lookup: a registry's names come in runs, so a common piece can be rare
   * in the first entries and common after them ('oon' at 1,100,000: 10 matches in the first
   * 20,000 names, 19,167 in all, which the lookup fetched and sorted in 113 ms).
   */
  const lastName = first?.last_name;
  const lastId = first?.last_id;
  if (
    order === 'name' &&
    offset === 0 &&
    walkFound >= RESUME_MIN_FOUND &&
    typeof lastName === 'string' &&
    lastId != null
  ) {
    const resume = Math.ceil(((need - walkFound) * budget * RESUME_MARGIN) / walkFound);
    if (resume <= Number(first?.lookup_entries ?? 0)) {
      const more = await executePrepared<Row>(
        db,
        sql`
        WITH found AS (
          SELECT ${ORDER_KEYS.name} FROM (
            SELECT ${WALK_COLUMNS.name} FROM providers
            WHERE ${visible} AND (name, id) > ((SELECT ${lastName}::text), (SELECT ${Number(lastId)}::int))
            ORDER BY ${orderBy('name')} LIMIT ${given(resume)}
          ) AS w
          WHERE ${walkMatch}
          ORDER BY ${orderBy('name')} LIMIT ${given(need - walkFound)}
        )
        SELECT ${columns} FROM found JOIN providers p ON p.id = found.id
        ORDER BY ${orderBy('name', 'found')}`,
      );
      if (walkFound + more.length >= need) {
        const rows = [...walkedRows, ...more].slice(0, pageSize);
        return {
          rows,
          total: Math.max(need, complete ? sampleHits : roughly(sampleHits / keyShare)),
          totalIsEstimate: !complete,
          hasMore: true,
        };
      }
    }
  }

  /*
   * 3a. In name order (the review picker), a term typed as the start of a name: split lookup.
   * Null when it cannot tell the page; the ordinary lookup then answers.
   */
  if (splitTerm !== null && offset === 0 && (await namesInByteOrder(db))) {
    const page = await splitLookup<Row>(db, splitTerm, need, columns, {
      visible,
      rowsOnly: REGISTRY_ROWS_FILTER,
    });
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
   * 3b. In rank order with a public registry imported (decision 077): the listed places' matches
   * through their own indexes, then the registry's range of the order walked for the rest of the
   * page. The walk above read the listed places first and may have found few of them.
   *
   * When every hit of the sample was a registry place, but too few of them to tell the registry
   * walk a rate, the route walks only the head, and the listed matches alone are looked up
   * (listed_first, which the route decides): enough of them are the page, and otherwise the
   * lookup below answers. So too when the sample saw no match at all in a directory that is
   * mostly registry (the route then walks as far as a lookup's base cost). The
   * sample holds about one listed place in eleven at 100,000 + 1,000,000, so none of them
   * matching says little: 'speech therapy Sacramento' has 123 listed matches and 1,724 in the
   * registry, 'Blue Heron Family Dental Pa' none and 954, and both samples saw two registry hits
   * and no listed one. The walk of the listed places' range found the first page but read 32,221
   * entries in vain for the second (12 ms); the listed places' lookup reads 1-2 ms for either.
   */
  const listedOnly = first?.listed_first === true;
  if (
    order === 'rank' &&
    ((registryWalk !== null && registryWalk <= tuning.maxWalk) || listedOnly)
  ) {
    const page = await listedThenRegistry<Row>(db, criteria, {
      need,
      registryWalk: registryWalk ?? 0,
      offset,
      pageSize,
      columns,
      tuning,
      clauseHits,
    });
    if (page.listed + page.registryFound >= need) {
      return {
        rows: page.rows,
        total: Math.max(need, roughly(page.listed + registryHits / keyShare)),
        totalIsEstimate: true,
        hasMore: true,
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
      SELECT ${ORDER_KEYS[order]} FROM providers WHERE ${visible} AND ${matchSql(criteria, true, tuning.crossedArms, clauseHits)}
    ),
    summary AS (SELECT count(*)::int AS total FROM found)
    ${pageOf(order, columns, offset, pageSize, sql`true`)}`,
  );
  const total = Number(looked[0]?.total ?? 0);
  const rows = looked.filter((r) => r.id != null).map(withoutExtras<Row>);
  return { rows, total, totalIsEstimate: false, hasMore: offset + rows.length < total };
}

/*
 * How much further than the sample's hit rate says the registry walk may read, so that a page is
 * rarely a few matches short of full (then the lookup answers). It may read further still, up to
 * what the lookup would cost (lookup_entries, at most maxWalk): the walk stops at the page's last
 * match, so the room costs nothing when the matches are there, and when they are not it costs no
 * more than the lookup after it. A registry's names come in runs ('Aisha Takahashi' after every
 * other 'Aisha …'): 'Takahashi' (8,811 matches at 1,000,000 imported, 18 in the sample) was
 * allowed 1,600 entries, found none in the registry's first 5,000, and the lookup sorted all 8,811.
 */
const REGISTRY_WALK_MARGIN = 1.5;
/* A walk's own rate is worth going on from with at least this many matches (step 2b). */
const RESUME_MIN_FOUND = 3;
/* How much further than that rate says the rest of the page is, the resumed walk may read. */
const RESUME_MARGIN = 2;
/* A place known only from a public registry (decision 064), as a condition. */
const REGISTRY_ONLY = sql.raw(REGISTRY_ONLY_LAST);
/* Each scope as its indexes' predicate spells it (LISTED as migration 0038's, 0040). */
const SCOPES: Record<Scope, SQL> = { listed: LISTED, registry: REGISTRY_ONLY };
/*
 * The registry scope as a filter no partial index's predicate is proved from, for the split
 * lookup's rows that hold a term after their first character: few, found by
 * providers_search_rest_trgm_idx. Given a scope's own predicate, the planner read every entry of
 * that scope's name index for them instead (for the listed places, 93,129 entries, 39 ms),
 * because the index holds search_text.
 */
const REGISTRY_ROWS_FILTER = sql.raw('tier_rank + 0 < 0');
/*
 * Fewer registry hits in the sample say little about where the matches are: the registry's range
 * is in name order (its places share a tier and a verified share of 0), so one hit for 'Nora
 * Castillo' (189 matches, all among the C names) asked for a walk of 43,000 entries that found
 * too few, and the lookup answered after it (16 ms wasted at 1,000,000 imported).
 */
const REGISTRY_MIN_HITS = 3;
/* The most clauses whose sample hits are counted as bit masks (an int: 31 bits). */
const MAX_MASKED_CLAUSES = 30;
/*
 * Where the registry's first match lies, from the sample: the registry places of the sample in
 * name order (their search_text starts with the name), and its hits among them. Hits that lie
 * together, within this share of the registry's names, are a cluster ('Blue Heron Family Dental
 * Pa' at 1,000,000 imported: three hits side by side, 6% of the way in), and its first match lies
 * about one gap between hits before the first hit: a walk from the registry's start would read
 * tens of thousands of names first. Hits spread wider are taken to start near the start, wherever
 * the sample's first one fell ('SD': 13 hits between 29% and 98% of the way, whose first match is
 * among the first few hundred names).
 */
const REGISTRY_CLUSTER_SHARE = 0.25;

/** Every listed place (not a registry-only listing) that matches, by its keys in rank order. */
export function listedMatchesSql(
  criteria: Criteria,
  tuning: Tuning = DEFAULT_TUNING,
  clauseHits?: ClauseCounts,
): SQL {
  return sql`SELECT ${ORDER_KEYS.rank} FROM providers
    WHERE ${VISIBLE} AND ${LISTED} AND ${matchSql(criteria, true, tuning.crossedArms, clauseHits)}`;
}

/**
 * Step 3b: every listed match (the indexes of listed places only, migration 0038: few rows even
 * where the registry holds thousands of matches), then the first `need` matches of the registry's
 * range of the search order, in one statement. The listed places rank before every registry
 * place (tier_rank >= 0 against -1), so the two lists end to end are the search order.
 */
async function listedThenRegistry<Row extends Record<string, unknown>>(
  db: Db,
  criteria: Criteria,
  opts: {
    need: number;
    registryWalk: number;
    offset: number;
    pageSize: number;
    columns: SQL;
    tuning: Tuning;
    clauseHits: ClauseCounts | undefined;
  },
): Promise<{ rows: Row[]; listed: number; registryFound: number }> {
  const { need, offset, pageSize, tuning } = opts;
  const rows = await executePrepared<Row & Extras>(
    db,
    sql`
    WITH listed AS MATERIALIZED (${listedMatchesSql(criteria, tuning, opts.clauseHits)}),
    registry AS MATERIALIZED (
      SELECT ${ORDER_KEYS.rank} FROM (
        SELECT ${WALK_COLUMNS.rank} FROM providers WHERE ${VISIBLE} AND ${REGISTRY_ONLY}
        ORDER BY ${orderBy('rank')} LIMIT ${given(opts.registryWalk)}
      ) AS w
      WHERE ${matchSql(criteria, false)}
      ORDER BY ${orderBy('rank')} LIMIT ${given(need)}
    ),
    found AS (SELECT * FROM listed UNION ALL SELECT * FROM registry),
    summary AS (
      SELECT (SELECT count(*)::int FROM listed) AS listed_total,
        (SELECT count(*)::int FROM registry) AS registry_found
    )
    ${pageOf('rank', opts.columns, offset, pageSize, sql`true`)}`,
  );
  return {
    rows: rows.filter((r) => r.id != null).map(withoutExtras<Row>),
    listed: Number(rows[0]?.listed_total ?? 0),
    registryFound: Number(rows[0]?.registry_found ?? 0),
  };
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

type Extras = {
  walk_found?: number;
  budget?: number;
  sample_all?: number;
  sample_seen?: number;
  sample_hits?: number;
  key_share?: number;
  clause_masks?: unknown[];
  listed_first?: boolean;
  registry_hits?: number;
  registry_walk?: number | null;
  lookup_entries?: number;
  last_name?: string | null;
  last_id?: number | null;
  listed_total?: number;
  registry_found?: number;
  total?: number;
};

function withoutExtras<Row>(row: Record<string, unknown>): Row {
  const {
    walk_found,
    budget,
    sample_all,
    sample_seen,
    sample_hits,
    key_share,
    clause_masks,
    listed_first,
    registry_hits,
    registry_walk,
    lookup_entries,
    last_name,
    last_id,
    listed_total,
    registry_found,
    total,
    ...rest
  } = row;
  return rest as Row;
}
