import { z } from 'zod';
import { isValidBookingUrl } from '../domain/booking-url';
import { isValidSuggestionPhone } from '../domain/phone';
import { VISIT_ASK_MESSAGES, VISIT_MESSAGE_ERRORS } from '../messages/visit-messages';
import { DbId, DbIdNumber, storedLine, storedText } from './primitives';
import { WrittenLanguage } from './written-language';

/**
 * Asking a business without a phone call (decision 069): threads between one member and one
 * provider, the business's booking link and text number, and reports for moderators.
 */

export const VISIT_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const VISIT_TIMES = ['morning', 'midday', 'afternoon', 'evening'] as const;
export const VISIT_SLOTS = ['first', 'last', 'either'] as const;
export const VISIT_KINDS = ['question', 'appointment'] as const;
export const VISIT_REPORT_REASONS = ['spam', 'abuse', 'other'] as const;
export const VISIT_MESSAGE_MAX_LENGTH = 2000;
/* The per-account limits (decision 069), counted atomically on the server. */
export const VISIT_THREADS_PER_DAY = 5;
export const VISIT_MESSAGES_PER_HOUR = 30;
export const VISIT_BUSINESS_MESSAGES_PER_HOUR = 100;

const MessageBody = storedText()
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(1, VISIT_ASK_MESSAGES.bodyRequired)
      .max(VISIT_MESSAGE_MAX_LENGTH, VISIT_ASK_MESSAGES.bodyTooLong),
  );

export const ThreadIdParams = z.object({ id: DbId });
export const ProviderIdParams = z.object({ providerId: DbId });
/** The public provider page's id, named as the other /api/providers/:id routes name it. */
export const ProviderPageParams = z.object({ id: DbId });

export const CreateVisitThreadBody = z.object({
  providerId: DbIdNumber,
  kind: z.enum(VISIT_KINDS),
  body: MessageBody,
  preferredDays: z.array(z.enum(VISIT_DAYS)).max(7).default([]),
  preferredTimes: z.array(z.enum(VISIT_TIMES)).max(4).default([]),
  slot: z.enum(VISIT_SLOTS).nullable().default(null),
  shareEmail: z.boolean().default(false),
});
export type CreateVisitThreadBody = z.input<typeof CreateVisitThreadBody>;

export const VisitMessageBody = z.object({ body: MessageBody });
export type VisitMessageBody = z.infer<typeof VisitMessageBody>;

export const ReportVisitThreadBody = z.object({
  reason: z.enum(VISIT_REPORT_REASONS),
  details: storedText()
    .transform((v) => v.trim())
    .pipe(z.string().max(1000))
    .optional(),
});
export type ReportVisitThreadBody = z.infer<typeof ReportVisitThreadBody>;

export const VisitMessage = z.object({
  id: DbIdNumber,
  side: z.enum(['member', 'business']),
  body: z.string(),
  /** The language the body was written in, for `lang` on its element; null when it cannot be told. */
  lang: WrittenLanguage,
  createdAt: z.string(),
});
export type VisitMessage = z.infer<typeof VisitMessage>;

const ThreadFields = {
  id: DbIdNumber,
  kind: z.enum(VISIT_KINDS),
  providerId: DbIdNumber,
  providerName: z.string(),
  preferredDays: z.array(z.enum(VISIT_DAYS)),
  preferredTimes: z.array(z.enum(VISIT_TIMES)),
  slot: z.enum(VISIT_SLOTS).nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  /** Unread for the side asking: the other side wrote after this side last read. */
  unread: z.boolean(),
  /** This side has an open report of the thread. */
  reported: z.boolean(),
};

/*
 * What a business reads of the family: a first name (never an e-mail address), and the e-mail
 * only when the family chose to share it (decision 069).
 */
const FamilyFields = {
  familyName: z.string().nullable(),
  familyEmail: z.string().nullable(),
};

export const MemberThreadSummary = z.object({
  ...ThreadFields,
  lastMessage: z.string(),
  lastMessageLang: WrittenLanguage,
});
export type MemberThreadSummary = z.infer<typeof MemberThreadSummary>;
export const MemberThreadsResponse = z.object({ threads: z.array(MemberThreadSummary) });
export type MemberThreadsResponse = z.infer<typeof MemberThreadsResponse>;

export const BusinessThreadSummary = z.object({
  ...ThreadFields,
  ...FamilyFields,
  lastMessage: z.string(),
  lastMessageLang: WrittenLanguage,
});
export type BusinessThreadSummary = z.infer<typeof BusinessThreadSummary>;
export const BusinessThreadsResponse = z.object({ threads: z.array(BusinessThreadSummary) });
export type BusinessThreadsResponse = z.infer<typeof BusinessThreadsResponse>;

export const VisitThreadResponse = z.object({
  thread: z.object({ ...ThreadFields, ...FamilyFields }),
  messages: z.array(VisitMessage),
});
export type VisitThreadResponse = z.infer<typeof VisitThreadResponse>;

export const CreatedThreadResponse = z.object({ id: DbIdNumber });
export type CreatedThreadResponse = z.infer<typeof CreatedThreadResponse>;
export const OkResponse = z.object({ ok: z.literal(true) });

export const ContactOptionsBody = z.object({
  bookingUrl: storedLine()
    .transform((v) => v.trim())
    .pipe(z.string().max(500))
    .refine((v) => v === '' || isValidBookingUrl(v), VISIT_MESSAGE_ERRORS.BOOKING_URL_HTTPS),
  textNumber: storedLine()
    .transform((v) => v.trim())
    .pipe(z.string().max(30))
    .refine((v) => v === '' || isValidSuggestionPhone(v), VISIT_MESSAGE_ERRORS.TEXT_NUMBER_INVALID),
});
export type ContactOptionsBody = z.input<typeof ContactOptionsBody>;

export const ContactOptions = z.object({
  bookingUrl: z.string().nullable(),
  textNumber: z.string().nullable(),
});
export type ContactOptions = z.infer<typeof ContactOptions>;

/** The provider page's "Ask without a phone call" block. */
export const ProviderContactResponse = ContactOptions.extend({
  /** A listed business with a business account to receive messages. */
  canMessage: z.boolean(),
  phone: z.string().nullable(),
});
export type ProviderContactResponse = z.infer<typeof ProviderContactResponse>;

export const VisitReport = z.object({
  id: DbIdNumber,
  reporterSide: z.enum(['member', 'business']),
  reason: z.enum(VISIT_REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: z.string(),
  threadId: DbIdNumber,
  providerName: z.string(),
  messages: z.array(VisitMessage),
});
export type VisitReport = z.infer<typeof VisitReport>;
export const VisitReportsResponse = z.object({ reports: z.array(VisitReport) });
export type VisitReportsResponse = z.infer<typeof VisitReportsResponse>;
export const ReportIdParams = z.object({ id: DbId });
