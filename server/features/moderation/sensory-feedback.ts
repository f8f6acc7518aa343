import { ACCOMMODATION_CATEGORIES } from '../../../common/catalog/accommodations';
import type { PendingReview } from '../../../common/contracts/moderation';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/**
 * The stored sensory_ratings JSON in a shape the moderation queue can show. Reviews written by
 * the form carry per-category experiences, comments and matches; older or imported ones may be
 * the spec's plain "category → 1-5" map. Anything else is left out rather than trusted.
 */
export function readSensoryFeedback(json: unknown): PendingReview['sensory'] {
  const data = isRecord(json) ? json : {};
  const experiences = isRecord(data.category_experiences) ? data.category_experiences : {};
  const comments = isRecord(data.category_comments) ? data.category_comments : {};
  const matches = isRecord(data.category_matches) ? data.category_matches : {};
  const categories = ACCOMMODATION_CATEGORIES.map((c) => ({
    key: c.key,
    label: c.label,
    items: strings(experiences[c.key]),
    comment: typeof comments[c.key] === 'string' ? (comments[c.key] as string) : '',
    matches: typeof matches[c.key] === 'boolean' ? (matches[c.key] as boolean) : null,
  })).filter((c) => c.items.length > 0 || c.comment !== '' || c.matches !== null);
  const ratings = Object.entries(data)
    .filter(
      (entry): entry is [string, number] =>
        typeof entry[1] === 'number' &&
        Number.isInteger(entry[1]) &&
        entry[1] >= 1 &&
        entry[1] <= 5 &&
        entry[0] !== 'sensory_match_score',
    )
    .map(([name, value]) => ({ name, value }));
  return {
    categories,
    feedbackTags: strings(data.feedback_tags),
    matchScore: typeof data.sensory_match_score === 'number' ? data.sensory_match_score : null,
    hasMismatch: data.has_mismatch === true,
    ratings,
  };
}
