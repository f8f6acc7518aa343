import { translatable } from '../i18n/translatable';
/**
 * The duplicates tab's "Possible duplicate places" (decision 063): pairs of
 * listings a registry import found that may be one place, merged or kept apart by an admin.
 * Every user-visible string lives under common/messages/ (decision 051).
 */

export const PLACE_DUPLICATES_MESSAGES = /*#__PURE__*/ translatable(
  'place-duplicates',
  'PLACE_DUPLICATES_MESSAGES',
  {
    heading: 'Possible duplicate places',
    hint: 'An import found places that may already be listed. Merge a pair into one listing, or keep the two apart: a pair kept apart is never proposed again.',
    loading: 'Looking for possible duplicate places…',
    empty: 'No possible duplicate places.',
    loadMore: 'Load more pairs',
    fetchFailed: { title: 'Error', description: 'Failed to fetch possible duplicate places.' },
    reasons: {
      name_zip: 'Same name in the same ZIP code',
      phone: 'Same phone, similar name',
      address: 'Same address, similar name',
    },
    pairOf: (first: string, second: string) => `${first} or ${second}`,
    placeNumber: (id: number) => `Place #${id}`,
    address: 'Address',
    phone: 'Phone',
    source: 'Source',
    reviews: 'Reviews',
    business: 'Business account',
    claimed: 'Claimed',
    notClaimed: 'Not claimed',
    none: 'None',
    sources: {
      nppes: 'NPI registry',
      osm: 'OpenStreetMap',
      listed: 'Listed on CalmPath',
    },
    scan: 'Look among listed places',
    scanned: {
      title: 'Search finished',
      description: (found: number) =>
        found === 0
          ? 'No new possible duplicates.'
          : found === 1
            ? '1 new pair to look at.'
            : `${found} new pairs to look at.`,
    },
    scanFailed: {
      title: 'Error',
      description: 'Failed to look for duplicates. Please try again.',
    },
    whichStays: 'Which listing stays?',
    merge: 'Merge',
    mergeSr: (first: string, second: string) => `${first} and ${second}`,
    keepApart: 'Keep apart',
    confirmMerge: {
      title: (kept: string) => `Merge into ${kept}?`,
      description: (kept: string, removed: string) =>
        `${removed} becomes part of ${kept}: its reviews, favourites, photos, documents and business account move there, and its page leads there. This cannot be undone.`,
    },
    confirmKeepApart: {
      title: 'Keep these places apart?',
      description: (first: string, second: string) =>
        `${first} and ${second} stay two listings, and this pair is not proposed again.`,
    },
    merged: {
      title: 'Places merged',
      description: (kept: string) => `Everything now belongs to ${kept}.`,
    },
    keptApart: {
      title: 'Kept apart',
      description: 'This pair will not be proposed again.',
    },
    actionFailed: {
      title: 'Error',
      description: 'Failed to update this pair. Please try again.',
    },
    /* Kept with a review that stopped being live because its author's review of the other place
     * stays (one live review per member and place). */
    mergedReviewNote: (survivorId: number) =>
      `Listing merged into place #${survivorId}, where this member's other review stays published.`,
    errors: {
      pairNotFound: 'This pair of places was not found.',
      pairDecided: 'This pair was already decided.',
      notInPair: 'Choose one of the two places of this pair.',
      bothClaimed:
        'Both places are run by different business accounts. Settle who runs the place before merging.',
    },
  } as const,
);
