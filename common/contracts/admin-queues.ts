import { z } from 'zod';
import { ADMIN_QUEUE_MESSAGES } from '../messages/admin';
import { ADMIN_QUEUE_SEARCH_MAX_LENGTH, ADMIN_QUEUE_SORTS } from './admin-queue-params';

/**
 * What every admin queue can be narrowed and ordered by, as the server checks it (decision 046):
 * the limits and the URL's reading are in admin-queue-params.ts.
 */
export const AdminQueueFilters = z.object({
  q: z
    .string()
    .trim()
    .max(
      ADMIN_QUEUE_SEARCH_MAX_LENGTH,
      ADMIN_QUEUE_MESSAGES.searchTooLong(ADMIN_QUEUE_SEARCH_MAX_LENGTH),
    )
    .optional()
    .transform((q) => q || undefined),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, ADMIN_QUEUE_MESSAGES.invalidState)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  sort: z.enum(ADMIN_QUEUE_SORTS).default('oldest'),
});
export type AdminQueueFilters = z.infer<typeof AdminQueueFilters>;
