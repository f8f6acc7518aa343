import { Star } from 'lucide-react';

/** The average rating and how many reviews it rests on, or 'No reviews yet' (issue 16). */
export function RatingSummary({
  averageRating,
  reviewCount,
}: {
  averageRating: number | null;
  reviewCount: number;
}) {
  if (averageRating === null || reviewCount === 0) {
    return <p className="text-muted">No reviews yet</p>;
  }
  return (
    <p className="flex items-center gap-1">
      <Star aria-hidden="true" className="h-4 w-4 fill-amber-500 text-amber-600" />
      <span>
        <span className="font-semibold">{averageRating.toFixed(1)}</span>
        <span className="sr-only"> out of 5</span> ({reviewCount}{' '}
        {reviewCount === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  );
}
