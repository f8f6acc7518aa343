import { ACCOMMODATIONS_IN_CATALOGUE } from '../domain/review-score';
import { translatable } from '../i18n/translatable';
import { TOAST_DURATIONS } from './shared';

/**
 * Writing a review: the form, its visit questions and the reviewer's own star rating (public-side.md;
 * decisions 028, 039).
 * Every user-visible string lives under common/messages/ (decision 051); the spec's strings word
 * for word.
 */

export const REVIEW_MESSAGES = /*#__PURE__*/ translatable('review', 'REVIEW_MESSAGES', {
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
} as const);

/** The review form's visit questions and the step-1 duplicate notice (decision 028). */
export const REVIEW_VISIT_MESSAGES = /*#__PURE__*/ translatable('review', 'REVIEW_VISIT_MESSAGES', {
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
} as const);

/**
 * The words of the reviewer's own star rating (decision 039). Not spec strings: the
 * spec derived the stars from the ticked accommodations, which this knowingly replaces.
 */
export const RATING_MESSAGES = /*#__PURE__*/ translatable('review', 'RATING_MESSAGES', {
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
} as const);

/** The words of sensory-details.tsx. */
export const SENSORY_DETAILS_MESSAGES = /*#__PURE__*/ translatable(
  'review',
  'SENSORY_DETAILS_MESSAGES',
  {
    optional: '(optional)',
    commentsAbout: 'Comments about',
    matchedWhatWasListed: 'Matched what was listed',
    untickIfThisPart:
      "Untick if this part of the visit was not what the business's listing led you to expect.",
    howDidTheVisit: 'How did the visit feel?',
    chooseAnyWordsThat: 'Choose any words that describe it.',
    useTheArrowKeys: 'Use the arrow keys to move between the words.',
    overallExperience: 'Overall experience',
    whatWasTheVisit:
      'What was the visit like? What helped, and what would you like others to know?',
    charactersUsed: 'Characters used:',
  } as const,
);

/** The words of proof-upload.tsx. */
export const PROOF_UPLOAD_MESSAGES = /*#__PURE__*/ translatable('review', 'PROOF_UPLOAD_MESSAGES', {
  proofOfYourVisit: 'Proof of your visit',
  optional: '(optional)',
  aReceiptAppointmentLetter:
    'A receipt, appointment letter or photo: PDF, JPG or PNG, up to 5MB. It stays private: only our moderators see it. With proof and the box below ticked, your review counts as verified.',
  removeFile: 'Remove file',
  proofUpload: 'Proof upload',
  proofUploaded100: 'Proof uploaded: 100%',
  uploadingProof: (progress: string | number) => `Uploading proof: ${progress}%`,
} as const);

/** The words of visit-questions.tsx. */
export const VISIT_QUESTIONS_MESSAGES = /*#__PURE__*/ translatable(
  'review',
  'VISIT_QUESTIONS_MESSAGES',
  {
    optional: '(optional)',
  } as const,
);

/** The words of step-progress.tsx. */
export const STEP_PROGRESS_MESSAGES = /*#__PURE__*/ translatable(
  'review',
  'STEP_PROGRESS_MESSAGES',
  {
    stepOfTotal: (step: number, total: number) => `Step ${step} of ${total}`,
    reviewFormProgress: 'Review form progress',
    stepOf: (step: number, total: number, name: string) => `Step ${step} of ${total}: ${name}`,
  } as const,
);

/** The words of business-combobox.tsx. */
export const BUSINESS_COMBOBOX_MESSAGES = /*#__PURE__*/ translatable(
  'review',
  'BUSINESS_COMBOBOX_MESSAGES',
  {
    typeABusinessName: 'Type a business name, type or city, then choose it from the list.',
    searchBusinesses: 'Search businesses',
    selected: 'Selected:',
    businessesCouldNotBe: 'Businesses could not be loaded. Please try again.',
    noBusinessesFoundTry: 'No businesses found. Try another name or city.',
  } as const,
);

/** The words of review.tsx. */
export const REVIEW_PAGE_MESSAGES = /*#__PURE__*/ translatable('review', 'REVIEW_PAGE_MESSAGES', {
  writeAReview: 'Write a review',
  shareYourExperience: 'Share your experience',
  tellOtherFamiliesWhich:
    'Tell other families which sensory accommodations you found, so they can plan a calmer visit. Reviews are published after moderation.',
} as const);

/** The words of review-form.tsx. */
export const REVIEW_FORM_MESSAGES = /*#__PURE__*/ translatable('review', 'REVIEW_FORM_MESSAGES', {
  business: 'Business',
  opensInANew: '(opens in a new tab)',
  practitionerName: 'Practitioner name',
  thePersonWhoHelped: 'The person who helped you, if you would like to mention them.',
  chooseABusinessFirst: 'Choose a business first, then you can mention the person who helped you.',
  reviewing: 'Reviewing',
  whichAccommodationsDidYou: 'Which accommodations did you experience?',
  submitting: 'Submitting…',
  submitReview: 'Submit Review',
  submitBecomesAvailableOnce:
    'Submit becomes available once you have described your overall experience.',
  weCouldNotFind: 'We could not find that business. Please search for it below.',
} as const);
