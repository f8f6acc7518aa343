import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

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
