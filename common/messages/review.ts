import { ACCOMMODATIONS_IN_CATALOGUE } from '../domain/review-score';
import { TOAST_DURATIONS } from './shared';

/**
 * Writing a review: the form, its visit questions and the reviewer's own star rating (public-side.md;
 * decisions 028, 039).
 * Every user-visible string lives under common/messages/ (decision 051); the spec's strings word
 * for word.
 */

export const REVIEW_MESSAGES = {
  backToHome: 'Back to Home',
  businessNotListed: 'Business not listed?',
  stepBasicInfo: 'Basic Info',
  stepSensoryDetails: 'Sensory Details',
  verifyCheckbox: 'I verify that I personally experienced these accommodations.',
  feedbackCounter: (length: number) => `${length}/500`,
  providerRequired: {
    title: 'Provider Required',
    description: 'You must select a business to mention a practitioner.',
  },
  selectBusiness: {
    title: 'Please select a business',
    description: 'You must select a business before you can mention a practitioner.',
  },
  authRequired: {
    title: 'Authentication Required',
    description: 'Please sign in to submit a review.',
  },
  selectAccommodations: {
    title: 'Please select accommodations',
    description: 'Please select at least one accommodation you experienced.',
  },
  provideFeedback: {
    title: 'Please provide feedback',
    description: 'Please share your overall experience.',
  },
  uploadError: {
    title: 'Upload Error',
    description: 'Failed to upload verification file. Please try again.',
  },
  submitFailed: { title: 'Error', description: 'Failed to submit review. Please try again.' },
  submittedVerified: {
    title: 'Review Submitted',
    description: 'Thank you for your verified review! It will be published after moderation.',
    duration: TOAST_DURATIONS.success,
  },
  submittedUnverified: {
    title: 'Review Submitted',
    description:
      'Thank you for helping our community! Your review will be published after verification.',
    duration: TOAST_DURATIONS.success,
  },
} as const;

/** The review form's visit questions and the step-1 duplicate notice (decision 028). */
export const REVIEW_VISIT_MESSAGES = {
  visitDisclosure: 'About your visit: when it was, how busy it felt, anything hard',
  headsUpLegend: 'Anything that could be hard?',
  headsUpHint: 'Tick anything another family should know about before they go.',
  headsUpOtherLabel: 'What else could be hard?',
  whenLegend: 'When was your visit?',
  dayLabel: 'Day of the week',
  timeLabel: 'Time of day',
  notSaid: 'Prefer not to say',
  busynessLegend: 'How busy and loud did it feel?',
  busynessCalm: 'Very calm',
  busynessLoud: 'Very busy and loud',
  busynessClear: 'Clear this answer',
  categoryMore: (label: string) => `Add a comment about ${label.toLowerCase()}`,
  alreadyReviewedPending:
    'You have already reviewed this business. Your review is waiting for moderation.',
  alreadyReviewedApproved: 'You have already reviewed this business. Your review is published.',
  seeMyReviews: 'See my reviews',
  seeBusinessPage: "See it on the business's page",
} as const;

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
