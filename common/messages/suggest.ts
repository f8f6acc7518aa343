import { TOAST_DURATIONS } from './shared';

/**
 * Nominating a business that is not listed yet (public-side.md).
 * Every user-visible string lives under common/messages/ (decision 051); the spec's strings word
 * for word.
 */

/** Default location text (provider-admin-side.md §5 and §9). */
export const DEFAULT_LOCATION = 'Location not specified';

export const SUGGEST_MESSAGES = {
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
} as const;
