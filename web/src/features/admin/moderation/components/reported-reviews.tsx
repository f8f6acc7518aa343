import { REPORT_QUEUE_MESSAGES, REPORTED_REVIEWS_MESSAGES } from '@common/messages/admin';
import { PROFILE_MESSAGES } from '@common/messages/provider';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ProviderNameLink } from '@web/features/provider-profile/components/provider-name-link';
import { pageLocaleTag } from '@web/lib/i18n/apply-locale';
import { useDecideReport, useReviewReports } from '../api/review-reports';

/* Made at the first report shown, not when /admin's code loads: the queue comes first. */
let dateFormat: Intl.DateTimeFormat | undefined;
const reportDate = (date: Date) => {
  dateFormat ??= new Intl.DateTimeFormat(pageLocaleTag(), { dateStyle: 'medium', timeZone: 'UTC' });
  return dateFormat.format(date);
};

/**
 * Reports of published reviews, newest first, with the reason a member gave: dismiss (the review
 * stays) or unpublish (the review leaves the profile and the provider's stats are recomputed).
 */
export function ReportedReviews() {
  const reports = useReviewReports();
  const decide = useDecideReport();
  const items = reports.data?.pages.flatMap((p) => p.reports) ?? [];

  return (
    <section aria-labelledby="reported-reviews" className="mt-12 border-t border-line pt-8">
      <h2 id="reported-reviews" className="text-2xl font-semibold">
        {REPORT_QUEUE_MESSAGES.heading}
      </h2>
      {reports.isPending ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p className="mt-4 rounded-xl bg-canvas p-6 text-center">{REPORT_QUEUE_MESSAGES.empty}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {items.map((r) => (
            /* List items, not articles: the pending queue above counts its articles. */
            <li
              key={r.id}
              aria-labelledby={`report-${r.id}`}
              className="rounded-2xl border border-line bg-surface p-5"
            >
              <h3 id={`report-${r.id}`} className="text-lg font-semibold">
                {r.providerId ? (
                  <ProviderNameLink provider={{ id: r.providerId, name: r.providerName }} always />
                ) : (
                  r.providerName
                )}
              </h3>
              <p className="text-sm text-muted">
                {REPORTED_REVIEWS_MESSAGES.reviewBy} {r.reviewDisplayName}{' '}
                {REPORTED_REVIEWS_MESSAGES.reported} {reportDate(new Date(r.createdAt))}
              </p>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="font-semibold">{REPORT_QUEUE_MESSAGES.reason}</dt>
                <dd>{PROFILE_MESSAGES.reportReasons[r.reason]}</dd>
                {r.details ? (
                  <>
                    <dt className="font-semibold">{REPORT_QUEUE_MESSAGES.details}</dt>
                    <dd className="whitespace-pre-line">{r.details}</dd>
                  </>
                ) : null}
              </dl>
              <blockquote
                className="mt-3 border-l-4 border-line pl-4 whitespace-pre-line"
                lang={r.reviewLang ?? undefined}
              >
                {r.reviewText}
              </blockquote>
              {r.reportCount > 1 ? (
                <p className="mt-2 text-sm text-muted">
                  {REPORT_QUEUE_MESSAGES.reportsOnReview(r.reportCount)}
                </p>
              ) : null}
              <div className="mt-4 flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: r.id, body: { decision: 'dismiss' } })}
                >
                  {REPORT_QUEUE_MESSAGES.dismiss}
                  <span className="sr-only"> ({r.providerName})</span>
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: r.id, body: { decision: 'unpublish' } })}
                >
                  {REPORT_QUEUE_MESSAGES.unpublish}
                  <span className="sr-only"> ({r.providerName})</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {reports.hasNextPage ? (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={reports.isFetchingNextPage}
          onClick={() => void reports.fetchNextPage()}
        >
          {REPORTED_REVIEWS_MESSAGES.loadMoreReports}
        </Button>
      ) : null}
    </section>
  );
}
