import { VISIT_MESSAGE_ERRORS } from '@common/messages/visit-messages';
import { ApiError } from '@web/lib/api';

type Code = Exclude<keyof typeof VISIT_MESSAGE_ERRORS, 'generic'>;

/** The words for a refusal, by its code, in the page's language. */
export function visitErrorMessage(error: unknown): string {
  if (error instanceof ApiError && Object.hasOwn(VISIT_MESSAGE_ERRORS, error.code)) {
    return VISIT_MESSAGE_ERRORS[error.code as Code];
  }
  return VISIT_MESSAGE_ERRORS.generic;
}
