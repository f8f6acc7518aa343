import { RATING_MESSAGES } from '@common/messages/review';
import { RATING_SUMMARY_MESSAGES } from '@common/messages/search';
import { Star } from 'lucide-react';

/**
 * The average of the stars families chose and how many reviews there are, 'No ratings yet' when
 * none chose stars (decision 039), or 'No reviews yet' (decision 024).
 */
export function RatingSummary({
  averageRating,
  reviewCount,
}: {
  averageRating: number | null;
  reviewCount: number;
}) {
  if (reviewCount === 0) {
    return <p className="text-muted">{RATING_SUMMARY_MESSAGES.noReviewsYet}</p>;
  }
  if (averageRating === null) {
    return (
      <p className="text-muted">
        {RATING_MESSAGES.noRatingsYet} ({reviewCount}{' '}
        {reviewCount === 1 ? RATING_SUMMARY_MESSAGES.review : RATING_SUMMARY_MESSAGES.reviews})
      </p>
    );
  }
  return (
    <p className="flex items-center gap-1">
      <Star aria-hidden="true" className="h-4 w-4 fill-amber-500 text-amber-600" />
      <span>
        <span className="font-semibold">{averageRating.toFixed(1)}</span>
        <span className="sr-only"> {RATING_SUMMARY_MESSAGES.outOf5}</span> ({reviewCount}{' '}
        {reviewCount === 1 ? RATING_SUMMARY_MESSAGES.review : RATING_SUMMARY_MESSAGES.reviews})
      </span>
    </p>
  );
}
