import { usePageTitle } from '../../lib/use-page-title';

/* Scaffold: the admin-moderation slice fills this in. */
export function AdminPage() {
  usePageTitle('Admin');
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-semibold">Admin</h1>
    </section>
  );
}
