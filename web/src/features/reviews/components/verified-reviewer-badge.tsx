import { BADGE_MESSAGES } from '@common/messages/provider';
import { BadgeCheck } from 'lucide-react';
import { useReviewerTrust } from '../api/get-reviewer-trust';

/** Earned with at least 3 approved reviews, one of them verified; shown only then. */
export function VerifiedReviewerBadge() {
  const trust = useReviewerTrust();
  if (!trust?.isVerifiedReviewer) return null;
  return (
    <span className="mt-1 inline-flex items-center gap-1 rounded-full border border-brand-600 bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">
      <BadgeCheck aria-hidden="true" className="h-4 w-4" />
      {BADGE_MESSAGES.verifiedReviewer}
    </span>
  );
}
