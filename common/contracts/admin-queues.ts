import { z } from 'zod';

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

/** The toolbar's words (ours; the spec has no queue search). */
export const ADMIN_QUEUE_MESSAGES = {
  search: 'Search',
  searchHint: 'Name, e-mail or city',
  state: 'State',
  anyState: 'All states',
  sort: 'Sort',
  sorts: { oldest: 'Oldest first', newest: 'Newest first', name: 'Name (A–Z)' },
  clear: 'Clear search',
  noMatch: 'Nothing in this queue matches the search.',
} as const;

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
