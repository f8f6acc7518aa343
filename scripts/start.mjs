// `npm start`: build what is missing or older than its sources (the web app with Vite, the server
// bundle with esbuild), then run the server. Bundling the server keeps start-up within budget:
// running the TypeScript through tsx costs 2–4 s more (docs/performance.md).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

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

const viteBin = path.join(root, 'node_modules/vite/bin/vite.js');
const exitCodeFor = (signal) => (signal ? 128 + (constants.signals[signal] ?? 0) : 1);

const isStale = (output, sourceDirs) =>
  !existsSync(output) ||
  Math.max(
    ...sourceDirs.map((d) => newestMtime(path.join(root, d))),
    statSync(path.join(root, 'package.json')).mtimeMs,
  ) > statSync(output).mtimeMs;

/* The child running now (the web build, then the server): signals reach it through us. */
let current;

export async function buildIfStale() {
  if (isStale(webIndex, ['web', 'common'])) {
    console.log('Building the web app (first start or sources changed)…');
    const code = await new Promise((resolve) => {
      /*
       * Always a production build: an inherited NODE_ENV (development, or 'test' when a test
       * runner starts us) would make Vite bundle React's development build, 60 KB more gzip.
       */
      current = spawn(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      current.on('exit', (status, signal) => resolve(status ?? exitCodeFor(signal)));
    });
    current = undefined;
    if (code !== 0) process.exit(code);
  }
  if (isStale(serverBundle, ['server', 'common'])) {
    console.log('Building the server (first start or sources changed)…');
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
       * data files relative to its own modules; sharp loads its native binary the same way; the ZIP table (5 MB) is read only by a migrate
       * that finds zip_centroids empty. CommonJS dependencies get a `require`.
       */
      external: [
        '@electric-sql/pglite',
        '@electric-sql/pglite/*',
        'pg-native',
        'sharp',
        'zipcodes/*',
      ],
      banner: {
        js: "import { createRequire as __calmpathRequire } from 'node:module'; const require = __calmpathRequire(import.meta.url);",
      },
      sourcemap: true,
      logLevel: 'warning',
    });
  }
}

/*
 * The server runs as our child: a signal to us (Ctrl-C in a terminal, SIGTERM from systemd or a
 * container runtime) is passed on, and we exit with the child's status, so no server is left
 * behind. A second signal while the server is still shutting down ends it at once.
 *
 * `npm start` puts a shell between npm and us, and on SIGTERM npm signals only that shell, which
 * exits without passing it on: we would be orphaned. So losing our parent counts as a SIGTERM too.
 */
export function forwardSignals() {
  let received = 0;
  const stop = (signal) => {
    received += 1;
    if (!current) process.exit(exitCodeFor(signal));
    current.kill(received > 1 ? 'SIGKILL' : signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(watch);
      stop('SIGTERM');
    }
  }, 500);
  watch.unref();
}

/**
 * Runs the server bundle and exits with it. On a terminal (and unless LOG_FORMAT=json or
 * NODE_ENV=production) its JSON log lines are shown as short readable lines. `logFd`, an open
 * file, receives the log as it is instead (the browser tests scan it).
 */
export function runServer({ logFd } = {}) {
  const pretty =
    logFd === undefined &&
    (process.env.LOG_FORMAT === 'pretty' ||
      (process.env.LOG_FORMAT !== 'json' &&
        process.env.NODE_ENV !== 'production' &&
        Boolean(process.stdout.isTTY)));
  /*
   * No --enable-source-maps: parsing the 12 MB map costs 47 MB of resident memory for the life of
   * the process. The bundle is not minified, so stack traces stay readable; set
   * NODE_OPTIONS=--enable-source-maps to map them to the TypeScript sources.
   */
  current = spawn(process.execPath, [serverBundle], {
    cwd: root,
    stdio: ['inherit', logFd ?? (pretty ? 'pipe' : 'inherit'), 'inherit'],
  });
  if (pretty) {
    createInterface({ input: current.stdout }).on('line', (line) =>
      process.stdout.write(`${prettyLine(line)}\n`),
    );
  }
  current.on('exit', (code, signal) => process.exit(code ?? exitCodeFor(signal)));
}

const LEVELS = { 10: 'trace', 20: 'debug', 30: '', 40: 'warning', 50: 'error', 60: 'fatal' };

/** One pino JSON line as `12:03:04  message` (lines that are not JSON pass through). */
export function prettyLine(line) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null || typeof entry.msg !== 'string') return line;
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = LEVELS[entry.level] ? `${LEVELS[entry.level]}: ` : '';
  const request = entry.req ? ` ${entry.req.method} ${entry.req.url}` : '';
  const status = entry.res?.statusCode ? ` ${entry.res.statusCode}` : '';
  const error = entry.err?.message ? ` (${entry.err.message})` : '';
  return `${time}  ${level}${entry.msg}${request}${status}${error}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  forwardSignals();
  await buildIfStale();
  runServer();
}
