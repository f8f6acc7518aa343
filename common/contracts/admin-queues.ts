import { z } from 'zod';

/**
 * What every admin queue can be narrowed and ordered by (issue 25 item 4): a search over name,
 * e-mail and city, a US state and an order. Kept in the URL (?q=…&state=TX&sort=newest).
 */
export const ADMIN_QUEUE_SEARCH_MAX_LENGTH = 100;
export const ADMIN_QUEUE_SORTS = ['oldest', 'newest', 'name'] as const;
export type AdminQueueSort = (typeof ADMIN_QUEUE_SORTS)[number];

export const AdminQueueFilters = z.object({
  q: z
    .string()
    .trim()
    .max(
      ADMIN_QUEUE_SEARCH_MAX_LENGTH,
      `Search at most ${ADMIN_QUEUE_SEARCH_MAX_LENGTH} characters.`,
    )
    .optional()
    .transform((q) => q || undefined),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'State must be a two-letter code such as TX.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  sort: z.enum(ADMIN_QUEUE_SORTS).default('oldest'),
});
export type AdminQueueFilters = z.infer<typeof AdminQueueFilters>;
