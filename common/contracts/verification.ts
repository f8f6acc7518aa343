import { z } from 'zod';
import { REQUEST_DOCUMENTS_DIALOG_MESSAGES } from '../messages/admin';
import { AdminQueueFilters } from './admin-queues';
import { storedText } from './primitives';

/**
 * Provider Verification (provider-admin-side.md §2 'Admin panel', §4, §5 'Moderation', §7):
 * the admin's queue, the secure document link and the three decisions.
 */

export const VERIFICATION_QUEUE_PAGE_SIZE = 20;
export const VERIFICATION_QUEUE_MAX_PAGE = 10_000;
/** Longest note, reason or request message an admin may write (stored in verification_notes). */
export const VERIFICATION_TEXT_MAX_LENGTH = 2000;

/**
 * The document types an admin may request: stable English values the server checks and stores
 * (in verification_notes and the provider's mail). Not the words shown: a Spanish admin page
 * shows ADMIN_MESSAGES.documentRequestTypes[i] as the label of DOCUMENT_REQUEST_TYPES[i] and
 * still sends the English value (decision 062). The English labels are the same strings.
 */
export const DOCUMENT_REQUEST_TYPES = [
  'State-issued professional license',
  'Business registration or EIN letter',
  'Professional certification or accreditation',
  'Insurance certificate',
  'Other (specify in message)',
] as const;
export type DocumentRequestType = (typeof DOCUMENT_REQUEST_TYPES)[number];

export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

export const MailState = z.object({
  kind: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  at: z.string(),
});
export type MailState = z.infer<typeof MailState>;

export const VerificationQueueQuery = AdminQueueFilters.extend({
  page: z.coerce.number().int().min(1).max(VERIFICATION_QUEUE_MAX_PAGE).default(1),
});
export type VerificationQueueQuery = z.infer<typeof VerificationQueueQuery>;

export const VerificationQueueItem = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  location: z.string(),
  contactEmail: z.string().nullable(),
  verificationStatus: z.enum(['pending', 'unverified']),
  /** Whether a verification document is on file, and what kind (null when none). */
  hasDocument: z.boolean(),
  documentType: z.enum(DOCUMENT_CONTENT_TYPES).nullable(),
  verificationNotes: z.string().nullable(),
  verificationRequestedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The latest e-mail queued about this provider and whether it went out. */
  lastMail: MailState.nullable(),
});
export type VerificationQueueItem = z.infer<typeof VerificationQueueItem>;

export const VerificationQueueResponse = z.object({
  items: z.array(VerificationQueueItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type VerificationQueueResponse = z.infer<typeof VerificationQueueResponse>;

export const DocumentLinkResponse = z.object({
  url: z.string(),
  expiresAt: z.string(),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES),
  /** A file name for Download ('verification-document-12.pdf'). */
  fileName: z.string(),
});
export type DocumentLinkResponse = z.infer<typeof DocumentLinkResponse>;

const adminText = () => storedText().pipe(z.string().max(VERIFICATION_TEXT_MAX_LENGTH));

export const ApproveProviderBody = z.object({ notes: adminText().optional() });
export type ApproveProviderBody = z.infer<typeof ApproveProviderBody>;

export const RejectProviderBody = z.object({ reason: adminText() });
export type RejectProviderBody = z.infer<typeof RejectProviderBody>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isIsoDate = (value: string) =>
  ISO_DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const RequestDocumentsBody = z.object({
  documentType: z.enum(DOCUMENT_REQUEST_TYPES),
  message: adminText(),
  /** Optional 'YYYY-MM-DD', not before today. */
  deadline: z
    .string()
    .refine(isIsoDate, { message: REQUEST_DOCUMENTS_DIALOG_MESSAGES.deadlineFormat })
    .nullable()
    .optional(),
});
export type RequestDocumentsBody = z.infer<typeof RequestDocumentsBody>;

/** Whether the e-mail of a decision was queued, or could not be (no contact e-mail on file). */
export const MailOutcome = z.enum(['queued', 'no_contact_email']);
export type MailOutcome = z.infer<typeof MailOutcome>;

export const VerificationDecisionResponse = z.object({
  id: z.number().int(),
  verificationStatus: z.enum(['verified', 'rejected', 'pending']),
  mail: MailOutcome,
});
export type VerificationDecisionResponse = z.infer<typeof VerificationDecisionResponse>;

/** The request text stored in verification_notes and shown on the secure upload page. */
export function documentRequestText(input: {
  documentType: string;
  message: string;
  deadline?: string | null;
}): string {
  const lines = [`Document requested: ${input.documentType}`, '', input.message.trim()];
  if (input.deadline) lines.push('', `Please upload it by ${input.deadline}.`);
  return lines.join('\n');
}

/** Today's date ('YYYY-MM-DD') where the given instant falls, `offsetMinutes` east of UTC. */
export function isoDateAt(now: Date, offsetMinutes = 0): string {
  return new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}
