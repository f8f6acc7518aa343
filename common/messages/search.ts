import { translatable } from '../i18n/translatable';
/**
 * Search: the bar, results, filters, distance, the map and near me (public-side.md; decisions 021,
 * 030, 035, 040, 043).
 * Every user-visible string lives under common/messages/ (decision 051); the spec's strings word
 * for word.
 */

export const SEARCH_MESSAGES = /*#__PURE__*/ translatable('search', 'SEARCH_MESSAGES', {
  placeholder: 'Enter your ZIP code or city',
  shareYourExperience: 'Share Your Experience',
  noResultsFor: (query: string) => `No results found for "${query}"`,
  tryDifferentKeywords: 'Try different keywords or check your spelling.',
  nominatePrompt: "Can't find a business? Nominate it and we'll reach out to them.",
  nominateBusiness: 'Nominate a Business',
  /** Shown after the first five accommodations on a result card: '+N more'. */
  moreAccommodations: (count: number) => `+${count} more`,
  showLess: 'Show less',
  save: 'Save',
  saved: 'Saved',
  call: 'Call',
  email: 'Email',
  website: 'Website',
} as const);

/** Search that understands what people type (decision 021). */
export const SMART_SEARCH_MESSAGES = /*#__PURE__*/ translatable('search', 'SMART_SEARCH_MESSAGES', {
  /** Above the results: how the line was read, e.g. 'Pediatricians in Austin, TX'. */
  understood: (line: string) => `Showing ${line}`,
  lookedFor: (line: string) => `We looked for ${line}.`,
  searchesWithResults: 'These searches do have results:',
  onlyGeneric:
    'Every listing here is for sensory-sensitive visitors. Try what you need and where: a kind of provider, a city, or an accommodation such as a quiet waiting area.',
  trySearches: 'Try one of these:',
  resultCount: (total: number, estimate: boolean) =>
    `${estimate ? 'about ' : ''}${total.toLocaleString('en-US')} ${total === 1 ? 'provider' : 'providers'}`,
  suggestionsLabel: 'Search suggestions',
  suggestionsAvailable: (count: number) =>
    count === 0
      ? ''
      : `${count} ${count === 1 ? 'suggestion' : 'suggestions'} available. Use the up and down arrows to choose.`,
} as const);

/** When a search line or a visitor asks more than search can do (decision 035). */
export const SEARCH_LIMIT_MESSAGES = /*#__PURE__*/ translatable('search', 'SEARCH_LIMIT_MESSAGES', {
  tooManyWords: (max: number) =>
    `That search has more words than we can look up at once. Please use ${max} words or fewer, such as what you need and where.`,
  tooLong: (max: number) => `Please keep your search to ${max} characters or fewer.`,
  rateLimited: "You're searching faster than we can keep up. Please wait a moment and try again.",
  timedOut: 'That search took longer than we allow. Please try again with fewer words.',
} as const);

/** What was searched: the words or the category, and the ZIP with its distance. */
export type SearchName = { what: string | null; near: { zip: string; within: number } | null };

const nearPart = ({ near }: SearchName) =>
  near ? ` near ${near.zip} (within ${near.within} miles)` : '';

function searchName(search: SearchName): string {
  return `${search.what ? `for “${search.what}”` : ''}${nearPart(search)}`.trim();
}

/** What the nearest-places notice says (NearestAnswer in common/contracts/search-filters.ts). */
type NearestNotice = {
  zip: string | null;
  place: string | null;
  within: number | null;
  what: { one: string; many: string } | null;
  fromMiles: number;
  toMiles: number;
};

/** Filters, distance and the map (decision 030). */
export const PLACES_MESSAGES = /*#__PURE__*/ translatable('search', 'PLACES_MESSAGES', {
  filtersHeading: 'Narrow your results',
  nearLabel: 'Near ZIP code',
  nearHint: 'Five digits, e.g. 78701.',
  withinLabel: 'Distance',
  within: (miles: number) => `Within ${miles} miles`,
  applyNear: 'Search near this ZIP',
  clearNear: 'Any distance',
  zipInvalid: 'Enter a five-digit ZIP code.',
  unknownZip: 'We could not find that ZIP code. Check it, or search without a distance.',
  sortLabel: 'Sort by',
  sortRelevance: 'Best listings first',
  sortDistance: 'Nearest first',
  needsLegend: 'Must have every checked accommodation',
  /** After each filter's name: how many results it would leave. */
  facetCount: (count: number, estimate = false) =>
    `(${estimate ? 'about ' : ''}${count.toLocaleString('en-US')})`,
  facetCountLabel: (count: number) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'result' : 'results'}`,
  confirmedOnly: 'Confirmed by families only',
  confirmedHint: 'Count an accommodation only when families ticked it in an approved review.',
  clearFilters: 'Clear filters',
  /** The count at the head of the results heading: '1,234' or 'About 1,234' for an estimate. */
  resultsTotal: (total: number, estimate: boolean) =>
    `${estimate ? 'About ' : ''}${total.toLocaleString('en-US')}`,
  /** On a card found near a ZIP. */
  distance: (miles: number) =>
    miles < 0.1 ? 'Less than 0.1 miles away' : `${miles.toFixed(1)} miles away`,
  nearHeading: (within: number, zip: string | null, place: string | null) =>
    zip
      ? `Within ${within} miles of ${zip}${place ? ` (${place})` : ''}`
      : `Within ${within} miles of ${place ?? 'this place'}`,
  /**
   * Above the nearest places when the ZIP (or the distance around it) had none of what was asked
   * (decision 053): 'None in 60622; the nearest pediatricians, 2.1 to 9.8 miles away'.
   */
  nearestNotice: (nearest: NearestNotice, count: number) => {
    const where = nearest.zip ?? nearest.place ?? 'this place';
    const none =
      nearest.within === null
        ? `None in ${where}`
        : `None within ${nearest.within} miles of ${where}`;
    const what = count === 1 ? (nearest.what?.one ?? 'place') : (nearest.what?.many ?? 'places');
    const from = nearest.fromMiles.toFixed(1);
    const to = nearest.toMiles.toFixed(1);
    const away = count === 1 || from === to ? `${from} miles away` : `${from} to ${to} miles away`;
    return `${none}; the nearest ${what}, ${away}`;
  },
  /* The results heading names the search, not the distance (decision 040). */
  resultsHeading: (total: string, count: number, search: SearchName) =>
    `${total} ${count === 1 ? 'provider' : 'providers'} ${searchName(search)}`,
  noResultsHeading: (search: SearchName) =>
    search.what
      ? `No results found for "${search.what}"${nearPart(search)}`
      : `No results found ${searchName(search)}`,
  viewLabel: 'Show results as',
  viewList: 'List',
  viewMap: 'Map',
  mapLabel: 'Map of the results on this page',
  mapLoading: 'Loading the map…',
  mapNote: 'The list below has every result on the map.',
  mapNoPlaces: 'None of these results has a known location to show on the map.',
  /** In a marker's popup and the map's legend: the point is the ZIP's centre (decision 040). */
  approximate: 'Approximate location (ZIP centre)',
  mapLegendApproximate: 'Each place is shown at the centre of its ZIP code.',
  mapUnplaced: (count: number) =>
    `${count} ${count === 1 ? 'result has' : 'results have'} no known location and ${count === 1 ? 'is' : 'are'} only in the list.`,
  showInList: 'Show in the list',
} as const);

/** 'Near me' and the saved ZIP as the default place (decision 043). */
export const NEAR_ME_MESSAGES = /*#__PURE__*/ translatable('search', 'NEAR_ME_MESSAGES', {
  promptHeading: 'Where should we look?',
  promptIntro: (understood: string | null) =>
    understood ? `You asked for ${understood}.` : 'You asked for places near you.',
  zipLabel: 'Enter a ZIP',
  searchHere: 'Show places near this ZIP',
  useMyLocation: 'Use my location',
  locating: 'Finding your ZIP…',
  locationRefused:
    'We could not use your location. You can type your ZIP instead; it stays in this search only.',
  locationHint: 'Your browser asks first. We only keep the nearest ZIP code, in the page address.',
  chip: (zip: string) => `Near ${zip}`,
  clearChip: (zip: string) => `Stop searching near ${zip}`,
  chipNote: 'From your saved ZIP code.',
  noZipNear: 'We could not find a US ZIP code near where you are. Type your ZIP instead.',
} as const);

/** The words of home-sections.tsx. */
export const HOME_SECTIONS_PAGE_MESSAGES = /*#__PURE__*/ translatable(
  'search',
  'HOME_SECTIONS_PAGE_MESSAGES',
  {
    findSensoryFriendlyPlaces: 'Find sensory-friendly places, reviewed by families',
    doctorsDentistsBarbersDay:
      'Doctors, dentists, barbers, day cares and more, where noise, light and pace are taken seriously. Search by name, type, city or ZIP code.',
    verifiedProviders: 'Verified Providers',
    ourTeamChecksLicenses:
      'Our team checks licenses, registrations and accreditations before a business earns the Verified Provider badge.',
    detailedSensoryProfiles: 'Detailed Sensory Profiles',
    seeNoiseLevelLighting:
      'See noise level, lighting, staff flexibility, sensory tools and predictable transitions before you go.',
    communityDriven: 'Community-Driven',
    reviewsComeFromCaregivers:
      'Reviews come from caregivers, parents and community members who share how a visit really felt.',
    whyFamiliesUseCalmpath: 'Why families use CalmPath',
    planningAVisitIs: 'Planning a visit is easier when you know what to expect.',
    howOurTrustBadges: 'How our trust badges work',
    helpTheNextFamily: 'Help the next family find their calm place',
    aFewWordsAbout:
      'A few words about your visit can make someone else’s day easier. Businesses can show families the accommodations they offer.',
    shareYourExperience: 'Share Your Experience',
    listYourBusiness: 'List Your Business',
  } as const,
);

/** The words of home.tsx. */
export const HOME_PAGE_MESSAGES = /*#__PURE__*/ translatable('search', 'HOME_PAGE_MESSAGES', {
  sensoryFriendlyPlacesReviewed: 'Sensory-friendly places, reviewed by families',
  searching: 'Searching…',
  search: (words: string) => `Search: ${words}`,
  providers: (group: string) => `${group} providers`,
} as const);

/** The words of search-bar.tsx. */
export const SEARCH_BAR_MESSAGES = /*#__PURE__*/ translatable('search', 'SEARCH_BAR_MESSAGES', {
  searchProviders: 'Search providers',
  searchByNameType: 'Search by name, type, city or ZIP code',
  search: 'Search',
  quickCategories: 'Quick categories',
} as const);

/** The words of search-results.tsx. */
export const SEARCH_RESULTS_MESSAGES = /*#__PURE__*/ translatable(
  'search',
  'SEARCH_RESULTS_MESSAGES',
  {
    searching: 'Searching…',
    searchIsNotAvailable: 'Search is not available right now. Please try again in a moment.',
    nothingMatched: 'Nothing matched “',
    exactlyShowingResultsFor: '” exactly. Showing results for the closest match',
    loading: 'Loading…',
    loadMore: 'Load more',
    showing: 'Showing',
    of: 'of',
    providers: 'providers.',
    otherSearches: 'Other searches',
  } as const,
);

/** The words of contact-actions.tsx. */
export const CONTACT_ACTIONS_MESSAGES = /*#__PURE__*/ translatable(
  'search',
  'CONTACT_ACTIONS_MESSAGES',
  {
    /** The call and e-mail buttons' names for a screen reader: 'Call Calm Dental'. */
    callName: (name: string) => `Call ${name}`,
    emailName: (name: string) => `Email ${name}`,
    ofOpensInA: (website: string | number, name: string | number) =>
      `${website} of ${name} (opens in a new tab)`,
  } as const,
);

/** The words of match-score-popover.tsx. */
export const MATCH_SCORE_POPOVER_MESSAGES = /*#__PURE__*/ translatable(
  'search',
  'MATCH_SCORE_POPOVER_MESSAGES',
  {
    aboutTheMatchScore: 'About the match score',
  } as const,
);

/** The words of match-score.tsx. */
export const MATCH_SCORE_MESSAGES = /*#__PURE__*/ translatable('search', 'MATCH_SCORE_MESSAGES', {
  match: '% match',
} as const);

/** The words of provider-card.tsx. */
export const PROVIDER_CARD_MESSAGES = /*#__PURE__*/ translatable(
  'search',
  'PROVIDER_CARD_MESSAGES',
  {
    badges: 'Badges',
    accommodations: 'Accommodations',
  } as const,
);

/** The words of rating-summary.tsx. */
export const RATING_SUMMARY_MESSAGES = /*#__PURE__*/ translatable(
  'search',
  'RATING_SUMMARY_MESSAGES',
  {
    noReviewsYet: 'No reviews yet',
    review: 'review',
    reviews: 'reviews',
    outOf5: 'out of 5',
  } as const,
);
