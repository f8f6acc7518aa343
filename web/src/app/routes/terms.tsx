export function TermsPage() {
  return <div className="mx-auto max-w-3xl px-4 py-12">TODO</div>;
}
