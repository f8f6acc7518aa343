import { usePageTitle } from '../../lib/use-page-title';

/* Scaffold: the business-account slice fills this in. */
export function UploadDocsPage() {
  usePageTitle('Upload documents');
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-semibold">Upload documents</h1>
    </section>
  );
}
