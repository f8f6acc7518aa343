import { PRODUCT_NAME, TOAST_DURATIONS, type ToastMessage } from './shared';

/**
 * Sign in, sign up and onboarding (public-side.md §8).
 * Every user-visible string lives under common/messages/ (decision 051); the spec's strings word
 * for word.
 */

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
