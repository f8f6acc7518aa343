import type { BusinessProvider } from '@common/contracts/business';
import { DOCUMENTS_PROMPTS, dashboardVerification } from '@common/domain/dashboard-verification';
import { shownLocation } from '@common/domain/shown-location';
import { PROVIDER_MESSAGES, PROVIDER_OVERVIEW_MESSAGES } from '@common/messages/business';
import { accommodationLabel, categoryLabel } from '@common/messages/catalog';
import { Button } from '@web/components/ui/button';
import { preloadable } from '@web/lib/preloadable';
import { useLazyDialog } from '@web/lib/use-lazy-dialog';
import clsx from 'clsx';
import { Upload } from 'lucide-react';
import { useRef } from 'react';

const text = PROVIDER_MESSAGES.dashboard;

const LISTING_TONE: Record<string, string> = {
  verified: 'border-brand-700 bg-brand-50 text-brand-800',
  rejected: 'border-red-800 bg-red-50 text-red-900',
};
const DOCUMENT_TONE: Record<string, string> = {
  verified: 'border-brand-700 bg-brand-50 text-brand-800',
  rejected: 'border-red-800 bg-red-50 text-red-900',
  pending: 'border-amber-700 bg-amber-50 text-amber-900',
};

function Badge({ label, tone }: { label: string; tone: string | undefined }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border px-3 py-1 text-sm font-semibold',
        tone ?? 'border-line bg-surface text-muted',
      )}
    >
      {label}
    </span>
  );
}

/* The upload dialog's code (with the upload form's) is a chunk of its own, loaded when asked. */
const UPLOAD_DIALOG = preloadable(() =>
  import('./upload-documents-dialog').then((m) => m.UploadDocumentsDialog),
);

function UploadDialog({ provider }: { provider: BusinessProvider }) {
  const { open, setOpen, Dialog, warm, openWhenLoaded } = useLazyDialog(UPLOAD_DIALOG);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={openWhenLoaded}
      >
        <Upload aria-hidden="true" className="h-4 w-4" />
        {text.uploadVerificationDocuments}
      </Button>
      {Dialog ? (
        <Dialog provider={provider} onClose={() => setOpen(false)} trigger={trigger} />
      ) : null}
    </>
  );
}

/** The dashboard's first tab: status badges, business info, admin notes, documents, metrics. */
export function ProviderOverview({ provider }: { provider: BusinessProvider }) {
  const hasRating = provider.averageRating !== null;
  const state = dashboardVerification(provider);
  return (
    <div className="flex flex-col gap-6">
      <section aria-label={PROVIDER_OVERVIEW_MESSAGES.status} className="flex flex-wrap gap-2">
        <Badge label={state.listingLabel} tone={LISTING_TONE[provider.accommodationStatus]} />
        {state.documentLabel ? (
          <Badge label={state.documentLabel} tone={DOCUMENT_TONE[provider.verificationStatus]} />
        ) : null}
      </section>

      {hasRating ? (
        <section aria-labelledby="metrics" className="grid gap-3 sm:grid-cols-3">
          <h2 id="metrics" className="sr-only">
            {PROVIDER_OVERVIEW_MESSAGES.performance}
          </h2>
          {[
            [text.averageRating, (provider.averageRating ?? 0).toFixed(1)],
            [text.totalReviews, String(provider.totalReviewCount)],
            [text.verifiedReviews, `${provider.verifiedPercentage}%`],
          ].map(([label, value]) => (
            <div key={label} className="rounded-2xl border border-line bg-surface p-4">
              <p className="text-sm text-muted">{label}</p>
              <p className="text-3xl font-semibold">{value}</p>
            </div>
          ))}
        </section>
      ) : null}

      <section
        aria-labelledby="business-info"
        className="rounded-2xl border border-line bg-surface p-5"
      >
        <h2 id="business-info" className="text-xl font-semibold">
          {PROVIDER_OVERVIEW_MESSAGES.businessInformation}
        </h2>
        <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <dt className="text-muted">{PROVIDER_OVERVIEW_MESSAGES.name}</dt>
          <dd>{provider.name}</dd>
          <dt className="text-muted">{PROVIDER_OVERVIEW_MESSAGES.category}</dt>
          <dd>{categoryLabel(provider.category)}</dd>
          <dt className="text-muted">{PROVIDER_OVERVIEW_MESSAGES.location}</dt>
          <dd>{shownLocation(provider.location)}</dd>
          <dt className="text-muted">{PROVIDER_OVERVIEW_MESSAGES.contactEmail}</dt>
          <dd className="wrap-anywhere">
            {provider.contactEmail ?? PROVIDER_OVERVIEW_MESSAGES.notProvided}
          </dd>
          <dt className="text-muted">{PROVIDER_OVERVIEW_MESSAGES.accommodations}</dt>
          <dd>
            {provider.accommodations.length > 0 || provider.customAccommodation ? (
              <ul className="flex flex-wrap gap-2">
                {[...provider.accommodations, provider.customAccommodation]
                  .filter((item): item is string => Boolean(item))
                  .map((item) => (
                    <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm">
                      {accommodationLabel(item)}
                    </li>
                  ))}
              </ul>
            ) : (
              PROVIDER_OVERVIEW_MESSAGES.noneListedYet
            )}
          </dd>
        </dl>
      </section>

      {provider.verificationNotes ? (
        <section
          aria-labelledby="admin-notes"
          className="rounded-2xl border border-amber-700 bg-amber-50 p-5 text-amber-950"
        >
          <h2 id="admin-notes" className="text-lg font-semibold">
            {text.adminNotes}
          </h2>
          <p className="mt-1 whitespace-pre-line">{provider.verificationNotes}</p>
        </section>
      ) : null}

      {state.documentsPrompt === null ? null : (
        <section
          aria-labelledby="documents"
          className="rounded-2xl border border-line bg-surface p-5"
        >
          <h2 id="documents" className="text-lg font-semibold">
            {PROVIDER_OVERVIEW_MESSAGES.verificationDocuments}
          </h2>
          <p className="mt-1 text-muted">{DOCUMENTS_PROMPTS[state.documentsPrompt]}</p>
          <div className="mt-3">
            <UploadDialog provider={provider} />
          </div>
        </section>
      )}
    </div>
  );
}
