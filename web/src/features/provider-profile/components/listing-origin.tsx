import type { ListingOrigin as Origin } from '@common/contracts/provider-profile';
import { LISTING_ORIGIN_MESSAGES, OPEN_DATA_URL } from '@common/messages/provider';
import { buttonClass } from '@web/components/ui/button';
import { pageLocaleTag } from '@web/lib/i18n/apply-locale';
import { Building2 } from 'lucide-react';
import { Link } from 'react-router';

const M = LISTING_ORIGIN_MESSAGES;

/* The registry's own date ('2026-10-14'), read as a calendar day wherever the reader is. */
const dayFormat = new Intl.DateTimeFormat(pageLocaleTag(), {
  dateStyle: 'medium',
  timeZone: 'UTC',
});
export const registryDay = (iso: string | null) =>
  iso ? dayFormat.format(new Date(`${iso}T00:00:00Z`)) : '';

/**
 * The registry a listing comes from and its date, with OpenStreetMap's required credit
 * (decision 060: ODbL attribution wherever such a place shows). Nothing for a place a business or
 * a family listed. Also on the prep sheet.
 */
export function ListingSourceLine({ listing }: { listing: Origin }) {
  if (listing.source === 'nppes') {
    return (
      <p className="text-sm text-muted" data-testid="listing-source">
        {M.fromNppes(registryDay(listing.sourceDate))}
      </p>
    );
  }
  if (listing.source === 'osm') {
    return (
      <p className="text-sm text-muted" data-testid="listing-source">
        {M.fromOsm(registryDay(listing.sourceDate))}.{' '}
        <a href={M.osmCopyrightUrl} className="underline" rel="noopener" target="_blank">
          {M.osmCopyright}
        </a>
      </p>
    );
  }
  return null;
}

/**
 * A place listed from public records is shown as such: 'Not yet reviewed' until a family's review
 * is published, its source, whether its point is only the ZIP code's centre, and for a place nobody
 * runs, 'Is this your business?' leading to the application wizard tied to this listing.
 */
export function ListingOrigin({
  providerId,
  listing,
  reviewed,
}: {
  providerId: number;
  listing: Origin;
  reviewed: boolean;
}) {
  const imported = listing.source !== null;
  if (!imported && !listing.claimable) return null;
  return (
    <section
      aria-label={M.sectionLabel}
      className="mt-4 flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
    >
      {imported && !reviewed ? (
        <>
          <p className="font-semibold" data-testid="not-yet-reviewed">
            {M.notYetReviewed}
          </p>
          <p className="text-muted">{M.notYetReviewedWhy}</p>
        </>
      ) : null}
      <ListingSourceLine listing={listing} />
      {imported && listing.approximateLocation ? (
        <p className="text-sm text-muted">{M.approximateLocation}</p>
      ) : null}
      {listing.source === 'osm' ? (
        <p className="text-sm">
          <a href={OPEN_DATA_URL} className="underline" download>
            {M.openDataLink}
          </a>
        </p>
      ) : null}
      {listing.claimable ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="font-semibold">{M.claimQuestion}</p>
          <Link
            to={`/provider-signup?claim=${providerId}`}
            className={buttonClass('secondary', 'sm')}
          >
            <Building2 aria-hidden="true" className="h-4 w-4" />
            {M.claimAction}
          </Link>
          <p className="w-full text-sm text-muted">{M.claimWhy}</p>
        </div>
      ) : null}
    </section>
  );
}
