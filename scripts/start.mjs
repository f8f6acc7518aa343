// `npm start`: build what is missing or older than its sources (the web app with Vite, the server
// bundle with esbuild), then run the server. Bundling the server keeps start-up within budget:
// running the TypeScript through tsx costs 2–4 s more (docs/performance.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'dist/web/index.html');
export const serverBundle = path.join(root, 'dist/server/main.mjs');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

const isStale = (output, sourceDirs) =>
  !existsSync(output) ||
  Math.max(
    ...sourceDirs.map((d) => newestMtime(path.join(root, d))),
    statSync(path.join(root, 'package.json')).mtimeMs,
  ) > statSync(output).mtimeMs;

export async function buildIfStale() {
  if (isStale(webIndex, ['web', 'common'])) {
    console.log('Building the web app (first start or sources changed)…');
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (isStale(serverBundle, ['server', 'common'])) {
    const { build } = await import('esbuild');
    await build({
      entryPoints: [path.join(root, 'server/main.ts')],
      outfile: serverBundle,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      /*
       * Dependencies are bundled too (one file to parse instead of hundreds to resolve: about
       * 2 s faster to start on this machine). PGlite stays external: it loads its WebAssembly and
       * data files relative to its own modules. CommonJS dependencies get a `require`.
       */
      external: ['@electric-sql/pglite', '@electric-sql/pglite/*', 'pg-native'],
      banner: {
        js: "import { createRequire as __calmpathRequire } from 'node:module'; const require = __calmpathRequire(import.meta.url);",
      },
      sourcemap: true,
      logLevel: 'warning',
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildIfStale();
  const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
