/* First of the app's modules: a direct visit to /admin or the dashboard asks for what it needs. */
import './first-page';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reloadWhenFilesAreGone } from '../lib/new-version';
import { AppRouter, preloadFirstPage } from '../router';
import { AppProviders } from './providers';
import { queryClient } from './query-client';
import '../styles.css';

/*
 * The app itself, imported by main.tsx once the page's language is in place (decision 062), so
 * every module here reads the page's words, even one that copies a message when it loads.
 */

reloadWhenFilesAreGone();

const root = document.getElementById('root');
if (!root) throw new Error('Root element #root is missing from index.html');

/*
 * On a direct visit to a lazy page, the first render waits (at most FIRST_PAGE_WAIT_MS) for that
 * page's code, which preloadFirstPage starts fetching below: the first paint is then
 * the page itself, not the layout with a spinner that the page replaces a moment later (on a
 * phone that made the page's largest paint wait for a second render; decision 034). On a slow
 * connection the layout and its spinner still show after the wait.
 */
const FIRST_PAGE_WAIT_MS = 1000;

void Promise.race([
  preloadFirstPage(),
  new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
