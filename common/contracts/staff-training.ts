import { z } from 'zod';
import { STAFF_TRAINING_PROBLEMS } from '../messages/staff-training';
import { DbIdNumber, storedLine } from './primitives';
import { WrittenLanguage } from './written-language';

/**
 * Staff training a business lists (decision 071): name, issuer, dates and a private document an
 * admin or moderator checks; verified, unexpired ones show on the public page as a badge.
 */

export const STAFF_TRAINING_NAME_MAX = 120;
export const STAFF_TRAINING_ISSUER_MAX = 120;
export const STAFF_TRAINING_REASON_MAX = 500;
/* A business lists a handful; more would be a script. */
export const STAFF_TRAININGS_PER_PROVIDER = 30;
export const STAFF_TRAINING_STATUSES = ['pending', 'verified', 'rejected'] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const IsoDate = z.string().refine(isRealDate, { message: STAFF_TRAINING_PROBLEMS.dateFormat });

export const StaffTrainingIdParams = z.object({ id: z.uuid() });
export const ProviderTrainingsParams = z.object({
  providerId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const StaffTrainingBody = z.object({
  name: storedLine()
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(2, STAFF_TRAINING_PROBLEMS.nameRequired)
        .max(STAFF_TRAINING_NAME_MAX, STAFF_TRAINING_PROBLEMS.nameTooLong),
    ),
  issuer: storedLine()
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(2, STAFF_TRAINING_PROBLEMS.issuerRequired)
        .max(STAFF_TRAINING_ISSUER_MAX, STAFF_TRAINING_PROBLEMS.issuerTooLong),
    ),
  completedOn: IsoDate,
  expiresOn: IsoDate.nullable(),
});
export type StaffTrainingBody = z.infer<typeof StaffTrainingBody>;

export type StaffTrainingProblem = keyof typeof STAFF_TRAINING_PROBLEMS;

/**
 * The rules on dates a schema cannot see alone (today is the server's, or the browser's, date):
 * completed on or before today; an expiry after the completion; a new record's expiry not passed.
 * Returns the first problem and the field it belongs to, or null.
 */
export function staffTrainingDateProblem(
  body: { completedOn: string; expiresOn: string | null },
  today: string,
  isNew: boolean,
): { field: 'completedOn' | 'expiresOn'; problem: StaffTrainingProblem } | null {
  if (body.completedOn > today) return { field: 'completedOn', problem: 'completedInFuture' };
  if (body.expiresOn !== null && body.expiresOn <= body.completedOn)
    return { field: 'expiresOn', problem: 'expiryBeforeCompletion' };
  if (isNew && body.expiresOn !== null && body.expiresOn < today)
    return { field: 'expiresOn', problem: 'expiryPassed' };
  return null;
}

/** Today as YYYY-MM-DD in UTC (the server and the database read dates in UTC). */
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export const OwnStaffTraining = z.object({
  id: z.string(),
  providerId: DbIdNumber,
  name: z.string(),
  issuer: z.string(),
  /** The language the name and the issuer were written in, for `lang`; null when too short to tell. */
  nameLang: WrittenLanguage,
  issuerLang: WrittenLanguage,
  completedOn: z.string(),
  expiresOn: z.string().nullable(),
  status: z.enum(STAFF_TRAINING_STATUSES),
  hasDocument: z.boolean(),
  /** Past its expiry (verified or not): no longer shown to families. */
  expired: z.boolean(),
  rejectionReason: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OwnStaffTraining = z.infer<typeof OwnStaffTraining>;

export const OwnStaffTrainingsResponse = z.object({ trainings: z.array(OwnStaffTraining) });
export type OwnStaffTrainingsResponse = z.infer<typeof OwnStaffTrainingsResponse>;

export const DeleteStaffTrainingResponse = z.object({ deleted: z.literal(true) });

export const PublicStaffTraining = z.object({
  id: z.string(),
  name: z.string(),
  issuer: z.string(),
  /** The language the name and the issuer were written in, for `lang`; null when too short to tell. */
  nameLang: WrittenLanguage,
  issuerLang: WrittenLanguage,
  completedOn: z.string(),
  expiresOn: z.string().nullable(),
});
export type PublicStaffTraining = z.infer<typeof PublicStaffTraining>;

export const PublicStaffTrainingsResponse = z.object({
  trainings: z.array(PublicStaffTraining),
});
export type PublicStaffTrainingsResponse = z.infer<typeof PublicStaffTrainingsResponse>;

export const StaffTrainingQueueItem = OwnStaffTraining.extend({ providerName: z.string() });
export type StaffTrainingQueueItem = z.infer<typeof StaffTrainingQueueItem>;

export const StaffTrainingQueueResponse = z.object({
  items: z.array(StaffTrainingQueueItem),
  total: z.number().int().min(0),
});
export type StaffTrainingQueueResponse = z.infer<typeof StaffTrainingQueueResponse>;

export const RejectStaffTrainingBody = z.object({
  reason: storedLine()
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, STAFF_TRAINING_PROBLEMS.reasonRequired)
        .max(STAFF_TRAINING_REASON_MAX, STAFF_TRAINING_PROBLEMS.reasonTooLong),
    ),
});
export type RejectStaffTrainingBody = z.infer<typeof RejectStaffTrainingBody>;

export const StaffTrainingDocumentLink = z.object({
  url: z.string(),
  expiresAt: z.string(),
  contentType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
  fileName: z.string(),
});
export type StaffTrainingDocumentLink = z.infer<typeof StaffTrainingDocumentLink>;
