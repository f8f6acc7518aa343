// `npm start`: build what is missing or older than its sources (the web app with Vite, the server
// bundle with esbuild), then run the server. Bundling the server keeps start-up within budget:
// running the TypeScript through tsx costs about 2 s more (docs/performance.md).
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
      packages: 'external',
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
