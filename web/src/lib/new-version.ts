/*
 * After a new version is deployed, a tab opened before it asks for page files that no longer
 * exist (their names carry a hash of their content). Vite reports such a failed import as
 * `vite:preloadError`; the page is then loaded afresh once (the new index.html names the new
 * files) instead of stopping at the error page. At most once a minute per tab, so a server that
 * really cannot serve its files ends on the error page, not in a reload loop.
 */
const RELOADED_AT_KEY = 'calmpath:reloaded-for-new-version';
const MIN_GAP_MS = 60_000;

let reloading = false;

/** True once a reload for a new version has begun: the error page then shows a calm status. */
export function isReloadingForNewVersion() {
  return reloading;
}

function lastReload(): number {
  try {
    return Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  } catch {
    return 0;
  }
}

function reloadOnce() {
  if (reloading || Date.now() - lastReload() < MIN_GAP_MS) return;
  try {
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    /* Without session storage no loop guard: do not reload. */
    return;
  }
  reloading = true;
  window.location.reload();
}

export function reloadWhenFilesAreGone() {
  window.addEventListener('vite:preloadError', reloadOnce);
}
