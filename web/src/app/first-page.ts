import { plainPendingReviewsQueryOptions } from '../features/admin/moderation/api/plain-pending-reviews';
import { meQueryOptions } from '../features/auth/api/get-me';
import { myProvidersQueryOptions } from '../features/business/api/get-my-providers';
import { queryClient } from './query-client';
import { ADMIN_TAB_CODE, requestedAdminTab } from './routes/admin-tabs';

/*
 * A direct visit to /admin or the business dashboard asks for everything its first view needs at
 * once, as soon as the entry's files are there (decision 048): main.tsx imports this module first,
 * so it runs before the router, the home page and the providers. Before, the requests waited until
 * the whole entry had run (140 ms on a quiet machine, 300 ms to a second on a busy one), and the
 * session waited for a chunk of its own besides.
 *
 * The session and the page's data are asked for first, before the code: the browser opens at most
 * six connections to the server, and their small answers should not queue behind ~25 code files.
 * They are asked for without knowing the session's roles (waiting for them put the data behind
 * the code): a visitor who may not see the data gets the server's 401 or 403, which is what the
 * page shows anyway. Nothing here throws: a failed request or file is the page's to report.
 */

/* The pages' code, one loader each: router.tsx's routes use the same ones. */
export const adminPageCode = () => import('./routes/admin');
export const dashboardPageCode = () => import('./routes/provider-dashboard');

const DASHBOARD_PATHS = new Set(['/provider/dashboard', '/provider-dashboard']);
/* A queue narrowed in the URL is the tab's own business: only the plain queue is asked for early. */
const QUEUE_FILTERS = ['q', 'state', 'sort', 'page'];

function startAdmin(search: string) {
  void queryClient.prefetchQuery(meQueryOptions());
  const tab = requestedAdminTab(search);
  const params = new URLSearchParams(search);
  if (tab === 'moderation' && !QUEUE_FILTERS.some((f) => params.has(f))) {
    /* A refusal is not tried again here: the page, if shown, asks once more itself. */
    void queryClient.prefetchInfiniteQuery({ ...plainPendingReviewsQueryOptions(), retry: false });
  }
  adminPageCode().catch(() => undefined);
  ADMIN_TAB_CODE[tab].preload().catch(() => undefined);
}

function startDashboard() {
  void queryClient.prefetchQuery(meQueryOptions());
  void queryClient.prefetchQuery(myProvidersQueryOptions());
  dashboardPageCode().catch(() => undefined);
}

const path = window.location.pathname.replace(/(.)\/$/, '$1');
if (path === '/admin') startAdmin(window.location.search);
else if (DASHBOARD_PATHS.has(path)) startDashboard();
