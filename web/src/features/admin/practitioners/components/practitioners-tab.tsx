import type { PractitionerAction, PractitionerRow } from '@common/contracts/practitioners';
import {
  ADMIN_MESSAGES,
  ADMIN_QUEUE_MESSAGES,
  PRACTITIONERS_TAB_MESSAGES,
} from '@common/messages/admin';
import { QueryError } from '@web/components/query-error';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { QueueToolbar } from '@web/features/admin/shared/components/queue-toolbar';
import { useQueueFilters } from '@web/features/admin/shared/hooks/use-queue-filters';
import { ProviderNameLink } from '@web/features/provider-profile/components/provider-name-link';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useDecidePractitioner } from '../api/decide-practitioner';
import { usePractitioners } from '../api/get-practitioners';

const STATUS_LABELS: Record<PractitionerRow['practitionerStatus'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  revoked: 'Revoked',
};

/* What the server allows from each state (approve also needs the criteria). */
function actionsFor(row: PractitionerRow): PractitionerAction[] {
  switch (row.practitionerStatus) {
    case 'pending':
      return ['approve', 'reject'];
    case 'approved':
      return ['revoke'];
    default:
      return ['approve'];
  }
}

const ACTION_LABELS: Record<PractitionerAction, string> = {
  approve: ADMIN_MESSAGES.practitioner.approve,
  reject: ADMIN_MESSAGES.practitioner.reject,
  revoke: ADMIN_MESSAGES.practitioner.revoke,
};

/**
 * Practitioner Approvals: reviews that name a practitioner, whether each meets the criteria
 * (verified review, rating 4 or more) and its approval state, with Approve / Reject / Revoke.
 */
export function PractitionerApprovalsTab() {
  const { q, state, sort, update } = useQueueFilters('newest');
  const list = usePractitioners({ q, state, sort });
  const decide = useDecidePractitioner();

  if (list.isPending) return <Spinner label={PRACTITIONERS_TAB_MESSAGES.loadingPractitioners} />;
  if (list.isError) {
    return (
      <QueryError onRetry={() => void list.refetch()}>
        {PRACTITIONERS_TAB_MESSAGES.weCouldNotLoad}
      </QueryError>
    );
  }
  const rows = list.data.pages.flatMap((p) => p.practitioners);

  return (
    <div>
      <h2 className="text-2xl font-semibold">{PRACTITIONERS_TAB_MESSAGES.practitionerApprovals}</h2>
      <p className="mt-1 text-muted">{PRACTITIONERS_TAB_MESSAGES.aPractitionerIsHighlighted}</p>
      <div className="mt-4">
        <QueueToolbar
          label={PRACTITIONERS_TAB_MESSAGES.practitionerList}
          q={q}
          state={state}
          sort={sort}
          searchHint={PRACTITIONERS_TAB_MESSAGES.practitionerReviewerNameOr}
          onChange={update}
        />
      </div>
      {rows.length === 0 ? (
        <p className="mt-6 rounded-xl bg-canvas p-6 text-center">
          {q || state ? ADMIN_QUEUE_MESSAGES.noMatch : PRACTITIONERS_TAB_MESSAGES.noReviewsMentionA}
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[48rem] border-collapse text-left">
            <caption className="sr-only">{PRACTITIONERS_TAB_MESSAGES.reviewsThatMentionA}</caption>
            <thead>
              <tr className="border-b border-line text-sm text-muted">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {PRACTITIONERS_TAB_MESSAGES.practitioner}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {PRACTITIONERS_TAB_MESSAGES.business}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {PRACTITIONERS_TAB_MESSAGES.review}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {PRACTITIONERS_TAB_MESSAGES.criteria}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {PRACTITIONERS_TAB_MESSAGES.status}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {PRACTITIONERS_TAB_MESSAGES.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const busy = decide.isPending && decide.variables?.reviewId === row.reviewId;
                return (
                  <tr key={row.reviewId} className="border-b border-line align-top">
                    <th scope="row" className="py-3 pr-3 font-semibold">
                      {row.practitionerName}
                    </th>
                    <td className="py-3 pr-3">
                      {row.providerId ? (
                        <ProviderNameLink
                          provider={{ id: row.providerId, name: row.providerName }}
                          always
                        />
                      ) : (
                        row.providerName
                      )}
                    </td>
                    <td className="py-3 pr-3 text-sm">
                      {row.overallRating} {PRACTITIONERS_TAB_MESSAGES.outOf5}{' '}
                      {row.isVerified
                        ? PRACTITIONERS_TAB_MESSAGES.verified
                        : PRACTITIONERS_TAB_MESSAGES.notVerified}
                      <span className="block text-muted">
                        {PRACTITIONERS_TAB_MESSAGES.by} {row.reviewerName}{' '}
                        {PRACTITIONERS_TAB_MESSAGES.review2}{' '}
                        {PRACTITIONERS_TAB_MESSAGES.reviewStatuses[row.reviewStatus]}
                      </span>
                    </td>
                    <td className="py-3 pr-3 text-sm">
                      {row.meetsCriteria ? (
                        <span className="inline-flex items-center gap-1 text-brand-800">
                          <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
                          {ADMIN_MESSAGES.practitioner.meetsCriteria}
                        </span>
                      ) : (
                        <span className="inline-flex items-center gap-1 text-red-800">
                          <XCircle aria-hidden="true" className="h-4 w-4" />
                          {ADMIN_MESSAGES.practitioner.doesNotMeetCriteria}
                        </span>
                      )}
                    </td>
                    <td className="py-3 pr-3">{STATUS_LABELS[row.practitionerStatus]}</td>
                    <td className="py-3">
                      <div className="flex flex-wrap gap-2">
                        {actionsFor(row).map((action) => (
                          <Button
                            key={action}
                            size="sm"
                            variant={action === 'approve' ? 'primary' : 'secondary'}
                            disabled={busy || (action === 'approve' && !row.meetsCriteria)}
                            aria-label={`${ACTION_LABELS[action]} ${row.practitionerName} (${row.providerName})`}
                            onClick={() => decide.mutate({ reviewId: row.reviewId, action })}
                          >
                            {ACTION_LABELS[action]}
                          </Button>
                        ))}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {list.hasNextPage ? (
        <div className="mt-6 text-center">
          <Button
            variant="secondary"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage
              ? PRACTITIONERS_TAB_MESSAGES.loading
              : PRACTITIONERS_TAB_MESSAGES.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
