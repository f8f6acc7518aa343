/**
 * Every client-side route of the web app (spec route tables). The server answers other paths with
 * the app's 404 page and a real 404 status.
 */
export const APP_ROUTES = [
  '/',
  '/auth',
  '/signup',
  '/review',
  '/favorites',
  '/provider-signup',
  '/provider/dashboard',
  '/provider-dashboard',
  '/provider/upload-docs/:providerId',
  '/admin',
  '/onboarding',
  '/welcome',
  '/terms',
  '/privacy',
  '/suggest-business',
  '/trust-and-safety',
  '/business-signup',
  '/business-confirmed',
  '/reset-password',
  '/my-reviews',
  '/account',
  '/providers/:id',
  '/providers/:id/prepare',
  '/my-needs',
  '/needs/:token',
] as const;

/**
 * The page module each lazily loaded route shows (web/src/app/routes/NAME.tsx, as imported in
 * web/src/router.tsx; routes.test.ts checks the two agree). The server names the module's files
 * in the HTML it sends for that route, so the browser fetches them beside the entry script instead
 * of after it has run (server/plugins/route-preloads.ts).
 */
export const ROUTE_PAGES: Partial<Record<(typeof APP_ROUTES)[number], string>> = {
  '/auth': 'auth',
  '/signup': 'auth',
  '/reset-password': 'reset-password',
  '/onboarding': 'onboarding',
  '/welcome': 'welcome',
  '/my-needs': 'my-needs',
  '/needs/:token': 'shared-needs-card',
  '/favorites': 'favorites',
  '/my-reviews': 'my-reviews',
  '/account': 'account',
  '/review': 'review',
  '/suggest-business': 'suggest-business',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/trust-and-safety': 'trust-and-safety',
  '/provider-signup': 'provider-signup',
  '/provider/dashboard': 'provider-dashboard',
  '/provider-dashboard': 'provider-dashboard',
  '/provider/upload-docs/:providerId': 'upload-docs',
  '/business-signup': 'business-signup',
  '/business-confirmed': 'business-confirmed',
  '/admin': 'admin',
  '/providers/:id': 'provider-profile',
  '/providers/:id/prepare': 'provider-prepare',
};

/** The route pattern a path opens ('/providers/12' → '/providers/:id'), or null. */
export function appRouteOf(pathname: string): (typeof APP_ROUTES)[number] | null {
  const i = patterns.findIndex((p) => p.test(pathname));
  return i < 0 ? null : (APP_ROUTES[i] ?? null);
}

const patterns = APP_ROUTES.map(
  (route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
);

export function isAppRoute(pathname: string): boolean {
  return patterns.some((p) => p.test(pathname));
}
