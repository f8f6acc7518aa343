import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike, gramsOf, hasTrigram } from './search-text';

/*
 * The query engine behind search and the review picker. docs/performance.md ("Search") has the
 * measurements; in short, every query takes one of two paths:
 *
 * 1. The walk. Read visible providers in result order from an index that also carries
 *    search_text and category, test each entry, stop at the first offset+pageSize+1 matches,
 *    and fetch the page's rows by primary key.
 *    A broad query ('TX', 'therapy', a quick category) finds them within a few hundred entries:
 *    no heap visits and no sort, however many thousands match. The walk is capped, so a rare
 *    query gives up after a few thousand entries instead of reading the whole index.
 * 2. The lookup. The walk gave up, so matches are rare: find all of them through an index that
 *    answers the filter (pg_trgm for terms with three letters or digits, the 1-2 character grams
 *    index for 'WY' or '78', the category index for a group), then count and sort them. Few rows
 *    by construction, so this is exact and cheap.
 *
 * A broad query's total would cost a pass over every match, so it is estimated from how often
 * the first sampleSize ranked providers match (exact when the directory is smaller than that).
 */

export type Criteria = {
  /** Every term must be part of name, category, location or zip_code (ANDed). */
  terms: readonly string[];
  /** Exact business categories, any of them; null for no category filter. */
  categories: readonly string[] | null;
};

export type Order = 'rank' | 'name';

export type Tuning = {
  /** Ranked entries a query may walk before the lookup path takes over, at least... */
  minWalk: number;
  /** ...or this many per result needed (deep pages walk further), at most maxWalk. */
  walkPerResult: number;
  maxWalk: number;
  /** Ranked entries counted to estimate a broad query's total. */
  sampleSize: number;
  /** How long the count of visible providers (the estimate's scale) is reused. */
  activeCountTtlMs: number;
};

export const DEFAULT_TUNING: Tuning = {
  minWalk: 4000,
  walkPerResult: 40,
  maxWalk: 40_000,
  sampleSize: 1000,
  activeCountTtlMs: 60_000,
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
 * columns asked for. Two statements at most: the walk (which also fetches the page and, for a
 * total, the sample), then the lookup if the walk gave up.
 */
export async function findProviders<Row extends Record<string, unknown>>(
  db: Db,
  criteria: Criteria,
  opts: {
    offset: number;
    pageSize: number;
    order: Order;
    countTotal: boolean;
    /** Provider columns to return, e.g. ['id', 'name']. */
    columns: readonly string[];
  },
  tuning: Tuning = DEFAULT_TUNING,
): Promise<FoundPage<Row>> {
  const { offset, pageSize, order } = opts;
  const need = offset + pageSize + 1;
  const budget = Math.min(tuning.maxWalk, Math.max(tuning.minWalk, need * tuning.walkPerResult));
  const walkMatch = matchSql(criteria, false);
  const columns = sql.raw(opts.columns.map((c) => `p.${c}`).join(', '));

  const sample = opts.countTotal
    ? sql`CROSS JOIN (
        SELECT count(*) FILTER (WHERE ${walkMatch})::int AS sample_hits, count(*)::int AS sample_seen
        FROM (
          SELECT ${WALK_COLUMNS[order]} FROM providers WHERE ${VISIBLE}
          ORDER BY ${orderBy(order)} LIMIT ${tuning.sampleSize}
        ) AS s
      ) AS sample`
    : sql``;
  const walked = await db.execute<Row & WalkExtras>(sql`
    WITH walk AS MATERIALIZED (
      SELECT ${ORDER_KEYS[order]} FROM (
        SELECT ${WALK_COLUMNS[order]} FROM providers WHERE ${VISIBLE}
        ORDER BY ${orderBy(order)} LIMIT ${budget}
      ) AS w
      WHERE ${walkMatch}
      ORDER BY ${orderBy(order)} LIMIT ${need}
    )
    SELECT ${columns}, (SELECT count(*) FROM walk)::int AS walk_found
      ${opts.countTotal ? sql`, sample.sample_hits, sample.sample_seen` : sql``}
    FROM walk JOIN providers p ON p.id = walk.id ${sample}
    ORDER BY ${orderBy(order, 'walk')} LIMIT ${pageSize} OFFSET ${offset}`);

  const first = walked.rows[0];
  if (first && Number(first.walk_found) === need) {
    const rows = walked.rows.map(withoutExtras<Row>);
    if (!opts.countTotal) return { rows, total: need, totalIsEstimate: true, hasMore: true };
    const hits = Number(first.sample_hits);
    const seen = Number(first.sample_seen);
    // A sample smaller than asked for was the whole directory: its count is exact.
    if (seen < tuning.sampleSize) {
      return { rows, total: Math.max(hits, need), totalIsEstimate: false, hasMore: true };
    }
    const visible = await visibleProviderCount(db, tuning.activeCountTtlMs);
    const estimate = roughly((hits / seen) * visible);
    return { rows, total: Math.max(estimate, need), totalIsEstimate: true, hasMore: true };
  }

  const match = matchSql(criteria, true);
  const found = await db.execute<Row & { total: number }>(sql`
    SELECT ${columns}, count(*) OVER ()::int AS total FROM providers p
    WHERE ${VISIBLE} AND ${match}
    ORDER BY ${orderBy(order, 'p')} LIMIT ${pageSize} OFFSET ${offset}`);
  let total = Number(found.rows[0]?.total ?? 0);
  if (found.rows.length === 0 && offset > 0 && opts.countTotal) {
    // Past the last page the window count has no row to ride on.
    const counted = await db.execute<{ total: number }>(
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
}

type WalkExtras = { walk_found: number; sample_hits?: number; sample_seen?: number };

function withoutExtras<Row>(row: Record<string, unknown>): Row {
  const { walk_found, sample_hits, sample_seen, total, ...rest } = row;
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
