import { LOCALE_PATH_PREFIX, pathWithoutLocale } from '@common/i18n/locales';
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router';
import { adminPageCode, dashboardPageCode } from './app/first-page';
import { Layout, PageFallback } from './app/layout';
import { preloadPageFor, RouteErrorBoundary, withLazyPages } from './app/lazy-routes';
import { ADMIN_TAB_CODE, requestedAdminTab } from './app/routes/admin-tabs';
import { HomePage } from './app/routes/home';
import { NotFoundPage } from './app/routes/not-found';
import { RequireAuth } from './features/auth/components/require-auth';
import { loadAdminWords, pageLocale } from './lib/i18n/apply-locale';

/*
 * Home loads with the app; every other page is its own chunk, fetched when first
 * visited, so the first paint of the home page downloads less.
 */
/*
 * A direct visit to a lazy page renders PageFallback (inside the layout) until its code arrives
 * (app/lazy-routes.tsx; the app uses React Router in declarative mode, decision 024).
 */
const authPage = () => import('./app/routes/auth').then((m) => ({ Component: m.AuthPage }));

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'auth', lazy: authPage },
      { path: 'signup', lazy: authPage },
      {
        path: 'reset-password',
        lazy: () =>
          import('./app/routes/reset-password').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: 'onboarding',
        lazy: () =>
          import('./app/routes/onboarding').then(({ OnboardingPage }) => ({
            element: (
              <RequireAuth>
                <OnboardingPage />
              </RequireAuth>
            ),
          })),
      },
      {
        path: 'welcome',
        lazy: () =>
          import('./app/routes/welcome').then(({ WelcomePage }) => ({
            element: (
              <RequireAuth>
                <WelcomePage />
              </RequireAuth>
            ),
          })),
      },
      {
        path: 'my-needs',
        lazy: () =>
          import('./app/routes/my-needs').then(({ MyNeedsPage }) => ({
            element: (
              <RequireAuth>
                <MyNeedsPage />
              </RequireAuth>
            ),
          })),
      },
      {
        path: 'needs/:token',
        lazy: () =>
          import('./app/routes/shared-needs-card').then((m) => ({
            Component: m.SharedNeedsCardPage,
          })),
      },
      {
        path: 'favorites',
        lazy: () => import('./app/routes/favorites').then((m) => ({ Component: m.FavoritesPage })),
      },
      {
        path: 'my-reviews',
        lazy: () =>
          import('./app/routes/my-reviews').then(({ MyReviewsPage }) => ({
            element: (
              <RequireAuth>
                <MyReviewsPage />
              </RequireAuth>
            ),
          })),
      },
      {
        path: 'account',
        lazy: () =>
          import('./app/routes/account').then(({ AccountPage }) => ({
            element: (
              <RequireAuth>
                <AccountPage />
              </RequireAuth>
            ),
          })),
      },
      {
        path: 'review',
        lazy: () => import('./app/routes/review').then((m) => ({ Component: m.ReviewPage })),
      },
      {
        path: 'suggest-business',
        lazy: () =>
          import('./app/routes/suggest-business').then((m) => ({
            Component: m.SuggestBusinessPage,
          })),
      },
      {
        path: 'terms',
        lazy: () => import('./app/routes/terms').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: 'privacy',
        lazy: () => import('./app/routes/privacy').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: 'trust-and-safety',
        lazy: () =>
          import('./app/routes/trust-and-safety').then((m) => ({
            Component: m.TrustAndSafetyPage,
          })),
      },
      {
        path: 'provider-signup',
        lazy: () =>
          import('./app/routes/provider-signup').then((m) => ({ Component: m.ProviderSignupPage })),
      },
      ...['provider/dashboard', 'provider-dashboard'].map((path) => ({
        path,
        lazy: () =>
          dashboardPageCode().then(({ ProviderDashboardPage }) => ({
            element: (
              <RequireAuth>
                <ProviderDashboardPage />
              </RequireAuth>
            ),
          })),
      })),
      {
        path: 'provider/upload-docs/:providerId',
        lazy: () =>
          import('./app/routes/upload-docs').then((m) => ({ Component: m.UploadDocsPage })),
      },
      {
        path: 'business-signup',
        lazy: () =>
          import('./app/routes/business-signup').then((m) => ({ Component: m.BusinessSignupPage })),
      },
      {
        path: 'unsubscribe',
        lazy: () =>
          import('./app/routes/unsubscribe').then((m) => ({ Component: m.UnsubscribePage })),
      },
      {
        path: 'business-confirmed',
        lazy: () =>
          import('./app/routes/business-confirmed').then((m) => ({
            Component: m.BusinessConfirmedPage,
          })),
      },
      {
        path: 'admin',
        /*
         * The open tab's code comes beside the page's, and the page waits for both: a tab that
         * suspended after the page rendered would hold its content back (decision 048).
         */
        lazy: () =>
          Promise.all([
            adminPageCode(),
            loadAdminWords()
              .then(() => ADMIN_TAB_CODE[requestedAdminTab(window.location.search)].preload())
              .catch(() => undefined),
          ]).then(([m]) => ({ Component: m.AdminPage })),
      },
      {
        path: 'providers/:id',
        lazy: () =>
          import('./app/routes/provider-profile').then((m) => ({
            Component: m.ProviderProfilePage,
          })),
      },
      {
        path: 'providers/:id/prepare',
        lazy: () =>
          import('./app/routes/provider-prepare').then((m) => ({
            Component: m.ProviderPreparePage,
          })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Starts fetching the code of the page being opened; settles when it has arrived (at once for the
 * home page).
 */
export const preloadFirstPage = () =>
  preloadPageFor(routes, pathWithoutLocale(window.location.pathname));
const appRoutes = withLazyPages(routes, PageFallback);

function AppRoutes() {
  return useRoutes(appRoutes);
}

/*
 * A Spanish page's router lives under /es (decision 062): every Link and navigate('/terms') of the
 * app leads to /es/terms there, so the language is kept without any page knowing about it.
 */
export function AppRouter() {
  const prefix = LOCALE_PATH_PREFIX[pageLocale()];
  return (
    <BrowserRouter basename={prefix || undefined}>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
