import type { VerificationQueueItem } from '@common/contracts/verification';
import { shownLocation } from '@common/domain/shown-location';
import {
  ADMIN_MESSAGES,
  ADMIN_QUEUE_MESSAGES,
  ADMIN_REVIEW_DESK_MESSAGES,
  CONFIRM_MESSAGES,
  VERIFICATION_TAB_MESSAGES,
} from '@common/messages/admin';
import { DOCUMENT_BADGE_LABELS } from '@common/messages/badges';
import { categoryLabel } from '@common/messages/catalog';
import { QueryError } from '@web/components/query-error';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ConfirmAction } from '@web/features/admin/shared/components/confirm-action';
import { PageNav } from '@web/features/admin/shared/components/page-nav';
import { QueueToolbar } from '@web/features/admin/shared/components/queue-toolbar';
import { focusListTop, useQueueFilters } from '@web/features/admin/shared/hooks/use-queue-filters';
import { ProviderNameLink } from '@web/features/provider-profile/components/provider-name-link';
import { StaffTrainingQueue } from '@web/features/staff-training/components/staff-training-queue';
import { ApiError } from '@web/lib/api';
import { pageLocaleTag } from '@web/lib/i18n/apply-locale';
import { notify } from '@web/lib/notify';
import { CheckCircle2, FileText, Mail, MailWarning, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useApproveProvider } from '../api/approve-provider';
import { useVerificationQueue } from '../api/get-verification-queue';
import { DocumentViewerDialog } from './document-viewer-dialog';
import { RejectProviderDialog } from './reject-provider-dialog';
import { RequestDocumentsDialog } from './request-documents-dialog';

const M = ADMIN_REVIEW_DESK_MESSAGES.verification;
const C = CONFIRM_MESSAGES.approveProvider;

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(pageLocaleTag(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });

type OpenDialog = { kind: 'document' | 'reject' | 'request'; provider: VerificationQueueItem };

/**
 * Provider Verification tab: the queue of pending and unverified providers, oldest first unless
 * sorted otherwise, searchable by name, e-mail and city and narrowed by state (decision 046).
 */
export function VerificationTab() {
  const { page, q, state, sort, update } = useQueueFilters('oldest');
  const queue = useVerificationQueue({ page, q, state, sort });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  useEffect(() => {
    if (queue.isError) notify.error(ADMIN_MESSAGES.loadVerificationsFailed);
  }, [queue.isError]);

  if (queue.isPending)
    return <Spinner label={VERIFICATION_TAB_MESSAGES.loadingVerificationRequests} />;
  if (queue.isError) {
    return (
      <QueryError
        look="panel"
        title={ADMIN_MESSAGES.loadVerificationsFailed.title}
        onRetry={() => void queue.refetch()}
      >
        {ADMIN_MESSAGES.loadVerificationsFailed.description}
      </QueryError>
    );
  }

  const { items, total, pageSize } = queue.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const narrowed = Boolean(q || state);
  const goToPage = (next: number) => {
    update({ page: next });
    focusListTop(headingRef);
  };
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <section aria-labelledby="verification-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="verification-heading"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-4 text-2xl font-semibold"
        >
          {ADMIN_MESSAGES.tabs.verification}
        </h2>
        <p className="text-muted" aria-live="polite">
          {(narrowed
            ? VERIFICATION_TAB_MESSAGES.foundCount
            : VERIFICATION_TAB_MESSAGES.waitingCount)(
            total,
            ADMIN_QUEUE_MESSAGES.sorts[sort].toLowerCase(),
          )}
        </p>
      </div>

      <QueueToolbar
        label={VERIFICATION_TAB_MESSAGES.verificationQueue}
        q={q}
        state={state}
        sort={sort}
        onChange={update}
      />

      {items.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-8 text-center text-muted">
          {narrowed ? ADMIN_QUEUE_MESSAGES.noMatch : M.queueEmpty}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((provider) => (
            <li key={provider.id}>
              <QueueCard provider={provider} onOpen={(kind) => setDialog({ kind, provider })} />
            </li>
          ))}
        </ul>
      )}

      <PageNav
        label={VERIFICATION_TAB_MESSAGES.verificationQueuePages}
        page={Math.min(page, pages)}
        pages={pages}
        onPage={goToPage}
        announce
        className="justify-center"
      />

      {dialog?.kind === 'document' ? (
        <DocumentViewerDialog
          providerId={dialog.provider.id}
          providerName={dialog.provider.name}
          open
          onOpenChange={close}
        />
      ) : null}
      {dialog?.kind === 'reject' ? (
        <RejectProviderDialog provider={dialog.provider} open onOpenChange={close} />
      ) : null}
      {dialog?.kind === 'request' ? (
        <RequestDocumentsDialog provider={dialog.provider} open onOpenChange={close} />
      ) : null}
      <StaffTrainingQueue />
    </section>
  );
}

function QueueCard({
  provider,
  onOpen,
}: {
  provider: VerificationQueueItem;
  onOpen(kind: OpenDialog['kind']): void;
}) {
  const approve = useApproveProvider();
  const headingId = `verification-${provider.id}`;

  function approveProvider() {
    if (approve.isPending) return;
    approve.mutate(
      { providerId: provider.id, body: {} },
      {
        onSuccess: (result) => {
          /* The card leaves the queue with the button that had focus: keep the place at the top. */
          document.getElementById('verification-heading')?.focus();
          notify.success(
            result.mail === 'queued' ? ADMIN_MESSAGES.providerVerified : M.providerVerifiedNoEmail,
          );
        },
        onError: (err) =>
          notify.error(
            err instanceof ApiError && err.status === 409
              ? { title: ADMIN_MESSAGES.processVerificationFailed.title, description: err.message }
              : ADMIN_MESSAGES.processVerificationFailed,
          ),
      },
    );
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            <ProviderNameLink provider={provider} always />
          </h3>
          <p className="text-muted">
            {categoryLabel(provider.category)} · {shownLocation(provider.location)}
          </p>
        </div>
        <span className="rounded-full bg-sand-100 px-3 py-1 text-sm font-medium">
          {provider.verificationStatus === 'pending'
            ? DOCUMENT_BADGE_LABELS.pending
            : DOCUMENT_BADGE_LABELS.other}
        </span>
      </div>

      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{VERIFICATION_TAB_MESSAGES.contactEMail}</dt>
        <dd className="wrap-anywhere">
          {provider.contactEmail ?? VERIFICATION_TAB_MESSAGES.noneOnFile(M.noContactEmail)}
        </dd>
        <dt className="font-medium">{VERIFICATION_TAB_MESSAGES.submitted}</dt>
        <dd>{formatDate(provider.createdAt)}</dd>
        {provider.verificationRequestedAt ? (
          <>
            <dt className="font-medium">{VERIFICATION_TAB_MESSAGES.documentsRequested}</dt>
            <dd>{formatDate(provider.verificationRequestedAt)}</dd>
          </>
        ) : null}
        {provider.lastMail ? (
          <>
            <dt className="font-medium">{VERIFICATION_TAB_MESSAGES.lastEMail}</dt>
            <dd className="flex items-center gap-1">
              {provider.lastMail.status === 'failed' ? (
                <MailWarning aria-hidden="true" className="h-4 w-4 text-red-800" />
              ) : (
                <Mail aria-hidden="true" className="h-4 w-4" />
              )}
              {M.mailStates[provider.lastMail.status]} ({formatDate(provider.lastMail.at)})
            </dd>
          </>
        ) : null}
      </dl>

      {provider.verificationNotes ? (
        <div className="rounded-lg bg-brand-50 p-3 text-sm">
          <p className="font-medium">{VERIFICATION_TAB_MESSAGES.notes}</p>
          <p className="whitespace-pre-wrap">{provider.verificationNotes}</p>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3">
        {provider.hasDocument ? (
          <Button variant="secondary" size="sm" onClick={() => onOpen('document')}>
            <FileText aria-hidden="true" className="h-4 w-4" />
            {M.viewDocument}
            <span className="sr-only">
              {' '}
              {VERIFICATION_TAB_MESSAGES.of} {provider.name}
            </span>
          </Button>
        ) : (
          <span className="text-sm text-muted">{M.noDocument}</span>
        )}
        <span className="flex-1" />
        <ConfirmAction
          title={C.title(provider.name, Boolean(provider.contactEmail))}
          description={C.description(provider.contactEmail)}
          confirmLabel={M.approveAndVerify}
          onConfirm={approveProvider}
        >
          <Button size="sm">
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            {M.approveAndVerify}
            <span className="sr-only"> {provider.name}</span>
          </Button>
        </ConfirmAction>
        <Button variant="danger" size="sm" onClick={() => onOpen('reject')}>
          <XCircle aria-hidden="true" className="h-4 w-4" />
          {M.reject}
          <span className="sr-only"> {provider.name}</span>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onOpen('request')}
          disabled={!provider.contactEmail}
        >
          {M.requestDocuments}
          <span className="sr-only">
            {' '}
            {VERIFICATION_TAB_MESSAGES.from} {provider.name}
          </span>
        </Button>
      </div>
    </article>
  );
}
