import { type SQL, sql } from 'drizzle-orm';
import { ALL_ACCOMMODATIONS } from '../../../common/catalog/accommodations';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { visitFilterSql } from '../quiet-hours/visit-bits';
import { type ClauseCounts, crossedArms, crossedHint } from './crossed-hint';
import { DEFAULT_TUNING } from './find-providers';
import type { Clause, Criteria } from './search-criteria';
import {
  categoryIn,
  clauseHint,
  clauseSql,
  given,
  givenFloat,
  KEY_SHARE_SQL,
  orderSql,
  RANK_COLUMNS,
  REGISTRY_ONLY_LAST,
  roughly,
  VISIBLE,
  wholeNumberSql as whole,
} from './search-sql';

/*
 * Filtered and radius search (decision 030). Unlike the plain search's walk
 * (find-providers.ts), a refined search counts every match exactly, because each filter shows how
 * many results it would leave. The matches are gathered once, through the index that answers the
 * most selective part:
 *
 * - a radius: providers_near_idx, a GiST index on point(longitude, latitude) whose INCLUDE columns
 *   hold everything this query reads (ranking keys, search_text, category and both accommodation
 *   masks), so the box is an index-only scan; the exact great-circle distance then drops the box's
 *   corners;
 * - otherwise the line's trigram / short-gram / category indexes, as in the plain search's lookup.
 *
 * A refined search needs a line, a group or a ZIP: filters alone on the whole directory would
 * count every provider (search-providers-near.ts refuses that case before it gets here).
 */

export type NearCriteria = {
  clauses: readonly Clause[];
  categories: readonly string[] | null;
  /** Every one of these bits must be set (in the declared or, with confirmedOnly, the confirmed mask). */
  needsMask: number;
  confirmedOnly: boolean;
  near: { latitude: number; longitude: number; miles: number } | null;
  /** providers.visit_bits that must all be set (decision 068); 0 or absent for none. */
  visitMask?: number;
};

export type NearOrder = 'relevance' | 'distance';

export type NearRow = Record<string, unknown> & { id: number; distance_miles: number | null };

export type NearPage<Row> = {
  rows: Row[];
  total: number;
  /** True when total and the facet counts are estimated from the sample (many matches). */
  estimated: boolean;
  /** Per catalogue accommodation (ALL_ACCOMMODATIONS order): matches that also have it. */
  needCounts: number[];
  /** Matches whose chosen accommodations families confirmed. */
  confirmedCount: number;
  /** Matches that also meet each visit filter (decision 068), always exact. */
  visitCounts: { 'quiet-hour': number; 'trained-staff': number };
};

/** Mean Earth radius in miles. */
const EARTH_MILES = 3958.8;
/* Shortest degree of latitude (at the equator, 68.7 miles): the box errs on the large side. */
const MILES_PER_DEGREE = 68.7;

/**
 * The box around a point that holds every point within `miles` of it (longitude degrees shrink
 * towards the poles: use their length at the box's edge nearest a pole).
 */
export function boxAround(latitude: number, longitude: number, miles: number) {
  const dLat = miles / MILES_PER_DEGREE;
  const edge = Math.min(89, Math.abs(latitude) + dLat);
  const dLng = Math.min(180, miles / (MILES_PER_DEGREE * Math.cos((edge * Math.PI) / 180)));
  return {
    south: latitude - dLat,
    north: latitude + dLat,
    west: longitude - dLng,
    east: longitude + dLng,
  };
}

/** Great-circle (haversine) distance in miles between two points, in SQL. */
function distanceSql(latitude: number, longitude: number): SQL {
  return sql`(${sql.raw(String(2 * EARTH_MILES))} * asin(least(1, sqrt(
    power(sin(radians(latitude - ${givenFloat(latitude)}) / 2), 2)
    + cos(radians(latitude)) * cos(radians(${givenFloat(latitude)}))
      * power(sin(radians(longitude - ${givenFloat(longitude)}) / 2), 2)))))`;
}

/*
 * A line of several clauses ('pediatrician Denver') as one trigram index scan per way it can
 * hold (crossed-hint.ts): GIN intersects the words' posting lists before any row is
 * read. With a hint per clause the planner read one clause's rows and filtered the others: all
 * 31,000 Denver rows for 221 matches at 1,000,000 providers (160 ms).
 */
const lineOf = (criteria: NearCriteria): Criteria => ({
  terms: [],
  clauses: criteria.clauses,
  categories: null,
});

/*
 * The places a needs filter can pass: word for word the predicate of the three partial indexes of
 * migrations 0036 and 0037 (decision 075), so that a statement carrying it may read them.
 */
const NEEDS_LISTED = sql.raw('(accommodation_bits <> 0 OR confirmed_accommodation_bits <> 0)');

/*
 * The conditions every match meets. Index hints (LIKE for trigrams, short grams, categories) are
 * added only without a radius: with one, the box is the index, and a second index would only add
 * a BitmapAnd over the whole city.
 */
function conditionsSql(
  criteria: NearCriteria,
  tuning: NearTuning,
  withIndexHints = true,
  clauseHits?: ClauseCounts,
): SQL {
  /* Without hints the rows come from a partial index of visible providers: no need to test. */
  const parts: SQL[] = withIndexHints ? [VISIBLE] : [];
  const crossed =
    withIndexHints && !criteria.near
      ? crossedHint(lineOf(criteria), tuning.crossedArms, clauseHits)
      : null;
  if (crossed) parts.push(crossed);
  for (const clause of criteria.clauses) {
    parts.push(clauseSql(clause));
    if (criteria.near || !withIndexHints || crossed) continue;
    const hint = clauseHint(clause);
    if (hint) parts.push(hint);
  }
  if (criteria.categories) parts.push(categoryIn(criteria.categories));
  if (criteria.needsMask !== 0) {
    const column = sql.raw(
      criteria.confirmedOnly ? 'confirmed_accommodation_bits' : 'accommodation_bits',
    );
    parts.push(sql`(${column} & ${given(criteria.needsMask)}) = ${given(criteria.needsMask)}`);
    /*
     * Implied by the test above; lets the planner read the needs indexes (NEEDS_LISTED), so a
     * registry place, which lists no accommodation, is never read for a needs filter.
     */
    if (withIndexHints) parts.push(NEEDS_LISTED);
  }
  if (criteria.visitMask) parts.push(visitFilterSql(criteria.visitMask));
  const near = criteria.near;
  if (near) {
    const box = boxAround(near.latitude, near.longitude, near.miles);
    parts.push(sql`latitude IS NOT NULL`);
    parts.push(
      sql`point(longitude, latitude) <@ box(point(${givenFloat(box.west)}, ${givenFloat(box.south)}), point(${givenFloat(box.east)}, ${givenFloat(box.north)}))`,
    );
    parts.push(sql`${distanceSql(near.latitude, near.longitude)} <= ${givenFloat(near.miles)}`);
  }
  return parts.length > 0 ? sql.join(parts, sql` AND `) : sql`true`;
}

const ORDERS: Record<NearOrder, readonly string[]> = {
  relevance: RANK_COLUMNS,
  /* Decision 064: places known only from a public registry after the others, each nearest first. */
  distance: [REGISTRY_ONLY_LAST, 'distance_miles', ...RANK_COLUMNS],
};
const RANK = orderSql(RANK_COLUMNS);
const NEAREST_ORDER = orderSql(ORDERS.distance);

/*
 * Many matches (decision 032). Counting every match costs as much as there are: 'Austin' with a
 * filter reads 3,000 rows from the table at 100,000 providers and 30,000 at 1,000,000. When the
 * sample (find-providers.ts: 1,500 visible providers spread over the whole id range) finds at
 * least estimateMinHits matches standing for at least estimateMinMatches providers, the page
 * comes from the ranking walk instead (providers_search_rank_idx carries every column a refined
 * search tests, so it is an index-only scan that stops at the page) and the total and the facet
 * counts are the sample's, scaled and rounded, shown as 'about'. Fewer matches are counted
 * exactly, as are all searches in distance order and directories small enough for the sample to
 * hold every provider. With needs, the sample is drawn from the places a needs filter can pass
 * (NEEDS_LISTED, providers_search_needs_sample_idx; decision 075): with a registry imported, a
 * sample of every visible place would be mostly registry places, which list no accommodation,
 * and a filter with thousands of matches would never reach estimateMinHits.
 */
export type NearTuning = {
  sampleSize: number;
  maxWalk: number;
  estimateMinHits: number;
  estimateMinMatches: number;
  /**
   * The crossed lookup hint for the exact count of a line of several clauses without a radius
   * (crossed-hint.ts): the most trigram scans it may have, 0 for off. On at 4 (decision 032):
   * 'pediatrician Denver' with two filters read 31,435 Denver rows for 221 matches at 1,000,000
   * with a hint per clause (160 ms), 1,338 crossed (33 ms).
   */
  crossedArms: number;
};

export const DEFAULT_NEAR_TUNING: NearTuning = {
  // The plain search's sample and walk limits: the same index, read the same way.
  sampleSize: DEFAULT_TUNING.sampleSize,
  maxWalk: DEFAULT_TUNING.maxWalk,
  estimateMinHits: 8,
  estimateMinMatches: 500,
  crossedArms: 4,
};

/**
 * The page from the ranking walk with counts estimated from the sample, or null when the search
 * should be counted exactly (few matches, a complete sample, a walk that fell short).
 */
async function walkWithEstimates<Row extends NearRow>(
  db: Db,
  criteria: NearCriteria,
  opts: { offset: number; pageSize: number; columns: readonly string[] },
  tuning: NearTuning,
): Promise<
  { page: Omit<NearPage<Row>, 'visitCounts'> } | { page: null; clauseHits?: ClauseCounts }
> {
  const need = opts.offset + opts.pageSize + 1;
  const match = conditionsSql(criteria, tuning, false);
  const facetColumn = sql.raw(
    criteria.confirmedOnly ? 'confirmed_accommodation_bits' : 'accommodation_bits',
  );
  const mask = given(criteria.needsMask);
  const facets = ALL_ACCOMMODATIONS.map(
    (_, i) => sql`count(*) FILTER (WHERE hit AND (bits & ${sql.raw(String(2 ** i))}) <> 0)::int`,
  );
  const distance = criteria.near
    ? distanceSql(criteria.near.latitude, criteria.near.longitude)
    : sql`NULL::float8`;
  const columns = sql.raw(opts.columns.map((c) => `p.${c}`).join(', '));
  const sampleSize = whole(tuning.sampleSize);
  /*
   * How many of the sample each clause holds for, when the exact count would use a crossed hint:
   * its scans then read the rarest words ('Arbor', not 'therapist').
   */
  const crossing = !criteria.near && crossedArms(lineOf(criteria), tuning.crossedArms) !== null;
  const clauseHits = crossing
    ? sql`ARRAY[${sql.join(
        criteria.clauses.map((_, i) => sql`count(*) FILTER (WHERE ${sql.raw(`c${i}`)})::int`),
        sql`, `,
      )}]`
    : sql`NULL::int[]`;
  const clauseColumns = crossing
    ? sql`, ${sql.join(
        criteria.clauses.map((c, i) => sql`${clauseSql(c)} AS ${sql.raw(`c${i}`)}`),
        sql`, `,
      )}`
    : sql``;
  const rows = await executePrepared<
    Row & {
      sample_seen: number;
      sample_hits: number;
      sample_needs: number[];
      sample_confirmed: number;
      clause_hits: number[] | null;
      key_share: number;
      walk_found: number;
    }
  >(
    db,
    sql`
    WITH sample AS (
      SELECT count(*)::int AS sample_seen, count(*) FILTER (WHERE hit)::int AS sample_hits,
        ARRAY[${sql.join(facets, sql`, `)}] AS sample_needs,
        count(*) FILTER (WHERE hit AND (confirmed_accommodation_bits & ${mask}) = ${mask})::int
          AS sample_confirmed,
        ${clauseHits} AS clause_hits,
        max(sample_key) AS sample_top
      FROM (
        SELECT sample_key, ${facetColumn} AS bits, confirmed_accommodation_bits, ${match} AS hit
          ${clauseColumns}
        FROM (
          SELECT ${criteria.visitMask ? sql`id, ` : sql``}sample_key, search_text, category, accommodation_bits,
            confirmed_accommodation_bits, latitude, longitude
          FROM providers WHERE ${VISIBLE}${criteria.needsMask !== 0 ? sql` AND ${NEEDS_LISTED}` : sql``}
          ORDER BY sample_key LIMIT ${sampleSize}
        ) AS s
        -- Not flattened: each row is tested once, not once per count below.
        OFFSET 0
      ) AS tested
    ),
    route AS (
      SELECT CASE
        WHEN sample_seen >= ${sampleSize} AND sample_hits >= ${whole(tuning.estimateMinHits)}
          AND sample_hits / ${KEY_SHARE_SQL} >= ${whole(tuning.estimateMinMatches)}
          THEN least(${whole(tuning.maxWalk)}, ceil(3.0 * ${given(need)} * sample_seen / sample_hits))
        ELSE 0
      END::int AS budget
      FROM sample
    ),
    found AS (
      SELECT id, tier_rank, verified_percentage, name, ${distance} AS distance_miles FROM (
        SELECT id, tier_rank, verified_percentage, name, search_text, category, accommodation_bits,
          confirmed_accommodation_bits, latitude, longitude
        FROM providers WHERE ${VISIBLE}
        ORDER BY ${RANK} LIMIT (SELECT budget FROM route)
      ) AS w
      WHERE ${match}
      ORDER BY ${RANK} LIMIT ${given(need)}
    ),
    summary AS (
      SELECT sample.sample_seen, sample.sample_hits, sample.sample_needs, sample.sample_confirmed,
        sample.clause_hits, ${KEY_SHARE_SQL} AS key_share, (SELECT count(*)::int FROM found) AS walk_found
      FROM sample
    )
    SELECT summary.*, page.distance_miles, ${columns}
    FROM summary
    LEFT JOIN LATERAL (
      SELECT * FROM found ORDER BY ${RANK}
      OFFSET ${given(opts.offset)} LIMIT ${given(opts.pageSize)}
    ) AS page ON true
    LEFT JOIN providers p ON p.id = page.id
    ORDER BY ${orderSql(RANK_COLUMNS, 'page')}`,
  );
  const first = rows[0];
  if (!first || Number(first.walk_found) < need) {
    const hits = first?.clause_hits?.map(Number);
    return {
      page: null,
      clauseHits: hits ? { hits, seen: Number(first?.sample_seen ?? 0) } : undefined,
    };
  }
  const share = Number(first.key_share);
  const scaled = (n: number) => roughly(Number(n) / share);
  return {
    page: {
      rows: rows
        .filter((r) => r.id != null)
        .map(
          ({
            sample_seen,
            sample_hits,
            sample_needs,
            sample_confirmed,
            clause_hits,
            key_share,
            walk_found,
            ...rest
          }) => rest as unknown as Row,
        ),
      total: Math.max(need, scaled(first.sample_hits)),
      estimated: true,
      needCounts: (first.sample_needs ?? []).map(scaled),
      confirmedCount: scaled(first.sample_confirmed),
    },
  };
}

/**
 * One page of the matches in the given order (distance needs a radius), their count and the
 * facet counts: exact, in one statement, unless the matches are many (walkWithEstimates).
 */
export async function findProvidersNear<Row extends NearRow>(
  db: Db,
  criteria: NearCriteria,
  opts: { offset: number; pageSize: number; order: NearOrder; columns: readonly string[] },
  tuning: NearTuning = DEFAULT_NEAR_TUNING,
): Promise<NearPage<Row>> {
  const order = criteria.near ? opts.order : 'relevance';
  let clauseHits: ClauseCounts | undefined;
  if (order === 'relevance') {
    const walked = await walkWithEstimates<Row>(db, criteria, opts, tuning);
    if (walked.page)
      return { ...walked.page, visitCounts: await visitCounts(db, criteria, tuning) };
    clauseHits = walked.clauseHits;
  }
  const distance = criteria.near
    ? distanceSql(criteria.near.latitude, criteria.near.longitude)
    : sql`NULL::float8`;
  const facetColumn = sql.raw(
    criteria.confirmedOnly ? 'confirmed_accommodation_bits' : 'accommodation_bits',
  );
  const facets = ALL_ACCOMMODATIONS.map(
    (_, i) => sql`count(*) FILTER (WHERE (bits & ${sql.raw(String(2 ** i))}) <> 0)::int`,
  );
  const mask = given(criteria.needsMask);
  const columns = sql.raw(opts.columns.map((c) => `p.${c}`).join(', '));
  const rows = await executePrepared<
    Row & { total: number; need_counts: number[]; confirmed_count: number }
  >(
    db,
    sql`
    WITH found AS MATERIALIZED (
      SELECT id, tier_rank, verified_percentage, name, ${facetColumn} AS bits,
        confirmed_accommodation_bits AS confirmed_bits, ${distance} AS distance_miles
      FROM providers WHERE ${conditionsSql(criteria, tuning, true, clauseHits)}
    ),
    summary AS (
      SELECT count(*)::int AS total, ARRAY[${sql.join(facets, sql`, `)}] AS need_counts,
        count(*) FILTER (WHERE (confirmed_bits & ${mask}) = ${mask})::int AS confirmed_count
      FROM found
    )
    SELECT summary.*, page.distance_miles, ${columns}
    FROM summary
    LEFT JOIN LATERAL (
      SELECT * FROM found ORDER BY ${orderSql(ORDERS[order])}
      OFFSET ${given(opts.offset)} LIMIT ${given(opts.pageSize)}
    ) AS page ON true
    LEFT JOIN providers p ON p.id = page.id
    ORDER BY ${orderSql(ORDERS[order], 'page')}`,
  );
  const first = rows[0];
  return {
    rows: rows
      .filter((r) => r.id != null)
      .map(({ total, need_counts, confirmed_count, ...rest }) => rest as unknown as Row),
    total: Number(first?.total ?? 0),
    estimated: false,
    needCounts: (first?.need_counts ?? []).map(Number),
    confirmedCount: Number(first?.confirmed_count ?? 0),
    visitCounts: await visitCounts(db, criteria, tuning),
  };
}

/*
 * The visit filters' facet counts (decision 068): the matches among the few providers with any
 * visit bit, read through providers_visit_bits_idx and counted exactly, also when the other
 * counts are estimated.
 */
async function visitCounts(
  db: Db,
  criteria: NearCriteria,
  tuning: NearTuning,
): Promise<NearPage<NearRow>['visitCounts']> {
  const [row] = await executePrepared<{ quiet: number; trained: number }>(
    db,
    sql`
    SELECT count(*) FILTER (WHERE (visit_bits & 1) <> 0)::int AS quiet,
      count(*) FILTER (WHERE (visit_bits & 2) <> 0)::int AS trained
    FROM providers WHERE visit_bits <> 0 AND ${conditionsSql(criteria, tuning, false)} AND ${VISIBLE}`,
  );
  return { 'quiet-hour': Number(row?.quiet ?? 0), 'trained-staff': Number(row?.trained ?? 0) };
}

/** The ids of every match, with the index hints the exact count uses (for EXPLAIN in tests). */
export function matchingIdsSql(criteria: NearCriteria, tuning: NearTuning): SQL {
  return sql`SELECT id FROM providers WHERE ${conditionsSql(criteria, tuning, true)}`;
}

/** How many nearest places a place with none answers with, and how far they are looked for. */
export const NEAREST_COUNT = 20;
export const NEAREST_MILES = 100;
/*
 * Candidates the index gives in its own order before the exact distance sorts them. The GiST
 * index orders by distance in degrees, which stretches east-west distances by 1/cos(latitude)
 * (1.3 at 40°N): the true nearest 20 are among the index's first 20 × 1.3² ≈ 34 where matches
 * are spread evenly; 100 leaves room for uneven ones.
 */
const NEAREST_CANDIDATES = 100;

/**
 * The nearest matches within `NEAREST_MILES` of a point, nearest first (decision 053), for a
 * place that has none: the GiST index (providers_near_idx) is walked in distance order
 * (`<->`, an index-only KNN scan bounded by the box) and stops at NEAREST_CANDIDATES matches, so
 * the cost is the matches near the point, never every match in the box. No counts: the answer is
 * the list.
 */
export async function findProvidersNearest<Row extends NearRow>(
  db: Db,
  criteria: Omit<NearCriteria, 'near'>,
  at: { latitude: number; longitude: number },
  columns: readonly string[],
): Promise<Row[]> {
  return executePrepared<Row>(db, nearestSql(criteria, at, columns));
}

/** The statement findProvidersNearest runs (its plan is checked by search-nearest.test.ts). */
export function nearestSql(
  criteria: Omit<NearCriteria, 'near'>,
  at: { latitude: number; longitude: number },
  columns: readonly string[],
): SQL {
  const near = { ...at, miles: NEAREST_MILES };
  const match = conditionsSql({ ...criteria, near }, DEFAULT_NEAR_TUNING, false);
  const list = sql.raw(columns.map((c) => `p.${c}`).join(', '));
  return sql`
    SELECT page.distance_miles, ${list}
    FROM (
      SELECT id, distance_miles FROM (
        SELECT id, tier_rank, verified_percentage, name,
          ${distanceSql(at.latitude, at.longitude)} AS distance_miles
        FROM providers
        WHERE ${VISIBLE} AND ${match}
        ORDER BY point(longitude, latitude) <-> point(${givenFloat(at.longitude)}, ${givenFloat(at.latitude)})
        LIMIT ${whole(NEAREST_CANDIDATES)}
      ) AS candidates
      -- As the distance order (decision 064): places known only from a public registry last;
      -- places at one distance (one ZIP centre) in the search's own order: premium first.
      ORDER BY ${NEAREST_ORDER} LIMIT ${whole(NEAREST_COUNT)}
    ) AS page
    JOIN providers p ON p.id = page.id
    ORDER BY p.${sql.raw(REGISTRY_ONLY_LAST)}, page.distance_miles, ${orderSql(RANK_COLUMNS, 'p')}`;
}
