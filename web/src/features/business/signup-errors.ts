import { SIGNUP_LINK_MESSAGES } from '@common/messages/business';
import { ApiError } from '@web/lib/api';

/** The spec's wording for a signup link that could not be validated (§8 "Business signup link"). */
export function signupLinkErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return SIGNUP_LINK_MESSAGES.unexpected;
  if (err.code === 'INVALID_SIGNUP_LINK' || err.status === 400)
    return SIGNUP_LINK_MESSAGES.invalidLink;
  if (err.code === 'PROVIDER_NOT_FOUND') return SIGNUP_LINK_MESSAGES.providerNotFound;
  if (err.code === 'NO_CONTACT_EMAIL') return err.message;
  if (err.status === 0 || err.status >= 500 || err.status === 429)
    return SIGNUP_LINK_MESSAGES.validationFailed;
  return SIGNUP_LINK_MESSAGES.unexpected;
}

/** The spec's wording for a failed completion (§8 "Completing setup"). */
export function completeSetupErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 401) return SIGNUP_LINK_MESSAGES.signInToComplete;
    if (err.status > 0 && err.status < 500)
      return SIGNUP_LINK_MESSAGES.setupFailedWith(err.message);
  }
  return SIGNUP_LINK_MESSAGES.setupFailed;
}
