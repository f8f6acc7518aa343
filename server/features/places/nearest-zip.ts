import { sql } from 'drizzle-orm';
import type { NearestZip } from '../../../common/contracts/places';
import type { Db } from '../../db/client';

/*
 * Only ZIP centres within this many degrees are looked at: a position far from any US ZIP (at
 * sea, abroad) has no nearest ZIP worth searching from.
 */
const REACH_DEGREES = 0.75;

/**
 * The ZIP whose centre is nearest a position (the browser's, with consent): the visitor's
 * 'near me' becomes a ZIP search. Null when no ZIP centre is within reach.
 */
export async function nearestZip(
  db: Db,
  at: { latitude: number; longitude: number },
): Promise<NearestZip | null> {
  /* Degrees of longitude shrink toward the poles; close enough to rank ZIPs a few miles apart. */
  const squeeze = Math.cos((at.latitude * Math.PI) / 180) ** 2;
  const result = await db.execute<{ zip: string; city: string | null; state: string | null }>(sql`
    SELECT zip, city, state FROM zip_centroids
    WHERE latitude BETWEEN ${at.latitude - REACH_DEGREES} AND ${at.latitude + REACH_DEGREES}
      AND longitude BETWEEN ${at.longitude - REACH_DEGREES} AND ${at.longitude + REACH_DEGREES}
    ORDER BY (latitude - ${at.latitude})^2 + ${squeeze}::float8 * (longitude - ${at.longitude})^2,
      zip
    LIMIT 1`);
  const row = result.rows[0];
  if (!row) return null;
  return { zip: row.zip, place: row.city && row.state ? `${row.city}, ${row.state}` : null };
}
