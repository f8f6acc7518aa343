import type { ProviderCard } from '@common/contracts/providers';
import { LISTING_ORIGIN_MESSAGES as M } from '@common/messages/provider';

/** Decision 060: listed from public records and no family's review published yet. */
export const notYetReviewed = (p: Pick<ProviderCard, 'source' | 'total_review_count'>) =>
  Boolean(p.source) && p.total_review_count === 0;

/**
 * On a result card, what the provider page says at more length (listing-origin.tsx): 'Not yet
 * reviewed' for an imported place no family has reviewed, and OpenStreetMap's required credit
 * (decision 060: ODbL attribution wherever such a place shows).
 */
export function NotYetReviewedLine() {
  return (
    <p className="text-muted" data-testid="not-yet-reviewed">
      {M.notYetReviewed}
    </p>
  );
}

export function OsmCredit({ source }: { source: ProviderCard['source'] }) {
  if (source !== 'osm') return null;
  return (
    <p className="text-sm text-muted" data-testid="osm-credit">
      <a href={M.osmCopyrightUrl} className="underline" rel="noopener" target="_blank">
        {M.osmCopyright}
      </a>
    </p>
  );
}
