import { ACCOMMODATIONS_IN_CATALOGUE } from './domain/review-score';

/**
 * The words of the reviewer's own star rating (decision 039). Not spec strings: the
 * spec derived the stars from the ticked accommodations, which this knowingly replaces.
 */
export const RATING_MESSAGES = {
  legend: 'Overall, how was the visit?',
  hint: 'Choose from 1 to 5 stars. Use the arrow keys to move between them.',
  words: {
    1: 'very hard visit',
    2: 'hard visit',
    3: 'mixed visit',
    4: 'mostly calm',
    5: 'calm and easy',
  } as Record<number, string>,
  /** '4 — mostly calm': one choice of the form, and the words beside a review's stars. */
  choice: (n: number) => `${n} — ${RATING_MESSAGES.words[n] ?? ''}`,
  required: 'Please choose an overall rating from 1 (very hard visit) to 5 (calm and easy).',
  requiredToast: {
    title: 'Overall rating required',
    description: 'Please choose an overall rating from 1 (very hard visit) to 5 (calm and easy).',
  },
  /** The accommodations figure, its own measure beside the stars or in place of them. */
  accommodationsNoticed: (n: number) =>
    `${n} of ${ACCOMMODATIONS_IN_CATALOGUE} accommodations noticed`,
  /** A review from before the form asked for stars (decision 039). */
  noStarsChosen: 'Written before reviewers chose stars',
  noRatingsYet: 'No ratings yet',
  /** 'Rated 4.5 of 5 by 2 families': only families who chose stars. */
  ratedBy: (average: number, count: number) =>
    `Rated ${average.toFixed(1)} of 5 by ${count} ${count === 1 ? 'family' : 'families'}`,
} as const;
