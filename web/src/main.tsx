import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { reloadWhenFilesAreGone } from './lib/new-version';
import { AppRouter, firstPageReady } from './router';
import './styles.css';

reloadWhenFilesAreGone();

const root = document.getElementById('root');
if (!root) throw new Error('Root element #root is missing from index.html');

/*
 * On a direct visit to a lazy page, the first render waits (at most FIRST_PAGE_WAIT_MS) for that
 * page's code, which the router started fetching while this script ran: the first paint is then
 * the page itself, not the layout with a spinner that the page replaces a moment later (on a
 * phone that made the page's largest paint wait for a second render; issue 16). On a slow
 * connection the layout and its spinner still show after the wait.
 */
const FIRST_PAGE_WAIT_MS = 1000;

void Promise.race([
  firstPageReady,
  new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
