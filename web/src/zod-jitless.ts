import { config } from 'zod/v4/core';

/*
 * zod 4 compiles object parsers with `new Function` unless told not to; our CSP (script-src
 * 'self') blocks that and the browser reports a violation on every page that parses a form.
 * Imported first by main.tsx, so it runs before any schema parses.
 */
config({ jitless: true });
