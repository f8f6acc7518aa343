import type { ProviderCard as ProviderCardData } from '@common/contracts/providers';
import { providerBadges } from '@common/domain/badges';
import { locationWithZip } from '@common/domain/location-with-zip';
import { shownLocation } from '@common/domain/shown-location';
import { accommodationLabel, categoryLabel } from '@common/messages/catalog';
import { PLACES_MESSAGES, PROVIDER_CARD_MESSAGES, SEARCH_MESSAGES } from '@common/messages/search';
import { SaveButton } from '@web/features/favorites/components/save-button';
import { NeedsMatchLine } from '@web/features/me/needs/components/needs-match-line';
import { ProviderNameLink } from '@web/features/provider-profile/components/provider-name-link';
import clsx from 'clsx';
import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { ContactActions } from './contact-actions';
import { NotYetReviewedLine, notYetReviewed, OsmCredit } from './imported-listing-note';
import { MatchScore } from './match-score';
import { RatingSummary } from './rating-summary';

const VISIBLE_ACCOMMODATIONS = 5;

const BADGE_STYLES: Record<string, string> = {
  premium: 'border-amber-700 bg-amber-50 text-amber-900',
  enhanced: 'border-sky-700 bg-sky-50 text-sky-900',
  'community-verified': 'border-brand-700 bg-brand-50 text-brand-800',
  'trusted-ally': 'border-violet-700 bg-violet-50 text-violet-900',
  'verified-provider': 'border-green-700 bg-green-50 text-green-900',
};

export function ProviderCard({ provider }: { provider: ProviderCardData }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const headingId = useId();
  const items = provider.accommodations;
  const shown = expanded ? items : items.slice(0, VISIBLE_ACCOMMODATIONS);
  const hidden = items.length - VISIBLE_ACCOMMODATIONS;
  const badges = providerBadges(provider);

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            <ProviderNameLink provider={provider} />
          </h3>
          <p className="text-muted">{categoryLabel(provider.category)}</p>
          <p className="flex items-center gap-1 text-muted">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {locationWithZip(shownLocation(provider.location), provider.zip_code)}
          </p>
          {/* Decision 060: an imported place says where it stands instead of 'No reviews yet'. */}
          {notYetReviewed(provider) ? (
            <NotYetReviewedLine />
          ) : (
            <RatingSummary
              averageRating={provider.average_rating}
              reviewCount={provider.total_review_count}
            />
          )}
          {provider.distanceMiles != null ? (
            <p className="text-muted">{PLACES_MESSAGES.distance(provider.distanceMiles)}</p>
          ) : null}
        </div>
        {/*
         * One measure per card (decision 040): a member with saved needs sees how the place meets
         * them, everyone else the families' score. With no reviews there is nothing to score:
         * 'No reviews yet' says so, not '0% match'.
         */}
        {!provider.needsMatch && provider.total_review_count > 0 ? (
          <MatchScore score={provider.sensory_match_score} />
        ) : null}
      </div>

      <NeedsMatchLine match={provider.needsMatch} />

      {badges.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={PROVIDER_CARD_MESSAGES.badges}>
          {badges.map((b) => (
            <li
              key={b.key}
              /* Paid tiers: hidden in calm mode (decision 026). */
              data-promotional={b.key === 'premium' || b.key === 'enhanced' ? '' : undefined}
              className={clsx(
                'rounded-full border px-2.5 py-0.5 text-sm font-medium',
                BADGE_STYLES[b.key],
              )}
            >
              {b.label}
            </li>
          ))}
        </ul>
      ) : null}

      {items.length > 0 ? (
        <div>
          <h4 className="sr-only">{PROVIDER_CARD_MESSAGES.accommodations}</h4>
          <ul id={listId} className="flex flex-wrap gap-2">
            {shown.map((a) => (
              <li key={a} className="rounded-lg bg-sand-100 px-2.5 py-1 text-sm">
                {accommodationLabel(a)}
              </li>
            ))}
          </ul>
          {hidden > 0 ? (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((v) => !v)}
              className="mt-2 text-sm font-semibold text-brand-800 underline underline-offset-4"
            >
              {expanded ? SEARCH_MESSAGES.showLess : SEARCH_MESSAGES.moreAccommodations(hidden)}
            </button>
          ) : null}
        </div>
      ) : null}

      <OsmCredit source={provider.source} />

      <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3">
        <SaveButton providerId={provider.id} providerName={provider.name} />
        <ContactActions provider={provider} />
      </div>
    </article>
  );
}
