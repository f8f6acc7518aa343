import { createBrowserRouter, RouterProvider } from 'react-router';
import { Layout } from './app/layout';
import { AuthPage } from './app/routes/auth';
import { ErrorFallback } from './app/routes/error-fallback';
import { FavoritesPage } from './app/routes/favorites';
import { HomePage } from './app/routes/home';
import { NotFoundPage } from './app/routes/not-found';
import { OnboardingPage } from './app/routes/onboarding';
import { PrivacyPage } from './app/routes/privacy';
import { ResetPasswordPage } from './app/routes/reset-password';
import { ReviewPage } from './app/routes/review';
import { TermsPage } from './app/routes/terms';
import { TrustAndSafetyPage } from './app/routes/trust-and-safety';
import { WelcomePage } from './app/routes/welcome';
import { RequireAuth } from './features/auth/components/require-auth';

const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <ErrorFallback />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'signup', element: <AuthPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      {
        path: 'onboarding',
        element: (
          <RequireAuth>
            <OnboardingPage />
          </RequireAuth>
        ),
      },
      {
        path: 'welcome',
        element: (
          <RequireAuth>
            <WelcomePage />
          </RequireAuth>
        ),
      },
      { path: 'favorites', element: <FavoritesPage /> },
      { path: 'review', element: <ReviewPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'trust-and-safety', element: <TrustAndSafetyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
