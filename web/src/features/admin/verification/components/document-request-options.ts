import { DOCUMENT_REQUEST_TYPES, type DocumentRequestType } from '@common/contracts/verification';
import { ADMIN_MESSAGES } from '@common/messages/admin';

/**
 * The Request Additional Documents dialog's choices: the contract's stable English value, shown
 * by its label in the page's language (ADMIN_MESSAGES.documentRequestTypes, same order), so a
 * Spanish page still sends a value the server accepts (decision 062).
 */
export function documentRequestOptions(): { value: DocumentRequestType; label: string }[] {
  return DOCUMENT_REQUEST_TYPES.map((value, i) => ({
    value,
    label: ADMIN_MESSAGES.documentRequestTypes[i] ?? value,
  }));
}
