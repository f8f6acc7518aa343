import { sql } from 'drizzle-orm';
import type { NearCityReading } from '../../../common/domain/search-query';
import type { Db } from '../../db/client';
import { boxAround } from '../providers/find-providers-near';

/** A city's centre: the median of its ZIP codes' centres (decision 053). */
export type CityCentre = {
  /** 'Denver, CO', as the ZIP table spells it. */
  place: string;
  state: string;
  latitude: number;
  longitude: number;
  /** How many ZIP codes the city has: the larger of two cities of one name comes first. */
  zips: number;
};

/*
 * The cities of the names a line holds, by lower-case name, each with its centre, looked up per
 * search along zip_centroids_city_idx (migration 0024: a handful of ZIP rows, about a millisecond;
 * before it the server read all 42,000 once per process, 1.2 s on the embedded database). The
 * median of a city's ZIP centres, not the mean, because the table has a few wrong points (one New
 * York ZIP at longitude +73.95 moves the mean of its 159 by 5 degrees).
 */
async function citiesNamed(db: Db, names: string[]): Promise<Map<string, CityCentre[]>> {
  const result = await db.execute<{
    key: string;
    city: string;
    state: string;
    zips: number;
    latitude: number;
    longitude: number;
  }>(sql`
    SELECT lower(city) AS key, min(city) AS city, state, count(*)::int AS zips,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY latitude) AS latitude,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY longitude) AS longitude
    FROM zip_centroids
    WHERE lower(city) = ANY(${sql.param(names)}::text[]) AND city IS NOT NULL AND state IS NOT NULL
    GROUP BY lower(city), state`);
  const cities = new Map<string, CityCentre[]>();
  for (const row of result.rows) {
    const list = cities.get(row.key) ?? [];
    list.push({
      place: `${row.city}, ${row.state}`,
      state: row.state,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      zips: Number(row.zips),
    });
    cities.set(row.key, list);
  }
  for (const list of cities.values()) list.sort((a, b) => b.zips - a.zips);
  return cities;
}

/**
 * The first of `centres` (in their order) with a visible listing within `miles` of its centre, in
 * one statement: a name many states share ('Newton', 'Franklin': 20–30 of them) is checked whole,
 * each a box lookup along providers' point index; null when none has one.
 */
async function firstWithListingsNear(
  db: Db,
  centres: readonly CityCentre[],
  miles: number,
): Promise<CityCentre | null> {
  const boxes = centres.map((centre, i) => {
    const box = boxAround(centre.latitude, centre.longitude, miles);
    return sql`(${i}::int, ${box.west}::float8, ${box.south}::float8, ${box.east}::float8, ${box.north}::float8)`;
  });
  const result = await db.execute<{ i: number }>(sql`
    SELECT b.i FROM (VALUES ${sql.join(boxes, sql`, `)}) AS b(i, west, south, east, north)
    WHERE EXISTS (
      SELECT 1 FROM providers
      WHERE accommodation_status <> 'pending' AND latitude IS NOT NULL
        AND point(longitude, latitude) <@ box(point(b.west, b.south), point(b.east, b.north))
    )
    ORDER BY b.i LIMIT 1`);
  const first = result.rows[0];
  return first === undefined ? null : (centres[Number(first.i)] ?? null);
}

/**
 * The city a 'near <city>' reading names, with its centre, or null when no reading is a city the
 * ZIP table knows (the line is then read as words, as before). A state typed after the city
 * decides between cities of one name; else the largest of those with listings within `miles` of
 * its centre (the directory's Portland, OR rather than Portland, ME; every state's Newton is
 * checked, not only the largest few), else the largest.
 */
export async function cityOfReadings(
  db: Db,
  readings: readonly NearCityReading[],
  miles: number,
): Promise<{ reading: NearCityReading; centre: CityCentre } | null> {
  if (readings.length === 0) return null;
  const cities = await citiesNamed(db, [...new Set(readings.map((r) => r.city))]);
  for (const reading of readings) {
    const named = cities.get(reading.city);
    if (!named) continue;
    if (reading.state) {
      const centre = named.find((c) => c.state === reading.state);
      if (centre) return { reading, centre };
      continue;
    }
    const [largest] = named;
    if (!largest) continue;
    if (named.length === 1) return { reading, centre: largest };
    return { reading, centre: (await firstWithListingsNear(db, named, miles)) ?? largest };
  }
  return null;
}
