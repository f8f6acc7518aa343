import { DOCUMENT_BADGE_LABELS } from '../messages/badges';
import { DOCUMENTS_PROMPTS } from '../messages/business';
import { documentBadgeLabel, listingStatusLabel } from './badges';

export interface DashboardVerificationFacts {
  accommodationStatus: string;
  verificationStatus: string;
  hasDocument: boolean;
}

/** What the documents section asks of the owner; null: nothing to do. */
export type DocumentsPrompt = 'earn_badge' | 'document_evidence' | 'newer_document' | null;

export interface DashboardVerification {
  listingLabel: string;
  /** Null when the listing already holds the badge and no document was ever sent. */
  documentLabel: string | null;
  documentsPrompt: DocumentsPrompt;
}

/** What each prompt says: common/messages/business.ts (decision 062). */
export { DOCUMENTS_PROMPTS };

/**
 * The dashboard's one verification state (decision 045): its badges and the one documents
 * action it allows. A listing that already shows '✓ Verified Provider' is never asked to earn
 * that badge, and 'No Documents Uploaded' shows only while the badge is still to be earned.
 */
export function dashboardVerification(p: DashboardVerificationFacts): DashboardVerification {
  const listingLabel = listingStatusLabel(p.accommodationStatus);
  if (p.verificationStatus === 'verified') {
    return { listingLabel, documentLabel: DOCUMENT_BADGE_LABELS.verified, documentsPrompt: null };
  }
  const listed = p.accommodationStatus === 'verified';
  const documentLabel = documentBadgeLabel(p.verificationStatus);
  const nothingSent = documentLabel === DOCUMENT_BADGE_LABELS.other && !p.hasDocument;
  return {
    listingLabel,
    documentLabel: listed && nothingSent ? null : documentLabel,
    documentsPrompt: p.hasDocument ? 'newer_document' : listed ? 'document_evidence' : 'earn_badge',
  };
}
