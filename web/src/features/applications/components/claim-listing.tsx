import { ALL_BUSINESS_CATEGORIES, OTHER_CATEGORY } from '@common/catalog/business-categories';
import type { ApplicationFormValues } from '@common/contracts/applications';
import type { ProviderProfile } from '@common/contracts/provider-profile';
import { locationWithZip } from '@common/domain/location-with-zip';
import { CLAIM_LISTING_MESSAGES } from '@common/messages/business';
import { buttonClass } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/features/auth/auth-provider';
import { useProviderProfile } from '@web/features/provider-profile/api/get-provider-profile';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { emptyApplication } from '../application-draft';

const M = CLAIM_LISTING_MESSAGES;

/** The listed place a claim is for, and the wizard's values filled in from its page. */
export type ClaimedListing = {
  providerId: number;
  name: string;
  values: Required<ApplicationFormValues>;
};

export const providerIdOf = (raw: string | null) => {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** What the listing already says, so the owner only checks it and adds how to reach them. */
export function claimValues(
  profile: ProviderProfile,
  email: string,
): Required<ApplicationFormValues> {
  const p = profile.provider;
  const known = ALL_BUSINESS_CATEGORIES.includes(p.category);
  return {
    ...emptyApplication(),
    businessName: p.name,
    businessCategory: known ? p.category : OTHER_CATEGORY,
    customBusinessCategory: known ? '' : p.category,
    businessWebsite: p.website ?? '',
    phoneNumber: p.contact_phone ?? '',
    email,
    address: p.location.includes(p.zip_code) ? p.location : locationWithZip(p.location, p.zip_code),
  };
}

/**
 * /provider-signup?claim=<id> (decision 060): a claim needs an account (it becomes the listing's
 * business account) and a listing that may still be claimed; then the wizard opens filled in from
 * the listing and tied to it.
 */
export function ClaimListingGate({
  providerId,
  children,
}: {
  providerId: number;
  children: (claim: ClaimedListing) => ReactNode;
}) {
  const { user, loading } = useAuth();
  const profile = useProviderProfile(providerId);
  /* Kept once opened: the claim itself makes the listing unclaimable, under the submitted screen. */
  const opened = useRef<ClaimedListing | null>(null);
  if (opened.current) return children(opened.current);
  if (loading || (user && profile.isPending)) return <Spinner />;
  if (!user) {
    const back = `/provider-signup?claim=${providerId}`;
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-lg">{M.signInToClaim}</p>
        <Link
          to={`/auth?redirect=${encodeURIComponent(back)}`}
          className={buttonClass('primary', 'md')}
        >
          {M.signIn}
        </Link>
      </div>
    );
  }
  const data = profile.data;
  if (!data?.listing.claimable) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-lg" role="alert">
          {M.listingUnavailable}
        </p>
        <Link to="/provider-signup" className={buttonClass('secondary', 'md')}>
          {M.applyInstead}
        </Link>
      </div>
    );
  }
  opened.current = { providerId, name: data.provider.name, values: claimValues(data, user.email) };
  return children(opened.current);
}

export function ClaimNote({ name }: { name: string }) {
  return (
    <div role="note" className="rounded-xl border border-line bg-surface p-4">
      <p className="font-semibold">{M.claiming(name)}</p>
      <p className="mt-1 text-muted">{M.claimingWhy}</p>
    </div>
  );
}
