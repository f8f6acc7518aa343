import { PRODUCT_NAME, TOAST_DURATIONS, type ToastMessage } from './shared';

/**
 * The business side: the application wizard, document uploads, the business dashboard, the signup
 * link and the business's listing labels (provider-admin-side.md).
 * Every user-visible string lives under common/messages/ (decision 051); the spec's strings word
 * for word.
 */

export const PROVIDER_MESSAGES = {
  wizardSteps: ['Business Information', 'Sensory Accommodations', 'Verification & Consent'],
  /** Progress line, e.g. 'Step 1 of 3'. */
  stepOf: (step: number, total = 3) => `Step ${step} of ${total}`,
  percentComplete: (percent: number) => `${percent}% complete`,
  submitApplication: 'Submit Provider Application',
  locationCounts: ['1-9 locations', '10+ locations'],
  fastTrack: {
    title: 'Want to fast-track your listing?',
    description:
      'Create a free account now so you can upload verification documents and manage your listing once it is approved.',
    createAccount: 'Create Account',
    maybeLater: 'Maybe Later',
  },
  submissionError: (message: string): ToastMessage => ({
    title: 'Submission Error',
    description: `Error: ${message}. Please try again.`,
  }),
  submissionUnexpected: {
    title: 'Submission Error',
    description: 'An unexpected error occurred. Please try again.',
  },
  verificationSubmitFailed: {
    title: 'Submission failed',
    description: 'There was an error submitting your verification. Please try again.',
  },
  applicationSubmitted: {
    title: 'Application Submitted Successfully! 🎉',
    description:
      "Thank you. We'll review your application within 2-3 business days and contact you by email.",
    duration: TOAST_DURATIONS.applicationSubmitted,
  },
  verificationSubmitted: {
    title: 'Verification submitted!',
    description: 'Your documents were received. Our team will review them shortly.',
    duration: TOAST_DURATIONS.success,
  },
  verificationDocumentsSubmitted: {
    title: 'Verification Documents Submitted',
    description: 'Our team will review your documents and update your listing status.',
    duration: TOAST_DURATIONS.success,
  },
  documentsSubmittedSuccessfully: {
    title: 'Documents Submitted Successfully',
    description: 'Thank you. Our team will review your documents shortly.',
    duration: TOAST_DURATIONS.success,
  },
  dashboard: {
    accessDenied: 'Access Denied',
    learnHowToGetVerified: 'Learn How to Get Verified',
    noProviderAccount: 'No Provider Account Found',
    registerAsProvider: 'Register as a Provider',
    uploadVerificationDocuments: 'Upload Verification Documents',
    adminNotes: 'Admin Notes',
    averageRating: 'Average Rating',
    totalReviews: 'Total Reviews',
    verifiedReviews: 'Verified Reviews',
  },
  secureUpload: {
    uploadDocuments: 'Upload Documents',
    invalidLink: 'Invalid Upload Link',
    invalidOrExpired: 'Invalid or expired upload link',
    invalidToken: 'Invalid security token',
    returnToHome: 'Return to Home',
    welcome: `Welcome to ${PRODUCT_NAME}`,
  },
} as const;

/** Proof and verification document uploads share their limits and wording. */
export const UPLOAD_MESSAGES = {
  fileTooLarge: { title: 'File too large', description: 'Please upload a file smaller than 5MB.' },
  invalidFileType: {
    title: 'Invalid file type',
    description: 'Please upload a PDF, JPG, or PNG file.',
  },
  noFileSelected: {
    title: 'No file selected',
    description: 'Please upload a verification document.',
  },
  formDisabled: {
    title: 'Form disabled',
    description: 'Please submit your application first to enable document upload.',
  },
  uploadAfterAccount: 'You can upload verification documents after creating an account.',
  uploadFailed: (message: string): ToastMessage => ({
    title: 'Upload failed',
    description: `${message} Please try again.`,
  }),
} as const;

/** Verification documents over their quota or rate limit (decision 037): calm, with a time. */
export const DOCUMENT_UPLOAD_MESSAGES = {
  title: 'Please wait a little',
  userQuota:
    'You have sent several documents in the last hour. Your latest one is safely with us; you can send another in an hour.',
  providerQuota:
    'This business has received several documents in the last hour. The latest one is safely with us; you can send another in an hour.',
  rateLimited: 'Many uploads arrived in a short time. Please wait a few minutes and try again.',
} as const;

const DOCUMENT_LIMIT_DESCRIPTIONS: Partial<Record<string, string>> = {
  TOO_MANY_DOCUMENTS: DOCUMENT_UPLOAD_MESSAGES.userQuota,
  TOO_MANY_BUSINESS_DOCUMENTS: DOCUMENT_UPLOAD_MESSAGES.providerQuota,
  RATE_LIMITED: DOCUMENT_UPLOAD_MESSAGES.rateLimited,
};

/** The toast for a document upload refused by a limit, by the server's code; undefined for others. */
export function documentUploadLimitToast(code: string): ToastMessage | undefined {
  const description = DOCUMENT_LIMIT_DESCRIPTIONS[code];
  return description ? { title: DOCUMENT_UPLOAD_MESSAGES.title, description } : undefined;
}

/** Listing status (accommodation_status) labels, provider-admin-side.md §4. */
export const LISTING_STATUS_LABELS = {
  verified: '✓ Verified Provider',
  rejected: '✗ Rejected',
  other: '⏳ Pending Review',
} as const;

/** Document badges (verification_status), provider-admin-side.md §4. */
export const DOCUMENT_BADGE_LABELS = {
  verified: 'Documents Verified',
  rejected: 'Documents Rejected',
  pending: 'Documents Under Review',
  other: 'No Documents Uploaded',
} as const;

/** Where 'verified' versus anything else is shown as two words. */
export const VERIFICATION_LABELS = {
  verified: 'Verified',
  other: 'Pending Verification',
} as const;

export const SIGNUP_LINK_MESSAGES = {
  missingParams: 'Missing provider ID or token. Please use a valid signup link.',
  validationFailed: 'Failed to validate signup link. Please try again or contact support.',
  invalidLink: 'Invalid or expired signup link. Please contact support for a new link.',
  providerNotFound: 'Provider not found. Please contact support.',
  unexpected: 'An unexpected error occurred. Please try again or contact support.',
  signInToComplete: 'Please sign in to complete your business account setup.',
  setupFailedWith: (message: string) => `Failed to complete setup: ${message}`,
  unexpectedResponse: 'Unexpected response from server. Please contact support.',
  setupFailed: 'Failed to complete setup. Please contact support.',
  signInFailed: {
    title: 'Sign In Failed',
    description: 'Invalid credentials. Please check your email and password.',
  },
  accountCreationFailed: (message: string): ToastMessage => ({
    title: 'Account Creation Failed',
    description: message,
  }),
  accountCreated: {
    title: 'Account Created!',
    description: 'Your business account is ready and you are signed in.',
    duration: TOAST_DURATIONS.accountCreated,
  },
  alreadySignedIn: 'Already Signed In',
  welcomeBack: 'Welcome Back',
  continueToDashboard: 'Continue to Dashboard',
  returnToHome: 'Return to Home',
} as const;

export const BUSINESS_CONFIRMED_MESSAGES = {
  accessRequired: 'Access Required',
  providerNotFound: 'Provider Information Not Found',
  unexpectedError: 'Unexpected Error',
  goToDashboard: 'Go to Business Dashboard',
  completeProfile: 'Complete Business Profile',
} as const;
