import { translatable } from '../i18n/translatable';
/**
 * Words used all over the app: the product's name, toast durations, common buttons and titles,
 * the header's navigation, form validation, start-up configuration and calm mode.
 *
 * The rule for every file in common/messages/ (decision 051): each user-visible string of the app
 * lives here, one file per area; the spec's strings (/work/shared/spec/public-side.md and
 * provider-admin-side.md) word for word. The server returns codes; the client maps them to these
 * texts. A text with a {placeholder} is a function. Components hold no wording of their own
 * (common/no-literals-in-components.test.ts).
 */

export const PRODUCT_NAME = 'CalmPath';

/** Toast durations in milliseconds (public-side.md §9, provider-admin-side.md §9). */
export const TOAST_DURATIONS = /*#__PURE__*/ translatable('shared', 'TOAST_DURATIONS', {
  success: 3000,
  almostThere: 4000,
  /** The spec lists 5 s without tying it to a message; used for errors that need reading. */
  notice: 5000,
  applicationSubmitted: 6000,
  accountCreated: 8000,
} as const);

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

export const COMMON_MESSAGES = /*#__PURE__*/ translatable('shared', 'COMMON_MESSAGES', {
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
} as const);

export const CONFIG_MESSAGES = /*#__PURE__*/ translatable('shared', 'CONFIG_MESSAGES', {
  missingEnv: (name: string) =>
    `Missing required environment variable: ${name}. Set it in your environment or .env file (see README).`,
  missingEnvPrefix: 'Missing required environment variable',
} as const);

export const NAV_MESSAGES = /*#__PURE__*/ translatable('shared', 'NAV_MESSAGES', {
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
} as const);

/** The calm mode toggle (decision 026). */
export const CALM_MODE_MESSAGES = /*#__PURE__*/ translatable('shared', 'CALM_MODE_MESSAGES', {
  toggle: 'Calm mode',
  on: 'Calm mode is on: no motion, softer colours, larger text.',
  off: 'Calm mode is off.',
} as const);

export const VALIDATION_MESSAGES = /*#__PURE__*/ translatable('shared', 'VALIDATION_MESSAGES', {
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
  unsupportedCharacters: 'Please remove unsupported characters',
  fullNameRequired: 'Full name is required',
  incompleteStepTitle: 'Please complete required fields',
  validationErrorTitle: 'Validation Error',
} as const);

/** The words of layout.tsx. */
export const LAYOUT_MESSAGES = /*#__PURE__*/ translatable('shared', 'LAYOUT_MESSAGES', {
  skipToMainContent: 'Skip to main content',
} as const);

/** The words of error-fallback.tsx. */
export const ERROR_FALLBACK_PAGE_MESSAGES = /*#__PURE__*/ translatable(
  'shared',
  'ERROR_FALLBACK_PAGE_MESSAGES',
  {
    loadingTheLatestVersion: 'Loading the latest version…',
    unexpectedApplicationError: 'Unexpected Application Error!',
    somethingWentWrongOn:
      'Something went wrong on our side. Please reload the page or go back home.',
    returnToHome: 'Return to Home',
  } as const,
);

/** The words of not-found.tsx. */
export const NOT_FOUND_PAGE_MESSAGES = /*#__PURE__*/ translatable(
  'shared',
  'NOT_FOUND_PAGE_MESSAGES',
  {
    pageNotFound: 'Page not found',
    oopsPageNotFound: 'Oops! Page not found',
    thePageYouWere: 'The page you were looking for isn’t here. Let’s get you back on a calm path.',
    returnToHome: 'Return to Home',
  } as const,
);

/** The words of site-footer.tsx. */
export const SITE_FOOTER_MESSAGES = /*#__PURE__*/ translatable('shared', 'SITE_FOOTER_MESSAGES', {
  businessPortal: 'Business Portal',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  trustSafety: 'Trust & Safety',
  calmpathSensoryFriendlyPlaces: 'CalmPath. Sensory-friendly places, reviewed by families.',
  footer: 'Footer',
} as const);

/** The words of site-header.tsx. */
export const SITE_HEADER_MESSAGES = /*#__PURE__*/ translatable('shared', 'SITE_HEADER_MESSAGES', {
  main: 'Main',
} as const);

/** The words of site-menu.tsx. */
export const SITE_MENU_MESSAGES = /*#__PURE__*/ translatable('shared', 'SITE_MENU_MESSAGES', {
  menu: 'Menu',
} as const);

/** The words of legal-document.tsx. */
export const LEGAL_DOCUMENT_MESSAGES = /*#__PURE__*/ translatable(
  'shared',
  'LEGAL_DOCUMENT_MESSAGES',
  {
    lastUpdated: 'Last updated',
    july122025: 'July 12, 2025',
    onThisPage: 'On this page',
  } as const,
);

/** The words of dialog.tsx. */
export const DIALOG_MESSAGES = /*#__PURE__*/ translatable('shared', 'DIALOG_MESSAGES', {
  close: 'Close',
} as const);

/** The words of field.tsx. */
export const FIELD_MESSAGES = /*#__PURE__*/ translatable('shared', 'FIELD_MESSAGES', {
  optional: '(optional)',
} as const);
