import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Db } from './db-type';

type ZipEntry = { zip: string; latitude: number; longitude: number; city: string; state: string };

/* The zipcodes package's US table only (its index also loads a Canadian one). */
function zipcodesTable(): Record<string, ZipEntry> {
  const require = createRequire(import.meta.url);
  return (require('zipcodes/lib/codes.js') as { codes: Record<string, ZipEntry> }).codes;
}

/** Rows per INSERT: five arrays of this length are one statement's parameters. */
const BATCH = 10_000;

/**
 * Fills zip_centroids from the zipcodes package (GeoNames' US postal codes, decision 030) when it
 * is empty, then gives every provider without coordinates its ZIP's centroid and state (the
 * triggers of migrations 0010 and 0023 do so for later inserts and ZIP changes). Runs after every
 * migrate: on a loaded database it is two cheap queries.
 */
export async function loadZipCentroids(db: Db): Promise<{ loaded: number; located: number }> {
  const present = await db.execute<{ any: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM zip_centroids) AS any`,
  );
  let loaded = 0;
  if (!present.rows[0]?.any) {
    const entries = Object.values(zipcodesTable()).filter(
      (e) =>
        /^[0-9]{5}$/.test(e.zip) && Number.isFinite(e.latitude) && Number.isFinite(e.longitude),
    );
    for (let i = 0; i < entries.length; i += BATCH) {
      const batch = entries.slice(i, i + BATCH);
      await db.execute(sql`
        INSERT INTO zip_centroids (zip, latitude, longitude, city, state)
        SELECT * FROM unnest(
          ${sql.param(batch.map((e) => e.zip))}::text[],
          ${sql.param(batch.map((e) => e.latitude))}::float8[],
          ${sql.param(batch.map((e) => e.longitude))}::float8[],
          ${sql.param(batch.map((e) => e.city))}::text[],
          ${sql.param(batch.map((e) => e.state))}::text[]
        )
        ON CONFLICT (zip) DO NOTHING`);
    }
    loaded = entries.length;
  }
  const located = await db.execute(sql`
    UPDATE providers p SET latitude = z.latitude, longitude = z.longitude, state = z.state
    FROM zip_centroids z
    WHERE p.latitude IS NULL AND z.zip = substring(p.zip_code FROM '^\\s*([0-9]{5})')`);
  return { loaded, located: Number((located as { rowCount?: number }).rowCount ?? 0) };
}
