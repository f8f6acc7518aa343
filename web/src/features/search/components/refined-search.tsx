import { NEAR_ME_MESSAGES, PLACES_MESSAGES } from '@common/messages/search';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/features/auth/auth-provider';
import type { SearchSort } from '@web/features/me/needs/components/needs-sort-control';
import { ApiError } from '@web/lib/api';
import { lazy, Suspense } from 'react';
import { useSearchFacets } from '../api/search-facets';
import { useProviderSearch } from '../api/search-providers';
import { useDefaultNear } from '../lib/default-near';
import type { Refinement, ResultsView } from '../lib/refinement';
import { FiltersPanel } from './filters-panel';
import { SearchResults } from './search-results';

/* Leaflet and the map code download only when the map is chosen (decision 030). */
const ResultsMap = lazy(() => import('./results-map'));

type Props = {
  q: string;
  group: string | null;
  refine: Refinement;
  view: ResultsView;
  onRefine: (next: Refinement) => void;
  onView: (next: ResultsView) => void;
  /** 'Best match for me' (decision 031). */
  sort?: SearchSort;
  onSortChange?(sort: SearchSort): void;
};

/**
 * The results with the filters panel beside them and a list/map toggle (decision 030). The list is
 * always there; the map is an addition above it.
 */
export function RefinedSearch({
  q,
  group,
  refine: typed,
  view,
  onRefine: writeRefine,
  onView,
  sort = 'rank',
  onSortChange,
}: Props) {
  const { profile } = useAuth();
  const near = useDefaultNear(typed);
  const refine = near.refine;
  /* Any way of clearing the place ('Any distance', the chip) keeps the saved ZIP away. */
  const onRefine = (next: Refinement) => {
    if (refine.near && !next.near) near.clear();
    writeRefine(next);
  };
  const facets = useSearchFacets({ q, group, refine });
  const search = useProviderSearch({ q, group, refine, sort: sort === 'rank' ? null : sort });
  const unknownZip = search.error instanceof ApiError && search.error.code === 'UNKNOWN_ZIP';
  const profileZip = profile?.zipCode?.trim().slice(0, 5) ?? null;
  /*
   * A place the line named ('barber near denver', 'barber near 85719', 'pediatrician in joliet'
   * answered around Joliet): the distance control and the order are for it too (decision 053).
   */
  const answered = search.data?.pages[0];
  const linePlace = refine.near
    ? null
    : (answered?.near ?? (answered?.nearest?.within != null ? answered.nearest : null));

  const showInList = (id: number) => {
    const item = document.getElementById(`result-${id}`);
    item?.scrollIntoView({ block: 'center' });
    item?.focus();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <div className="flex flex-col gap-3">
        {refine.near ? (
          <NearChip
            zip={refine.near}
            fromProfile={near.fromProfile}
            onClear={() => onRefine({ ...refine, near: null, within: null, sort: 'relevance' })}
          />
        ) : null}
        <FiltersPanel
          refine={refine}
          onChange={onRefine}
          facets={facets.data?.facets}
          profileZip={profileZip && /^[0-9]{5}$/.test(profileZip) ? profileZip : null}
          unknownZip={unknownZip}
          linePlace={linePlace}
        />
      </div>
      <SearchResults
        q={q}
        group={group}
        refine={refine}
        onNear={(zip) => onRefine({ ...refine, near: zip })}
        sort={sort}
        onSortChange={onSortChange}
        aboveList={(results) => (
          <>
            <ViewToggle view={view} onView={onView} />
            {view === 'map' ? (
              <Suspense fallback={<Spinner label={PLACES_MESSAGES.mapLoading} />}>
                <ResultsMap results={results} onShowInList={showInList} />
              </Suspense>
            ) : null}
          </>
        )}
      />
    </div>
  );
}

/* Where the search looks, one click from anywhere (decision 043). */
function NearChip({
  zip,
  fromProfile,
  onClear,
}: {
  zip: string;
  fromProfile: boolean;
  onClear: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 py-1 pr-1 pl-3 font-medium text-brand-800">
        <span>{NEAR_ME_MESSAGES.chip(zip)}</span>
        <button
          type="button"
          onClick={onClear}
          aria-label={NEAR_ME_MESSAGES.clearChip(zip)}
          className="inline-flex size-8 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <span aria-hidden="true">×</span>
        </button>
      </span>
      {fromProfile ? <span className="text-sm text-muted">{NEAR_ME_MESSAGES.chipNote}</span> : null}
    </div>
  );
}

function ViewToggle({ view, onView }: { view: ResultsView; onView: (next: ResultsView) => void }) {
  const option = (value: ResultsView, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onView(value)}
      className={
        view === value
          ? 'rounded-lg border border-brand-700 bg-brand-700 px-3 py-1.5 font-medium text-white'
          : 'rounded-lg border border-line bg-surface px-3 py-1.5 font-medium text-ink'
      }
    >
      {label}
    </button>
  );
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="float-left mr-2 font-medium">{PLACES_MESSAGES.viewLabel}</legend>
      {option('list', PLACES_MESSAGES.viewList)}
      {option('map', PLACES_MESSAGES.viewMap)}
    </fieldset>
  );
}
