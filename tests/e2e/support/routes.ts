/** Every route a signed-out visitor can open directly (axe in calm mode, layout shift). */
export const PUBLIC_ROUTES = [
  '/',
  '/?q=Austin',
  '/review',
  '/favorites',
  '/suggest-business',
  '/provider-signup',
  '/business-signup',
  '/terms',
  '/privacy',
  '/trust-and-safety',
  '/auth',
  '/signup',
  '/reset-password',
  '/unsubscribe',
  '/no/such/page',
];
