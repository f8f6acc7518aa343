import { z } from 'zod';
import { ADMIN_QUEUE_SORTS } from './admin-queue-params';
import { AdminQueueFilters } from './admin-queues';
import { DbId, storedText } from './primitives';

export const PRACTITIONER_STATUSES = ['pending', 'approved', 'rejected', 'revoked'] as const;
export const PractitionerStatus = z.enum(PRACTITIONER_STATUSES);
export type PractitionerStatus = z.infer<typeof PractitionerStatus>;

export const PractitionerAction = z.enum(['approve', 'reject', 'revoke']);
export type PractitionerAction = z.infer<typeof PractitionerAction>;

export const PRACTITIONER_PAGE_SIZE = 25;

/**
 * Searched by practitioner, reviewer name or e-mail, business name or city (decision 046);
 * newest first unless sorted ('name' is the practitioner's).
 */
export const PractitionerListQuery = AdminQueueFilters.extend({
  sort: z.enum(ADMIN_QUEUE_SORTS).default('newest'),
  limit: z.coerce.number().int().min(1).max(100).default(PRACTITIONER_PAGE_SIZE),
  /** The id of the last review of the previous page (keyset paging). */
  cursor: DbId.optional(),
});

export const PractitionerRow = z.object({
  reviewId: z.number(),
  practitionerName: z.string(),
  providerId: z.number().nullable(),
  providerName: z.string(),
  reviewerName: z.string(),
  overallRating: z.number(),
  isVerified: z.boolean(),
  reviewStatus: z.enum(['pending', 'approved', 'rejected']),
  /** Verified review with an overall rating of at least 4 (spec §4). */
  meetsCriteria: z.boolean(),
  practitionerStatus: PractitionerStatus,
  createdAt: z.string(),
});
export type PractitionerRow = z.infer<typeof PractitionerRow>;

export const PractitionerListResponse = z.object({
  practitioners: z.array(PractitionerRow),
  nextCursor: z.number().nullable(),
});
export type PractitionerListResponse = z.infer<typeof PractitionerListResponse>;

export const PractitionerDecisionParams = z.object({ reviewId: DbId });
export const PractitionerDecisionBody = z.object({
  action: PractitionerAction,
  notes: storedText()
    .transform((v) => v.trim())
    .pipe(z.string().max(1000))
    .optional(),
});
export type PractitionerDecisionBody = z.input<typeof PractitionerDecisionBody>;

export const PractitionerDecisionResponse = z.object({
  reviewId: z.number(),
  practitionerStatus: PractitionerStatus,
  practitionerApproved: z.boolean(),
});
export type PractitionerDecisionResponse = z.infer<typeof PractitionerDecisionResponse>;
