import { usePageTitle } from '../../lib/use-page-title';

/* Scaffold: the business-account slice fills this in. */
export function BusinessConfirmedPage() {
  usePageTitle('Business account');
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-semibold">Business account</h1>
    </section>
  );
}
