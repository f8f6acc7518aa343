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

const patterns = APP_ROUTES.map(
  (route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
);

export function isAppRoute(pathname: string): boolean {
  return patterns.some((p) => p.test(pathname));
}
