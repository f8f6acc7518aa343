import { LAYOUT_MESSAGES } from '@common/messages/shared';
import { Outlet } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-surface focus:px-4 focus:py-2"
      >
        {LAYOUT_MESSAGES.skipToMainContent}
      </a>
      <SiteHeader />
      {/*
       * At least a screen tall, so the footer starts below the fold whatever the page: a page whose
       * code or data arrives after the first paint cannot push it down in view (CLS).
       */}
      <main id="main" className="min-h-svh flex-1" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTop />
    </div>
  );
}

/** What a lazily loaded page shows on a direct visit while its code arrives: header and footer stay. */
export function PageFallback() {
  return <Spinner />;
}
