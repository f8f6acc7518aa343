import { translatable } from '../i18n/translatable';
/**
 * The public provider page and the cards that lead to it: badges, the profile, its reviews and the
 * visit-prep sheet (decision 027).
 * Every user-visible string lives under common/messages/ (decision 051); the spec's strings word
 * for word.
 */

export const BADGE_MESSAGES = /*#__PURE__*/ translatable('provider', 'BADGE_MESSAGES', {
  premium: 'Premium',
  enhanced: 'Enhanced',
  communityVerified: 'Community Verified',
  trustedAlly: 'Trusted Ally',
  verifiedProvider: '✓ Verified Provider',
  verifiedProviderName: 'Verified Provider',
  verifiedReviewer: 'Verified Reviewer',
} as const);

export const PROFILE_MESSAGES = /*#__PURE__*/ translatable('provider', 'PROFILE_MESSAGES', {
  notFoundTitle: 'Business not found',
  notFoundBody: 'We could not find this business. It may not be listed yet.',
  previewNotice:
    'Only you can see this page: the listing is not public yet (it is waiting for review or was not approved).',
  leaveReview: 'Leave a Review',
  prepareVisit: 'Prepare for a visit',
  printSheet: 'Print this sheet',
  backToProfile: 'Back to the profile',
  hours: 'Business hours',
  hoursUnknown: 'The business has not listed its hours.',
  about: 'About',
  contact: 'Contact',
  badgesHeading: 'Badges',
  badgeWhy: {
    'verified-provider': 'CalmPath checked this business’s documents.',
    'community-verified': 'At least 3 families reviewed it, 2 of them with a verified visit.',
    'trusted-ally': 'Families confirmed accommodations in at least 2 areas of care.',
    premium: 'This business pays for a featured listing; it does not change reviews.',
    enhanced: 'This business pays for a featured listing; it does not change reviews.',
  } as Record<string, string>,
  badgeWhyLink: 'How badges work',
  /* The generic score under its own heading, apart from the member's own measure (decision 040). */
  matchHeading: 'Sensory match score',
  matchScore: (score: number) => `${score}% match`,
  matchNoReviews: 'No reviews yet',
  matchNoReviewsBody: 'The score appears once families have reviewed this business.',
  matchNotYourNeeds:
    'This score is about the listing as a whole. How the business meets your own needs is shown at the top of the page.',
  evidenceHeading: 'Accommodations and how we know',
  evidenceNone: 'The business has not listed any accommodations yet.',
  declared: 'Declared by the business',
  documentVerified: 'Document-verified',
  headsUpHeading: 'Heads-up: things families found hard',
  headsUpNone: 'No family has mentioned anything hard yet.',
  bestTimeHeading: 'Best time to visit',
  notEnoughVisits: 'Not enough visits yet',
  notEnoughVisitsBody: (count: number, minimum: number) =>
    `${count} of the ${minimum} visits needed to show the quietest times.`,
  gridCaption: 'How busy and loud each time felt (1 = very calm, 5 = very busy)',
  gridRegion: 'Best time to visit table',
  gridNoVisits: 'No visits',
  reviewsHeading: 'Reviews from families',
  reviewsNone: 'No published reviews yet.',
  reviewsNoneForFilter: 'No published reviews mention this accommodation yet.',
  sortLabel: 'Sort reviews',
  sortNewest: 'Newest first',
  sortHelpful: 'Most helpful first',
  filterLabel: 'Show reviews that confirm',
  filterAll: 'Any accommodation',
  moreReviews: 'Show more reviews',
  verifiedVisit: 'Verified visit',
  practitioner: (name: string) => `Practitioner: ${name}`,
  helpful: 'Helpful',
  markedHelpful: 'Marked helpful',
  helpfulCount: (n: number) => `${n} ${n === 1 ? 'family' : 'families'} found this helpful`,
  helpfulSignIn: 'Sign in to mark a review helpful.',
  report: 'Report',
  reported: 'Reported',
  reportTitle: 'Report this review',
  reportReason: 'Why are you reporting it?',
  reportReasons: {
    spam: 'Spam or advertising',
    abuse: 'Abusive or hateful',
    misleading: 'Misleading or false',
  },
  reportDetails: 'Anything else we should know? (optional)',
  reportSend: 'Send report',
  reportCancel: 'Cancel',
  reportThanks: 'Thank you. An admin will look at this review.',
  reportAlready: 'You have already reported this review.',
  reportOwn: 'You cannot report your own review.',
  helpfulOwn: 'You cannot mark your own review as helpful.',
  reviewNotFound: 'We could not find that review.',
  ratingLabel: (n: number) => `${n} out of 5 stars`,
  matchedListing: 'Matched what was listed',
  didNotMatch: 'Did not match what was listed',
  storyHeading: 'What to expect',
  prepareTitle: (name: string) => `Visit-prep sheet: ${name}`,
  prepareIntro:
    'A calm guide for your visit. It tells you what families found there, so there are fewer surprises.',
  prepareSounds: 'What it looks and sounds like',
  prepareSoundsNone: 'Families have not described it yet.',
  prepareAsk: 'What to ask for when you arrive',
  prepareAskNone:
    'You can ask for a quiet place to wait and for the steps of the visit in advance.',
  prepareAskItem: (accommodation: string) => `Ask for: ${accommodation}.`,
} as const);

/** The words of provider-prepare.tsx. */
export const PROVIDER_PREPARE_PAGE_MESSAGES = /*#__PURE__*/ translatable(
  'provider',
  'PROVIDER_PREPARE_PAGE_MESSAGES',
  {
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    website: 'Website',
  } as const,
);

/** The words of provider-profile.tsx. */
export const PROVIDER_PROFILE_PAGE_MESSAGES = /*#__PURE__*/ translatable(
  'provider',
  'PROVIDER_PROFILE_PAGE_MESSAGES',
  {
    in: (name: string | number, category: string | number, location: string | number) =>
      `${name}: ${category} in ${location}`,
  } as const,
);

/** The words of best-time-grid.tsx. */
export const BEST_TIME_GRID_MESSAGES = /*#__PURE__*/ translatable(
  'provider',
  'BEST_TIME_GRID_MESSAGES',
  {
    of5: 'of 5 ·',
    visit: 'visit',
    visits: 'visits',
    quietestTimes: (times: string) => `Quietest times: ${times}.`,
  } as const,
);

/** The words of provider-name-link.tsx. */
export const PROVIDER_NAME_LINK_MESSAGES = /*#__PURE__*/ translatable(
  'provider',
  'PROVIDER_NAME_LINK_MESSAGES',
  {
    opensInANew: '(opens in a new tab)',
  } as const,
);

/** The words of provider-not-found.tsx. */
export const PROVIDER_NOT_FOUND_MESSAGES = /*#__PURE__*/ translatable(
  'provider',
  'PROVIDER_NOT_FOUND_MESSAGES',
  {
    returnToHome: 'Return to Home',
  } as const,
);

/** The words of review-item.tsx. */
export const REVIEW_ITEM_MESSAGES = /*#__PURE__*/ translatable('provider', 'REVIEW_ITEM_MESSAGES', {
  tags: 'Tags',
} as const);

/** Where a listing comes from, on its page and prep sheet (decisions 059, 060). */
export const LISTING_ORIGIN_MESSAGES = /*#__PURE__*/ translatable(
  'provider',
  'LISTING_ORIGIN_MESSAGES',
  {
    sectionLabel: 'About this listing',
    notYetReviewed: 'Not yet reviewed',
    notYetReviewedWhy:
      'Listed from public records. No family has reviewed this place yet and it claims no sensory accommodations: be the first to tell others how a visit went.',
    fromNppes: (updated: string) => `From the NPI registry, updated ${updated}`,
    fromOsm: (updated: string) => `From OpenStreetMap, updated ${updated}`,
    osmCopyright: '© OpenStreetMap contributors',
    osmCopyrightUrl: 'https://www.openstreetmap.org/copyright',
    openDataLink: 'Download the OpenStreetMap-derived listings (ODbL)',
    approximateLocation:
      'Location approximate: the registry gives only the ZIP code, so any map shows the ZIP code’s centre, not the door.',
    claimQuestion: 'Is this your business?',
    claimAction: 'Claim this listing',
    claimWhy:
      'Claim it to add your hours, description and accommodations after our team checks you run it.',
    trustImportedTitle: 'Some places are listed from public records.',
    trustImportedBody:
      'Places from the NPI registry and OpenStreetMap say “Not yet reviewed” until a family reviews them, and earn no Verified Provider badge until our team checks who runs them. The OpenStreetMap-derived listings are open data:',
  } as const,
);

/** The public download of the OpenStreetMap-derived listings (decision 060). */
export const OPEN_DATA_URL = '/api/open-data/osm-places.csv';
