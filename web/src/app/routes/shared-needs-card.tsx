import { NEEDS_MESSAGES } from '@common/messages/needs';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useSharedNeedsCard } from '@web/features/me/needs/api/shared-needs-card';
import { PrintedNeedsCard } from '@web/features/me/needs/components/printed-needs-card';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import '@web/features/me/needs/needs-print.css';
import { ApiError } from '@web/lib/api';
import { usePageTitle } from '@web/lib/use-page-title';

/** A needs card opened through its share link: read-only, printable, never indexed. */
export function SharedNeedsCardPage() {
  usePageTitle(NEEDS_MESSAGES.sharedCardTitle);
  const { token = '' } = useParams();
  const card = useSharedNeedsCard(token);
  return (
    <div className="needs-print-page mx-auto max-w-3xl px-4 py-12">
      {/* React hoists this into <head>. */}
      <meta name="robots" content="noindex, nofollow" />
      {card.isPending ? (
        <Spinner />
      ) : card.isError ? (
        <section className="rounded-2xl border border-line bg-surface p-8 text-center">
          <h1 className="text-2xl font-semibold">
            {card.error instanceof ApiError && card.error.status === 404
              ? NEEDS_MESSAGES.sharedNotFoundTitle
              : NEEDS_MESSAGES.sharedCardTitle}
          </h1>
          <p className="mt-3">
            {card.error instanceof ApiError && card.error.status === 429
              ? NEEDS_MESSAGES.sharedRateLimited
              : NEEDS_MESSAGES.sharedNotFound}
          </p>
        </section>
      ) : (
        <div className="flex flex-col gap-4">
          <PrintedNeedsCard card={card.data} headingLevel="h1" />
          <div className="needs-no-print">
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="h-4 w-4" /> {NEEDS_MESSAGES.printCard}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
