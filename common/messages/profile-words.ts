import { VISIT_DAYS, type VisitTime } from '../catalog/visits';
import { LOCALE_TAGS } from '../i18n/locales';
import { monthYearWords } from '../i18n/month-words';
import { translatable } from '../i18n/translatable';
import { VISIT_TIME_LABELS } from './catalog';

/**
 * The words the profile builds from counts and months (decisions 027, 028): reviewer names,
 * evidence lines, heads-up counts, the quietest times, and the match score's explanation.
 * common/domain/profile-words.ts puts them together; a Spanish page reads the twin in
 * common/messages/es/profile-words.ts (decision 062). Every user-visible string lives under
 * common/messages/ (decision 051).
 */

const families = (count: number) => `${count} ${count === 1 ? 'family' : 'families'}`;

export const PROFILE_WORDS_MESSAGES = /*#__PURE__*/ translatable(
  'profile-words',
  'PROFILE_WORDS_MESSAGES',
  {
    /** Shown instead of a reviewer's name when there is none, or it looks like an address. */
    anonymousReviewer: 'A CalmPath member',
    month: (yearMonth: string) => monthYearWords(LOCALE_TAGS.en, yearMonth),
    /** 'Confirmed by 3 families' (an evidence grade). */
    confirmedBy: (count: number) => `Confirmed by ${families(count)}`,
    /** 'Also confirmed by 2 families, most recently in January 2026.' (month may be ''). */
    alsoConfirmedBy: (count: number, month: string) =>
      `Also confirmed by ${families(count)}${month ? `, most recently in ${month}` : ''}.`,
    mostRecentlyIn: (month: string) => `Most recently in ${month}.`,
    allOld: 'Every confirmation is more than 24 months old, so it counts for less.',
    someOld: (old: number) =>
      `${old} of these confirmations ${old === 1 ? 'is' : 'are'} more than 24 months old and count for less.`,
    mismatches: (count: number) => `${families(count)} said this did not match what was listed.`,
    /** '3 families mentioned beeping machines'; `what` is a heads-up label. */
    headsUp: (count: number, what: string) => `${families(count)} mentioned ${what.toLowerCase()}`,
    headsUpOther: (count: number) =>
      `${families(count)} mentioned something else that could be hard`,
    busyness: {
      veryCalm: 'very calm',
      calm: 'calm',
      somewhatBusy: 'somewhat busy',
      busy: 'busy',
      veryBusy: 'very busy and loud',
    },
    /** 'Tuesday morning' (day: 0 = Monday … 6 = Sunday). */
    cellName: (day: number, time: VisitTime) =>
      `${VISIT_DAYS[day] ?? ''} ${VISIT_TIME_LABELS[time]?.toLowerCase() ?? ''}`.trim(),
    noVisits: (cellName: string) => `${cellName}: no visits`,
    /** 'Tuesday morning: very calm (1.3 of 5, 4 visits)'. */
    cell: (cellName: string, busyness: string, average: number, visits: number) =>
      `${cellName}: ${busyness} (${average} of 5, ${visits} ${visits === 1 ? 'visit' : 'visits'})`,
  },
);

/** Beside the match score: confirmed tags ÷ listed tags × 100% (public-side.md §9). */
export const MATCH_SCORE_EXPLANATION_MESSAGES = /*#__PURE__*/ translatable(
  'profile-words',
  'MATCH_SCORE_EXPLANATION_MESSAGES',
  {
    tooltip:
      "This score shows how many of the provider's listed accommodations reviewers have confirmed: confirmed tags divided by listed tags, times 100%.",
  },
);
