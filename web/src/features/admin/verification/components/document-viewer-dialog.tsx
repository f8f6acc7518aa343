import type { DocumentContentType } from '@common/contracts/verification';
import {
  ADMIN_MESSAGES,
  ADMIN_REVIEW_DESK_MESSAGES,
  DOCUMENT_VIEWER_DIALOG_MESSAGES,
  DOCUMENT_VIEWER_MESSAGES,
} from '@common/messages/admin';
import { Button } from '@web/components/ui/button';
import { ModalDialog } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { AlertTriangle, Download, ExternalLink, ShieldAlert } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { FileFetchError, fetchDocument } from '../api/get-document-link';

type Loaded = {
  objectUrl: string;
  signedUrl: string;
  contentType: DocumentContentType;
  /** The bytes arrived but are not what the link said they are. */
  typeMismatch: boolean;
};
type ViewerState =
  | { phase: 'loading' }
  | { phase: 'denied' }
  | { phase: 'unavailable' }
  | { phase: 'failed' }
  | { phase: 'ready'; doc: Loaded };

/**
 * The secure document viewer (provider-admin-side.md §2, §8, §9): the document is fetched through
 * a 300-second signed link and shown from memory (an image, or a PDF in a frame); the spec's
 * error views say what went wrong and offer Retry, and Download always asks for a fresh link.
 */
export function DocumentViewerDialog({
  providerId,
  providerName,
  open,
  onOpenChange,
}: {
  providerId: number;
  providerName: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [state, setState] = useState<ViewerState>({ phase: 'loading' });
  const [previewFailed, setPreviewFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const load = useCallback(async () => {
    setState({ phase: 'loading' });
    setPreviewFailed(false);
    try {
      const { link, blob } = await fetchDocument(providerId);
      setState({
        phase: 'ready',
        doc: {
          objectUrl: URL.createObjectURL(blob),
          signedUrl: link.url,
          contentType: link.contentType,
          typeMismatch: blob.type !== link.contentType,
        },
      });
    } catch (err) {
      if (err instanceof ApiError && err.status === 403) return setState({ phase: 'denied' });
      if (err instanceof ApiError && err.status === 404) return setState({ phase: 'unavailable' });
      if (err instanceof FileFetchError) {
        if (err.status === 404) return setState({ phase: 'unavailable' });
        notify.error(ADMIN_MESSAGES.fileAccessFailed);
      } else if (err instanceof ApiError) {
        notify.error(ADMIN_MESSAGES.secureAccessFailed);
      } else {
        notify.error(ADMIN_MESSAGES.documentAccessFailed);
      }
      setState({ phase: 'failed' });
    }
  }, [providerId]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  /* The in-memory copy is released when it is replaced or the dialog closes. */
  const objectUrl = state.phase === 'ready' ? state.doc.objectUrl : null;
  useEffect(() => {
    if (!objectUrl) return;
    return () => URL.revokeObjectURL(objectUrl);
  }, [objectUrl]);

  async function download() {
    setDownloading(true);
    try {
      const { link, blob } = await fetchDocument(providerId);
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = link.fileName;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      notify.error(DOCUMENT_VIEWER_MESSAGES.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  const downloadButton = (
    <Button variant="secondary" size="sm" onClick={download} disabled={downloading}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {DOCUMENT_VIEWER_MESSAGES.download}
    </Button>
  );

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={DOCUMENT_VIEWER_DIALOG_MESSAGES.verificationDocument(providerName)}
      width="widest"
    >
      {state.phase === 'loading' ? (
        <Spinner label={DOCUMENT_VIEWER_DIALOG_MESSAGES.loadingTheDocumentSecurely} />
      ) : null}

      {state.phase === 'denied' ? (
        <ErrorView
          icon="shield"
          title={DOCUMENT_VIEWER_MESSAGES.accessDenied.title}
          text={DOCUMENT_VIEWER_MESSAGES.accessDenied.description}
        />
      ) : null}

      {state.phase === 'unavailable' ? (
        <ErrorView
          title={DOCUMENT_VIEWER_MESSAGES.unavailable}
          text={DOCUMENT_VIEWER_MESSAGES.notAvailable}
          action={
            <Button variant="secondary" onClick={load}>
              {DOCUMENT_VIEWER_MESSAGES.retry}
            </Button>
          }
        />
      ) : null}

      {state.phase === 'failed' ? (
        <ErrorView
          title={DOCUMENT_VIEWER_MESSAGES.loadFailed}
          action={
            <Button variant="secondary" onClick={load}>
              {DOCUMENT_VIEWER_MESSAGES.tryAgain}
            </Button>
          }
        />
      ) : null}

      {state.phase === 'ready' ? (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted">{DOCUMENT_VIEWER_MESSAGES.expiresSoon}</p>
            <div className="flex flex-wrap gap-2">
              <a
                href={state.doc.signedUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-800 underline hover:bg-brand-50"
              >
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                {DOCUMENT_VIEWER_MESSAGES.openInNewTab}
                <span className="sr-only"> {DOCUMENT_VIEWER_DIALOG_MESSAGES.opensANewTab}</span>
              </a>
              {downloadButton}
            </div>
          </div>
          {previewFailed || state.doc.typeMismatch ? (
            <ErrorView
              title={
                state.doc.contentType === 'application/pdf'
                  ? DOCUMENT_VIEWER_MESSAGES.documentError.title
                  : DOCUMENT_VIEWER_MESSAGES.imageError.title
              }
              text={DOCUMENT_VIEWER_MESSAGES.imageError.description}
            />
          ) : state.doc.contentType === 'application/pdf' ? (
            <>
              <iframe
                src={state.doc.objectUrl}
                title={DOCUMENT_VIEWER_DIALOG_MESSAGES.verificationDocumentOfPdf(providerName)}
                className="h-[65vh] w-full rounded-lg border border-line"
              />
              <p className="text-sm text-muted">
                {ADMIN_REVIEW_DESK_MESSAGES.verification.previewHint}
              </p>
            </>
          ) : (
            <img
              src={state.doc.objectUrl}
              alt={DOCUMENT_VIEWER_DIALOG_MESSAGES.verificationDocumentOf(providerName)}
              onError={() => setPreviewFailed(true)}
              className="max-h-[65vh] w-full rounded-lg border border-line object-contain"
            />
          )}
        </div>
      ) : null}
    </ModalDialog>
  );
}

function ErrorView({
  icon,
  title,
  text,
  action,
}: {
  icon?: 'shield';
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  const Icon = icon === 'shield' ? ShieldAlert : AlertTriangle;
  return (
    <div role="alert" className="flex flex-col items-center gap-2 py-10 text-center">
      <Icon aria-hidden="true" className="h-10 w-10 text-amber-700" />
      <h3 className="text-lg font-semibold">{title}</h3>
      {text ? <p className="text-muted">{text}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
