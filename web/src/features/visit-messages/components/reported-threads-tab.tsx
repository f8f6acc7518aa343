import {
  VISIT_THREAD_MESSAGES as M,
  VISIT_REPORTS_ADMIN_MESSAGES as R,
  VISIT_REPORT_REASON_LABELS,
} from '@common/messages/visit-messages';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/lib/notify';
import { visitErrorMessage } from '../api/visit-errors';
import { useCloseVisitReport, useVisitReports } from '../api/visit-reports';
import { formatWhen } from './thread-view';

/**
 * The admin panel's reported conversations (decision 069): only threads someone reported, with
 * their messages, for moderators and admins; closing a report makes the thread private again.
 */
export function ReportedThreadsTab() {
  const reports = useVisitReports();
  const close = useCloseVisitReport();
  return (
    <section aria-labelledby="visit-reports-heading" className="flex flex-col gap-4">
      <h2 id="visit-reports-heading" className="text-xl font-semibold">
        {R.heading}
      </h2>
      <p className="text-muted">{R.intro}</p>
      {reports.isPending ? (
        <p role="status">{R.loading}</p>
      ) : reports.isError ? (
        <p role="alert">{M.loadFailed}</p>
      ) : reports.data.reports.length === 0 ? (
        <p>{R.empty}</p>
      ) : (
        <ul className="flex flex-col gap-6">
          {reports.data.reports.map((r) => (
            <li key={r.id} className="rounded-xl border border-line p-4">
              <h3 className="font-semibold">{R.between(r.providerName)}</h3>
              <p className="text-sm text-muted">
                {R.reportedBy(
                  r.reporterSide === 'member' ? R.member : R.business,
                  VISIT_REPORT_REASON_LABELS[r.reason],
                )}{' '}
                · {formatWhen(r.createdAt)}
              </p>
              {r.details ? <p className="mt-1 whitespace-pre-line">{r.details}</p> : null}
              <ol className="mt-3 flex flex-col gap-2">
                {r.messages.map((m) => (
                  <li key={m.id} className="rounded-lg bg-brand-50 p-2">
                    <p className="text-xs text-muted">
                      {M.wroteOn(
                        m.side === 'member' ? R.memberWrote : R.businessWrote,
                        formatWhen(m.createdAt),
                      )}
                    </p>
                    <p className="whitespace-pre-line break-words" lang={m.lang ?? undefined}>
                      {m.body}
                    </p>
                  </li>
                ))}
              </ol>
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                disabled={close.isPending}
                onClick={() =>
                  close.mutate(r.id, {
                    onSuccess: () => notify.success({ title: R.closed }),
                    onError: (e) => notify.error({ title: visitErrorMessage(e) }),
                  })
                }
              >
                {R.close}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
