import { PROOF_UPLOAD_MESSAGES } from '@common/messages/review';
import { FieldError } from '@web/components/ui/field';
import { UploadProgress } from '@web/components/ui/upload-progress';
import { FileCheck2, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { PROOF_ACCEPT } from '../review-form-model';

type Props = {
  file: File | null;
  /** Returns false when the file was refused, so the input lets go of it. */
  onFileChange(file: File | null): boolean;
  error?: string;
  /** 0–100 while uploading or once uploaded; null before any upload. */
  progress: number | null;
  disabled?: boolean;
};

function formatSize(bytes: number) {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Optional proof of the visit: kept private, seen only by moderators and its owner. */
export function ProofUpload({ file, onFileChange, error, progress, disabled }: Props) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function clear() {
    if (inputRef.current) inputRef.current.value = '';
    onFileChange(null);
    inputRef.current?.focus();
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-lg font-semibold">
        {PROOF_UPLOAD_MESSAGES.proofOfYourVisit}{' '}
        <span className="font-normal text-muted">{PROOF_UPLOAD_MESSAGES.optional}</span>
      </label>
      <p id={hintId} className="text-sm text-muted">
        {PROOF_UPLOAD_MESSAGES.aReceiptAppointmentLetter}
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={PROOF_ACCEPT}
        disabled={disabled}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          if (!onFileChange(e.target.files?.[0] ?? null)) e.target.value = '';
        }}
        className="rounded-lg border border-line bg-surface p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
      />
      {file ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <FileCheck2 aria-hidden="true" className="h-4 w-4 text-brand-700" />
          <span>
            {file.name} ({formatSize(file.size)})
          </span>
          <button
            type="button"
            onClick={clear}
            disabled={disabled}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold text-brand-800 hover:bg-brand-50 disabled:text-muted"
          >
            <X aria-hidden="true" className="h-4 w-4" /> {PROOF_UPLOAD_MESSAGES.removeFile}
          </button>
        </div>
      ) : null}
      {progress !== null ? (
        <div className="flex flex-col gap-1">
          <UploadProgress label={PROOF_UPLOAD_MESSAGES.proofUpload} percent={progress} />
          <p className="text-sm text-muted">
            {progress < 100
              ? PROOF_UPLOAD_MESSAGES.uploadingProof(progress)
              : PROOF_UPLOAD_MESSAGES.proofUploaded100}
          </p>
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
