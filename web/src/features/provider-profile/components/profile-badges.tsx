import type { ListingOrigin } from '@common/contracts/provider-profile';
import { type ProviderBadgeFacts, providerBadges } from '@common/domain/badges';
import { PROFILE_MESSAGES } from '@common/messages/provider';
import clsx from 'clsx';
import { Link } from 'react-router';

const BADGE_STYLES: Record<string, string> = {
  'community-verified': 'border-brand-700 bg-brand-50 text-brand-800',
  'trusted-ally': 'border-violet-700 bg-violet-50 text-violet-900',
  'verified-provider': 'border-green-700 bg-green-50 text-green-900',
};

/** The earned trust badges only (paid tiers are not trust), each with a one-line reason. */
const TRUST_BADGES = new Set(['verified-provider', 'community-verified', 'trusted-ally']);

/**
 * A place listed from a public registry is listed without our team having checked anyone
 * (decision 060): it earns 'Verified Provider' only once a claimant is verified.
 */
export function ProfileBadges({
  provider,
  listing,
}: {
  provider: ProviderBadgeFacts;
  listing?: ListingOrigin;
}) {
  const unchecked = listing !== undefined && listing.source !== null && !listing.teamVerified;
  const badges = providerBadges(provider).filter(
    (b) => TRUST_BADGES.has(b.key) && !(unchecked && b.key === 'verified-provider'),
  );
  if (badges.length === 0) return null;
  return (
    <section aria-labelledby="profile-badges" className="mt-6">
      <h2 id="profile-badges" className="sr-only">
        {PROFILE_MESSAGES.badgesHeading}
      </h2>
      <ul className="flex flex-col gap-2">
        {badges.map((b) => (
          <li key={b.key} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span
              className={clsx(
                'rounded-full border px-2.5 py-0.5 text-sm font-semibold',
                BADGE_STYLES[b.key],
              )}
            >
              {b.label}
            </span>
            <span className="text-muted">
              {PROFILE_MESSAGES.badgeWhy[b.key]}{' '}
              <Link
                to="/trust-and-safety#provider-badges"
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                {PROFILE_MESSAGES.badgeWhyLink}
                <span className="sr-only">: {b.label.replace('✓ ', '')}</span>
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
