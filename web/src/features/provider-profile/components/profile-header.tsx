import type { ProviderProfile } from '@common/contracts/provider-profile';
import { locationWithZip } from '@common/domain/location-with-zip';
import { shownLocation } from '@common/domain/shown-location';
import { categoryLabel } from '@common/messages/catalog';
import { PROFILE_MESSAGES } from '@common/messages/provider';
import { RATING_MESSAGES } from '@common/messages/review';
import { buttonClass } from '@web/components/ui/button';
import { SaveButton } from '@web/features/favorites/components/save-button';
import { NeedsMatchLine } from '@web/features/me/needs/components/needs-match-line';
import { ContactActions } from '@web/features/providers/components/contact-actions';
import { ClipboardList, MapPin, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { ListingOrigin } from './listing-origin';
import { ProfileBadges } from './profile-badges';

/**
 * Name, category, place, the member's needs match, badges with their reasons, and what a family
 * can do. The families' match score has its own section (MatchScoreSection, decision 040).
 */
export function ProfileHeader({ profile }: { profile: ProviderProfile }) {
  const p = profile.provider;
  return (
    <header>
      {profile.visibility === 'preview' ? (
        <p
          role="note"
          className="mb-4 rounded-xl border border-amber-700 bg-amber-50 p-3 text-amber-950"
        >
          {PROFILE_MESSAGES.previewNotice}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">{p.name}</h1>
          <p className="mt-1 text-lg text-muted">{categoryLabel(p.category)}</p>
          <p className="mt-1 flex items-center gap-1 text-lg text-muted">
            <MapPin aria-hidden="true" className="h-5 w-5" />
            {locationWithZip(shownLocation(p.location), p.zip_code)}
          </p>
          {p.rating_count > 0 && p.average_rating !== null ? (
            <p className="mt-1 text-muted" data-testid="profile-rating">
              <span aria-hidden="true" className="text-amber-800">
                ★{' '}
              </span>
              {RATING_MESSAGES.ratedBy(p.average_rating, p.rating_count)}
            </p>
          ) : p.total_review_count > 0 ? (
            <p className="mt-1 text-muted" data-testid="profile-rating">
              {RATING_MESSAGES.noRatingsYet}
            </p>
          ) : null}
          {profile.needsMatch ? (
            <div className="mt-2 text-lg">
              <NeedsMatchLine match={profile.needsMatch} />
            </div>
          ) : null}
        </div>
      </div>
      <ProfileBadges provider={p} listing={profile.listing} />
      {profile.visibility === 'public' ? (
        <ListingOrigin
          providerId={p.id}
          listing={profile.listing}
          reviewed={p.total_review_count > 0}
        />
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <Link to={`/review?provider=${p.id}`} className={buttonClass('primary', 'md')}>
          <PenLine aria-hidden="true" className="h-4 w-4" />
          {PROFILE_MESSAGES.leaveReview}
        </Link>
        <Link to={`/providers/${p.id}/prepare`} className={buttonClass('secondary', 'md')}>
          <ClipboardList aria-hidden="true" className="h-4 w-4" />
          {PROFILE_MESSAGES.prepareVisit}
        </Link>
        <SaveButton providerId={p.id} providerName={p.name} />
        <ContactActions provider={p} />
      </div>
    </header>
  );
}
