import {
  documentUploadLimitToast,
  PROVIDER_MESSAGES,
  UPLOAD_MESSAGES,
  VERIFICATION_DOCUMENT_UPLOAD_MESSAGES,
} from '@common/messages/business';
import type { ToastMessage } from '@common/messages/shared';
import { Button, buttonClass } from '@web/components/ui/button';
import { FieldError } from '@web/components/ui/field';
import { UploadProgress } from '@web/components/ui/upload-progress';
import { checkProofFile, PROOF_ACCEPT } from '@web/features/reviews/review-form-model';
import { ApiError } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { FileCheck2, Lock } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useUploadVerificationDocument } from '../api/upload-verification-document';
import { SIGNUP_FROM_WIZARD } from '../signup-link';

type Props = {
  signedIn: boolean;
  /** The submitted application; null before it exists (the upload is then disabled). */
  providerId: number | null;
  onUploaded?: () => void;
};

/** The server's refusal in the spec's words (§5 "Document upload", §8). */
function uploadProblem(err: unknown): ToastMessage {
  if (err instanceof ApiError) {
    if (err.code === 'FILE_TOO_LARGE') return UPLOAD_MESSAGES.fileTooLarge;
    if (err.code === 'INVALID_FILE_TYPE') return UPLOAD_MESSAGES.invalidFileType;
    if (err.code === 'NO_FILE') return UPLOAD_MESSAGES.noFileSelected;
    const limited = documentUploadLimitToast(err.code);
    if (limited) return limited;
    if (err.status >= 500) return PROVIDER_MESSAGES.verificationSubmitFailed;
    return UPLOAD_MESSAGES.uploadFailed(err.message);
  }
  return PROVIDER_MESSAGES.verificationSubmitFailed;
}

/**
 * Verification documents (§2, §5, §6): a visitor is told to create an account first; a member
 * sees the upload disabled until the application exists, then attaches one PDF, JPG or PNG of
 * up to 5MB to it. The file is checked here for a quick answer and judged again by the server.
 */
export function VerificationDocumentUpload({ signedIn, providerId, onUploaded }: Props) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const upload = useUploadVerificationDocument(providerId ?? 0);
  const hintId = `${id}-hint`;
  const noticeId = `${id}-notice`;
  const errorId = `${id}-error`;

  if (!signedIn) {
    return (
      <Card>
        <p className="flex items-start gap-2">
          <Lock aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-muted" />
          <span>{UPLOAD_MESSAGES.uploadAfterAccount}</span>
        </p>
        <Link to={SIGNUP_FROM_WIZARD} className={buttonClass('secondary', 'sm', 'self-start')}>
          {PROVIDER_MESSAGES.fastTrack.createAccount}
        </Link>
      </Card>
    );
  }

  const disabled = providerId === null;

  function refuse(problem: ToastMessage) {
    notify.error(problem);
    setError(`${problem.title}. ${problem.description ?? ''}`.trim());
    setFile(null);
    setProgress(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  function onChoose(chosen: File | null) {
    setError(undefined);
    setProgress(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    const problem = checkProofFile(chosen);
    if (problem) {
      refuse(problem);
      return;
    }
    setFile(chosen);
  }

  function onUpload() {
    if (disabled) {
      notify.error(UPLOAD_MESSAGES.formDisabled);
      return;
    }
    if (!file) {
      notify.error(UPLOAD_MESSAGES.noFileSelected);
      setError(UPLOAD_MESSAGES.noFileSelected.description);
      inputRef.current?.focus();
      return;
    }
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => {
          setDone(true);
          notify.success(PROVIDER_MESSAGES.verificationSubmitted);
          onUploaded?.();
        },
        onError: (err) => {
          refuse(uploadProblem(err));
          inputRef.current?.focus();
        },
      },
    );
  }

  if (done) {
    return (
      <Card>
        <div role="status" className="flex items-start gap-2">
          <FileCheck2 aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
          <div>
            <p className="font-semibold">
              {PROVIDER_MESSAGES.verificationDocumentsSubmitted.title}
            </p>
            <p className="text-muted">
              {PROVIDER_MESSAGES.verificationDocumentsSubmitted.description}
            </p>
          </div>
        </div>
      </Card>
    );
  }

  return (
    <Card>
      <label htmlFor={id} className="font-medium">
        {VERIFICATION_DOCUMENT_UPLOAD_MESSAGES.verificationDocument}{' '}
        <span className="font-normal text-muted">
          {VERIFICATION_DOCUMENT_UPLOAD_MESSAGES.optional}
        </span>
      </label>
      <p id={hintId} className="text-sm text-muted">
        {VERIFICATION_DOCUMENT_UPLOAD_MESSAGES.aStateProfessionalLicense}
      </p>
      {disabled ? (
        <div id={noticeId} className="rounded-lg bg-brand-50 p-3 text-sm">
          <p className="font-semibold">{UPLOAD_MESSAGES.formDisabled.title}</p>
          <p>{UPLOAD_MESSAGES.formDisabled.description}</p>
        </div>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={PROOF_ACCEPT}
        disabled={disabled || upload.isPending}
        aria-describedby={[hintId, disabled ? noticeId : null, error ? errorId : null]
          .filter(Boolean)
          .join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
        className="rounded-lg border border-line bg-surface p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800 disabled:opacity-70"
      />
      {progress !== null ? (
        <UploadProgress
          label={VERIFICATION_DOCUMENT_UPLOAD_MESSAGES.documentUpload}
          percent={progress}
        />
      ) : null}
      <FieldError id={errorId} message={error} />
      {disabled ? null : (
        <Button className="self-start" onClick={onUpload} disabled={upload.isPending}>
          {upload.isPending
            ? VERIFICATION_DOCUMENT_UPLOAD_MESSAGES.uploading
            : VERIFICATION_DOCUMENT_UPLOAD_MESSAGES.uploadDocument}
        </Button>
      )}
    </Card>
  );
}

function Card({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      {children}
    </div>
  );
}
