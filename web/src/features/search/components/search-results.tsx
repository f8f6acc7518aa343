import { BUSINESS_CATEGORY_GROUPS } from '@common/catalog/business-categories';
import { DEFAULT_RADIUS } from '@common/catalog/search-places';
import type {
  ProviderCard as ProviderCardData,
  SearchAlternative,
} from '@common/contracts/providers';
import { readNearMe } from '@common/domain/near-me';
import {
  PLACES_MESSAGES,
  SEARCH_MESSAGES,
  SEARCH_RESULTS_MESSAGES,
  type SearchName,
  SMART_SEARCH_MESSAGES,
} from '@common/messages/search';
import { QueryError } from '@web/components/query-error';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import {
  NeedsSortControl,
  type SearchSort,
} from '@web/features/me/needs/components/needs-sort-control';
import { ProviderCard } from '@web/features/providers/components/provider-card';
import { ApiError } from '@web/lib/api';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { type SearchInput, useProviderSearch } from '../api/search-providers';
import { searchLimitMessage } from '../lib/search-limits';
import { LocationPrompt } from './location-prompt';

type Props = Omit<SearchInput, 'sort'> & {
  /** Above the list (decision 030): the list/map toggle and the map of these results. */
  aboveList?: (results: readonly ProviderCardData[]) => ReactNode;
  /** 'Best match for me' (decision 031). */
  sort?: SearchSort;
  onSortChange?(sort: SearchSort): void;
  /** A ZIP given where the answer asked for one ('near me', decision 043). */
  onNear?(zip: string): void;
};

export function SearchResults({
  q,
  group,
  refine,
  aboveList,
  sort = 'rank',
  onSortChange,
  onNear,
}: Props) {
  const search = useProviderSearch({ q, group, refine, sort: sort === 'rank' ? null : sort });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const groupLabel = BUSINESS_CATEGORY_GROUPS.find((g) => g.key === group)?.label;
  const searchName: SearchName = {
    /* 'near me' is said by the distance, not repeated as words (decision 043). */
    what: readNearMe(q).line || groupLabel || null,
    near: refine?.near ? { zip: refine.near, within: refine.within ?? DEFAULT_RADIUS } : null,
  };

  /*
   * Move focus to the results once they arrive, so keyboard and screen-reader users land there,
   * and on a short screen bring them into view: scrolled to the heading when the first card would
   * start below the fold, without motion when the visitor asks for reduced motion (decision 024).
   */
  useEffect(() => {
    const heading = headingRef.current;
    if (!search.isSuccess || !heading) return;
    heading.focus({ preventScroll: true });
    const firstCard = heading.closest('section')?.querySelector('article') ?? heading;
    if (firstCard.getBoundingClientRect().top > window.innerHeight * 0.75) {
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      heading.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    }
  }, [search.isSuccess]);

  if (search.isPending) return <Spinner label={SEARCH_RESULTS_MESSAGES.searching} />;
  if (search.isError && search.error instanceof ApiError && search.error.code === 'UNKNOWN_ZIP') {
    return (
      <p role="alert" className="mx-auto max-w-xl rounded-xl border border-line bg-surface p-4">
        {PLACES_MESSAGES.unknownZip}
      </p>
    );
  }
  const limit = search.isError ? searchLimitMessage(search.error) : null;
  if (limit) {
    return (
      <p role="status" className="mx-auto max-w-xl rounded-xl border border-line bg-surface p-4">
        {limit}
      </p>
    );
  }
  if (search.isError) {
    return (
      <QueryError look="banner" onRetry={() => void search.refetch()}>
        {SEARCH_RESULTS_MESSAGES.searchIsNotAvailable}
      </QueryError>
    );
  }

  const first = search.data.pages[0];
  if (first?.needsLocation && onNear) {
    return <LocationPrompt understood={first.understood} onNear={onNear} headingRef={headingRef} />;
  }
  const results = search.data.pages.flatMap((p) => p.results);
  if (!first || results.length === 0) {
    return (
      <section
        aria-labelledby="results-heading"
        className="mx-auto max-w-xl rounded-2xl border border-line bg-surface p-8 text-center"
      >
        <h2 id="results-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
          {PLACES_MESSAGES.noResultsHeading(searchName)}
        </h2>
        {first?.understood && !first.onlyGeneric ? (
          <p className="mt-2">{SMART_SEARCH_MESSAGES.lookedFor(first.understood)}</p>
        ) : null}
        <p className="mt-2 text-muted">{SEARCH_MESSAGES.tryDifferentKeywords}</p>
        {first?.onlyGeneric ? <p className="mt-2">{SMART_SEARCH_MESSAGES.onlyGeneric}</p> : null}
        <Alternatives
          items={first?.alternatives ?? []}
          intro={
            first?.onlyGeneric
              ? SMART_SEARCH_MESSAGES.trySearches
              : SMART_SEARCH_MESSAGES.searchesWithResults
          }
        />
        <p className="mt-4">{SEARCH_MESSAGES.nominatePrompt}</p>
        <Link
          to="/suggest-business"
          className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-4"
        >
          {SEARCH_MESSAGES.nominateBusiness}
        </Link>
      </section>
    );
  }

  const total = PLACES_MESSAGES.resultsTotal(first.total, first.totalIsEstimate);
  /* The nearest places are beyond the distance asked for: the notice says how far (decision 053). */
  const shownName = first.nearest ? { ...searchName, near: null } : searchName;
  return (
    <section aria-labelledby="results-heading" className="flex flex-col gap-4">
      <div>
        <h2
          id="results-heading"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-4 text-2xl font-semibold"
        >
          {PLACES_MESSAGES.resultsHeading(total, first.total, shownName)}
        </h2>
        {first.nearest ? (
          <p role="status" className="mt-1 text-lg font-medium">
            {PLACES_MESSAGES.nearestNotice(first.nearest, first.results.length)}
          </p>
        ) : null}
        {first.near ? (
          <p className="mt-1 text-lg">
            {PLACES_MESSAGES.nearHeading(first.near.within, first.near.zip, first.near.place)}
          </p>
        ) : null}
        {first.understood && !first.fuzzy ? (
          <p className="mt-1 text-lg text-brand-800">
            {SMART_SEARCH_MESSAGES.understood(first.understood)}
          </p>
        ) : null}
        {first.onlyGeneric ? (
          <div className="mt-2 rounded-xl border border-line bg-surface p-4">
            <p>{SMART_SEARCH_MESSAGES.onlyGeneric}</p>
            <Alternatives items={first.alternatives} intro={SMART_SEARCH_MESSAGES.trySearches} />
          </div>
        ) : null}
        {onSortChange ? <NeedsSortControl sort={sort} onSortChange={onSortChange} /> : null}
        {first.fuzzy ? (
          <p role="status" className="mt-1 text-muted">
            {SEARCH_RESULTS_MESSAGES.nothingMatched}
            {q}
            {SEARCH_RESULTS_MESSAGES.exactlyShowingResultsFor}
            {first.closestMatch ? `: “${first.closestMatch}”` : ''}.
          </p>
        ) : null}
      </div>
      {aboveList?.(results)}
      <ul className="grid gap-4 md:grid-cols-2">
        {results.map((provider) => (
          <li key={provider.id} id={`result-${provider.id}`} tabIndex={-1}>
            <ProviderCard provider={provider} />
          </li>
        ))}
      </ul>
      {search.hasNextPage ? (
        <div className="text-center">
          <Button
            variant="secondary"
            onClick={() => void search.fetchNextPage()}
            disabled={search.isFetchingNextPage}
          >
            {search.isFetchingNextPage
              ? SEARCH_RESULTS_MESSAGES.loading
              : SEARCH_RESULTS_MESSAGES.loadMore}
          </Button>
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {SEARCH_RESULTS_MESSAGES.showing} {results.length} {SEARCH_RESULTS_MESSAGES.of}{' '}
        {first.total} {SEARCH_RESULTS_MESSAGES.providers}
      </p>
    </section>
  );
}

/** Searches that do have results, as links that run them (URL state, like any search). */
function Alternatives({ items, intro }: { items: readonly SearchAlternative[]; intro: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={SEARCH_RESULTS_MESSAGES.otherSearches} className="mt-4">
      <p>{intro}</p>
      <ul className="mt-2 flex flex-col items-center gap-1">
        {items.map((a) => (
          <li key={a.query}>
            <Link
              to={`/?${new URLSearchParams({ q: a.query })}`}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              {a.label}
            </Link>{' '}
            <span className="text-muted">
              ({SMART_SEARCH_MESSAGES.resultCount(a.total, a.totalIsEstimate)})
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
