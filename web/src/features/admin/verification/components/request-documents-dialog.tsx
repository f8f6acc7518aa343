import {
  DOCUMENT_REQUEST_TYPES,
  type DocumentRequestType,
  isoDateAt,
  VERIFICATION_TEXT_MAX_LENGTH,
} from '@common/contracts/verification';
import {
  ADMIN_MESSAGES,
  ADMIN_REVIEW_DESK_MESSAGES,
  REQUEST_DOCUMENTS_DIALOG_MESSAGES,
} from '@common/messages/admin';
import { Button } from '@web/components/ui/button';
import { ModalDialog } from '@web/components/ui/dialog';
import { FieldError } from '@web/components/ui/field';
import { ApiError } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { type FormEvent, useId, useState } from 'react';
import { useRequestDocuments } from '../api/request-documents';
import { documentRequestOptions } from './document-request-options';

const M = ADMIN_REVIEW_DESK_MESSAGES.verification;

/** The admin's own today, in their time zone. */
const localToday = () => isoDateAt(new Date(), -new Date().getTimezoneOffset());

/**
 * Request Additional Documents (spec §5 'Moderation', §9): a type from the spec's list, a message
 * (required: 'Missing Information') and an optional deadline not before today. The provider is
 * e-mailed a secure upload link.
 */
export function RequestDocumentsDialog({
  provider,
  open,
  onOpenChange,
}: {
  provider: { id: number; name: string; contactEmail: string | null };
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const ids = useId();
  const [documentType, setDocumentType] = useState<DocumentRequestType>(DOCUMENT_REQUEST_TYPES[0]);
  const [message, setMessage] = useState('');
  const [deadline, setDeadline] = useState('');
  const [errors, setErrors] = useState<{ message?: string; deadline?: string }>({});
  const request = useRequestDocuments();
  const today = localToday();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!message.trim()) found.message = ADMIN_MESSAGES.missingInformation.description;
    if (deadline && deadline < today) found.deadline = M.deadlineBeforeToday;
    setErrors(found);
    if (found.message) {
      notify.error(ADMIN_MESSAGES.missingInformation);
      document.getElementById(`${ids}-message`)?.focus();
      return;
    }
    if (found.deadline) {
      document.getElementById(`${ids}-deadline`)?.focus();
      return;
    }
    request.mutate(
      { providerId: provider.id, body: { documentType, message, deadline: deadline || null } },
      {
        onSuccess: () => {
          notify.success(ADMIN_MESSAGES.documentRequestSent);
          onOpenChange(false);
        },
        onError: (err) =>
          notify.error(
            err instanceof ApiError && (err.status === 409 || err.status === 400)
              ? { title: ADMIN_MESSAGES.sendRequestFailed.title, description: err.message }
              : ADMIN_MESSAGES.sendRequestFailed,
          ),
      },
    );
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${M.requestDocuments}: ${provider.name}`}
      description={REQUEST_DOCUMENTS_DIALOG_MESSAGES.aSecureUploadLink(
        provider.contactEmail ?? REQUEST_DOCUMENTS_DIALOG_MESSAGES.theProvider,
      )}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-type`} className="font-medium">
            {REQUEST_DOCUMENTS_DIALOG_MESSAGES.documentType}
          </label>
          <select
            id={`${ids}-type`}
            value={documentType}
            onChange={(e) => setDocumentType(e.target.value as DocumentRequestType)}
            className="rounded-lg border border-line bg-surface px-3 py-2"
          >
            {documentRequestOptions().map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-message`} className="font-medium">
            {REQUEST_DOCUMENTS_DIALOG_MESSAGES.messageToTheProvider}
          </label>
          <textarea
            id={`${ids}-message`}
            value={message}
            rows={5}
            maxLength={VERIFICATION_TEXT_MAX_LENGTH}
            required
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${ids}-message-error` : undefined}
            onChange={(e) => {
              setMessage(e.target.value);
              setErrors((x) => ({ ...x, message: undefined }));
            }}
            className="rounded-lg border border-line bg-surface px-3 py-2"
          />
          <FieldError id={`${ids}-message-error`} message={errors.message} announce />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-deadline`} className="font-medium">
            {REQUEST_DOCUMENTS_DIALOG_MESSAGES.deadline}{' '}
            <span className="font-normal text-muted">
              {REQUEST_DOCUMENTS_DIALOG_MESSAGES.optional}
            </span>
          </label>
          <input
            id={`${ids}-deadline`}
            type="date"
            min={today}
            value={deadline}
            aria-invalid={errors.deadline ? true : undefined}
            aria-describedby={errors.deadline ? `${ids}-deadline-error` : undefined}
            onChange={(e) => {
              setDeadline(e.target.value);
              setErrors((x) => ({ ...x, deadline: undefined }));
            }}
            className="w-fit rounded-lg border border-line bg-surface px-3 py-2"
          />
          <FieldError id={`${ids}-deadline-error`} message={errors.deadline} announce />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {REQUEST_DOCUMENTS_DIALOG_MESSAGES.cancel}
          </Button>
          <Button type="submit" disabled={request.isPending}>
            {REQUEST_DOCUMENTS_DIALOG_MESSAGES.sendRequest}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
