import { BUSINESS_CATEGORY_GROUPS } from '@common/catalog/business-categories';
import { HOME_PAGE_MESSAGES } from '@common/messages/search';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/features/auth/auth-provider';
import { useAuthDialog } from '@web/features/auth/components/auth-dialog';
import { sortFromParam } from '@web/features/me/needs/components/needs-sort-control';
import { searchQueryOptions } from '@web/features/search/api/search-providers';
import { SearchBar } from '@web/features/search/components/search-bar';
import { refinementFrom, viewFrom, writeRefinement } from '@web/features/search/lib/refinement';
import { useAfterFirstPaint } from '@web/lib/use-after-first-paint';
import { usePageTitle } from '@web/lib/use-page-title';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ClosingCallToAction, HomeHero, WhySection } from './home-sections';

/*
 * The results, filters and map are not part of the home page's first download (its size budget,
 * tests/e2e/first-load.spec.ts): they load on the first search, or once the page is idle.
 */
const loadRefinedSearch = () => import('@web/features/search/components/refined-search');
const RefinedSearch = lazy(() => loadRefinedSearch().then((m) => ({ default: m.RefinedSearch })));

export function HomePage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  /* The search lives in the URL (?q= or ?group=) so it can be shared, reloaded and gone back to. */
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const group = params.get('group');
  /* Filters, radius and list/map view ride along in the same URL (decision 030). */
  const refine = useMemo(() => refinementFrom(params), [params]);
  const view = viewFrom(params);
  const searched = Boolean(q || group || refine.near);
  /* A new line or category keeps the refinements and the view. */
  const searchFor = (key: 'q' | 'group', value: string) => {
    /*
     * A ZIP in the field stays with its radius and order; without one, the radius and order were
     * for the place the last line named, and a new line names its own (decision 053).
     */
    const kept = refine.near ? refine : { ...refine, within: null, sort: 'relevance' as const };
    const next = writeRefinement(new URLSearchParams({ [key]: value }), kept);
    if (view === 'map') next.set('view', 'map');
    setParams(next);
  };
  const groupLabel = BUSINESS_CATEGORY_GROUPS.find((g) => g.key === group)?.label;
  usePageTitle(
    q
      ? HOME_PAGE_MESSAGES.search(q)
      : group
        ? HOME_PAGE_MESSAGES.providers(groupLabel ?? group)
        : refine.near
          ? HOME_PAGE_MESSAGES.search(refine.near)
          : HOME_PAGE_MESSAGES.sensoryFriendlyPlacesReviewed,
  );
  const queryClient = useQueryClient();
  /* Start the (anonymous) search while the results' code loads; a member's search is their own. */
  const sortParam = params.get('sort');
  useEffect(() => {
    if (!(q || group) || user) return;
    const sort = sortParam === 'best-match' ? 'best-match' : null;
    void queryClient.prefetchInfiniteQuery(searchQueryOptions({ q, group, refine, sort }));
  }, [q, group, refine, sortParam, user, queryClient]);

  /* The results' code is asked for once the hero has painted (a direct visit to /?q=…). */
  const painted = useAfterFirstPaint();

  const shareExperience = () => (user ? navigate('/review') : openAuthDialog('signin'));

  return (
    <>
      <HomeHero
        compact={searched}
        searchSlot={
          <SearchBar
            initialQuery={q}
            activeGroup={group}
            onSearch={(query) => searchFor('q', query)}
            onQuickCategory={(key) => searchFor('group', key)}
          />
        }
      />
      {searched ? (
        /*
         * At least a screen tall: the sections below start under the fold, so results arriving
         * (or fewer than a screen of them) cannot move them in view (CLS, decision 022).
         */
        <div className="mx-auto min-h-svh max-w-6xl px-4 py-6 sm:py-10">
          <Suspense fallback={<Spinner label={HOME_PAGE_MESSAGES.searching} />}>
            {painted ? (
              <RefinedSearch
                q={q}
                group={group}
                refine={refine}
                view={view}
                onRefine={(next) => setParams(writeRefinement(params, next))}
                onView={(next) => {
                  const out = new URLSearchParams(params);
                  if (next === 'map') out.set('view', 'map');
                  else out.delete('view');
                  setParams(out);
                }}
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
            ) : (
              <Spinner label={HOME_PAGE_MESSAGES.searching} />
            )}
          </Suspense>
        </div>
      ) : null}
      <WhySection />
      <ClosingCallToAction onShareExperience={shareExperience} />
    </>
  );
}
