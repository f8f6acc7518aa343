import type { ModerationDecision } from '@common/contracts/moderation';
import { ADMIN_QUEUE_MESSAGES, MODERATION_TAB_MESSAGES } from '@common/messages/admin';
import { QueryError } from '@web/components/query-error';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { CONFIRM_DIALOG } from '@web/features/admin/shared/components/confirm-action';
import { QueueToolbar } from '@web/features/admin/shared/components/queue-toolbar';
import { useQueueFilters } from '@web/features/admin/shared/hooks/use-queue-filters';
import { pageLocaleTag } from '@web/lib/i18n/apply-locale';
import { preloadable } from '@web/lib/preloadable';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useBulkModerateReviews } from '../api/bulk-moderate-reviews';
import { usePendingReviews } from '../api/get-pending-reviews';
import { useModerateReview } from '../api/moderate-review';
import { ReportedReviews } from './reported-reviews';
import { ReviewCard } from './review-card';

/*
 * The first paint of /admin shows this many cards; the rest of the page (20 a page) is rendered
 * right after, in a background render React may interrupt (useDeferredValue's initial value).
 * A phone shows two cards, a desktop three or four: the first paint does a fifth of the work
 * (decision 048, follow-up "The queue's first paint").
 */
const FIRST_PAINT_CARDS = 4;

/*
 * The dialogs only a click opens (a bulk decision, a single decision's question) are chunks of
 * their own, fetched once the queue is on screen: not part of the first view's code.
 */
const BULK_DECISION_DIALOG = preloadable(() =>
  import('./bulk-decision-dialog').then((m) => m.BulkDecisionDialog),
);
const preloadDialogs = () => {
  for (const code of [BULK_DECISION_DIALOG, CONFIRM_DIALOG]) code.preload().catch(() => {});
};

/**
 * Review Moderation: the queue of pending reviews, newest first, with per-review Approve /
 * Reject / Skip and bulk decisions over a selection. Decided reviews leave the list at once;
 * focus moves to the next review so a keyboard user keeps their place.
 */
export function ReviewModerationTab() {
  const { q, state, sort, update } = useQueueFilters('newest');
  const queue = usePendingReviews({ q, state, sort });
  const moderate = useModerateReview();
  const bulk = useBulkModerateReviews();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [skipped, setSkipped] = useState<Set<number>>(new Set());
  const [decided, setDecided] = useState<Set<number>>(new Set());
  const [bulkDecision, setBulkDecision] = useState<ModerationDecision | null>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const [focusTarget, setFocusTarget] = useState<number | 'top' | null>(null);
  const cardLimit = useDeferredValue(Number.POSITIVE_INFINITY, FIRST_PAINT_CARDS);
  const headings = useRef(new Map<number, HTMLHeadingElement>());
  const topRef = useRef<HTMLHeadingElement>(null);

  const shown = queue.isSuccess;
  useEffect(() => {
    if (shown) preloadDialogs();
  }, [shown]);

  const all = useMemo(() => queue.data?.pages.flatMap((p) => p.reviews) ?? [], [queue.data]);
  const visible = all.filter((r) => !skipped.has(r.id) && !decided.has(r.id));
  const visibleSelected = visible.filter((r) => selected.has(r.id));
  const first = queue.data?.pages[0];
  const pendingLabel = first
    ? `${first.pendingCount.toLocaleString(pageLocaleTag())}${first.pendingCountCapped ? '+' : ''}`
    : '';

  useEffect(() => {
    if (focusTarget === null) return;
    const target = focusTarget === 'top' ? topRef.current : headings.current.get(focusTarget);
    (target ?? topRef.current)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  /* After a review leaves the list, the next one (or the one before, or the heading) gets focus. */
  const focusAfter = (ids: number[]) => {
    const remaining = visible.filter((r) => !ids.includes(r.id));
    const index = visible.findIndex((r) => ids.includes(r.id));
    const next = remaining[Math.min(index, remaining.length - 1)];
    setFocusTarget(next ? next.id : 'top');
  };

  const decideOne = (id: number, status: ModerationDecision, notes: string) => {
    moderate.mutate(
      { id, status, notes },
      {
        onSuccess: () => {
          focusAfter([id]);
          setDecided((d) => new Set(d).add(id));
          setSelected((s) => {
            const next = new Set(s);
            next.delete(id);
            return next;
          });
        },
      },
    );
  };

  const decideSelected = (notes: string) => {
    if (!bulkDecision) return;
    const ids = visibleSelected.map((r) => r.id);
    bulk.mutate(
      { reviewIds: ids, status: bulkDecision, notes },
      {
        onSuccess: () => {
          setDecided((d) => new Set([...d, ...ids]));
          setSelected(new Set());
          setFocusTarget('top');
        },
        onSettled: () => setBulkDecision(null),
      },
    );
  };

  const openBulk = (decision: ModerationDecision) => {
    /* A file that failed to load makes the app load afresh (lib/new-version.ts). */
    BULK_DECISION_DIALOG.preload().then(
      () => {
        setDialogKey((k) => k + 1);
        setBulkDecision(decision);
      },
      () => {},
    );
  };

  if (queue.isPending) return <Spinner label={MODERATION_TAB_MESSAGES.loadingReviews} />;
  if (queue.isError) {
    return (
      <QueryError onRetry={() => void queue.refetch()}>
        {MODERATION_TAB_MESSAGES.weCouldNotLoad}
      </QueryError>
    );
  }

  const allSelected = visible.length > 0 && visibleSelected.length === visible.length;
  const BulkDecisionDialog = BULK_DECISION_DIALOG.loaded;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 ref={topRef} tabIndex={-1} className="text-2xl font-semibold outline-offset-4">
          {MODERATION_TAB_MESSAGES.pendingReviews}
        </h2>
        <p className="text-muted" aria-live="polite">
          {pendingLabel}{' '}
          {q || state
            ? MODERATION_TAB_MESSAGES.found
            : MODERATION_TAB_MESSAGES.waitingForModeration}
          , {ADMIN_QUEUE_MESSAGES.sorts[sort].toLowerCase()}
        </p>
      </div>
      <div className="mt-4">
        <QueueToolbar
          label={MODERATION_TAB_MESSAGES.reviewQueue}
          q={q}
          state={state}
          sort={sort}
          searchHint={MODERATION_TAB_MESSAGES.reviewerNameOrE}
          onChange={update}
        />
      </div>

      {visible.length === 0 ? (
        <p className="mt-6 rounded-xl bg-canvas p-6 text-center">
          {skipped.size > 0
            ? MODERATION_TAB_MESSAGES.onlySkippedReviewsAre
            : q || state
              ? ADMIN_QUEUE_MESSAGES.noMatch
              : MODERATION_TAB_MESSAGES.noReviewsAreWaiting}
        </p>
      ) : (
        <>
          <fieldset className="sticky top-0 z-10 mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface/95 p-3">
            <legend className="sr-only">{MODERATION_TAB_MESSAGES.bulkActions}</legend>
            <label className="flex items-center gap-2 font-medium">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand-700"
                checked={allSelected}
                ref={(el) => {
                  if (el) el.indeterminate = visibleSelected.length > 0 && !allSelected;
                }}
                onChange={(e) =>
                  setSelected(e.target.checked ? new Set(visible.map((r) => r.id)) : new Set())
                }
              />
              {MODERATION_TAB_MESSAGES.selectAll}
              {visible.length})
            </label>
            <span className="text-muted" aria-live="polite">
              {visibleSelected.length} {MODERATION_TAB_MESSAGES.selected}
            </span>
            <div className="ml-auto flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={visibleSelected.length === 0}
                onClick={() => openBulk('approved')}
              >
                {MODERATION_TAB_MESSAGES.approveSelected}
              </Button>
              <Button
                size="sm"
                variant="danger"
                disabled={visibleSelected.length === 0}
                onClick={() => openBulk('rejected')}
              >
                {MODERATION_TAB_MESSAGES.rejectSelected}
              </Button>
            </div>
          </fieldset>

          <ul className="mt-4 flex flex-col gap-4">
            {visible.slice(0, cardLimit).map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  selected={selected.has(review.id)}
                  onSelectedChange={(on) =>
                    setSelected((s) => {
                      const next = new Set(s);
                      if (on) next.add(review.id);
                      else next.delete(review.id);
                      return next;
                    })
                  }
                  busy={moderate.isPending && moderate.variables?.id === review.id}
                  onDecide={(status, notes) => decideOne(review.id, status, notes)}
                  onSkip={() => {
                    focusAfter([review.id]);
                    setSkipped((s) => new Set(s).add(review.id));
                  }}
                  headingRef={(el) => {
                    if (el) headings.current.set(review.id, el);
                    else headings.current.delete(review.id);
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}

      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {queue.hasNextPage ? (
          <Button
            variant="secondary"
            disabled={queue.isFetchingNextPage}
            onClick={() => void queue.fetchNextPage()}
          >
            {queue.isFetchingNextPage
              ? MODERATION_TAB_MESSAGES.loading
              : MODERATION_TAB_MESSAGES.loadMoreReviews}
          </Button>
        ) : null}
        {skipped.size > 0 ? (
          <Button variant="ghost" onClick={() => setSkipped(new Set())}>
            {MODERATION_TAB_MESSAGES.showSkippedReviews}
            {skipped.size})
          </Button>
        ) : null}
      </div>

      {BulkDecisionDialog ? (
        <BulkDecisionDialog
          key={dialogKey}
          decision={bulkDecision}
          count={visibleSelected.length}
          busy={bulk.isPending}
          onCancel={() => setBulkDecision(null)}
          onConfirm={decideSelected}
        />
      ) : null}
      <ReportedReviews />
    </div>
  );
}
