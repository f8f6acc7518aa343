import { translatable } from '../i18n/translatable';
/**
 * The words the search answers carry around the catalogue's names (decision 073): the server
 * writes them into the understood line, the wider searches' labels and the nearest places'
 * notice, in the language the page asked in (`lang`). The catalogue's names themselves are
 * common/messages/catalog.ts (decision 065). Every user-visible string lives under
 * common/messages/ (decision 051).
 */

export const SEARCH_ANSWER_WORDS = /*#__PURE__*/ translatable(
  'search-answers',
  'SEARCH_ANSWER_WORDS',
  {
    /* 'Swim Instructors near you': a 'near me' line with no ZIP to start from (decision 043). */
    nearYou: (what: string) => `${what} near you`,
    /* 'Pediatricians near 60622': the nearest ones, when the ZIP had none (decision 053). */
    near: (what: string, where: string) => `${what} near ${where}`,
    /* 'Swim Instructors near 78704 (within 10 miles)': a distance search (decision 030). */
    nearWithin: (what: string, where: string, miles: number) =>
      `${what} near ${where} (within ${miles} miles)`,
    /* A wider search offered when nothing matched: everyone in the place the line named. */
    allProvidersIn: (place: string) => `All providers in ${place}`,
    /* The nearest places' notice names a group's places: 'the nearest healthcare providers'. */
    groupPlace: (group: string) => `${group.toLowerCase()} provider`,
    groupPlaces: (group: string) => `${group.toLowerCase()} providers`,
  } as const,
);

/* A distance search from a ZIP code the directory does not know (a 400 UNKNOWN_ZIP). */
export const SEARCH_REQUEST_ERRORS = /*#__PURE__*/ translatable(
  'search-answers',
  'SEARCH_REQUEST_ERRORS',
  {
    unknownZip: 'We could not find that ZIP code. Check it, or search without a distance.',
  } as const,
);

/* Not words shown on a page: the refusal of a language the search does not speak (`lang`). */
export const SEARCH_LANGUAGE_MESSAGES = /*#__PURE__*/ translatable(
  'search-answers',
  'SEARCH_LANGUAGE_MESSAGES',
  {
    unknown: 'Choose English (en) or Spanish (es) for the answer’s language.',
  } as const,
);
