import { ERROR_FALLBACK_PAGE_MESSAGES } from '@common/messages/shared';
import { Spinner } from '@web/components/ui/spinner';
import { localizedPath } from '@web/lib/i18n/locale-links';
import { isReloadingForNewVersion } from '@web/lib/new-version';

/* Shown for errors a page throws while rendering; it renders outside the layout, so it stands alone. */
export function ErrorFallback({ error }: { error?: unknown }) {
  /* A page's files were gone after a new version: the page is loading afresh (lib/new-version). */
  if (isReloadingForNewVersion())
    return <Spinner label={ERROR_FALLBACK_PAGE_MESSAGES.loadingTheLatestVersion} />;
  const detail =
    error && typeof error === 'object' && 'status' in error && 'statusText' in error
      ? `${String(error.status)} ${String(error.statusText)}`
      : undefined;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">
        {ERROR_FALLBACK_PAGE_MESSAGES.unexpectedApplicationError}
      </h1>
      <p className="mt-2 text-muted">{ERROR_FALLBACK_PAGE_MESSAGES.somethingWentWrongOn}</p>
      {detail ? <p className="mt-2 text-sm text-muted">{detail}</p> : null}
      <a
        href={localizedPath('/')}
        className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {ERROR_FALLBACK_PAGE_MESSAGES.returnToHome}
      </a>
    </main>
  );
}
