import { DOCUMENT_BADGE_LABELS, LISTING_STATUS_LABELS } from '../messages/badges';
import { BADGE_MESSAGES } from '../messages/provider';

export type ProviderBadgeKey =
  | 'premium'
  | 'enhanced'
  | 'community-verified'
  | 'trusted-ally'
  | 'verified-provider';

export interface ProviderBadge {
  key: ProviderBadgeKey;
  label: string;
}

export interface ProviderBadgeFacts {
  promotion_tier: string;
  promotion_status: string;
  isCommunityVerified: boolean;
  isTrustedAlly: boolean;
  accommodation_status: string;
  /** Decision 060: the registry an imported place comes from (null or absent: not imported). */
  source?: string | null;
  /** Our team verified who runs it (Approve & Verify). */
  teamVerified?: boolean;
}

/**
 * The badges a result card shows, in display order: paid tier first (only while the promotion
 * is active), then the earned trust badges, then the listing's verification.
 */
export function providerBadges(p: ProviderBadgeFacts): ProviderBadge[] {
  const badges: ProviderBadge[] = [];
  if (p.promotion_status === 'active') {
    if (p.promotion_tier === 'premium')
      badges.push({ key: 'premium', label: BADGE_MESSAGES.premium });
    if (p.promotion_tier === 'enhanced')
      badges.push({ key: 'enhanced', label: BADGE_MESSAGES.enhanced });
  }
  if (p.isCommunityVerified)
    badges.push({ key: 'community-verified', label: BADGE_MESSAGES.communityVerified });
  if (p.isTrustedAlly) badges.push({ key: 'trusted-ally', label: BADGE_MESSAGES.trustedAlly });
  /*
   * A place imported from a public registry is listed without our team having checked anyone
   * (decision 060): 'Verified Provider' only once a claimant is verified.
   */
  if (p.accommodation_status === 'verified' && !(p.source && p.teamVerified === false))
    badges.push({ key: 'verified-provider', label: BADGE_MESSAGES.verifiedProvider });
  return badges;
}

/** Listing status: verified and rejected have their own label; anything else is pending. */
export function listingStatusLabel(accommodationStatus: string | null | undefined): string {
  if (accommodationStatus === 'verified') return LISTING_STATUS_LABELS.verified;
  if (accommodationStatus === 'rejected') return LISTING_STATUS_LABELS.rejected;
  return LISTING_STATUS_LABELS.other;
}

/** Document badge from verification_status; unverified or unknown means nothing uploaded. */
export function documentBadgeLabel(verificationStatus: string | null | undefined): string {
  switch (verificationStatus) {
    case 'verified':
      return DOCUMENT_BADGE_LABELS.verified;
    case 'rejected':
      return DOCUMENT_BADGE_LABELS.rejected;
    case 'pending':
      return DOCUMENT_BADGE_LABELS.pending;
    default:
      return DOCUMENT_BADGE_LABELS.other;
  }
}
