import { translatable } from '../i18n/translatable';
import { PRODUCT_NAME, TOAST_DURATIONS, type ToastMessage } from './shared';

/**
 * The business side: the application wizard, document uploads, the business dashboard, the signup
 * link and the business's listing labels (provider-admin-side.md).
 * Every user-visible string lives under common/messages/ (decision 051); the spec's strings word
 * for word.
 */

export const PROVIDER_MESSAGES = /*#__PURE__*/ translatable('business', 'PROVIDER_MESSAGES', {
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
} as const);

/** Proof and verification document uploads share their limits and wording. */
export const UPLOAD_MESSAGES = /*#__PURE__*/ translatable('business', 'UPLOAD_MESSAGES', {
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
} as const);

/** Verification documents over their quota or rate limit (decision 037): calm, with a time. */
export const DOCUMENT_UPLOAD_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'DOCUMENT_UPLOAD_MESSAGES',
  {
    title: 'Please wait a little',
    userQuota:
      'You have sent several documents in the last hour. Your latest one is safely with us; you can send another in an hour.',
    providerQuota:
      'This business has received several documents in the last hour. The latest one is safely with us; you can send another in an hour.',
    rateLimited: 'Many uploads arrived in a short time. Please wait a few minutes and try again.',
  } as const,
);

/*
 * Which sentence each server code shows: keys, not copies of the words, so the function reads
 * DOCUMENT_UPLOAD_MESSAGES when it is called and a Spanish page gets the Spanish sentence (the
 * client writes the translation over the object after this module has loaded; decision 062).
 */
const DOCUMENT_LIMIT_KEYS: Partial<Record<string, 'userQuota' | 'providerQuota' | 'rateLimited'>> =
  {
    TOO_MANY_DOCUMENTS: 'userQuota',
    TOO_MANY_BUSINESS_DOCUMENTS: 'providerQuota',
    RATE_LIMITED: 'rateLimited',
  };

/** The toast for a document upload refused by a limit, by the server's code; undefined for others. */
export function documentUploadLimitToast(code: string): ToastMessage | undefined {
  const key = DOCUMENT_LIMIT_KEYS[code];
  return key
    ? { title: DOCUMENT_UPLOAD_MESSAGES.title, description: DOCUMENT_UPLOAD_MESSAGES[key] }
    : undefined;
}

/** Where 'verified' versus anything else is shown as two words. */
export const VERIFICATION_LABELS = /*#__PURE__*/ translatable('business', 'VERIFICATION_LABELS', {
  verified: 'Verified',
  other: 'Pending Verification',
} as const);

export const SIGNUP_LINK_MESSAGES = /*#__PURE__*/ translatable('business', 'SIGNUP_LINK_MESSAGES', {
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
} as const);

export const BUSINESS_CONFIRMED_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'BUSINESS_CONFIRMED_MESSAGES',
  {
    accessRequired: 'Access Required',
    providerNotFound: 'Provider Information Not Found',
    unexpectedError: 'Unexpected Error',
    goToDashboard: 'Go to Business Dashboard',
    completeProfile: 'Complete Business Profile',
  } as const,
);

/** The words of document-upload-form.tsx. */
export const DOCUMENT_UPLOAD_FORM_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'DOCUMENT_UPLOAD_FORM_MESSAGES',
  {
    notesForOurTeam: 'Notes for our team',
    verificationDocument: 'Verification document',
    aStateProfessionalLicense:
      'A state professional license, a business registration or EIN letter, or an accreditation certificate: PDF, JPG or PNG, up to 5MB. Only our verification team can open it.',
    optional: '(optional)',
    documentUpload: 'Document upload',
    uploading: 'Uploading…',
  } as const,
);

/** The words of link-provider-summary.tsx. */
export const LINK_PROVIDER_SUMMARY_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'LINK_PROVIDER_SUMMARY_MESSAGES',
  {
    yourBusiness: 'Your business',
  } as const,
);

/** The words of photos-section.tsx. */
export const PHOTOS_SECTION_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'PHOTOS_SECTION_MESSAGES',
  {
    somethingWentWrongPlease: 'Something went wrong. Please try again.',
    uploadFailed: 'Upload failed',
    optional: '(optional)',
    photoUpload: 'Photo upload',
    deleteFailed: 'Delete failed',
    deleteThisPhoto: 'Delete this photo?',
    yesDelete: 'Yes, delete',
    keepIt: 'Keep it',
    loadingPhotos: 'Loading photos…',
    notSaved: 'Not saved',
    of: 'of',
    photos: 'photos',
    yourWhatToExpect: 'Your what-to-expect story',
  } as const,
);

/** The words of profile-form.tsx. */
export const PROFILE_FORM_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'PROFILE_FORM_MESSAGES',
  {
    profileSaved: 'Profile saved',
    familiesSeeYourChanges: 'Families see your changes on your listing.',
    error: 'Error',
    failedToSaveYour: 'Failed to save your profile. Please try again.',
    nameCategoryAndContact:
      'Name, category and contact e-mail are checked by our team; write to support to change them.',
    https: 'https://',
    optional: '(optional)',
    monFri900: 'Mon–Fri 9:00–17:00\nQuiet hour: Sat 9:00–10:00',
    whatYouOfferIn:
      "What you offer, in your own words. Your listing shows these as declared by the business; the ratings and confirmations on it come from families' reviews only.",
    saving: 'Saving…',
    saveProfile: 'Save Profile',
    lastDeclaredOn: (date: string) => ` Last declared on ${date}.`,
  } as const,
);

/** The words of provider-overview.tsx. */
export const PROVIDER_OVERVIEW_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'PROVIDER_OVERVIEW_MESSAGES',
  {
    for: 'For',
    ourTeamReviewsDocuments: '. Our team reviews documents within 2-3 business days.',
    status: 'Status',
    performance: 'Performance',
    businessInformation: 'Business information',
    name: 'Name',
    category: 'Category',
    location: 'Location',
    contactEmail: 'Contact email',
    notProvided: 'Not provided',
    accommodations: 'Accommodations',
    noneListedYet: 'None listed yet',
    verificationDocuments: 'Verification documents',
  } as const,
);

/** The words of document-file.ts. */
export const DOCUMENT_FILE_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'DOCUMENT_FILE_MESSAGES',
  {
    theUploadDidNot: 'The upload did not reach us.',
  } as const,
);

/** The words of application-submitted.tsx. */
export const APPLICATION_SUBMITTED_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'APPLICATION_SUBMITTED_MESSAGES',
  {
    speedUpVerification: 'Speed up verification',
    attachOneDocumentNow:
      'Attach one document now so our team can verify your business together with your application. If you skip this, our team will ask you by email for what it needs.',
    skipForNow: 'Skip for now',
    takingYouBackTo: 'Taking you back to the home page…',
  } as const,
);

/** The words of business-information-step.tsx. */
export const BUSINESS_INFORMATION_STEP_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'BUSINESS_INFORMATION_STEP_MESSAGES',
  {
    theKindOfBusiness: 'The kind of business it is, for example: Sensory Gym.',
    forExampleWwwYourbusiness: 'For example www.yourbusiness.com',
    weSendTheResult: 'We send the result of our review here.',
    streetCityStateAnd:
      'Street, city, state and ZIP code of your main location, for example 1000 S Lamar Blvd, Austin, TX 78704.',
  } as const,
);

/** The words of error-summary.tsx. */
export const ERROR_SUMMARY_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'ERROR_SUMMARY_MESSAGES',
  {
    requiredAgreements: 'Required agreements',
    oneAnswerNeedsYour: 'One answer needs your attention:',
    answersNeedYourAttention: (length: string | number) => `${length} answers need your attention:`,
  } as const,
);

/** The words of fast-track-note.tsx. */
export const FAST_TRACK_NOTE_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'FAST_TRACK_NOTE_MESSAGES',
  {
    youCanAlsoApply:
      'You can also apply without an account. Your answers are kept on this device until you send them.',
  } as const,
);

/** The words of provider-application-wizard.tsx. */
export const PROVIDER_APPLICATION_WIZARD_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'PROVIDER_APPLICATION_WIZARD_MESSAGES',
  {
    applicationAlreadyReceived: 'Application already received',
    back: 'Back',
    next: 'Next',
    submitting: 'Submitting…',
    submitBecomesAvailableOnce:
      'Submit becomes available once the business name, category, email address and the three required agreements are filled in.',
    yourAnswersAreSaved: 'Your answers are saved on this device until you submit.',
  } as const,
);

/** The words of sensory-accommodations-step.tsx. */
export const SENSORY_ACCOMMODATIONS_STEP_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'SENSORY_ACCOMMODATIONS_STEP_MESSAGES',
  {
    tickEveryAccommodationYou:
      'Tick every accommodation you offer today. Families filter by these, and reviewers confirm them after their visits. You can change them later.',
    optional: '(optional)',
    somethingElseYouDo:
      'Something else you do that helps, for example: a side door away from the waiting room.',
    charactersUsed: 'Characters used:',
  } as const,
);

/** The words of verification-consent-step.tsx. */
export const VERIFICATION_CONSENT_STEP_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'VERIFICATION_CONSENT_STEP_MESSAGES',
  {
    termsOfService: 'Terms of Service',
    privacyPolicy: 'Privacy Policy',
    trustSafety: 'Trust & Safety',
    consent: 'Consent',
    pleaseReadOur: 'Please read our',
    opensInANew: '(opens in a new tab)',
    and: ' and ',
    pagesTheFirstThree: 'pages. The first three boxes are required.',
    verificationDocuments: 'Verification documents',
    verifiedProvidersEarnThe:
      'Verified providers earn the Verified Provider badge. You can send a document once your application is in.',
  } as const,
);

/** The words of verification-document-upload.tsx. */
export const VERIFICATION_DOCUMENT_UPLOAD_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'VERIFICATION_DOCUMENT_UPLOAD_MESSAGES',
  {
    verificationDocument: 'Verification document',
    optional: '(optional)',
    aStateProfessionalLicense:
      'A state professional license, a business registration or EIN letter, or an accreditation from a recognised body: PDF, JPG or PNG, up to 5MB. Only our verification team sees it.',
    documentUpload: 'Document upload',
    uploading: 'Uploading…',
    uploadDocument: 'Upload Document',
  } as const,
);

/** The words of wizard-progress.tsx. */
export const WIZARD_PROGRESS_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'WIZARD_PROGRESS_MESSAGES',
  {
    applicationProgress: 'Application progress',
  } as const,
);

/** The words of business-confirmed.tsx. */
export const BUSINESS_CONFIRMED_PAGE_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'BUSINESS_CONFIRMED_PAGE_MESSAGES',
  {
    businessAccountReady: 'Business account ready',
    pleaseSignInTo: 'Please sign in to see your business account.',
    weCouldNotFind: 'We could not find this business on your account. Please contact support.',
    somethingWentWrongWhile: 'Something went wrong while loading your business. Please try again.',
    yourBusinessAccountIs: 'Your business account is ready',
    youNowManage: 'You now manage',
    onCalmpath: 'on CalmPath.',
    checkYourEmail: 'Check your email',
    weWriteTo: 'We write to',
    aboutYourListingDocument:
      'about your listing: document requests, our verification decision and anything we need from you.',
    category: 'Category',
    location: 'Location',
    verificationStatus: 'Verification status',
    whatHappensNext: 'What happens next',
    completeYourBusinessProfile:
      'Complete your business profile: hours, accommodations and a short description.',
    uploadAVerificationDocument:
      'Upload a verification document from your dashboard if we have not got one yet.',
    ourTeamReviewsYour: 'Our team reviews your listing and documents within 2-3 business days.',
    familiesSeeYourUpdated:
      'Families see your updated listing and can leave reviews about their visits.',
  } as const,
);

/** The words of business-signup.tsx. */
export const BUSINESS_SIGNUP_PAGE_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'BUSINESS_SIGNUP_PAGE_MESSAGES',
  {
    thisSignupLinkCannot: 'This signup link cannot be used',
    error: 'Error',
    yourBusinessAccountIs: 'Your business account is set up. Your dashboard is waiting.',
    youAreSignedIn: 'You are signed in as',
    continueToLink: '. Continue to link',
    toYourAccountAnd: 'to your account and open your business dashboard.',
    thisLinkIsFor: 'This link is for',
    theContactEMail:
      ', the contact e-mail we have for this business. Please sign out and sign in (or create an account) with that address.',
    signOut: 'Sign Out',
    settingUp: 'Setting up…',
    youAreAlreadySigned: 'You are already signed in. Continue with your current account.',
    createYourBusinessAccount: 'Create your business account',
    yourListingHasBeen: 'Your listing has been approved. Create the account that manages it.',
    fullName: 'Full Name',
    email: 'Email',
    theContactEMail2: 'The contact e-mail we have for your business. The account must use it.',
    password: 'Password',
    atLeast6Characters: 'At least 6 characters.',
    confirmPassword: 'Confirm Password',
    creatingYourAccount: 'Creating your account…',
    createBusinessAccount: 'Create Business Account',
    alreadyHaveAnAccount: 'Already have an account with this e-mail?',
    signIn: 'Sign in',
    checkingYourSignupLink: 'Checking your signup link…',
  } as const,
);

/** The words of provider-dashboard.tsx. */
export const PROVIDER_DASHBOARD_PAGE_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'PROVIDER_DASHBOARD_PAGE_MESSAGES',
  {
    businessDashboard: 'Business dashboard',
    theBusinessDashboardIs:
      'The business dashboard is for verified businesses with a business account. Once our team approves a business, its contact receives a link to set one up.',
    unexpectedError: 'Unexpected Error',
    weCouldNotLoad: 'We could not load your business. Please try again.',
    noBusinessIsLinked:
      'No business is linked to your account yet. Apply to list your business, or use the signup link from your approval e-mail.',
    yourBusinesses: 'Your businesses',
    dashboardSections: 'Dashboard sections',
    overview: 'Overview',
    profile: 'Profile',
    photos: 'Photos',
    previewWhatFamiliesSee:
      'Preview: what families see on your profile. Only approved photos appear here.',
  } as const,
);

/** The words of provider-signup.tsx. */
export const PROVIDER_SIGNUP_PAGE_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'PROVIDER_SIGNUP_PAGE_MESSAGES',
  {
    listYourBusiness: 'List your business',
    tellFamiliesWhatYou:
      'Tell families what you do to make visits calmer. Our team reviews every application within 2-3 business days before the listing goes live. It takes about five minutes.',
  } as const,
);

/** The words of upload-docs.tsx. */
export const UPLOAD_DOCS_PAGE_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'UPLOAD_DOCS_PAGE_MESSAGES',
  {
    uploadLinksWorkOnce:
      'Upload links work once, for 7 days, while we are reviewing your business. For a new link, write to',
    checkingYourUploadLink: 'Checking your upload link…',
    takingYouToThe: 'Taking you to the home page…',
    secureDocumentUpload: 'Secure document upload',
    category: 'Category',
    location: 'Location',
    whatOurTeamAsked: 'What our team asked for',
    pleaseUploadADocument:
      'Please upload a document that shows your business is licensed or registered.',
    youCanUploadWithout:
      'You can upload without an account: this secure link is enough. With a free',
    accountYouCanFollow:
      'account you can follow your review and manage your listing once it is approved.',
    signIn: 'Sign In',
    createAccount: 'Create Account',
    yourDocument: 'Your document',
  } as const,
);

/** The words of welcome.tsx. */
export const WELCOME_PAGE_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'WELCOME_PAGE_MESSAGES',
  {
    youAreAllSet: 'You are all set',
    youReAllSet2: "You're all set",
    shareWhatAVisit:
      'Share what a visit felt like, or find a calm place near you. Every review helps another family.',
    youReAllSet: (name: string | number) => `You're all set, ${name}`,
  } as const,
);

/** The words of upload-file.ts. */
export const UPLOAD_FILE_MESSAGES = /*#__PURE__*/ translatable('business', 'UPLOAD_FILE_MESSAGES', {
  theUploadDidNot: 'The upload did not reach us.',
  uploadCancelled: 'Upload cancelled',
} as const);

/** The wizard when it claims a listed place (decision 060). */
export const CLAIM_LISTING_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'CLAIM_LISTING_MESSAGES',
  {
    claiming: (name: string) => `You are claiming the listing “${name}”.`,
    claimingWhy:
      'We filled in what the listing says. Check it, tell us how to reach you, and our team will verify that you run this business before you can edit the listing.',
    signInToClaim:
      'Please sign in to claim this listing: the account you use becomes the listing’s business account.',
    signIn: 'Sign in to claim',
    listingUnavailable: 'This listing cannot be claimed. It may already have been claimed.',
    applyInstead: 'Apply to list a business instead',
  } as const,
);

/** Server messages of the upload link (both open the 'Invalid Upload Link' view, spec §8). */
export const UPLOAD_LINK_ERRORS = /*#__PURE__*/ translatable('business', 'UPLOAD_LINK_ERRORS', {
  INVALID_UPLOAD_LINK: 'Invalid or expired upload link',
  INVALID_SECURITY_TOKEN: 'Invalid security token',
} as const);

/** Server messages of the business signup link. */
export const SIGNUP_LINK_ERRORS = /*#__PURE__*/ translatable('business', 'SIGNUP_LINK_ERRORS', {
  INVALID_SIGNUP_LINK: 'Invalid or expired signup link. Please contact support for a new link.',
  NO_CONTACT_EMAIL:
    'This business has no contact e-mail on file, so its account cannot be set up. Please contact support.',
  EMAIL_MISMATCH: (email: string) =>
    `This signup link is for ${email}. Please sign in with that e-mail address.`,
  ALREADY_CLAIMED: 'This business already has a business account. Please contact support.',
  ALREADY_SIGNED_IN: 'You are already signed in. Continue with your current account.',
} as const);

/** Server messages of the business dashboard. */
export const BUSINESS_DASHBOARD_ERRORS = /*#__PURE__*/ translatable(
  'business',
  'BUSINESS_DASHBOARD_ERRORS',
  {
    NOT_BUSINESS_ADMIN: 'Only business accounts can open the business dashboard.',
    NOT_YOUR_PROVIDER: 'You can only manage your own business.',
    ALREADY_VERIFIED: 'Your documents are already verified.',
  } as const,
);

/** The Profile tab's field names (common/contracts/business.ts keys its rules by them). */
export const PROFILE_FIELD_LABELS = /*#__PURE__*/ translatable('business', 'PROFILE_FIELD_LABELS', {
  phone: 'Phone',
  website: 'Website',
  location: 'Address',
  zipCode: 'Zip Code',
  businessHours: 'Business hours',
  accommodations: 'Sensory accommodations',
  customAccommodation: 'Other accommodation you offer',
  description: 'About your business',
} as const);

/** The Profile tab's checks, and the notes sent with a document. */
export const BUSINESS_PROFILE_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'BUSINESS_PROFILE_MESSAGES',
  {
    tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer`,
    invalidZip: 'Please enter a 5-digit ZIP code',
    unsupported: (label: string) => `${label}: please remove unsupported characters`,
    duplicateAccommodation: 'Each accommodation can be chosen only once',
    uploadNotesTooLong: (max: number) => `Notes must be ${max} characters or fewer`,
  } as const,
);

/** What the dashboard's documents section asks of the owner (decision 045). */
export const DOCUMENTS_PROMPTS = /*#__PURE__*/ translatable('business', 'DOCUMENTS_PROMPTS', {
  earn_badge:
    'Send a state license, business registration or accreditation to earn the Verified Provider badge.',
  document_evidence:
    'Your listing is live. Send a state license, business registration or accreditation so families see the accommodations you list as document-verified.',
  newer_document: 'We have your document. You can send a newer one at any time.',
} as const);

/** The application wizard's labels; the length messages reuse them. */
export const APPLICATION_FIELD_LABELS = /*#__PURE__*/ translatable(
  'business',
  'APPLICATION_FIELD_LABELS',
  {
    businessName: 'Business Name',
    businessCategory: 'Business Category',
    customBusinessCategory: 'Your business category',
    businessWebsite: 'Website',
    phoneNumber: 'Phone Number',
    email: 'Email Address',
    address: 'Business Address',
    locationCountCategory: 'Number of Locations',
    sensoryAccommodations: 'Sensory accommodations you offer',
    customAccommodationSuggestion: 'Suggest another accommodation',
    consentListing: 'I agree to have my business listed in the CalmPath directory.',
    consentDataSharing:
      'I agree that the information I provide may be shared with families using CalmPath.',
    consentTerms: 'I agree to the Terms of Service and Privacy Policy.',
    consentVerification:
      'I am interested in verification and may be contacted about providing documents (optional).',
  } as const,
);

/* Not in the spec: a refused length, an unknown category or a duplicate needs words of its own. */
export const APPLICATION_CHECK_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'APPLICATION_CHECK_MESSAGES',
  {
    tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer`,
    unknownCategory: 'Please choose a Business Category from the list',
    duplicateAccommodation: 'Each accommodation can be chosen only once',
    /* A website typed without https:// is accepted (decision 047); this is for one with no host. */
    websiteAddress: 'Please enter a website address such as www.example.com',
  } as const,
);

/** What POST /api/provider-applications answers when it refuses (decision 060 for claims). */
export const APPLICATION_SERVER_MESSAGES = /*#__PURE__*/ translatable(
  'business',
  'APPLICATION_SERVER_MESSAGES',
  {
    /** 409: the same e-mail address already applied for a business of the same name. */
    duplicate:
      'We already have an application for this business from this email address. Our team will contact you by email, so there is no need to apply again.',
    /** 429: too many applications from one network in an hour. */
    rateLimited: 'You have sent several applications in a short time. Please try again in an hour.',
    /** 401: a claim without an account. */
    claimSignIn: 'Please sign in to claim this listing.',
    /** 409: a listing with a business account, or a claim waiting for our team. */
    alreadyClaimed:
      'This listing has already been claimed. If you run this business, please contact us.',
    /** 409: a listing the registry no longer lists. */
    retired:
      'This listing is no longer in the directory, so it cannot be claimed. You can apply to list your business instead.',
    /** 404: an id that is not a public listing. */
    notFound: 'We could not find this listing.',
  } as const,
);
