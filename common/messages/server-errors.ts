import { translatable } from '../i18n/translatable';

/**
 * The server's own error texts (decision 067): the frame of a validation error, the safety net's
 * answers, AppError's defaults, and the sign-in service's (Better Auth's) messages as it words
 * them, so a Spanish request gets them in Spanish. Every user-visible string lives under
 * common/messages/ (decision 051).
 */

export const SERVER_ERROR_MESSAGES = /*#__PURE__*/ translatable(
  'server-errors',
  'SERVER_ERROR_MESSAGES',
  {
    /** A request that failed its contract: the field and the contract's own message. */
    invalidValueFor: (field: string, message: string) => `Invalid value for ${field}: ${message}`,
    invalidRequest: 'Invalid request.',
    unsupportedValue: 'Some of the values sent cannot be stored. Please check them and try again.',
    internal: 'Something went wrong on our side. Please try again.',
    notFound: 'Not found.',
    noApiRoute: (method: string, path: string) => `No API route ${method} ${path}`,
    signInToContinue: 'Please sign in to continue.',
    noPermission: 'You do not have permission to do that.',
    providerNotFound: 'Provider not found.',
  },
);

/*
 * Better Auth's messages, word for word as it sends them (@better-auth/core's error codes), for
 * the ones a person can meet on our sign-in, sign-up, reset and account pages.
 */
export const AUTH_SERVICE_MESSAGES = /*#__PURE__*/ translatable(
  'server-errors',
  'AUTH_SERVICE_MESSAGES',
  {
    invalidEmailOrPassword: 'Invalid email or password',
    invalidPassword: 'Invalid password',
    invalidEmail: 'Invalid email',
    userNotFound: 'User not found',
    invalidToken: 'Invalid token',
    tokenExpired: 'Token expired',
    emailNotVerified: 'Email not verified',
    passwordTooShort: 'Password too short',
    passwordTooLong: 'Password too long',
    userAlreadyExists: 'User already exists.',
    userAlreadyExistsUseAnother: 'User already exists. Use another email.',
    sessionExpired: 'Session expired. Re-authenticate to perform this action.',
    emailAlreadyVerified: 'Email is already verified',
    credentialAccountNotFound: 'Credential account not found',
    accountNotFound: 'Account not found',
    failedToCreateUser: 'Failed to create user',
    failedToUpdateUser: 'Failed to update user',
    invalidOrigin: 'Invalid origin',
    missingField: 'Field is required',
    validationError: 'Validation Error',
    emailTooLong: 'E-mail address is too long',
    redirectsStayOnSite: 'Redirects must stay on CalmPath',
    noProfilePictures: 'Profile pictures are not supported',
  },
);
