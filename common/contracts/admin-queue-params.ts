/*
 * An admin queue's narrowing as the address and the page hold it: its limits, reading it from the
 * URL and writing the API's query string. No schema here: /admin's first view needs these and not
 * zod, which the server's AdminQueueFilters (admin-queues.ts) brings (decision 048).
 */

/**
 * What every admin queue can be narrowed and ordered by (decision 046): a search over name,
 * e-mail and city, a US state and an order. Kept in the URL (?q=…&state=TX&sort=newest).
 */
export const ADMIN_QUEUE_SEARCH_MAX_LENGTH = 100;
export const ADMIN_QUEUE_SORTS = ['oldest', 'newest', 'name'] as const;
export type AdminQueueSort = (typeof ADMIN_QUEUE_SORTS)[number];

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
