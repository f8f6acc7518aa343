import { sql } from 'drizzle-orm';
import {
  PLACE_DUPLICATE_PAIRS_PAGE_SIZE,
  type PlaceDuplicateSide,
  type PlaceDuplicatesResponse,
} from '../../../common/contracts/place-duplicates';
import type { Db } from '../../db/client';

type SideRow = Omit<PlaceDuplicateSide, 'id' | 'reviewCount'> & {
  id: number | string;
  reviewCount: number | string;
};
type PairRow = {
  id: number | string;
  reason: 'name_zip' | 'phone' | 'address';
  created_at: string | Date;
  first: SideRow | string;
  second: SideRow | string;
};

/* Drivers hand json back parsed or as text depending on the column type they see. */
const side = (value: SideRow | string): PlaceDuplicateSide => {
  const row = typeof value === 'string' ? (JSON.parse(value) as SideRow) : value;
  return { ...row, id: Number(row.id), reviewCount: Number(row.reviewCount) };
};

/**
 * One page of the open pairs of possible duplicate places (decision 063), oldest first, each
 * side with what an admin weighs: name, address, phone, source, reviews, claimed. Keyset paging
 * along place_duplicate_pairs_open_idx; one statement whatever the page holds.
 */
export async function listPlaceDuplicates(
  db: Db,
  after = 0,
  pageSize = PLACE_DUPLICATE_PAIRS_PAGE_SIZE,
): Promise<PlaceDuplicatesResponse> {
  const sideOf = (column: 'first_provider_id' | 'second_provider_id') => sql`(
    SELECT json_build_object(
      'id', p.id, 'name', p.name, 'category', p.category, 'location', p.location,
      'zipCode', p.zip_code, 'phone', p.contact_phone, 'source', p.source,
      'externalId', p.external_id, 'claimed', p.business_admin_user_id IS NOT NULL,
      'reviewCount', (SELECT count(*) FROM reviews r WHERE r.provider_id = p.id))
    FROM providers p WHERE p.id = d.${sql.raw(column)})`;
  const result = await db.execute(sql`
    SELECT d.id, d.reason, d.created_at,
      ${sideOf('first_provider_id')} AS first, ${sideOf('second_provider_id')} AS second
    FROM place_duplicate_pairs d
    WHERE d.status = 'open' AND d.id > ${after}
    ORDER BY d.id
    LIMIT ${pageSize + 1}`);
  const rows = result.rows as PairRow[];
  const page = rows.slice(0, pageSize);
  return {
    pairs: page.map((row) => ({
      id: Number(row.id),
      reason: row.reason,
      createdAt: new Date(row.created_at).toISOString(),
      first: side(row.first),
      second: side(row.second),
    })),
    nextCursor: rows.length > pageSize ? Number(page.at(-1)?.id) : null,
  };
}
