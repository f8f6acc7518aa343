/** Result-card colour bands for the sensory match score (public-side.md §9). */
export const MATCH_SCORE_GREEN_FROM = 80;
export const MATCH_SCORE_YELLOW_FROM = 60;

export type MatchScoreTone = 'green' | 'yellow' | 'orange';

export function matchScoreTone(score: number): MatchScoreTone {
  if (score >= MATCH_SCORE_GREEN_FROM) return 'green';
  if (score >= MATCH_SCORE_YELLOW_FROM) return 'yellow';
  return 'orange';
}

/* Its explanation's words: MATCH_SCORE_EXPLANATION_MESSAGES (common/messages/profile-words.ts). */
