import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-provider';
import { useAuthDialog } from '../../features/auth/components/auth-dialog';
import { sortFromParam } from '../../features/needs/components/needs-sort-control';
import { SearchBar } from '../../features/search/components/search-bar';
import { SearchResults } from '../../features/search/components/search-results';
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
  const searched = Boolean(q || group);
  usePageTitle(
    searched ? `Search: ${q || group}` : 'Sensory-friendly places, reviewed by families',
  );

  const shareExperience = () => (user ? navigate('/review') : openAuthDialog('signin'));

  return (
    <>
      <HomeHero
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
        <div className="mx-auto max-w-6xl px-4 py-10">
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
        </div>
      ) : null}
      <WhySection />
      <ClosingCallToAction onShareExperience={shareExperience} />
    </>
  );
}
