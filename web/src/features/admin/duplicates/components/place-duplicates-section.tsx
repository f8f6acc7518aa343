import type { PlaceDuplicatePair, PlaceDuplicateSide } from '@common/contracts/place-duplicates';
import { categoryLabel } from '@common/messages/catalog';
import { PLACE_DUPLICATES_MESSAGES } from '@common/messages/place-duplicates';
import { QueryError } from '@web/components/query-error';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ConfirmAction } from '@web/features/admin/shared/components/confirm-action';
import { ApiError } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { Combine, ScanSearch, Split } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  useKeepPlacesApart,
  useMergePlaces,
  useScanPlaceDuplicates,
} from '../api/decide-place-pair';
import { usePlaceDuplicates } from '../api/get-place-duplicates';

const M = PLACE_DUPLICATES_MESSAGES;

/* The server's refusals, in the page's language. */
const ERROR_WORDS: Record<string, string> = {
  PAIR_NOT_FOUND: M.errors.pairNotFound,
  PAIR_DECIDED: M.errors.pairDecided,
  NOT_IN_PAIR: M.errors.notInPair,
  BOTH_CLAIMED: M.errors.bothClaimed,
};
const failed = (err: unknown) =>
  notify.error({
    title: M.actionFailed.title,
    description:
      err instanceof ApiError && ERROR_WORDS[err.code]
        ? ERROR_WORDS[err.code]
        : M.actionFailed.description,
  });

/**
 * The duplicates tab's second section (decision 063): pairs of listings that may be one place,
 * side by side; the admin chooses which listing stays and merges, or keeps the two apart.
 */
export function PlaceDuplicatesSection() {
  const query = usePlaceDuplicates();
  const scan = useScanPlaceDuplicates();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (query.isError) notify.error(M.fetchFailed);
  }, [query.isError]);

  const pairs = query.data?.pages.flatMap((p) => p.pairs) ?? [];
  /* A decided pair's card goes away: focus goes to the section, not to the page's start. */
  const decided = () => heading.current?.focus();

  return (
    <section aria-labelledby="place-duplicates-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="place-duplicates-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold"
        >
          {M.heading}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          disabled={scan.isPending}
          onClick={() =>
            scan.mutate(undefined, {
              onSuccess: ({ found }) =>
                notify.success({
                  title: M.scanned.title,
                  description: M.scanned.description(found),
                }),
              onError: () => notify.error(M.scanFailed),
            })
          }
        >
          <ScanSearch aria-hidden="true" className="h-4 w-4" />
          {M.scan}
        </Button>
      </div>
      <p className="text-muted">{M.hint}</p>
      {query.isPending ? <Spinner label={M.loading} /> : null}
      {query.isError ? (
        <QueryError look="panel" onRetry={() => void query.refetch()}>
          {M.fetchFailed.description}
        </QueryError>
      ) : null}
      {query.isSuccess && pairs.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-8 text-center text-lg font-semibold">
          {M.empty}
        </p>
      ) : null}
      <ul className="flex flex-col gap-4">
        {pairs.map((pair) => (
          <li key={pair.id}>
            <PairCard pair={pair} onDecided={decided} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {M.loadMore}
        </Button>
      ) : null}
    </section>
  );
}

/* Which listing the form proposes to keep: the one with a business, reviews, or from CalmPath. */
function proposedSurvivor({ first, second }: PlaceDuplicatePair): number {
  const weight = (side: PlaceDuplicateSide) =>
    (side.claimed ? 4 : 0) + (side.reviewCount > 0 ? 2 : 0) + (side.source === null ? 1 : 0);
  return weight(second) > weight(first) ? second.id : first.id;
}

function PairCard({ pair, onDecided }: { pair: PlaceDuplicatePair; onDecided(): void }) {
  const headingId = useId();
  const [keepId, setKeepId] = useState(() => proposedSurvivor(pair));
  const merge = useMergePlaces();
  const keepApart = useKeepPlacesApart();
  const kept = keepId === pair.first.id ? pair.first : pair.second;
  const removed = keepId === pair.first.id ? pair.second : pair.first;
  const busy = merge.isPending || keepApart.isPending;
  const sides = [pair.first, pair.second];

  function submitMerge() {
    if (busy) return;
    merge.mutate(
      { pairId: pair.id, keepProviderId: keepId },
      {
        onSuccess: (result) => {
          onDecided();
          notify.success({
            title: M.merged.title,
            description: M.merged.description(result.survivorName),
          });
        },
        onError: failed,
      },
    );
  }
  function submitKeepApart() {
    if (busy) return;
    keepApart.mutate(
      { pairId: pair.id },
      {
        onSuccess: () => {
          onDecided();
          notify.success(M.keptApart);
        },
        onError: failed,
      },
    );
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div>
        <h3 id={headingId} className="break-words text-lg font-semibold">
          {M.pairOf(pair.first.name, pair.second.name)}
        </h3>
        <p className="text-muted">{M.reasons[pair.reason]}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {sides.map((side) => (
          <SideFacts key={side.id} side={side} />
        ))}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{M.whichStays}</legend>
        {sides.map((side) => (
          <label key={side.id} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`keep-${pair.id}`}
              value={side.id}
              checked={keepId === side.id}
              onChange={() => setKeepId(side.id)}
              className="h-5 w-5"
            />
            <span className="break-words">
              {side.name} · {M.placeNumber(side.id)}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <ConfirmAction
          title={M.confirmMerge.title(`${kept.name} (${M.placeNumber(kept.id)})`)}
          description={M.confirmMerge.description(
            `${kept.name} (${M.placeNumber(kept.id)})`,
            `${removed.name} (${M.placeNumber(removed.id)})`,
          )}
          confirmLabel={M.merge}
          danger
          onConfirm={submitMerge}
        >
          <Button disabled={busy}>
            <Combine aria-hidden="true" className="h-4 w-4" />
            {M.merge}
            <span className="sr-only"> {M.mergeSr(pair.first.name, pair.second.name)}</span>
          </Button>
        </ConfirmAction>
        <ConfirmAction
          title={M.confirmKeepApart.title}
          description={M.confirmKeepApart.description(pair.first.name, pair.second.name)}
          confirmLabel={M.keepApart}
          onConfirm={submitKeepApart}
        >
          <Button variant="secondary" disabled={busy}>
            <Split aria-hidden="true" className="h-4 w-4" />
            {M.keepApart}
            <span className="sr-only"> {M.mergeSr(pair.first.name, pair.second.name)}</span>
          </Button>
        </ConfirmAction>
      </div>
    </article>
  );
}

function SideFacts({ side }: { side: PlaceDuplicateSide }) {
  return (
    <div className="rounded-lg border border-line p-3 text-sm">
      <p className="font-medium">
        <Link to={`/providers/${side.id}`} className="underline underline-offset-2">
          {side.name}
        </Link>
      </p>
      <p className="text-muted">
        {M.placeNumber(side.id)} · {categoryLabel(side.category)}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">{M.address}</dt>
        <dd className="break-words">{side.location}</dd>
        <dt className="text-muted">{M.phone}</dt>
        <dd>{side.phone ?? M.none}</dd>
        <dt className="text-muted">{M.source}</dt>
        <dd className="break-words">
          {side.source ? M.sources[side.source] : M.sources.listed}
          {side.externalId ? ` · ${side.externalId}` : ''}
        </dd>
        <dt className="text-muted">{M.reviews}</dt>
        <dd>{side.reviewCount}</dd>
        <dt className="text-muted">{M.business}</dt>
        <dd>{side.claimed ? M.claimed : M.notClaimed}</dd>
      </dl>
    </div>
  );
}
