import { pathWithoutLocale } from './i18n/locales';
import type { APP_ROUTES } from './routes';

/*
 * The code of each page's first view, named by its module under web/src (no extension), so the
 * server can hint it in the HTML of a direct visit (`<link rel="modulepreload">`, decision 048):
 * the browser then fetches the page's files beside the entry's instead of after the entry has run.
 * The build writes which files each module needs (scripts/page-files-plugin.ts); the router loads
 * the same modules (web/src/router.tsx; page-modules.test.ts keeps the two in step).
 */

type AppRoute = (typeof APP_ROUTES)[number];

/** Each lazy route's page module; the home page is in the entry and needs no hint. */
export const PAGE_MODULES: Readonly<Record<Exclude<AppRoute, '/'>, string>> = {
  '/auth': 'app/routes/auth',
  '/signup': 'app/routes/auth',
  '/review': 'app/routes/review',
  '/favorites': 'app/routes/favorites',
  '/provider-signup': 'app/routes/provider-signup',
  '/provider/dashboard': 'app/routes/provider-dashboard',
  '/provider-dashboard': 'app/routes/provider-dashboard',
  '/provider/upload-docs/:providerId': 'app/routes/upload-docs',
  '/admin': 'app/routes/admin',
  '/onboarding': 'app/routes/onboarding',
  '/welcome': 'app/routes/welcome',
  '/terms': 'app/routes/terms',
  '/privacy': 'app/routes/privacy',
  '/suggest-business': 'app/routes/suggest-business',
  '/trust-and-safety': 'app/routes/trust-and-safety',
  '/business-signup': 'app/routes/business-signup',
  '/business-confirmed': 'app/routes/business-confirmed',
  '/unsubscribe': 'app/routes/unsubscribe',
  '/reset-password': 'app/routes/reset-password',
  '/my-reviews': 'app/routes/my-reviews',
  '/account': 'app/routes/account',
  '/providers/:id': 'app/routes/provider-profile',
  '/providers/:id/prepare': 'app/routes/provider-prepare',
  '/my-needs': 'app/routes/my-needs',
  '/needs/:token': 'app/routes/shared-needs-card',
};

/** Each /admin tab's module (web/src/app/routes/admin-tabs.ts loads the same). */
export const ADMIN_TAB_MODULES = {
  moderation: 'features/admin/moderation/components/moderation-tab',
  verification: 'features/admin/verification/components/verification-tab',
  practitioners: 'features/admin/practitioners/components/practitioners-tab',
  promotion: 'features/admin/promotion/components/promotion-tab',
  duplicates: 'features/admin/duplicates/components/duplicates-tab',
  photos: 'features/admin/photos/components/photos-tab',
} as const;

const DEFAULT_TAB = 'moderation';

const patterns = Object.entries(PAGE_MODULES).map(
  ([route, module]) =>
    [new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`), module] as const,
);

/**
 * The modules a direct visit to `pathname` (with its `?query`) renders first: the page's, and on
 * /admin the open tab's (the router waits for both), in either language (/es/admin). Empty for the
 * home page and unknown paths.
 */
export function firstViewModules(localizedPath: string, search: string): string[] {
  const pathname = pathWithoutLocale(localizedPath);
  const module = patterns.find(([pattern]) => pattern.test(pathname))?.[1];
  if (!module) return [];
  if (module !== PAGE_MODULES['/admin']) return [module];
  const tab = new URLSearchParams(search).get('tab');
  const tabModule =
    tab !== null && Object.hasOwn(ADMIN_TAB_MODULES, tab)
      ? ADMIN_TAB_MODULES[tab as keyof typeof ADMIN_TAB_MODULES]
      : ADMIN_TAB_MODULES[DEFAULT_TAB];
  return [module, tabModule];
}

/* Where a queue's narrowing is in the address, the tab asks for its own data (decision 046). */
const QUEUE_FILTERS = ['q', 'state', 'sort', 'page'];
const DASHBOARD = PAGE_MODULES['/provider/dashboard'];

/**
 * The API answers a signed-in visitor's first view of `pathname` shows: the session on every
 * page (the header names the account), the plain review queue on /admin's default tab, the
 * businesses on the dashboard. The server puts them into the page's HTML (web-app.ts) and
 * web/src/app/first-page.ts hands them to the query cache, so the page renders with them at once
 * instead of asking after its code has run (decision 048).
 */
export function firstViewCalls(localizedPath: string, search: string): string[] {
  const pathname = pathWithoutLocale(localizedPath);
  const patternMatch = patterns.find(([pattern]) => pattern.test(pathname));
  const module = patternMatch?.[1];
  if (pathname !== '/' && !module) return [];
  const params = new URLSearchParams(search);
  if (module === PAGE_MODULES['/admin']) {
    const tab = params.get('tab');
    const isDefaultTab =
      tab === null || !Object.hasOwn(ADMIN_TAB_MODULES, tab) || tab === DEFAULT_TAB;
    if (isDefaultTab && !QUEUE_FILTERS.some((f) => params.has(f))) {
      return ['/api/me', '/api/admin/reviews/pending'];
    }
  }
  if (module === DASHBOARD) return ['/api/me', '/api/business/providers'];
  return ['/api/me'];
}
