import { z } from 'zod';
import { ALL_ACCOMMODATIONS } from '../catalog/accommodations';
import { CardNeedsMatch } from './needs';
import { DbId, storedText } from './primitives';
import { AccommodationEvidence, HeadsUpCount, VisitGrid } from './profile-stats';
import { ProviderCard } from './providers';
import { WrittenLanguage } from './written-language';

/**
 * The provider profile page (/providers/:id, decision 027): the card's facts plus what only the
 * profile shows, and the derived evidence read as stored in provider_profile_stats.
 */

export const PUBLISHED_REVIEWS_PAGE_SIZE = 10;
export const PUBLISHED_REVIEWS_PAGE_MAX = 50;
export const REPORT_DETAILS_MAX_LENGTH = 1000;

/**
 * Where the listing comes from (decision 060): 'nppes' or 'osm' for a place imported from a
 * public registry (decision 059), with the registry's date for the record; null for a place a
 * business or a family listed. approximateLocation: the only known point is the ZIP code's
 * centre, never to be shown as the address. claimable: no business account runs it and no claim
 * is waiting, so its page offers 'Is this your business?'. teamVerified: our team verified who
 * runs it (Approve & Verify); an imported place is listed without that and earns no
 * 'Verified Provider' badge until then.
 */
export const ListingOrigin = z.object({
  source: z.enum(['nppes', 'osm']).nullable(),
  sourceDate: z.string().nullable(),
  approximateLocation: z.boolean(),
  claimable: z.boolean(),
  teamVerified: z.boolean(),
});
export type ListingOrigin = z.infer<typeof ListingOrigin>;

export const ProviderProfile = z.object({
  provider: ProviderCard.extend({
    business_hours: z.string().nullable(),
    /** The language the business typed its hours in (null: too short to tell, or none). */
    business_hours_lang: WrittenLanguage,
    description: z.string().nullable(),
    /** The language the description is written in (null: too short to tell). */
    description_lang: WrittenLanguage,
    /** Approved reviews whose authors chose stars: what average_rating rests on (decision 039). */
    rating_count: z.number().int().nonnegative(),
  }),
  /**
   * 'public' for a listed provider; 'preview' when a pending or rejected listing is shown to its
   * own business admin or to an admin or moderator (everyone else gets 404).
   */
  visibility: z.enum(['public', 'preview']),
  listing: ListingOrigin,
  /** One entry per listed accommodation, in listing order ('Declared by the business' at least). */
  evidence: z.array(AccommodationEvidence),
  headsUp: z.array(HeadsUpCount),
  visitGrid: VisitGrid,
  /**
   * 'Meets n of your m needs' (decision 031), only for a signed-in member with saved needs; such
   * an answer is private (Cache-Control: private, no-store).
   */
  needsMatch: CardNeedsMatch.optional(),
});
export type ProviderProfile = z.infer<typeof ProviderProfile>;

/**
 * 'similar': reviews whose ticked accommodations overlap most with the signed-in member's needs
 * first (decision 031); newest first for a visitor or a member without needs.
 * 'quotes': the visit-prep sheet's quotes (decision 039): the most helpful, then those of the last
 * 24 months, then the higher chosen stars, then the newest; never the lowest rated first.
 */
export const REVIEW_SORTS = ['newest', 'helpful', 'similar', 'quotes'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const PublishedReviewsQuery = z.object({
  sort: z.enum(REVIEW_SORTS).default('newest'),
  /** Only reviews that confirmed this accommodation (a catalogue item). */
  accommodation: z.enum(ALL_ACCOMMODATIONS as unknown as [string, ...string[]]).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PUBLISHED_REVIEWS_PAGE_MAX)
    .default(PUBLISHED_REVIEWS_PAGE_SIZE),
  /** The id of the last review of the previous page (keyset paging). */
  cursor: DbId.optional(),
});
export type PublishedReviewsQuery = z.input<typeof PublishedReviewsQuery>;

export const PublishedReview = z.object({
  id: z.number().int(),
  /** First name and last initial ('Casey M.'), never an e-mail address. */
  displayName: z.string(),
  createdAt: z.string(),
  /** The stars the reviewer chose; null for a review from before the form asked (decision 039). */
  overallRating: z.number().int().min(1).max(5).nullable(),
  /** How many of the catalogue's accommodations the reviewer ticked: its own figure, not stars. */
  accommodationsNoticed: z.number().int().nonnegative(),
  reviewText: z.string(),
  /** The language of the review's own words, its text and comments (null: too short to tell). */
  lang: WrittenLanguage,
  /** The accommodations the reviewer experienced, by category, and whether each matched. */
  categories: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      items: z.array(z.string()),
      comment: z.string(),
      matches: z.boolean().nullable(),
    }),
  ),
  /** Plain 1-5 ratings per sensory category, when the review carries them. */
  ratings: z.array(z.object({ name: z.string(), value: z.number() })),
  feedbackTags: z.array(z.string()),
  /** A proof of the visit was approved. */
  verifiedVisit: z.boolean(),
  /** Only when an admin approved the practitioner mention. */
  practitionerName: z.string().nullable(),
  helpfulCount: z.number().int().nonnegative(),
  /** For the signed-in member: already marked helpful / already reported / wrote it. */
  viewer: z.object({ markedHelpful: z.boolean(), reported: z.boolean(), isAuthor: z.boolean() }),
  /**
   * Only for a signed-in member with saved needs (any sort): the review ticked at least one of
   * them ('Similar needs to yours').
   */
  similarNeeds: z.boolean().optional(),
});
export type PublishedReview = z.infer<typeof PublishedReview>;

export const PublishedReviewsResponse = z.object({
  reviews: z.array(PublishedReview),
  nextCursor: z.number().nullable(),
});
export type PublishedReviewsResponse = z.infer<typeof PublishedReviewsResponse>;

export const ReviewIdParams = z.object({ id: DbId });

export const HelpfulResponse = z.object({
  helpfulCount: z.number().int(),
  markedHelpful: z.boolean(),
});
export type HelpfulResponse = z.infer<typeof HelpfulResponse>;

export const REPORT_REASON_VALUES = ['spam', 'abuse', 'misleading'] as const;
export type ReportReason = (typeof REPORT_REASON_VALUES)[number];

export const ReportReviewBody = z.object({
  reason: z.enum(REPORT_REASON_VALUES),
  details: storedText()
    .transform((v) => v.trim())
    .pipe(z.string().max(REPORT_DETAILS_MAX_LENGTH))
    .optional(),
});
export type ReportReviewBody = z.input<typeof ReportReviewBody>;

export const ReportReviewResponse = z.object({ id: z.number().int(), status: z.literal('open') });

/* ---- The admin's queue of reported reviews (Review Moderation tab). ---- */

export const ReviewReportsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** The id of the last report of the previous page. */
  cursor: DbId.optional(),
});

export const ReviewReportItem = z.object({
  id: z.number().int(),
  reviewId: z.number().int(),
  providerId: z.number().int().nullable(),
  providerName: z.string(),
  reason: z.enum(REPORT_REASON_VALUES),
  details: z.string().nullable(),
  createdAt: z.string(),
  reviewText: z.string(),
  /** The language the review is written in (null: too short to tell). */
  reviewLang: WrittenLanguage,
  reviewStatus: z.enum(['pending', 'approved', 'rejected']),
  reviewDisplayName: z.string(),
  /** Open reports of the same review in all (this one included). */
  reportCount: z.number().int(),
});
export type ReviewReportItem = z.infer<typeof ReviewReportItem>;

export const ReviewReportsResponse = z.object({
  reports: z.array(ReviewReportItem),
  nextCursor: z.number().nullable(),
});
export type ReviewReportsResponse = z.infer<typeof ReviewReportsResponse>;

export const REPORT_DECISIONS = ['dismiss', 'unpublish'] as const;
export const DecideReportBody = z.object({
  decision: z.enum(REPORT_DECISIONS),
  notes: storedText()
    .transform((v) => v.trim())
    .pipe(z.string().max(1000))
    .optional()
    .default(''),
});
export type DecideReportBody = z.input<typeof DecideReportBody>;

export const DecideReportResponse = z.object({
  id: z.number().int(),
  status: z.enum(['dismissed', 'actioned']),
  /** Open reports of the same review closed with this one (unpublish closes them all). */
  closed: z.number().int(),
});
export type DecideReportResponse = z.infer<typeof DecideReportResponse>;
