import { z } from 'zod';
import { HEADS_UP_TRIGGERS, VISIT_TIMES } from '../catalog/visits';

/**
 * The shapes stored in provider_profile_stats (server/db/schema/directory.ts) and sent to the
 * profile page (decision 028). Computed from approved reviews when a review's status changes
 * (common/domain/profile-stats.ts), never per request.
 */

/** 'Declared by the business' < 'Confirmed by N families' < 'Document-verified'. */
export const EVIDENCE_GRADES = ['declared', 'confirmed', 'document_verified'] as const;
export const EvidenceGrade = z.enum(EVIDENCE_GRADES);

export const AccommodationEvidence = z.object({
  accommodation: z.string(),
  grade: EvidenceGrade,
  /** The provider lists it (providers.accommodations). */
  declared: z.boolean(),
  /** Families (approved reviews) who confirmed it, of any age. */
  confirmations: z.number().int().nonnegative(),
  /** Of those, confirmations from the last 24 months (older ones count less). */
  recentConfirmations: z.number().int().nonnegative(),
  /** 'YYYY-MM' of the latest confirmation, or null. */
  latestConfirmedMonth: z.string().nullable(),
  /** Approved reviews that said the listing did not match for this accommodation. */
  mismatchReports: z.number().int().nonnegative(),
  /** A verification document backs it (provider verified by an admin with documents). */
  documentVerified: z.boolean(),
});
export type AccommodationEvidence = z.infer<typeof AccommodationEvidence>;

export const HeadsUpCount = z.object({
  trigger: z.enum(HEADS_UP_TRIGGERS),
  /** Families (approved reviews) who mentioned it. */
  count: z.number().int().positive(),
});
export type HeadsUpCount = z.infer<typeof HeadsUpCount>;

export const VisitCell = z.object({
  /** 0 = Monday … 6 = Sunday. */
  day: z.number().int().min(0).max(6),
  time: z.enum(VISIT_TIMES),
  visits: z.number().int().nonnegative(),
  /** Mean of 'how busy and loud' (1–5) over those visits, or null with none. */
  averageBusyness: z.number().nullable(),
});
export type VisitCell = z.infer<typeof VisitCell>;

export const VisitGrid = z.object({
  /** Approved reviews that gave a day, a time and a busyness. */
  visitCount: z.number().int().nonnegative(),
  /** Below this many visits the profile says 'Not enough visits yet'. */
  minimumVisits: z.number().int().positive(),
  /** 28 cells (7 days × 4 times), Monday morning first. */
  cells: z.array(VisitCell),
});
export type VisitGrid = z.infer<typeof VisitGrid>;

export const ProfileStats = z.object({
  evidence: z.array(AccommodationEvidence),
  headsUp: z.array(HeadsUpCount),
  visitGrid: VisitGrid,
});
export type ProfileStats = z.infer<typeof ProfileStats>;
