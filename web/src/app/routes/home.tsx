import { BUSINESS_CATEGORY_GROUPS } from '@common/catalog/business-categories';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-provider';
import { useAuthDialog } from '../../features/auth/components/auth-dialog';
import { sortFromParam } from '../../features/needs/components/needs-sort-control';
import { searchQueryOptions } from '../../features/search/api/search-providers';
import { SearchBar } from '../../features/search/components/search-bar';
import { usePageTitle } from '../../lib/use-page-title';
import { ClosingCallToAction, HomeHero, WhySection } from './home-sections';

/*
 * The results (cards, match-score popover, Save buttons) are their own chunk: a first visit
 * without a search does not download them, and a search fetches the chunk and the results side
 * by side (decision 024).
 */
const SearchResults = lazy(() =>
  import('../../features/search/components/search-results').then((m) => ({
    default: m.SearchResults,
  })),
);

export function HomePage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  /* The search lives in the URL (?q= or ?group=) so it can be shared, reloaded and gone back to. */
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const group = params.get('group');
  const searched = Boolean(q || group);
  const groupLabel = BUSINESS_CATEGORY_GROUPS.find((g) => g.key === group)?.label;
  usePageTitle(
    q
      ? `Search: ${q}`
      : group
        ? `${groupLabel ?? group} providers`
        : 'Sensory-friendly places, reviewed by families',
  );
  const queryClient = useQueryClient();
  useEffect(() => {
    if (q || group) void queryClient.prefetchInfiniteQuery(searchQueryOptions({ q, group }));
  }, [q, group, queryClient]);

  const shareExperience = () => (user ? navigate('/review') : openAuthDialog('signin'));

  return (
    <>
      <HomeHero
        compact={searched}
        searchSlot={
          <SearchBar
            initialQuery={q}
            activeGroup={group}
            onSearch={(query) => setParams({ q: query })}
            onQuickCategory={(key) => setParams({ group: key })}
          />
        }
      />
      {searched ? (
        /*
         * At least a screen tall: the sections below start under the fold, so results arriving
         * (or fewer than a screen of them) cannot move them in view (CLS, issue 16).
         */
        <div className="mx-auto min-h-svh max-w-6xl px-4 py-6 sm:py-10">
          <Suspense fallback={<Spinner label="Searching…" />}>
            <SearchResults
              q={q}
              group={group}
              sort={sortFromParam(params.get('sort'))}
              onSortChange={(sort) =>
                setParams((current) => {
                  const next = new URLSearchParams(current);
                  if (sort === 'rank') next.delete('sort');
                  else next.set('sort', sort);
                  return next;
                })
              }
            />
          </Suspense>
        </div>
      ) : null}
      <WhySection />
      <ClosingCallToAction onShareExperience={shareExperience} />
    </>
  );
}
