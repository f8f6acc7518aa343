import { NOT_FOUND_PAGE_MESSAGES } from '@common/messages/shared';
import { usePageTitle } from '@web/lib/use-page-title';
import { Link } from 'react-router';

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_PAGE_MESSAGES.pageNotFound);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{NOT_FOUND_PAGE_MESSAGES.oopsPageNotFound}</h1>
      <p className="mt-2 text-muted">{NOT_FOUND_PAGE_MESSAGES.thePageYouWere}</p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {NOT_FOUND_PAGE_MESSAGES.returnToHome}
      </Link>
    </section>
  );
}
