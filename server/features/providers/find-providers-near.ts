import { type SQL, sql } from 'drizzle-orm';
import { ALL_ACCOMMODATIONS } from '../../../common/catalog/accommodations';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import type { Clause } from './find-providers';
import { escapeLike, gramsOf, trigramWords } from './search-text';

/*
 * Filtered and radius search (issue 15, decision 030). Unlike the plain search's walk
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
};

export type NearOrder = 'relevance' | 'distance';

export type NearRow = Record<string, unknown> & { id: number; distance_miles: number | null };

export type NearPage<Row> = {
  rows: Row[];
  total: number;
  /** Per catalogue accommodation (ALL_ACCOMMODATIONS order): matches that also have it. */
  needCounts: number[];
  /** Matches whose chosen accommodations families confirmed. */
  confirmedCount: number;
};

/** Mean Earth radius in miles. */
const EARTH_MILES = 3958.8;
/* Shortest degree of latitude (at the equator, 68.7 miles): the box errs on the large side. */
const MILES_PER_DEGREE = 68.7;

const VISIBLE = sql.raw(`accommodation_status <> 'pending'`);
/* Hidden from the planner as in find-providers.ts: generic plans that are planned once. */
const given = (value: number) => sql`(SELECT ${value}::float8)`;
const givenInt = (value: number) => sql`(SELECT ${value}::int)`;
const lowered = (value: string) => sql`(SELECT lower(${value}::text))`;

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
    power(sin(radians(latitude - ${given(latitude)}) / 2), 2)
    + cos(radians(latitude)) * cos(radians(${given(latitude)}))
      * power(sin(radians(longitude - ${given(longitude)}) / 2), 2)))))`;
}

/** What an index can answer of `term is part of search_text`, or null (find-providers.ts). */
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
  return sql`provider_search_grams(search_text) @> string_to_array(${lowered(grams.join('\n'))}, chr(10))`;
}

const categoryIn = (categories: readonly string[]) =>
  sql`category = ANY((SELECT ${sql.param([...categories])}::text[])::text[])`;

function clauseSql(clause: Clause): SQL {
  const any: SQL[] = clause.terms.map((term) => sql`strpos(search_text, ${lowered(term)}) > 0`);
  if (clause.categories.length > 0) any.push(categoryIn(clause.categories));
  if (clause.accommodationMask !== 0) {
    any.push(sql`(accommodation_bits & ${givenInt(clause.accommodationMask)}) <> 0`);
  }
  return any.length > 0 ? sql`(${sql.join(any, sql` OR `)})` : sql`false`;
}

/*
 * The conditions every match meets. Index hints (LIKE for trigrams, short grams, categories) are
 * added only without a radius: with one, the box is the index, and a second index would only add
 * a BitmapAnd over the whole city.
 */
function conditionsSql(criteria: NearCriteria): SQL {
  const parts: SQL[] = [VISIBLE];
  for (const clause of criteria.clauses) {
    parts.push(clauseSql(clause));
    if (criteria.near) continue;
    const hints = clause.terms.map(termHint);
    if (clause.accommodationMask !== 0 || hints.some((h) => h === null)) continue;
    if (clause.categories.length > 0) hints.push(categoryIn(clause.categories));
    if (hints.length > 0) parts.push(sql`(${sql.join(hints as SQL[], sql` OR `)})`);
  }
  if (criteria.categories) parts.push(categoryIn(criteria.categories));
  if (criteria.needsMask !== 0) {
    const column = sql.raw(
      criteria.confirmedOnly ? 'confirmed_accommodation_bits' : 'accommodation_bits',
    );
    parts.push(
      sql`(${column} & ${givenInt(criteria.needsMask)}) = ${givenInt(criteria.needsMask)}`,
    );
  }
  const near = criteria.near;
  if (near) {
    const box = boxAround(near.latitude, near.longitude, near.miles);
    parts.push(sql`latitude IS NOT NULL`);
    parts.push(
      sql`point(longitude, latitude) <@ box(point(${given(box.west)}, ${given(box.south)}), point(${given(box.east)}, ${given(box.north)}))`,
    );
    parts.push(sql`${distanceSql(near.latitude, near.longitude)} <= ${given(near.miles)}`);
  }
  return sql.join(parts, sql` AND `);
}

const RANK = 'tier_rank DESC NULLS LAST, verified_percentage DESC NULLS LAST, name, id';
const ORDERS: Record<NearOrder, string> = {
  relevance: RANK,
  distance: `distance_miles, ${RANK}`,
};

/**
 * One page of the matches in the given order (distance needs a radius), their exact count and
 * the facet counts, in one statement.
 */
export async function findProvidersNear<Row extends NearRow>(
  db: Db,
  criteria: NearCriteria,
  opts: { offset: number; pageSize: number; order: NearOrder; columns: readonly string[] },
): Promise<NearPage<Row>> {
  const order = criteria.near ? opts.order : 'relevance';
  const distance = criteria.near
    ? distanceSql(criteria.near.latitude, criteria.near.longitude)
    : sql`NULL::float8`;
  const facetColumn = sql.raw(
    criteria.confirmedOnly ? 'confirmed_accommodation_bits' : 'accommodation_bits',
  );
  const facets = ALL_ACCOMMODATIONS.map(
    (_, i) => sql`count(*) FILTER (WHERE (bits & ${sql.raw(String(2 ** i))}) <> 0)::int`,
  );
  const mask = givenInt(criteria.needsMask);
  const columns = sql.raw(opts.columns.map((c) => `p.${c}`).join(', '));
  const rows = await executePrepared<
    Row & { total: number; need_counts: number[]; confirmed_count: number }
  >(
    db,
    sql`
    WITH found AS MATERIALIZED (
      SELECT id, tier_rank, verified_percentage, name, ${facetColumn} AS bits,
        confirmed_accommodation_bits AS confirmed_bits, ${distance} AS distance_miles
      FROM providers WHERE ${conditionsSql(criteria)}
    ),
    summary AS (
      SELECT count(*)::int AS total, ARRAY[${sql.join(facets, sql`, `)}] AS need_counts,
        count(*) FILTER (WHERE (confirmed_bits & ${mask}) = ${mask})::int AS confirmed_count
      FROM found
    )
    SELECT summary.*, page.distance_miles, ${columns}
    FROM summary
    LEFT JOIN LATERAL (
      SELECT * FROM found ORDER BY ${sql.raw(ORDERS[order])}
      OFFSET ${givenInt(opts.offset)} LIMIT ${givenInt(opts.pageSize)}
    ) AS page ON true
    LEFT JOIN providers p ON p.id = page.id
    ORDER BY ${sql.raw(
      ORDERS[order]
        .split(', ')
        .map((c) => `page.${c}`)
        .join(', '),
    )}`,
  );
  const first = rows[0];
  return {
    rows: rows
      .filter((r) => r.id != null)
      .map(({ total, need_counts, confirmed_count, ...rest }) => rest as unknown as Row),
    total: Number(first?.total ?? 0),
    needCounts: (first?.need_counts ?? []).map(Number),
    confirmedCount: Number(first?.confirmed_count ?? 0),
  };
}

/** A ZIP code's centre and name, or null when the ZIP table does not know it. */
export async function zipCentroid(
  db: Db,
  zip: string,
): Promise<{ latitude: number; longitude: number; place: string | null } | null> {
  const result = await db.execute<{
    latitude: number;
    longitude: number;
    city: string | null;
    state: string | null;
  }>(sql`SELECT latitude, longitude, city, state FROM zip_centroids WHERE zip = ${zip}`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    place: row.city && row.state ? `${row.city}, ${row.state}` : null,
  };
}
