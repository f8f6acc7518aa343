import { UPLOAD_NOTES_MAX_LENGTH } from '@common/contracts/limits';
import { DOCUMENT_UPLOAD_FORM_MESSAGES, UPLOAD_MESSAGES } from '@common/messages/business';
import { Button } from '@web/components/ui/button';
import { FieldError } from '@web/components/ui/field';
import { UploadProgress } from '@web/components/ui/upload-progress';
import { notify } from '@web/lib/notify';
import { FileCheck2, Upload } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { checkDocumentFile, DOCUMENT_ACCEPT, uploadErrorToast } from '../document-file';

type Props = {
  submitLabel: string;
  /** Sends the document; resolves when it is recorded. */
  send(input: { file: File; notes: string; onProgress(percent: number): void }): Promise<unknown>;
  /** The sending mutation's isPending (decision 052): the form keeps no busy flag of its own. */
  sending: boolean;
  onSent(): void;
  /** Lets the page take over errors it shows differently (e.g. a dead link); true when handled. */
  onError?(err: unknown): boolean;
  notesLabel?: string;
};

function formatSize(bytes: number) {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** One verification document with optional notes: the secure link page and the dashboard. */
export function DocumentUploadForm({
  submitLabel,
  send,
  sending,
  onSent,
  onError,
  notesLabel = DOCUMENT_UPLOAD_FORM_MESSAGES.notesForOurTeam,
}: Props) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  function clearFile() {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  function choose(next: File | null) {
    setError(null);
    if (!next) {
      clearFile();
      return;
    }
    const problem = checkDocumentFile(next);
    if (problem) {
      notify.error(problem);
      setError(problem.description ?? problem.title);
      clearFile();
      return;
    }
    setFile(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkDocumentFile(file);
    if (problem || !file) {
      const message = problem ?? UPLOAD_MESSAGES.noFileSelected;
      notify.error(message);
      setError(message.description ?? message.title);
      inputRef.current?.focus();
      return;
    }
    try {
      await send({ file, notes, onProgress: setProgress });
      onSent();
    } catch (err) {
      setProgress(null);
      if (onError?.(err)) return;
      const toast = uploadErrorToast(err);
      notify.error(toast);
      setError(toast.description ?? toast.title);
      clearFile();
      inputRef.current?.focus();
    }
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-file`} className="font-semibold">
          {DOCUMENT_UPLOAD_FORM_MESSAGES.verificationDocument}
        </label>
        <p id={hintId} className="text-sm text-muted">
          {DOCUMENT_UPLOAD_FORM_MESSAGES.aStateProfessionalLicense}
        </p>
        <input
          ref={inputRef}
          id={`${id}-file`}
          name="file"
          type="file"
          accept={DOCUMENT_ACCEPT}
          disabled={sending}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          className="rounded-lg border border-line bg-surface p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
        />
        {file ? (
          <p className="flex items-center gap-2 text-sm">
            <FileCheck2 aria-hidden="true" className="h-4 w-4 text-brand-700" />
            {file.name} ({formatSize(file.size)})
          </p>
        ) : null}
        <FieldError id={errorId} message={error} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-notes`} className="font-semibold">
          {notesLabel}{' '}
          <span className="font-normal text-muted">{DOCUMENT_UPLOAD_FORM_MESSAGES.optional}</span>
        </label>
        <textarea
          id={`${id}-notes`}
          name="notes"
          rows={3}
          maxLength={UPLOAD_NOTES_MAX_LENGTH}
          value={notes}
          disabled={sending}
          onChange={(e) => setNotes(e.target.value)}
          className="rounded-lg border border-line bg-surface px-3 py-2"
        />
      </div>
      {progress !== null ? (
        <UploadProgress label={DOCUMENT_UPLOAD_FORM_MESSAGES.documentUpload} percent={progress} />
      ) : null}
      <Button type="submit" disabled={sending} className="self-start">
        <Upload aria-hidden="true" className="h-4 w-4" />
        {sending ? DOCUMENT_UPLOAD_FORM_MESSAGES.uploading : submitLabel}
      </Button>
    </form>
  );
}
