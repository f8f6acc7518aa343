import { FAVORITE_MESSAGES, FAVORITES_PAGE_MESSAGES } from '@common/messages/account';
import { categoryLabel } from '@common/messages/catalog';
import { NAV_MESSAGES } from '@common/messages/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, buttonClass } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/features/auth/auth-provider';
import { useAuthDialog } from '@web/features/auth/components/auth-dialog';
import {
  favoriteProvidersQueryOptions,
  useRemoveFavorite,
} from '@web/features/favorites/api/favorite-providers';
import { FollowAllFavorites } from '@web/features/follow-changes/components/follow-all-favorites';
import { FollowPlaceToggle } from '@web/features/follow-changes/components/follow-place-toggle';
import { ProviderNameLink } from '@web/features/provider-profile/components/provider-name-link';
import { ContactActions } from '@web/features/providers/components/contact-actions';
import { usePageTitle } from '@web/lib/use-page-title';
import { Heart, MapPin, Star } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';

export function FavoritesPage() {
  usePageTitle(FAVORITE_MESSAGES.heading);
  const { user, loading } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const favorites = useQuery({ ...favoriteProvidersQueryOptions(), enabled: Boolean(user) });
  const remove = useRemoveFavorite();
  /* The removed card's button goes with it: focus moves to the heading, next to the count. */
  const heading = useRef<HTMLHeadingElement>(null);

  if (loading) return <Spinner />;
  if (!user) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <Heart aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
        <h1 className="mt-4 text-2xl font-semibold">{FAVORITE_MESSAGES.heading}</h1>
        <p className="mt-2 text-muted">{FAVORITE_MESSAGES.signInRequired}</p>
        <Button className="mt-6" onClick={() => openAuthDialog('signin')}>
          {NAV_MESSAGES.signIn}
        </Button>
      </section>
    );
  }
  if (favorites.isPending) return <Spinner />;
  /* Spec: a failed read shows an empty list, quietly. */
  const providers = favorites.data?.results ?? [];

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold">
        {FAVORITE_MESSAGES.heading} <span className="text-muted">({providers.length})</span>
      </h1>
      {providers.length > 0 ? <FollowAllFavorites /> : null}
      {providers.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-line bg-surface p-10 text-center">
          <h2 className="text-xl font-semibold">{FAVORITE_MESSAGES.empty}</h2>
          <p className="mt-2 text-muted">{FAVORITES_PAGE_MESSAGES.saveProvidersFromYour}</p>
          <Link to="/" className={buttonClass('primary', 'md', 'mt-5')}>
            {FAVORITE_MESSAGES.browseProviders}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {providers.map((p) => (
            <li key={p.id}>
              <article
                aria-labelledby={`fav-${p.id}`}
                className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-surface p-5 shadow-sm"
              >
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <h2 id={`fav-${p.id}`} className="text-xl font-semibold">
                      <ProviderNameLink provider={p} />
                    </h2>
                    <p className="text-muted">{categoryLabel(p.category)}</p>
                  </div>
                  <button
                    type="button"
                    aria-label={FAVORITES_PAGE_MESSAGES.removeFromFavorites(p.name)}
                    disabled={remove.isPending && remove.variables === p.id}
                    onClick={() =>
                      remove.mutate(p.id, { onSuccess: () => heading.current?.focus() })
                    }
                    className="rounded-full p-2 text-rose-800 hover:bg-rose-50 disabled:opacity-60"
                  >
                    <Heart aria-hidden="true" className="h-6 w-6 fill-current" />
                  </button>
                </div>
                <p className="flex items-center gap-1">
                  <Star aria-hidden="true" className="h-4 w-4 fill-amber-500 text-amber-600" />
                  {p.average_rating !== null ? (
                    <span>
                      <span className="font-semibold">{p.average_rating.toFixed(1)}</span>
                      <span className="sr-only"> {FAVORITES_PAGE_MESSAGES.outOf5}</span> (
                      {p.total_review_count}{' '}
                      {p.total_review_count === 1
                        ? FAVORITES_PAGE_MESSAGES.review
                        : FAVORITES_PAGE_MESSAGES.reviews}
                      )
                    </span>
                  ) : (
                    <span className="text-muted">{FAVORITES_PAGE_MESSAGES.noReviewsYet}</span>
                  )}
                </p>
                <p className="flex items-center gap-1 text-muted">
                  <MapPin aria-hidden="true" className="h-4 w-4" /> {p.location}
                </p>
                <div className="mt-auto flex flex-wrap gap-2 border-t border-line pt-3">
                  <Link to={`/review?provider=${p.id}`} className={buttonClass('primary', 'sm')}>
                    {FAVORITE_MESSAGES.leaveReview}
                  </Link>
                  <ContactActions provider={p} />
                  <FollowPlaceToggle providerId={p.id} name={p.name} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
