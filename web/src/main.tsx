import './zod-jitless';
import { applyPageLocale } from './lib/i18n/apply-locale';
import { warmDateFormats } from './lib/i18n/warm-dates';

/*
 * The entry: the page's language first, then the app (decision 062). A Spanish page (/es/...)
 * loads its words and puts them in place before any of the app's modules runs; an English page
 * goes straight on. The server hints the app's files in the HTML (`<link rel="modulepreload">`),
 * so they come beside this one instead of after it.
 */
void applyPageLocale(window.location.pathname).then(() => import('./app/start'));
warmDateFormats(window.location.pathname);
