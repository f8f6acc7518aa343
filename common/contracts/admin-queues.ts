import { z } from 'zod';
import { ADMIN_QUEUE_MESSAGES } from '../messages/admin';

/**
 * What every admin queue can be narrowed and ordered by (decision 046): a search over name,
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

/** The toolbar's words: common/messages/admin.ts (decision 062), kept here for its importers. */
export { ADMIN_QUEUE_MESSAGES };

/** Reads the toolbar's state from URL search params; a value the server would refuse is dropped. */
export function readAdminQueueFilters(
  params: URLSearchParams,
  defaultSort: AdminQueueSort = 'oldest',
): { q: string; state: string; sort: AdminQueueSort } {
  const q = (params.get('q') ?? '').trim().slice(0, ADMIN_QUEUE_SEARCH_MAX_LENGTH);
  const state = (params.get('state') ?? '').trim().toUpperCase();
  const sort = params.get('sort');
  return {
    q,
    state: /^[A-Z]{2}$/.test(state) ? state : '',
    sort: ADMIN_QUEUE_SORTS.includes(sort as AdminQueueSort)
      ? (sort as AdminQueueSort)
      : defaultSort,
  };
}

/** The query string for a queue's API: only what narrows or reorders, so a plain queue stays ?page=1. */
export function adminQueueSearch(
  filters: { q?: string; state?: string; sort?: AdminQueueSort },
  extra: Record<string, string | number | null | undefined> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...extra, ...filters })) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
