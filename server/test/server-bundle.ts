import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const built = new Map<string, Promise<string>>();

/**
 * The real server (server/main.ts) as one bundle, built once per test file like `npm start`
 * builds it (scripts/start.mjs): a spawned start then takes about a second instead of tsx's 3–4.
 * `name` is the test file's own folder under .tmp/, so files running side by side never write one
 * bundle at once. Returns the bundle's path, for `spawn(process.execPath, [path])`.
 */
export function serverBundle(name: string): Promise<string> {
  let bundle = built.get(name);
  if (!bundle) {
    bundle = (async () => {
      const { build } = await import('esbuild');
      const outfile = path.join(ROOT, '.tmp', name, 'main.mjs');
      await build({
        entryPoints: [path.join(ROOT, 'server/main.ts')],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        external: ['@electric-sql/pglite', '@electric-sql/pglite/*', 'pg-native'],
        banner: {
          js: "import { createRequire as __calmpathRequire } from 'node:module'; const require = __calmpathRequire(import.meta.url);",
        },
        logLevel: 'warning',
      });
      return outfile;
    })();
    built.set(name, bundle);
  }
  return bundle;
}
