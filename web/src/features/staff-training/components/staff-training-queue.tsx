import type {
  StaffTrainingDocumentLink,
  StaffTrainingQueueItem,
} from '@common/contracts/staff-training';
import { STAFF_TRAINING_ADMIN_MESSAGES as M } from '@common/messages/staff-training';
import { QueryError } from '@web/components/query-error';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ConfirmAction } from '@web/features/admin/shared/components/confirm-action';
import { ProviderNameLink } from '@web/features/provider-profile/components/provider-name-link';
import { pageLocaleTag } from '@web/lib/i18n/apply-locale';
import { notify } from '@web/lib/notify';
import { CheckCircle2, ExternalLink, FileText, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import {
  fetchTrainingDocumentLink,
  useDecideTraining,
  useTrainingQueue,
} from '../api/training-queue';
import { dateWords } from '../training-form-check';

/**
 * The admin panel's staff training checks (decision 071), inside the verification tab: each
 * pending training with its certificate behind a 5-minute signed link, verified or rejected
 * (the server audits each decision).
 */
export function StaffTrainingQueue() {
  const queue = useTrainingQueue();
  return (
    <section
      aria-labelledby="staff-training-queue-heading"
      className="mt-8 flex flex-col gap-4 border-t border-line pt-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="staff-training-queue-heading"
          tabIndex={-1}
          className="scroll-mt-4 text-2xl font-semibold"
        >
          {M.heading}
        </h2>
        {queue.data ? (
          <p className="text-muted" aria-live="polite">
            {M.waiting(queue.data.total)}
          </p>
        ) : null}
      </div>
      <p className="text-muted">{M.hint}</p>
      {queue.isPending ? <Spinner label={M.loading} /> : null}
      {queue.isError ? (
        <QueryError look="panel" onRetry={() => void queue.refetch()}>
          {M.loadFailed}
        </QueryError>
      ) : null}
      {queue.data && queue.data.items.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-6 text-center text-muted">
          {M.empty}
        </p>
      ) : null}
      {queue.data && queue.data.items.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {queue.data.items.map((item) => (
            <li key={item.id}>
              <TrainingCard item={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function TrainingCard({ item }: { item: StaffTrainingQueueItem }) {
  const decide = useDecideTraining();
  const [link, setLink] = useState<StaffTrainingDocumentLink | null>(null);
  const [opening, setOpening] = useState(false);
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const id = useId();
  const headingId = `${id}-heading`;
  const tag = pageLocaleTag();

  const afterDecision = (message: string) => {
    notify.success({ title: message });
    document.getElementById('staff-training-queue-heading')?.focus();
  };
  const failed = () => notify.error({ title: M.decisionFailed });

  async function openDocument() {
    setOpening(true);
    try {
      setLink(await fetchTrainingDocumentLink(item.id));
    } catch {
      notify.error({ title: M.linkFailed });
    } finally {
      setOpening(false);
    }
  }

  return (
    /* A group, not an article: the verification tab's cards are its articles. */
    // biome-ignore lint/a11y/useSemanticElements: a card of text and buttons, not a form's fieldset (a fieldset's min-content width would overflow a 320 px phone)
    <div
      role="group"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <h3
        id={headingId}
        className="text-xl font-semibold wrap-anywhere"
        lang={item.nameLang ?? undefined}
      >
        {item.name}
      </h3>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{M.business}</dt>
        <dd className="wrap-anywhere">
          <ProviderNameLink provider={{ id: item.providerId, name: item.providerName }} always />
        </dd>
        <dt className="font-medium">{M.issuer}</dt>
        <dd className="wrap-anywhere" lang={item.issuerLang ?? undefined}>
          {item.issuer}
        </dd>
        <dt className="font-medium">{M.completed}</dt>
        <dd>{dateWords(tag, item.completedOn)}</dd>
        <dt className="font-medium">{M.expires}</dt>
        <dd>{item.expiresOn ? dateWords(tag, item.expiresOn) : M.noExpiry}</dd>
        <dt className="font-medium">{M.sent}</dt>
        <dd>{dateWords(tag, item.createdAt.slice(0, 10))}</dd>
      </dl>

      {link ? (
        <div className="flex flex-col gap-2 rounded-lg bg-brand-50 p-3 text-sm">
          {link.contentType === 'application/pdf' ? null : (
            <img src={link.url} alt={item.name} className="max-h-80 max-w-full self-start" />
          )}
          <a
            href={link.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-800 underline"
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            {link.fileName}
          </a>
          <p className="text-muted">{M.linkExpires}</p>
        </div>
      ) : null}

      {rejecting ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-reason`} className="font-medium">
            {M.reason}
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={500}
            rows={2}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            onChange={(e) => setReason(e.target.value)}
            className="rounded-lg border border-line bg-surface px-3 py-2"
          />
          {reasonError ? (
            <p id={`${id}-reason-error`} role="alert" className="text-sm text-red-800">
              {reasonError}
            </p>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3">
        {item.hasDocument ? (
          <Button variant="secondary" size="sm" onClick={openDocument} disabled={opening}>
            <FileText aria-hidden="true" className="h-4 w-4" />
            {opening ? M.opening : M.viewDocument}
            <span className="sr-only"> {item.name}</span>
          </Button>
        ) : (
          <span className="text-sm text-muted">{M.noDocument}</span>
        )}
        <span className="flex-1" />
        {item.hasDocument ? (
          <ConfirmAction
            title={M.verifyTitle(item.name)}
            description={M.verifyDescription}
            confirmLabel={M.confirmVerify}
            onConfirm={() =>
              decide.mutate(
                { id: item.id, kind: 'verify' },
                { onSuccess: () => afterDecision(M.verified), onError: failed },
              )
            }
          >
            <Button size="sm" disabled={decide.isPending}>
              <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
              {M.verify}
              <span className="sr-only"> {item.name}</span>
            </Button>
          </ConfirmAction>
        ) : null}
        {rejecting ? (
          <ConfirmAction
            title={M.rejectTitle(item.name)}
            description={reason.trim()}
            confirmLabel={M.confirmReject}
            danger
            onConfirm={() =>
              decide.mutate(
                { id: item.id, kind: 'reject', reason: reason.trim() },
                { onSuccess: () => afterDecision(M.rejected), onError: failed },
              )
            }
          >
            <Button
              variant="danger"
              size="sm"
              disabled={decide.isPending}
              onClick={(event) => {
                /* A reason is needed first: the question stays shut until there is one. */
                if (!reason.trim()) {
                  event.preventDefault();
                  setReasonError(M.reasonRequired);
                  document.getElementById(`${id}-reason`)?.focus();
                } else setReasonError(null);
              }}
            >
              <XCircle aria-hidden="true" className="h-4 w-4" />
              {M.confirmReject}
              <span className="sr-only"> {item.name}</span>
            </Button>
          </ConfirmAction>
        ) : (
          <Button
            variant="danger"
            size="sm"
            onClick={() => {
              setRejecting(true);
              requestAnimationFrame(() => document.getElementById(`${id}-reason`)?.focus());
            }}
          >
            <XCircle aria-hidden="true" className="h-4 w-4" />
            {M.reject}
            <span className="sr-only"> {item.name}</span>
          </Button>
        )}
      </div>
    </div>
  );
}
