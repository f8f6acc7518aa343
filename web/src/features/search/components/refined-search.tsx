import { PLACES_MESSAGES } from '@common/messages';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../auth/auth-provider';
import type { SearchSort } from '../../needs/components/needs-sort-control';
import { useSearchFacets } from '../api/search-facets';
import { useProviderSearch } from '../api/search-providers';
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
 * The results with the filters panel beside them and a list/map toggle (issue 15). The list is
 * always there; the map is an addition above it.
 */
export function RefinedSearch({
  q,
  group,
  refine,
  view,
  onRefine,
  onView,
  sort = 'rank',
  onSortChange,
}: Props) {
  const { profile } = useAuth();
  const facets = useSearchFacets({ q, group, refine });
  const search = useProviderSearch({ q, group, refine, sort: sort === 'rank' ? null : sort });
  const unknownZip = search.error instanceof ApiError && search.error.code === 'UNKNOWN_ZIP';
  const profileZip = profile?.zipCode?.trim().slice(0, 5) ?? null;

  const showInList = (id: number) => {
    const item = document.getElementById(`result-${id}`);
    item?.scrollIntoView({ block: 'center' });
    item?.focus();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <FiltersPanel
        refine={refine}
        onChange={onRefine}
        facets={facets.data?.facets}
        profileZip={profileZip && /^[0-9]{5}$/.test(profileZip) ? profileZip : null}
        unknownZip={unknownZip}
      />
      <SearchResults
        q={q}
        group={group}
        refine={refine}
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
