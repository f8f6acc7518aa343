import { usePageTitle } from '../../lib/use-page-title';

/* Scaffold: the business-application slice fills this in. */
export function ProviderSignupPage() {
  usePageTitle('List your business');
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-semibold">List your business</h1>
    </section>
  );
}
