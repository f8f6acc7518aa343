import type { MyProvidersResponse } from '@common/contracts/business';
import type { MeResponse } from '@common/contracts/me';
import type { PendingQueueResponse } from '@common/contracts/moderation';
import { FIRST_VIEW_DATA_ID } from '@common/first-view-data';
import { pathWithoutLocale } from '@common/i18n/locales';
import { loadAdminWords } from '@web/lib/i18n/apply-locale';
import { plainPendingReviewsQueryOptions } from '../features/admin/moderation/api/plain-pending-reviews';
import { meQueryOptions } from '../features/auth/api/get-me';
import { myProvidersQueryOptions } from '../features/business/api/get-my-providers';
import { queryClient } from './query-client';
import { ADMIN_TAB_CODE, requestedAdminTab } from './routes/admin-tabs';

/*
 * A direct visit to /admin or the business dashboard has everything its first view needs as soon
 * as the entry's files are there (decision 048): the page's HTML names the page's and the open
 * tab's code (`<link rel="modulepreload">`, so it comes beside the entry's), and a signed-in
 * visitor's HTML carries the session and the page's data (below). app/start.tsx imports this module
 * first, so it runs before the router, the home page and the providers: whatever the HTML did not
 * bring is asked for here, at once, instead of after the whole entry has run.
 *
 * Data is asked for without knowing the session's roles: a visitor who may not see it gets the
 * server's 401 or 403, which is what the page shows anyway. Nothing here throws: a failed request
 * or file is the page's to report.
 */

/* The pages' code, one loader each: router.tsx's routes use the same ones. */
/* The admin page's Spanish words come before its code runs (loadAdminWords; nothing in English). */
export const adminPageCode = () => loadAdminWords().then(() => import('./routes/admin'));
export const dashboardPageCode = () => import('./routes/provider-dashboard');

const DASHBOARD_PATHS = new Set(['/provider/dashboard', '/provider-dashboard']);
/* A queue narrowed in the URL is the tab's own business: only the plain queue is asked for early. */
const QUEUE_FILTERS = ['q', 'state', 'sort', 'page'];

/*
 * A signed-in visitor's page carries its first view's API answers (the server asked the API for
 * them with the visitor's cookie: server/plugins/first-view-data.ts). They go into the query cache
 * before the first render, so the page renders with them at once; what is not there is asked for.
 * Read once: the block is removed, so nothing reads it again after the data has moved on.
 */
function readFirstViewData(): Record<string, unknown> {
  const block = document.getElementById(FIRST_VIEW_DATA_ID);
  if (!block) return {};
  block.remove();
  try {
    const parsed: unknown = JSON.parse(block.textContent ?? '');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
const given = readFirstViewData();

function session() {
  const me = given['/api/me'];
  if (me) queryClient.setQueryData(meQueryOptions().queryKey, me as MeResponse);
  else void queryClient.prefetchQuery(meQueryOptions());
}

function startAdmin(search: string) {
  const tab = requestedAdminTab(search);
  const params = new URLSearchParams(search);
  if (tab === 'moderation' && !QUEUE_FILTERS.some((f) => params.has(f))) {
    const queue = given['/api/admin/reviews/pending'] as PendingQueueResponse | undefined;
    if (queue) {
      queryClient.setQueryData(plainPendingReviewsQueryOptions().queryKey, {
        pages: [queue],
        pageParams: [null],
      });
    } else {
      /* A refusal is not tried again here: the page, if shown, asks once more itself. */
      void queryClient.prefetchInfiniteQuery({
        ...plainPendingReviewsQueryOptions(),
        retry: false,
      });
    }
  }
  adminPageCode().catch(() => undefined);
  loadAdminWords()
    .then(() => ADMIN_TAB_CODE[tab].preload())
    .catch(() => undefined);
}

function startDashboard() {
  const businesses = given['/api/business/providers'] as MyProvidersResponse | undefined;
  if (businesses) queryClient.setQueryData(myProvidersQueryOptions().queryKey, businesses);
  else void queryClient.prefetchQuery(myProvidersQueryOptions());
  dashboardPageCode().catch(() => undefined);
}

const path = pathWithoutLocale(window.location.pathname).replace(/(.)\/$/, '$1');
const directVisit = path === '/admin' || DASHBOARD_PATHS.has(path);
/* Elsewhere the session is the auth provider's to ask for, unless the page brought it. */
if (directVisit || given['/api/me']) session();
if (path === '/admin') startAdmin(window.location.search);
else if (DASHBOARD_PATHS.has(path)) startDashboard();
