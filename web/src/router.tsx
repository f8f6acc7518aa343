import { createBrowserRouter, RouterProvider } from 'react-router';
import { Layout } from './app/layout';
import { ErrorFallback } from './app/routes/error-fallback';
import { HomePage } from './app/routes/home';
import { NotFoundPage } from './app/routes/not-found';
import { PrivacyPage } from './app/routes/privacy';
import { TermsPage } from './app/routes/terms';
import { TrustAndSafetyPage } from './app/routes/trust-and-safety';

const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <ErrorFallback />,
    children: [
      { index: true, element: <HomePage /> },
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
