import { eq } from 'drizzle-orm';
import { ZIP_PATTERN } from '../../../common/catalog/search-places';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

/**
 * The five-digit ZIP a member saved in onboarding or their account, or null. A 'near me' search
 * starts from it (decision 043); a ZIP+4 counts by its first five digits, as zip_centroids does.
 */
export async function savedZip(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ zip: profiles.zip_code })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const zip = row?.zip?.trim().slice(0, 5) ?? '';
  return ZIP_PATTERN.test(zip) ? zip : null;
}
