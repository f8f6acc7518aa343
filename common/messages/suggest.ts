import { translatable } from '../i18n/translatable';
import { TOAST_DURATIONS } from './shared';

/**
 * Nominating a business that is not listed yet (public-side.md).
 * Every user-visible string lives under common/messages/ (decision 051); the spec's strings word
 * for word.
 */

/** Default location text (provider-admin-side.md §5 and §9). */
export const DEFAULT_LOCATION = 'Location not specified';

export const SUGGEST_MESSAGES = /*#__PURE__*/ translatable('suggest', 'SUGGEST_MESSAGES', {
  submitted: {
    title: 'Business Suggestion Submitted!',
    description: 'Thank you! Our team will review it before adding it to the directory.',
    duration: TOAST_DURATIONS.success,
  },
  submitFailed: {
    title: 'Error',
    description: 'There was an error submitting your suggestion. Please try again.',
  },
  unexpected: { title: 'Error', description: 'An unexpected error occurred. Please try again.' },
  otherCategory: 'Other (please specify)',
  // Spec: joined in a 'Validation Error' notice. Missing location is stored as the default.
  validationErrorTitle: 'Validation Error',
  defaultLocation: DEFAULT_LOCATION,
} as const);

/** The words of suggest-business.tsx. */
export const SUGGEST_BUSINESS_PAGE_MESSAGES = /*#__PURE__*/ translatable(
  'suggest',
  'SUGGEST_BUSINESS_PAGE_MESSAGES',
  {
    suggestABusiness: 'Suggest a Business',
    back: 'Back',
    backToReview: 'Back to Review',
    knowAPlaceThat:
      'Know a place that makes visits calmer and is not listed yet? Tell us what you know. Our team checks every suggestion and reaches out to the business before adding it to the directory. You do not need an account.',
  } as const,
);

/** The words of category-select.tsx. */
export const CATEGORY_SELECT_MESSAGES = /*#__PURE__*/ translatable(
  'suggest',
  'CATEGORY_SELECT_MESSAGES',
  {
    chooseACategory: 'Choose a category',
    other: 'Other',
  } as const,
);

/** The words of suggest-business-form.tsx. */
export const SUGGEST_BUSINESS_FORM_MESSAGES = /*#__PURE__*/ translatable(
  'suggest',
  'SUGGEST_BUSINESS_FORM_MESSAGES',
  {
    aboutTheBusiness: 'About the business',
    theKindOfBusiness: 'The kind of business it is, for example: Sensory Gym.',
    streetAndCityIf: 'Street and city, if you know them.',
    https: 'https://',
    optional: '(optional)',
    tickTheOnesYou: 'Tick the ones you know this business offers.',
    somethingElseTheyDo:
      'Something else they do that helps, for example: a side door away from the crowd.',
    charactersUsed: 'Characters used:',
    submitting: 'Submitting…',
    submitSuggestion: 'Submit Suggestion',
    submitBecomesAvailableOnce:
      'Submit becomes available once you have entered the business name and category',
    andWhatKindOf: ', and what kind of business it is',
    ourTeamReviewsEvery: 'Our team reviews every suggestion before it is listed.',
  } as const,
);

/** The suggestion form's labels; the spec names the fields, and the length messages reuse them. */
export const SUGGESTION_FIELD_LABELS = /*#__PURE__*/ translatable(
  'suggest',
  'SUGGESTION_FIELD_LABELS',
  {
    name: 'Business Name',
    category: 'Business Category',
    /* The visitor names someone else's business, not their own (decision 024). */
    customCategory: "The business's category",
    address: 'Address',
    zipCode: 'Zip Code',
    phone: 'Phone',
    website: 'Website',
    accommodations: 'Sensory accommodations',
    customAccommodation: 'Custom accommodation suggestion',
  } as const,
);

/* Not in the spec: a refused length or an unknown category needs words of its own. */
export const SUGGESTION_CHECK_MESSAGES = /*#__PURE__*/ translatable(
  'suggest',
  'SUGGESTION_CHECK_MESSAGES',
  {
    tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer`,
    unknownCategory: 'Please choose a Business Category from the list',
    duplicateAccommodation: 'Each accommodation can be chosen only once',
  } as const,
);
