import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-provider';
import { useAuthDialog } from '../../features/auth/components/auth-dialog';
import { RefinedSearch } from '../../features/search/components/refined-search';
import { SearchBar } from '../../features/search/components/search-bar';
import { refinementFrom, viewFrom, writeRefinement } from '../../features/search/lib/refinement';
import { usePageTitle } from '../../lib/use-page-title';
import { ClosingCallToAction, HomeHero, WhySection } from './home-sections';

export function HomePage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  /* The search lives in the URL (?q= or ?group=) so it can be shared, reloaded and gone back to. */
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const group = params.get('group');
  /* Filters, radius and list/map view ride along in the same URL (issue 15). */
  const refine = refinementFrom(params);
  const view = viewFrom(params);
  const searched = Boolean(q || group || refine.near);
  /* A new line or category keeps the refinements and the view. */
  const searchFor = (key: 'q' | 'group', value: string) => {
    const next = writeRefinement(new URLSearchParams({ [key]: value }), refine);
    if (view === 'map') next.set('view', 'map');
    setParams(next);
  };
  usePageTitle(
    searched
      ? `Search: ${q || group || refine.near}`
      : 'Sensory-friendly places, reviewed by families',
  );

  const shareExperience = () => (user ? navigate('/review') : openAuthDialog('signin'));

  return (
    <>
      <HomeHero
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
        <div className="mx-auto max-w-6xl px-4 py-10">
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
          />
        </div>
      ) : null}
      <WhySection />
      <ClosingCallToAction onShareExperience={shareExperience} />
    </>
  );
}
