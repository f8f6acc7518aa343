import { z } from 'zod';

/** Whether an e-mail queued by an admin decision went out (decision 011). */
export const MailStatus = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  attempts: z.number(),
  /** Why the last attempt failed (no links or tokens); null once sent. */
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MailStatus = z.infer<typeof MailStatus>;

export const MailStatusQuery = z.object({
  targetType: z.enum(['provider', 'review']),
  /** One id or several, comma-separated. */
  targetId: z.string().regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'One or more ids, comma-separated'),
});

/** Mails per target id, newest first. */
export const MailStatusResponse = z.object({ mails: z.record(z.string(), z.array(MailStatus)) });
export type MailStatusResponse = z.infer<typeof MailStatusResponse>;
