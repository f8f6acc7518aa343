import { translatable } from '../i18n/translatable';
import { PRODUCT_NAME, TOAST_DURATIONS, type ToastMessage } from './shared';

/**
 * Sign in, sign up and onboarding (public-side.md §8).
 * Every user-visible string lives under common/messages/ (decision 051); the spec's strings word
 * for word.
 */

/** Server error texts the sign-in flow recognises (public-side.md §8). */
export const AUTH_SERVER_ERRORS = /*#__PURE__*/ translatable('auth', 'AUTH_SERVER_ERRORS', {
  invalidCredentials: 'Invalid login credentials',
  userAlreadyRegistered: 'User already registered',
} as const);

export const AUTH_MESSAGES = /*#__PURE__*/ translatable('auth', 'AUTH_MESSAGES', {
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
} as const);

export const ONBOARDING_MESSAGES = /*#__PURE__*/ translatable('auth', 'ONBOARDING_MESSAGES', {
  signInRequired: 'Please sign in to complete onboarding.',
  saveFailed: { title: 'Error', description: 'Failed to save your information. Please try again.' },
  saved: {
    title: 'Success',
    description: 'Your onboarding information has been saved.',
    duration: TOAST_DURATIONS.success,
  },
  leaveReview: 'Leave a Review',
  exploreProviders: 'Explore Providers',
} as const);

/** The words of auth.tsx. */
export const AUTH_PAGE_MESSAGES = /*#__PURE__*/ translatable('auth', 'AUTH_PAGE_MESSAGES', {
  createAnAccount: 'Create an account',
  signIn: 'Sign in',
} as const);

/** The words of reset-password.tsx. */
export const RESET_PASSWORD_PAGE_MESSAGES = /*#__PURE__*/ translatable(
  'auth',
  'RESET_PASSWORD_PAGE_MESSAGES',
  {
    chooseANewPassword: 'Choose a new password',
    thisResetLinkDoes: 'This reset link does not work',
    itMayHaveExpired:
      'It may have expired or been used already. Ask for a new one from the sign-in form.',
    goToSignIn: 'Go to sign in',
    passwordMustBeAt: 'Password must be at least 6 characters long',
    passwordsDoNotMatch: 'Passwords do not match',
    passwordChanged: 'Password changed',
    youCanNowSign: 'You can now sign in with your new password.',
    anUnexpectedErrorOccurred: 'An unexpected error occurred. Please try again.',
    newPassword: 'New password',
    atLeast6Characters: 'At least 6 characters.',
    confirmNewPassword: 'Confirm new password',
    saveNewPassword: 'Save new password',
  } as const,
);

/** The words of onboarding.tsx. */
export const ONBOARDING_PAGE_MESSAGES = /*#__PURE__*/ translatable(
  'auth',
  'ONBOARDING_PAGE_MESSAGES',
  {
    welcomeTellUsAbout: 'Welcome: tell us about you',
    fullNameIsRequired: 'Full name is required',
    pleaseEnterA5: 'Please enter a 5-digit ZIP code',
    error: 'Error',
    welcomeToCalmpath: 'Welcome to CalmPath',
    tellUsALittle:
      'Tell us a little about you so we can point you to places that fit. You can change this later.',
    fullName: 'Full Name',
    zipCode: 'Zip Code',
    whichAccommodationsMatterTo: 'Which accommodations matter to you?',
    chooseAnyThatHelp: 'Choose any that help. This is optional.',
    onlyVerifiedProvidersWith:
      'Only verified providers with a business account manage their listings. Want to know how we check them?',
    readAboutTrustSafety: 'Read about Trust & Safety',
    continue: 'Continue',
  } as const,
);

/** The words of auth-provider.tsx. */
export const AUTH_PROVIDER_MESSAGES = /*#__PURE__*/ translatable('auth', 'AUTH_PROVIDER_MESSAGES', {
  signOutFailed: 'Sign-out failed',
} as const);

/** The words of auth-form.tsx. */
export const AUTH_FORM_MESSAGES = /*#__PURE__*/ translatable('auth', 'AUTH_FORM_MESSAGES', {
  resetYourPassword: 'Reset your password',
  pleaseConfirmYourE:
    'Please confirm your e-mail address first: open the link we sent you when you signed up.',
  ifAnAccountExists:
    'If an account exists for that e-mail, we have sent a link to choose a new password.',
  forIndividualUsersAnd:
    'For individual users and reviewers. Businesses can list themselves from “List Your Business”.',
  signInToSave: 'Sign in to save favourites and share your experiences.',
  enterYourEMail: 'Enter your e-mail and we will send you a link to choose a new password.',
  atLeast6Characters: 'At least 6 characters.',
  resendConfirmationEmail: 'Resend confirmation email',
  sendResetLink: 'Send reset link',
  forgotPassword: 'Forgot password?',
  donTHaveAn: "Don't have an account? Sign up",
  alreadyHaveAnAccount: 'Already have an account? Sign in',
  backToSignIn: 'Back to sign in',
  byContinuingYouAgree: 'By continuing you agree to our',
  termsOfService: 'Terms of Service',
  and: 'and',
  privacyPolicy: 'Privacy Policy',
  openInANew: '(open in a new tab)',
} as const);

/** The words of user-menu.tsx. */
export const USER_MENU_MESSAGES = /*#__PURE__*/ translatable('auth', 'USER_MENU_MESSAGES', {
  accountMenuFor: (display: string | number) => `Account menu for ${display}`,
} as const);
