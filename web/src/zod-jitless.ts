/*
 * zod 4 compiles object parsers with `new Function` unless told not to; our CSP (script-src
 * 'self') blocks that and the browser reports a violation on every page that parses a form.
 * Imported first by main.tsx, so it runs before any schema parses. It sets the global that zod's
 * `config()` writes (`globalThis.__zod_globalConfig`) instead of importing zod: the entry chunk
 * stays free of zod (4 KB gzip), which only the form pages load (decision 024).
 * zod-jitless.test.ts checks that zod still reads this global.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
