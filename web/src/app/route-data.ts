import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../features/auth/api/get-me';
import { myProvidersQueryOptions } from '../features/business/api/get-my-providers';
import { requestedAdminTab } from './routes/admin-tabs';

/*
 * What a direct visit to a signed-in page asks the server for before its code has arrived
 * (decision 048): the session and the page's first data, side by side. Without this, /api/me
 * waited for React's first render, and the page's data for /api/me and then for the page's code,
 * one after the other. The data is asked for without knowing the session's roles (waiting for
 * them put it behind the page's code files in the browser's six connections): a visitor who may
 * not see it gets the server's 401 or 403, which the page shows as before. A prefetch never throws.
 */
export type PrefetchPageData = (queryClient: QueryClient, search: string) => void;

/* A queue narrowed in the URL is the tab's own business: only the plain queue is asked for early. */
const QUEUE_FILTERS = ['q', 'state', 'sort', 'page'];

/**
 * /admin: the session, and the plain review queue when that tab is the one opened. The queue's
 * query (and the filter contract and zod behind it) is not in the entry: it comes in its own small
 * chunk, fetched beside the page's code.
 */
export const prefetchAdminData: PrefetchPageData = (queryClient, search) => {
  void queryClient.prefetchQuery(meQueryOptions());
  const params = new URLSearchParams(search);
  if (requestedAdminTab(search) !== 'moderation' || QUEUE_FILTERS.some((f) => params.has(f))) {
    return;
  }
  import('../features/admin/moderation/api/get-pending-reviews').then(
    ({ pendingReviewsQueryOptions }) =>
      /* A refusal is not tried again: the page, if shown, asks once more itself. */
      queryClient.prefetchInfiniteQuery({ ...pendingReviewsQueryOptions(), retry: false }),
    () => undefined,
  );
};

/** The business dashboard: the session, and the businesses the account manages. */
export const prefetchDashboardData: PrefetchPageData = (queryClient) => {
  void queryClient.prefetchQuery(meQueryOptions());
  void queryClient.prefetchQuery(myProvidersQueryOptions());
};
