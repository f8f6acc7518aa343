import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike, gramsOf, hasTrigram } from './search-text';

/*
 * The query engine behind search and the review picker. docs/performance.md ("Search") has the
 * measurements. Visible providers are read in result order from an index that also carries
 * search_text and category (an index-only scan: no table rows, no sort), and each entry is tested
 * against the query. How far to read depends on how common the match is:
 *
 * 1. The head. Test the first headSize entries, always. A broad query ('TX', 'therapy', a quick
 *    category) has its page there: one statement, however many thousands match. How many of the
 *    head matched also estimates the total, and routes the rest.
 * 2. The walk. A thinner match (about 1 in 100) reads on, as far as the head's hit rate says the
 *    page needs (with a safety margin), and stops at the first offset+pageSize+1 matches.
 * 3. The lookup. A rare match (few or no head hits), or a walk that fell short: find all matches
 *    through an index that answers the filter (pg_trgm for terms with three letters or digits,
 *    the 1-2 character grams index for 'WY' or '78', the category index for a group), then count
 *    and sort them. Few rows by construction, so this one is exact.
 *
 * The walk is chosen over the lookup when reading need/rate entries costs less than sorting
 * rate x visible providers, each lookup row counted as lookupRowCost entries.
 */

export type Criteria = {
  /** Every term must be part of name, category, location or zip_code (ANDed). */
  terms: readonly string[];
  /** Exact business categories, any of them; null for no category filter. */
  categories: readonly string[] | null;
};

export type Order = 'rank' | 'name';

export type Tuning = {
  /** Ranked entries every query tests first (its page, its estimate, its route). */
  headSize: number;
  /** How much further than the head's hit rate predicts a walk may read... */
  walkSafety: number;
  /** ...never more than this many entries. */
  maxWalk: number;
  /** What finding and sorting one row by lookup costs, in walked entries. */
  lookupRowCost: number;
  /** How long the count of visible providers (the estimate's scale) is reused. */
  visibleCountTtlMs: number;
};

export const DEFAULT_TUNING: Tuning = {
  headSize: 1000,
  walkSafety: 3,
  maxWalk: 40_000,
  lookupRowCost: 4,
  visibleCountTtlMs: 60_000,
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

function containsTerm(term: string): SQL {
  return sql`search_text LIKE '%' || lower(${escapeLike(term)}::text) || '%'`;
}

/**
 * The filter as SQL. With index hints, short terms also get the grams containment the lookup
 * path needs (the walk must not evaluate provider_search_grams() row by row).
 */
function matchSql(criteria: Criteria, withIndexHints: boolean): SQL {
  const parts: SQL[] = [];
  for (const term of criteria.terms) {
    parts.push(containsTerm(term));
    if (withIndexHints && !hasTrigram(term)) {
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

  // 1. The head: its hit count, and the page when the head holds it.
  const head = await db.execute<Row & Extras>(sql`
    WITH head AS MATERIALIZED (
      SELECT ${ORDER_KEYS[order]}, (${walkMatch}) AS hit FROM (
        SELECT ${WALK_COLUMNS[order]} FROM providers WHERE ${VISIBLE}
        ORDER BY ${orderBy(order)} LIMIT ${tuning.headSize}
      ) AS h
    ),
    stats AS (
      SELECT count(*) FILTER (WHERE hit)::int AS head_hits, count(*)::int AS head_seen FROM head
    ),
    page AS (
      SELECT ${ORDER_KEYS[order]} FROM head WHERE hit
      ORDER BY ${orderBy(order)} LIMIT ${pageSize} OFFSET ${offset}
    )
    SELECT stats.head_hits, stats.head_seen, ${columns}
    FROM stats
    LEFT JOIN (page JOIN providers p ON p.id = page.id)
      ON stats.head_hits >= ${need} OR stats.head_seen < ${tuning.headSize}
    ORDER BY ${orderBy(order, 'page')}`);
  const hits = Number(head.rows[0]?.head_hits ?? 0);
  const seen = Number(head.rows[0]?.head_seen ?? 0);
  const headRows = head.rows.filter((r) => r.id !== null).map(withoutExtras<Row>);

  // The head was the whole directory: everything is known exactly.
  if (seen < tuning.headSize) {
    return {
      rows: headRows,
      total: hits,
      totalIsEstimate: false,
      hasMore: offset + pageSize < hits,
    };
  }
  const estimate = async () => {
    if (hits === 0) return need;
    const visible = await visibleProviderCount(db, tuning.visibleCountTtlMs);
    return Math.max(need, roughly((hits / seen) * visible));
  };
  if (hits >= need) {
    return { rows: headRows, total: await estimate(), totalIsEstimate: true, hasMore: true };
  }

  // 2. The walk, when the head's hit rate says it is cheaper than the lookup.
  const rate = seen > 0 ? (hits + 0.5) / seen : 1;
  const walkEntries = need / rate;
  const lookupEntries =
    rate * (await visibleProviderCount(db, tuning.visibleCountTtlMs)) * tuning.lookupRowCost;
  if (walkEntries < lookupEntries) {
    const budget = Math.min(tuning.maxWalk, Math.ceil(seen + tuning.walkSafety * walkEntries));
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
        total: await estimate(),
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
     * of 2 ms for 'Boston' in Childcare at 100,000 providers). Only bitmap index scans are left.
     */
    await tx.execute(sql`SELECT
      set_config('enable_seqscan', 'off', true),
      set_config('enable_indexscan', 'off', true),
      set_config('enable_indexonlyscan', 'off', true)`);
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

type Extras = { head_hits?: number; head_seen?: number; walk_found?: number; total?: number };

function withoutExtras<Row>(row: Record<string, unknown>): Row {
  const { head_hits, head_seen, walk_found, total, ...rest } = row;
  return rest as Row;
}

/** Two significant digits: an estimate should not look more precise than it is. */
export function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const magnitude = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / magnitude) * magnitude;
}

const visibleCounts = new WeakMap<Db, { count: number; at: number }>();

/*
 * Counting every visible provider reads a whole index (tens of milliseconds at 1,000,000 rows),
 * so the count is reused for a while; an estimate does not need it to the minute. pg_class's
 * reltuples would be free but is only kept current by autovacuum, which PGlite does not run.
 */
async function visibleProviderCount(db: Db, ttlMs: number): Promise<number> {
  const cached = visibleCounts.get(db);
  if (cached && Date.now() - cached.at < ttlMs) return cached.count;
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM providers WHERE ${VISIBLE}`,
  );
  const count = Number(result.rows[0]?.n ?? 0);
  visibleCounts.set(db, { count, at: Date.now() });
  return count;
}
