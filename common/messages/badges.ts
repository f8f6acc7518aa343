import { translatable } from '../i18n/translatable';
/**
 * The listing and document badges, on every search card and provider page as well as on the
 * business dashboard and the verification queue: a file of their own, so a search page does not
 * load the business side's words with them (decision 051).
 */
/** Listing status (accommodation_status) labels, provider-admin-side.md §4. */
export const LISTING_STATUS_LABELS = /*#__PURE__*/ translatable('badges', 'LISTING_STATUS_LABELS', {
  verified: '✓ Verified Provider',
  rejected: '✗ Rejected',
  other: '⏳ Pending Review',
} as const);

/** Document badges (verification_status), provider-admin-side.md §4. */
export const DOCUMENT_BADGE_LABELS = /*#__PURE__*/ translatable('badges', 'DOCUMENT_BADGE_LABELS', {
  verified: 'Documents Verified',
  rejected: 'Documents Rejected',
  pending: 'Documents Under Review',
  other: 'No Documents Uploaded',
} as const);
