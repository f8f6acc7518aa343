/*
 * Calm mode (decision 026). The choice lives on <html> as
 * data-calm-mode="on" and is set before the first paint by CALM_MODE_SCRIPT, inlined into
 * index.html by the Vite build; the server's CSP allows exactly that script by its SHA-256.
 */
export const CALM_MODE_STORAGE_KEY = 'calmpath-calm-mode';
export const CALM_MODE_ATTRIBUTE = 'data-calm-mode';

/** Plain ES5, no imports: it runs before any module, in the <head>. Edit with care (CSP hash). */
export const CALM_MODE_SCRIPT = `try{if(localStorage.getItem('${CALM_MODE_STORAGE_KEY}')==='on')document.documentElement.setAttribute('${CALM_MODE_ATTRIBUTE}','on')}catch(e){}`;
