import type { ProviderProfile } from '@common/contracts/provider-profile';
import { MATCH_SCORE_EXPLANATION_MESSAGES } from '@common/messages/profile-words';
import { PROFILE_MESSAGES } from '@common/messages/provider';

/**
 * The families' sensory match score with what it means, under its own heading (decision 040):
 * apart from a member's 'Meets n of your m needs' in the header, so the two cannot be read as one
 * verdict, and in the page's own colours, so a low score is not an alarm. Without reviews there is
 * no score to show.
 */
export function MatchScoreSection({ profile }: { profile: ProviderProfile }) {
  const p = profile.provider;
  return (
    <section aria-labelledby="profile-match" data-testid="profile-match">
      <h2 id="profile-match" className="text-2xl font-semibold">
        {PROFILE_MESSAGES.matchHeading}
      </h2>
      {p.total_review_count > 0 ? (
        <>
          <p className="mt-3 text-2xl font-semibold">
            {PROFILE_MESSAGES.matchScore(p.sensory_match_score)}
          </p>
          <p className="mt-1 text-lg">{MATCH_SCORE_EXPLANATION_MESSAGES.tooltip}</p>
          {profile.needsMatch ? (
            <p className="mt-1 text-muted">{PROFILE_MESSAGES.matchNotYourNeeds}</p>
          ) : null}
        </>
      ) : (
        <>
          <p className="mt-3 text-lg font-semibold">{PROFILE_MESSAGES.matchNoReviews}</p>
          <p className="mt-1 text-muted">{PROFILE_MESSAGES.matchNoReviewsBody}</p>
        </>
      )}
    </section>
  );
}
