import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DOUBTFUL_NAME_SIMILARITY, DOUBTFUL_PHONE_SHARED } from '../../import/import-registry';

/**
 * Looks for possible duplicates among every listed place (decision 063), by the import's rules:
 * the same name in the same ZIP code, or the same phone (in the same state, held by few listings)
 * or address under a similar name; never two records of one registry, never a retired place. New pairs only: a pair proposed or kept
 * apart before stays as it is. One set-based statement (hash joins on the computed keys); returns
 * how many pairs it added.
 */
export async function scanPlaceDuplicates(db: Db): Promise<number> {
  const result = await db.execute(sql`
    WITH listings AS MATERIALIZED (
      SELECT id, source, state, registry_name_key(name) AS name_key, left(zip_code, 5) AS zip,
             registry_phone_key(contact_phone) AS phone_key,
             registry_address_key(location) AS address_key
      FROM providers WHERE registry_status IS DISTINCT FROM 'retired'
    ), crowded AS (
      SELECT phone_key FROM listings WHERE phone_key IS NOT NULL
      GROUP BY phone_key HAVING count(*) > ${DOUBTFUL_PHONE_SHARED}
    ), pairs AS (
      SELECT a.id AS first, b.id AS second, 'name_zip' AS reason, 1 AS strength
        FROM listings a JOIN listings b ON b.name_key = a.name_key AND b.zip = a.zip AND b.id > a.id
       WHERE a.zip <> '' AND (a.source IS NULL OR a.source IS DISTINCT FROM b.source)
      UNION ALL
      SELECT a.id, b.id, 'phone', 2
        FROM listings a
        JOIN listings b ON b.phone_key = a.phone_key AND b.state = a.state AND b.id > a.id
       WHERE (a.source IS NULL OR a.source IS DISTINCT FROM b.source)
         AND NOT EXISTS (SELECT 1 FROM crowded c WHERE c.phone_key = a.phone_key)
         AND similarity(a.name_key, b.name_key) >= ${DOUBTFUL_NAME_SIMILARITY}
      UNION ALL
      SELECT a.id, b.id, 'address', 3
        FROM listings a JOIN listings b ON b.address_key = a.address_key AND b.id > a.id
       WHERE (a.source IS NULL OR a.source IS DISTINCT FROM b.source)
         AND similarity(a.name_key, b.name_key) >= ${DOUBTFUL_NAME_SIMILARITY}
    ), chosen AS (
      SELECT DISTINCT ON (first, second) first, second, reason FROM pairs
      ORDER BY first, second, strength
    )
    INSERT INTO place_duplicate_pairs (first_provider_id, second_provider_id, reason)
    SELECT first, second, reason FROM chosen
    ON CONFLICT (first_provider_id, second_provider_id) DO NOTHING`);
  return Number(result.rowCount ?? 0);
}
