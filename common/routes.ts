import { pathWithoutLocale } from './i18n/locales';

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
  '/unsubscribe',
  '/reset-password',
  '/my-reviews',
  '/account',
  '/providers/:id',
  '/providers/:id/prepare',
  '/my-needs',
  '/needs/:token',
] as const;

const patterns = APP_ROUTES.map(
  (route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
);

/**
 * Whether a path is one of the app's pages, in either language: /terms and /es/terms, / and /es
 * (decision 062). /es/foo is as unknown as /foo.
 */
export function isAppRoute(pathname: string): boolean {
  const plain = pathWithoutLocale(pathname);
  return patterns.some((p) => p.test(plain));
}

const staticRoutes = new Set<string>(APP_ROUTES.filter((route) => !route.includes(':')));

/** An app page whose path has no id or token in it (/terms, /es/admin), trailing slash or not. */
export function isStaticAppRoute(pathname: string): boolean {
  return staticRoutes.has(pathWithoutLocale(pathname).replace(/(.)\/$/, '$1'));
}
