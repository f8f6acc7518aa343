import { and, eq, ne } from 'drizzle-orm';
import type { ProviderCard } from '../../../common/contracts/providers';
import { parseAccommodationsText } from '../../../common/domain/accommodations-text';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';

export const cardColumns = {
  id: providers.id,
  name: providers.name,
  category: providers.category,
  location: providers.location,
  zip_code: providers.zip_code,
  accommodations: providers.accommodations,
  accommodation_status: providers.accommodation_status,
  promotion_tier: providers.promotion_tier,
  promotion_status: providers.promotion_status,
  verified_percentage: providers.verified_percentage,
  total_review_count: providers.total_review_count,
  average_rating: providers.average_rating,
  sensory_match_score: providers.sensory_match_score,
  is_community_verified: providers.is_community_verified,
  is_trusted_ally: providers.is_trusted_ally,
  contact_phone: providers.contact_phone,
  contact_email: providers.contact_email,
  website: providers.website,
  latitude: providers.latitude,
  longitude: providers.longitude,
  /* Decisions 059, 060: where an imported place comes from, and whether our team checked it. */
  source: providers.source,
  source_date: providers.source_date,
  coordinates_approximate: providers.coordinates_approximate,
  verification_status: providers.verification_status,
};

export type CardRow = Pick<typeof providers.$inferSelect, keyof typeof cardColumns>;

/** The card's columns by SQL name, for queries written in SQL (find-providers.ts). */
export const CARD_COLUMN_NAMES = Object.values(cardColumns).map((c) => c.name);

/**
 * A card from a row of those columns. Rows from raw SQL carry numeric as a string, hence
 * Number() on the rating and the coordinates.
 */
export function toCard(row: CardRow): ProviderCard {
  const { items, custom } = parseAccommodationsText(row.accommodations);
  return {
    id: Number(row.id),
    name: row.name,
    category: row.category,
    location: row.location,
    zip_code: row.zip_code,
    accommodations: items,
    customAccommodation: custom,
    accommodation_status: row.accommodation_status,
    promotion_tier: row.promotion_tier,
    promotion_status: row.promotion_status,
    verified_percentage: row.verified_percentage,
    total_review_count: row.total_review_count,
    average_rating: row.average_rating === null ? null : Number(row.average_rating),
    sensory_match_score: row.sensory_match_score,
    isCommunityVerified: row.is_community_verified,
    isTrustedAlly: row.is_trusted_ally,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
    website: row.website,
    latitude: row.latitude == null ? null : Number(row.latitude),
    longitude: row.longitude == null ? null : Number(row.longitude),
    /*
     * A listed place's point is the centre of its ZIP code: migration 0010's trigger is its only
     * writer (decision 030), so the map says so (decision 040). A place imported from a registry
     * (decision 059) may carry the registry's own point, approximate only when the registry gave
     * no more than the ZIP code.
     */
    approximateLocation:
      row.latitude != null && (row.source === null || row.coordinates_approximate),
    source: row.source,
    teamVerified: row.verification_status === 'verified',
  };
}

/** One visible provider's card, or null when it does not exist or is pending. */
export async function providerCard(db: Db, id: number): Promise<ProviderCard | null> {
  const rows = await db
    .select(cardColumns)
    .from(providers)
    .where(and(eq(providers.id, id), ne(providers.accommodation_status, 'pending')));
  const row = rows[0];
  return row ? toCard(row) : null;
}
