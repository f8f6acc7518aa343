import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { Layout, PageFallback } from './app/layout';
import { AuthPage } from './app/routes/auth';
import { ErrorFallback } from './app/routes/error-fallback';
import { HomePage } from './app/routes/home';
import { NotFoundPage } from './app/routes/not-found';
import { RequireAuth } from './features/auth/components/require-auth';

/*
 * Home and sign-in load with the app; every other page is its own chunk, fetched when first
 * visited, so the first paint of the home page downloads less.
 */
/*
 * A direct visit to a lazy page renders that route's HydrateFallback (inside the layout) until its
 * code arrives, instead of an empty root and a 'No HydrateFallback' warning.
 */
const withFallback = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => (route.lazy ? { HydrateFallback: PageFallback, ...route } : route));

const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <ErrorFallback />,
    children: withFallback([
      { index: true, element: <HomePage /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'signup', element: <AuthPage /> },
      {
        path: 'reset-password',
        lazy: () =>
          import('./app/routes/reset-password').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: 'onboarding',
        lazy: () =>
          import('./app/routes/onboarding').then((m) => ({
            element: (
              <RequireAuth>
                <m.OnboardingPage />
              </RequireAuth>
            ),
          })),
      },
      {
        path: 'welcome',
        lazy: () =>
          import('./app/routes/welcome').then((m) => ({
            element: (
              <RequireAuth>
                <m.WelcomePage />
              </RequireAuth>
            ),
          })),
      },
      {
        path: 'my-needs',
        lazy: () =>
          import('./app/routes/my-needs').then((m) => ({
            element: (
              <RequireAuth>
                <m.MyNeedsPage />
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
          import('./app/routes/provider-dashboard').then((m) => ({
            element: (
              <RequireAuth>
                <m.ProviderDashboardPage />
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
        path: 'business-confirmed',
        lazy: () =>
          import('./app/routes/business-confirmed').then((m) => ({
            Component: m.BusinessConfirmedPage,
          })),
      },
      {
        path: 'admin',
        lazy: () => import('./app/routes/admin').then((m) => ({ Component: m.AdminPage })),
      },
      { path: '*', element: <NotFoundPage /> },
    ]),
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
