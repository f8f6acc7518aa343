/**
 * User-visible strings of the two spec documents (/work/shared/spec/public-side.md and
 * provider-admin-side.md), kept word for word. The server returns codes; the client maps them
 * to these texts. Texts with a {placeholder} in the spec are functions.
 */

export const PRODUCT_NAME = 'CalmPath';

/** Toast durations in milliseconds (public-side.md §9, provider-admin-side.md §9). */
export const TOAST_DURATIONS = {
  success: 3000,
  almostThere: 4000,
  /** The spec lists 5 s without tying it to a message; used for errors that need reading. */
  notice: 5000,
  applicationSubmitted: 6000,
  accountCreated: 8000,
} as const;

/** A toast: short title plus an optional sentence. */
export interface ToastMessage {
  readonly title: string;
  readonly description?: string;
  readonly duration?: number;
}

/** Several validation messages shown in one notice are joined with '. '. */
export function joinValidationErrors(messages: readonly string[]): string {
  return messages.join('. ');
}

export const COMMON_MESSAGES = {
  errorTitle: 'Error',
  successTitle: 'Success',
  unexpected: { title: 'Error', description: 'An unexpected error occurred. Please try again.' },
  unexpectedErrorTitle: 'Unexpected Error',
  pleaseTryAgain: 'Please try again.',
  tryAgain: 'Try Again',
  retry: 'Retry',
  backToHome: 'Back to Home',
  returnToHome: 'Return to Home',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  createAccount: 'Create Account',
  back: 'Back',
  next: 'Next',
  cancel: 'Cancel',
  accessDenied: 'Access Denied',
  accessRequired: 'Access Required',
  notFound: 'Oops! Page not found',
  unexpectedApplicationError: 'Unexpected Application Error!',
  /** Under a table that is wider than the screen (components/ui/scroll-region.tsx). */
  scrollSideways: 'Scroll sideways for more',
} as const;

export const CONFIG_MESSAGES = {
  missingEnv: (name: string) =>
    `Missing required environment variable: ${name}. Set it in your environment or .env file (see README).`,
  missingEnvPrefix: 'Missing required environment variable',
} as const;

/** Server error texts the sign-in flow recognises (public-side.md §8). */
export const AUTH_SERVER_ERRORS = {
  invalidCredentials: 'Invalid login credentials',
  userAlreadyRegistered: 'User already registered',
} as const;

export const AUTH_MESSAGES = {
  signInTitle: 'Welcome Back',
  signUpTitle: `Join ${PRODUCT_NAME}`,
  fullNameLabel: 'Full Name',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  signOut: 'Sign Out',
  loginFailed: {
    title: 'Login Failed',
    description: 'Invalid email or password. Please check your credentials and try again.',
  },
  signInError: (message: string): ToastMessage => ({ title: 'Error', description: message }),
  accountExists: {
    title: 'Account Exists',
    description: 'An account with this email already exists. Please sign in instead.',
  },
  signUpFailed: (message: string): ToastMessage => ({
    title: 'Sign Up Failed',
    description: message,
  }),
  unexpected: { title: 'Error', description: 'An unexpected error occurred. Please try again.' },
  welcomeBack: {
    title: 'Welcome back!',
    description: 'You have been successfully logged in.',
    duration: TOAST_DURATIONS.success,
  },
  almostThere: {
    title: 'Almost there!',
    description: 'Check your email for a confirmation link to activate your account.',
    duration: TOAST_DURATIONS.almostThere,
  },
  useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',
} as const;

export const NAV_MESSAGES = {
  listYourBusiness: 'List Your Business',
  nominateBusiness: 'Nominate a Business',
  signIn: 'Sign In',
  admin: 'Admin',
  /* A moderator's way to /admin, which shows them the moderation desk (decision 041). */
  moderation: 'Moderation',
  myFavorites: 'My Favorites',
  signOut: 'Sign Out',
  businessPortal: 'Business Portal',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  trustAndSafety: 'Trust & Safety',
} as const;

export const SEARCH_MESSAGES = {
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
} as const;

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

export const FAVORITE_MESSAGES = {
  mustBeLoggedIn: 'Must be logged in to save favorites',
  updateFailed: { title: 'Error', description: 'Failed to update favorites. Please try again.' },
  saved: {
    title: 'Saved to favorites!',
    description: 'You can find this provider in your saved list.',
    duration: TOAST_DURATIONS.success,
  },
  removed: {
    title: 'Removed from favorites',
    description: 'Provider removed from your saved list.',
    duration: TOAST_DURATIONS.success,
  },
  signInRequired: 'You must be signed in to view your favorites',
  heading: 'My Favorites',
  empty: 'No favorites yet',
  browseProviders: 'Browse Providers',
  leaveReview: 'Leave Review',
} as const;

export const BADGE_MESSAGES = {
  premium: 'Premium',
  enhanced: 'Enhanced',
  communityVerified: 'Community Verified',
  trustedAlly: 'Trusted Ally',
  verifiedProvider: '✓ Verified Provider',
  verifiedProviderName: 'Verified Provider',
  verifiedReviewer: 'Verified Reviewer',
} as const;

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

export const VALIDATION_MESSAGES = {
  businessNameRequired: 'Business Name is required',
  emailAddressRequired: 'Email Address is required',
  invalidEmail: 'Please enter a valid email address',
  businessCategoryRequired: 'Business Category is required',
  customCategoryRequired: 'Please specify your business category',
  invalidPhone: 'Please enter a valid phone number',
  consentsRequired: 'Please agree to all required terms to proceed',
  websiteScheme: 'Website URL should start with http:// or https://',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  fullNameRequired: 'Full name is required',
  incompleteStepTitle: 'Please complete required fields',
  validationErrorTitle: 'Validation Error',
} as const;

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

/** Document viewer (provider-admin-side.md §6, §8, §9). */
export const DOCUMENT_VIEWER_MESSAGES = {
  unavailable: 'Document Unavailable',
  notAvailable: 'Document not available',
  loadFailed: 'Failed to load document securely.',
  accessDenied: {
    title: 'Access Denied',
    description: 'You need moderator privileges to view this document',
  },
  retry: 'Retry',
  tryAgain: 'Try Again',
  expiresSoon: 'Secure access expires in 5 minutes',
  openInNewTab: 'Open in new tab',
  download: 'Download',
  downloadFailed: { title: 'Download Failed', description: 'Please try again.' },
  imageError: { title: 'Image Error', description: 'Try downloading instead.' },
  documentError: { title: 'Document Error', description: 'Try downloading instead.' },
} as const;

export const ADMIN_MESSAGES = {
  signedOut: 'Access Denied - You must be signed in to access the admin panel',
  notAdmin: "403 - Access Denied - You don't have administrator privileges",
  tabs: {
    reviews: 'Review Moderation',
    verification: 'Provider Verification',
    practitioners: 'Practitioner Approvals',
    promotion: 'Promotion Dashboard',
    duplicates: 'Duplicate Emails',
  },
  unauthorized: 'Unauthorized: Admin access required',
  noPermissionModerate: "You don't have permission to moderate reviews.",
  noPermissionAction: "You don't have permission to perform this action.",
  noPermissionFile: "You don't have permission to view this file.",
  bulkCannotBeUndone: 'This action cannot be undone.',
  rejectNotesRequired: 'Please provide notes when rejecting a review.',
  bulkRejectNotesRequired: 'Please provide notes when rejecting reviews.',
  moderateFailed: { title: 'Error', description: 'Failed to moderate review. Please try again.' },
  bulkModerateFailed: {
    title: 'Error',
    description: 'Failed to moderate reviews. Please try again.',
  },
  reviewModerated: (status: string): ToastMessage => ({
    title: 'Review moderated',
    description: `The review was ${status}.`,
    duration: TOAST_DURATIONS.success,
  }),
  bulkModerated: (count: number, status: string): ToastMessage => ({
    title: 'Bulk moderation completed',
    description: `${count} ${count === 1 ? 'review' : 'reviews'} ${status}.`,
    duration: TOAST_DURATIONS.success,
  }),
  loadVerificationsFailed: {
    title: 'Error loading data',
    description: 'Failed to load pending verification requests.',
  },
  processVerificationFailed: {
    title: 'Error',
    description: 'Failed to process verification. Please try again.',
  },
  providerVerified: {
    title: 'Provider Verified',
    description: 'The provider has been verified and notified by email.',
    duration: TOAST_DURATIONS.success,
  },
  providerRejected: {
    title: 'Provider Rejected',
    description: 'The provider has been rejected and notified by email.',
    duration: TOAST_DURATIONS.success,
  },
  missingInformation: {
    title: 'Missing Information',
    description: 'Please provide a message explaining what documentation is needed.',
  },
  documentRequestSent: {
    title: 'Document Request Sent',
    description: 'The provider has been asked for additional documents.',
    duration: TOAST_DURATIONS.success,
  },
  sendRequestFailed: {
    title: 'Error',
    description: 'Failed to send document request. Please try again.',
  },
  documentRequestTypes: [
    'State-issued professional license',
    'Business registration or EIN letter',
    'Professional certification or accreditation',
    'Insurance certificate',
    'Other (specify in message)',
  ],
  secureAccessFailed: {
    title: 'Error',
    description: 'Failed to generate secure file access. Please try again.',
  },
  fileAccessFailed: { title: 'Error', description: 'Failed to access file securely.' },
  documentAccessFailed: {
    title: 'Error',
    description: 'Unable to access document. Please try again.',
  },
  practitioner: {
    approve: 'Approve',
    reject: 'Reject',
    revoke: 'Revoke',
    meetsCriteria: 'Review meets criteria',
    doesNotMeetCriteria: 'Review does not meet the criteria',
    updated: (approved: boolean): ToastMessage => ({
      title: 'Success',
      description: approved ? 'Practitioner approved.' : 'Practitioner approval removed.',
      duration: TOAST_DURATIONS.success,
    }),
    updateFailed: {
      title: 'Error',
      description: 'Failed to update practitioner approval status.',
    },
  },
  promotion: {
    statusUpdated: {
      title: 'Status Updated',
      description: 'The promotion status has been changed.',
      duration: TOAST_DURATIONS.success,
    },
  },
  duplicates: {
    fetchFailed: { title: 'Error', description: 'Failed to fetch duplicate email data.' },
    empty: 'No Duplicate Emails Found',
    linkUser: 'Link User',
    refresh: 'Refresh',
    /*
     * The spec's Link User shows this error and then, misleadingly, the success below (a known
     * defect); both texts are kept so the caller can reproduce or fix it knowingly.
     */
    linkNotAvailable: {
      title: 'Feature Not Available',
      description: 'User linking functionality is not yet implemented.',
    },
    linkSucceeded: {
      title: 'Success',
      description: 'User successfully linked to provider as business admin.',
    },
    linkFailed: { title: 'Error', description: 'Failed to link user to provider.' },
  },
} as const;

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

export const ONBOARDING_MESSAGES = {
  signInRequired: 'Please sign in to complete onboarding.',
  saveFailed: { title: 'Error', description: 'Failed to save your information. Please try again.' },
  saved: {
    title: 'Success',
    description: 'Your onboarding information has been saved.',
    duration: TOAST_DURATIONS.success,
  },
  leaveReview: 'Leave a Review',
  exploreProviders: 'Explore Providers',
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

/**
 * Provider Verification, Promotion Dashboard and Duplicate Emails: words the spec does not give
 * (a reason to reject, a deadline check, e-mail states, the honest Link User message of
 * decision 017).
 */
export const ADMIN_REVIEW_DESK_MESSAGES = {
  verification: {
    queueEmpty: 'No providers are waiting for verification.',
    approveAndVerify: 'Approve & Verify',
    reject: 'Reject',
    requestDocuments: 'Request Additional Documents',
    viewDocument: 'View Document',
    noDocument: 'No document uploaded',
    /* The spec: "a preview blocked by the browser offers open in a new tab". */
    previewHint:
      'No preview below? Your browser may have blocked it: open the document in a new tab instead.',
    rejectReasonRequired: 'Please provide a reason for rejecting this provider.',
    deadlineBeforeToday: 'The deadline cannot be before today.',
    notInQueue: 'This provider is no longer waiting for verification.',
    noContactEmail: 'This provider has no contact e-mail, so no e-mail can be sent.',
    providerVerifiedNoEmail: {
      title: 'Provider Verified',
      description:
        'The provider has been verified. The e-mail could not be sent: there is no contact e-mail on file.',
      duration: TOAST_DURATIONS.notice,
    },
    providerRejectedNoEmail: {
      title: 'Provider Rejected',
      description:
        'The provider has been rejected. The e-mail could not be sent: there is no contact e-mail on file.',
      duration: TOAST_DURATIONS.notice,
    },
    mailStates: {
      queued: 'E-mail waiting to be sent',
      sent: 'E-mail sent',
      failed: 'E-mail could not be sent',
    },
  },
  promotion: {
    tierRequired: 'Please choose a tier.',
    invalidFee: 'Please enter a monthly fee of 0 or more, with at most two decimals.',
    basicCannotBeActive: 'A basic listing has no promotion to activate. Choose a tier first.',
    promotionSaved: {
      title: 'Promotion Updated',
      description: 'The promotion settings have been saved.',
      duration: TOAST_DURATIONS.success,
    },
    updateFailed: {
      title: 'Error',
      description: 'Failed to update the promotion. Please try again.',
    },
    loadFailed: { title: 'Error', description: 'Failed to load promotion data.' },
    noPromoted: 'No promoted providers yet.',
  },
  duplicates: {
    hintLink: 'Link a user account to a provider to make that user its business admin.',
    hintMerge: 'More than one user account has this e-mail: consider merging them.',
    linked: (userName: string, providerName: string): ToastMessage => ({
      title: 'User Linked',
      description: `${userName} is now the business admin of ${providerName}.`,
      duration: TOAST_DURATIONS.notice,
    }),
    alreadyLinked: 'This provider already has a business admin.',
    emailMismatch: "This user's e-mail does not match the provider's contact e-mail.",
    emailNotConfirmed: 'This user has not confirmed their e-mail address yet.',
  },
} as const;

/** Search that understands what people type (decision 021). */
export const SMART_SEARCH_MESSAGES = {
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
} as const;

/** When a search line or a visitor asks more than search can do (decision 035). */
export const SEARCH_LIMIT_MESSAGES = {
  tooManyWords: (max: number) =>
    `That search has more words than we can look up at once. Please use ${max} words or fewer, such as what you need and where.`,
  tooLong: (max: number) => `Please keep your search to ${max} characters or fewer.`,
  rateLimited: "You're searching faster than we can keep up. Please wait a moment and try again.",
  timedOut: 'That search took longer than we allow. Please try again with fewer words.',
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

/** 'My reviews' and account settings (decision 025). */
export const ACCOUNT_MESSAGES = {
  myReviews: 'My Reviews',
  accountSettings: 'Account Settings',
  myReviewsIntro:
    'Every review you have written. A review waits for a moderator before it is published; until then you can edit or withdraw it.',
  noReviews: 'You have not written any reviews yet.',
  writeReview: 'Share your experience',
  statusLabels: {
    pending: 'Waiting for moderation',
    approved: 'Published',
    rejected: 'Not published',
  },
  moderatorReason: 'Reason from our moderators:',
  noReasonGiven: 'Our moderators did not give a reason.',
  writtenOn: (date: string) => `Written on ${date}`,
  edit: 'Edit',
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw this review?',
  withdrawDescription:
    'The review and any proof you attached are deleted. You can write a new review of this business later.',
  withdrawConfirm: 'Withdraw review',
  cancel: 'Cancel',
  withdrawn: { title: 'Review withdrawn', description: 'Your review has been deleted.' },
  editTitle: (business: string) => `Edit your review of ${business}`,
  overallFeedback: 'Overall feedback',
  practitionerName: 'Practitioner name',
  save: 'Save changes',
  saved: {
    title: 'Review updated',
    description: 'Your changes are saved. The review still waits for moderation.',
  },
  reviewNotFound: 'We could not find that review.',
  reviewNotPending:
    'This review has already been moderated, so it can no longer be changed or withdrawn.',
  providerChanged: 'A review cannot be moved to another business. Please write a new review.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  /* Account settings */
  nameSection: 'Your name',
  fullName: 'Full name',
  saveName: 'Save name',
  nameSaved: { title: 'Name saved', description: 'Your name has been updated.' },
  emailSection: 'E-mail address',
  currentEmail: (email: string) => `Your e-mail address is ${email}.`,
  newEmail: 'New e-mail address',
  changeEmail: 'Send confirmation link',
  emailChangeSent: (email: string) => ({
    title: 'Check your inbox',
    description: `We sent a confirmation link to ${email}. Your address changes when you open it.`,
  }),
  emailChanged: 'Your e-mail address has been changed.',
  passwordSection: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  changePassword: 'Change password',
  passwordChanged: {
    title: 'Password changed',
    description: 'Your password has been changed. Other devices have been signed out.',
  },
  wrongPassword: 'That password is not correct.',
  passwordTooShort: 'Your new password must be at least 6 characters.',
  dataSection: 'Your data',
  dataIntro:
    'Download a copy of everything CalmPath holds about you: your account, profile, favourites, reviews and roles, as one JSON file.',
  downloadData: 'Download my data',
  deleteSection: 'Delete my account',
  deleteIntro:
    'This deletes your account, profile, favourites and saved preferences. Reviews that are waiting or were not published are deleted; published reviews stay on the site as "Anonymous", with nothing that links them to you. This cannot be undone.',
  deletePassword: 'Your password',
  deleteConfirmLabel: 'Type DELETE to confirm',
  deleteButton: 'Delete my account',
  deleted: {
    title: 'Account deleted',
    description: 'Your account and personal information have been deleted.',
  },
  somethingWrong: 'Something went wrong. Please try again.',
} as const;

/** The calm mode toggle (decision 026). */
export const CALM_MODE_MESSAGES = {
  toggle: 'Calm mode',
  on: 'Calm mode is on: no motion, softer colours, larger text.',
  off: 'Calm mode is off.',
} as const;

/** What was searched: the words or the category, and the ZIP with its distance. */
export type SearchName = { what: string | null; near: { zip: string; within: number } | null };

const nearPart = ({ near }: SearchName) =>
  near ? ` near ${near.zip} (within ${near.within} miles)` : '';

function searchName(search: SearchName): string {
  return `${search.what ? `for “${search.what}”` : ''}${nearPart(search)}`.trim();
}

/** Filters, distance and the map (decision 030). */
export const PLACES_MESSAGES = {
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
  /** On a card found near a ZIP. */
  distance: (miles: number) =>
    miles < 0.1 ? 'Less than 0.1 miles away' : `${miles.toFixed(1)} miles away`,
  nearHeading: (within: number, zip: string, place: string | null) =>
    `Within ${within} miles of ${zip}${place ? ` (${place})` : ''}`,
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
} as const;

/** 'Near me' and the saved ZIP as the default place (decision 043). */
export const NEAR_ME_MESSAGES = {
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
} as const;
