import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike, gramsOf, trigramWords } from './search-text';

/*
 * The query engine behind search and the review picker. docs/performance.md ("Search") has the
 * measurements. Visible providers are read in result order from an index that also carries
 * search_text and category (an index-only scan: no table rows, no sort), and each entry is tested
 * against the query. How far to read depends on how common the match is:
 *
 * 1. The head. Test the first headSize entries, always. A broad query ('TX', 'therapy', a quick
 *    category) has its page there: one statement, however many thousands match.
 * 2. The walk. A thinner match reads on and stops at the first offset+pageSize+1 matches.
 * 3. The lookup. A rare match, or a walk that fell short: find all matches through an index that
 *    answers the filter (pg_trgm for terms with three letters or digits, the 1-2 character grams
 *    index for 'WY' or '78', the category index for a group), then count and sort them. Few rows
 *    by construction, so this one is exact.
 *
 * The same first statement takes a sample: 1,500 ids in 50 evenly spread windows of the id
 * range, tested against the query. Its hit rate estimates the total of a broad query and picks
 * between walk and lookup: walk while reading need/rate entries costs less than sorting
 * rate x visible providers (each lookup row counted as lookupRowCost entries), and give the walk
 * up where the lookup would have been cheaper. The head itself cannot be the sample: within one
 * tier and verified share the ranking is alphabetical, so a name like 'Quiet...' may be absent
 * from the first thousand entries of a million and common everywhere else.
 */

export type Criteria = {
  /** Every term must be part of name, category, location or zip_code (ANDed). */
  terms: readonly string[];
  /** Exact business categories, any of them; null for no category filter. */
  categories: readonly string[] | null;
};

export type Order = 'rank' | 'name';

export type Tuning = {
  /** Ranked entries every query tests first (the page of a broad query). */
  headSize: number;
  /** The sample: this many windows of windowSize consecutive ids, spread over the id range. */
  sampleWindows: number;
  windowSize: number;
  /** Most entries a walk may read. */
  maxWalk: number;
  /** What finding and sorting one row by lookup costs, in walked entries. */
  lookupRowCost: number;
};

export const DEFAULT_TUNING: Tuning = {
  headSize: 1000,
  sampleWindows: 50,
  windowSize: 30,
  maxWalk: 50_000,
  lookupRowCost: 8,
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
/* Only columns those indexes hold, so the walk is an index-only scan. */
const WALK_COLUMNS: Record<Order, SQL> = {
  rank: sql.raw('id, search_text, category, tier_rank, verified_percentage, name'),
  name: sql.raw('id, search_text, name'),
};
const ORDER_KEYS: Record<Order, SQL> = {
  rank: sql.raw('id, tier_rank, verified_percentage, name'),
  name: sql.raw('id, name'),
};

const VISIBLE = sql.raw(`accommodation_status <> 'pending'`);

/**
 * The filter as SQL. The match itself is strpos() on search_text: exact, no wildcards to escape,
 * and invisible to pg_trgm. With index hints, the lookup path also gets conditions an index can
 * answer: LIKE for every word of three or more letters or digits, taken separately (pg_trgm then
 * skips the word-boundary trigrams like '  l', which half the rows have: 30 ms instead of 60 ms
 * for 'Lantern Learning' at 1,000,000), or the 1-2 character grams for a term without such a word.
 * The walk must not evaluate provider_search_grams() row by row, so it gets none.
 */
function matchSql(criteria: Criteria, withIndexHints: boolean): SQL {
  const parts: SQL[] = [];
  for (const term of criteria.terms) {
    parts.push(sql`strpos(search_text, lower(${term}::text)) > 0`);
    if (!withIndexHints) continue;
    const words = trigramWords(term);
    for (const word of words) {
      parts.push(sql`search_text LIKE '%' || lower(${escapeLike(word)}::text) || '%'`);
    }
    if (words.length === 0) {
      const grams = gramsOf(term).map((g) => sql`lower(${g}::text)`);
      if (grams.length > 0) {
        parts.push(sql`provider_search_grams(search_text) @> ARRAY[${sql.join(grams, sql`, `)}]`);
      }
    }
  }
  if (criteria.categories) {
    const list = criteria.categories.map((c) => sql`${c}::text`);
    parts.push(list.length > 0 ? sql`category IN (${sql.join(list, sql`, `)})` : sql`false`);
  }
  return parts.length > 0 ? sql.join(parts, sql` AND `) : sql`true`;
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
  const columns = sql.raw(opts.columns.map((c) => `p.${c}`).join(', '));

  // 1. The head (and its page when it holds one) and the sample, in one statement.
  const head = await db.execute<Row & Extras>(sql`
    WITH stats AS (
      SELECT count(*) FILTER (WHERE hit)::int AS head_hits, count(*)::int AS head_seen,
        (array_agg(id ORDER BY ${orderBy(order)}) FILTER (WHERE hit))
          [${offset + 1}::int : ${offset + pageSize}::int] AS page_ids
      FROM (
        SELECT ${ORDER_KEYS[order]}, (${walkMatch}) AS hit FROM (
          SELECT ${WALK_COLUMNS[order]} FROM providers WHERE ${VISIBLE}
          ORDER BY ${orderBy(order)} LIMIT ${tuning.headSize}
        ) AS h
      ) AS head
    ),
    bounds AS (SELECT coalesce(max(id), 0) AS top_id FROM providers),
    windows AS (
      SELECT lo, least(lo + ${tuning.windowSize}, top_id + 1) AS hi
      FROM bounds,
        LATERAL generate_series(0, ${tuning.sampleWindows - 1}) AS k,
        LATERAL (
          SELECT 1 + k * greatest(${tuning.windowSize}, top_id / ${tuning.sampleWindows}) AS lo
        ) AS start
      WHERE lo <= top_id
    ),
    sample AS (
      SELECT
        (SELECT coalesce(sum(hi - lo), 0) FROM windows)::int AS sample_ids,
        coalesce(sum(w.seen), 0)::int AS sample_seen,
        coalesce(sum(w.hits), 0)::int AS sample_hits
      FROM windows,
        LATERAL (
          SELECT count(*) AS seen, count(*) FILTER (WHERE ${walkMatch}) AS hits FROM providers
          WHERE id >= windows.lo AND id < windows.hi AND ${VISIBLE}
        ) AS w
    )
    SELECT stats.head_hits, stats.head_seen, bounds.top_id, sample.sample_ids,
      sample.sample_seen, sample.sample_hits, ${columns}
    FROM stats CROSS JOIN bounds CROSS JOIN sample
    LEFT JOIN LATERAL unnest(
      CASE WHEN stats.head_hits >= ${need} OR stats.head_seen < ${tuning.headSize}
        THEN stats.page_ids END
    ) WITH ORDINALITY AS page (id, position) ON true
    LEFT JOIN providers p ON p.id = page.id
    ORDER BY page.position`);
  const first = head.rows[0];
  const headHits = Number(first?.head_hits ?? 0);
  const headSeen = Number(first?.head_seen ?? 0);
  const topId = Number(first?.top_id ?? 0);
  const sampleIds = Number(first?.sample_ids ?? 0);
  const sampleSeen = Number(first?.sample_seen ?? 0);
  const sampleHits = Number(first?.sample_hits ?? 0);
  const headRows = head.rows.filter((r) => r.id !== null).map(withoutExtras<Row>);

  // The head was the whole directory: everything is known exactly.
  if (headSeen < tuning.headSize) {
    return {
      rows: headRows,
      total: headHits,
      totalIsEstimate: false,
      hasMore: offset + pageSize < headHits,
    };
  }
  /*
   * The sample's hits per id, times the id range, estimate the matches (gaps and pending rows
   * count as ids that never match). Half a hit is added for routing, so "none in the sample"
   * still means "perhaps a few".
   */
  const perId = (hits: number) => (sampleIds > 0 ? hits / sampleIds : 0);
  const estimate = () => Math.max(need, roughly(perId(sampleHits) * topId));
  if (headHits >= need) {
    return { rows: headRows, total: estimate(), totalIsEstimate: true, hasMore: true };
  }

  // 2. The walk, while it costs less than the lookup would.
  const walkRate = (sampleHits + 0.5) / Math.max(sampleSeen, 1);
  const walkEntries = need / walkRate;
  const lookupEntries = perId(sampleHits + 0.5) * topId * tuning.lookupRowCost;
  if (walkEntries < lookupEntries) {
    // Up to where the lookup would have been cheaper: at worst twice the better path's cost.
    const budget = Math.ceil(Math.min(tuning.maxWalk, Math.max(lookupEntries, tuning.headSize)));
    const walked = await db.execute<Row & Extras>(sql`
      WITH walk AS MATERIALIZED (
        SELECT ${ORDER_KEYS[order]} FROM (
          SELECT ${WALK_COLUMNS[order]} FROM providers WHERE ${VISIBLE}
          ORDER BY ${orderBy(order)} LIMIT ${budget}
        ) AS w
        WHERE ${walkMatch}
        ORDER BY ${orderBy(order)} LIMIT ${need}
      )
      SELECT ${columns}, (SELECT count(*) FROM walk)::int AS walk_found
      FROM walk JOIN providers p ON p.id = walk.id
      ORDER BY ${orderBy(order, 'walk')} LIMIT ${pageSize} OFFSET ${offset}`);
    if (Number(walked.rows[0]?.walk_found) === need) {
      return {
        rows: walked.rows.map(withoutExtras<Row>),
        total: estimate(),
        totalIsEstimate: true,
        hasMore: true,
      };
    }
  }

  // 3. The lookup.
  const match = matchSql(criteria, true);
  return db.transaction(async (tx) => {
    /*
     * Matches are rare here, but the planner cannot know that from a LIKE pattern: it may
     * prefer reading a whole index in order to sorting a bitmap's rows (measured: 60 ms instead
     * of 9 ms for 'Boston' in Childcare at 100,000 providers). Only bitmap index scans are left.
     * JIT compilation (PostgreSQL servers built with LLVM) costs 100-400 ms and pays off only for
     * long analytical queries; a broad lookup can cost enough to trigger it.
     */
    await tx.execute(sql`SELECT
      set_config('enable_seqscan', 'off', true),
      set_config('enable_indexscan', 'off', true),
      set_config('enable_indexonlyscan', 'off', true),
      set_config('jit', 'off', true)`);
    const found = await tx.execute<Row & Extras>(sql`
      SELECT ${columns}, count(*) OVER ()::int AS total FROM providers p
      WHERE ${VISIBLE} AND ${match}
      ORDER BY ${orderBy(order, 'p')} LIMIT ${pageSize} OFFSET ${offset}`);
    let total = Number(found.rows[0]?.total ?? 0);
    if (found.rows.length === 0 && offset > 0) {
      // Past the last page the window count has no row to ride on.
      const counted = await tx.execute<{ total: number }>(
        sql`SELECT count(*)::int AS total FROM providers WHERE ${VISIBLE} AND ${match}`,
      );
      total = Number(counted.rows[0]?.total ?? 0);
    }
    return {
      rows: found.rows.map(withoutExtras<Row>),
      total,
      totalIsEstimate: false,
      hasMore: offset + found.rows.length < total,
    };
  });
}

type Extras = {
  head_hits?: number;
  head_seen?: number;
  top_id?: number;
  sample_ids?: number;
  sample_seen?: number;
  sample_hits?: number;
  walk_found?: number;
  total?: number;
};

function withoutExtras<Row>(row: Record<string, unknown>): Row {
  const { head_hits, head_seen, top_id, sample_ids, sample_seen, sample_hits, ...more } = row;
  const { walk_found, total, ...rest } = more;
  return rest as Row;
}

/** Two significant digits: an estimate should not look more precise than it is. */
export function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const magnitude = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / magnitude) * magnitude;
}
