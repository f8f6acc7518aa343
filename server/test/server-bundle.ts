import { type ChildProcess, spawn } from 'node:child_process';
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

/**
 * The environment of a server spawned on 127.0.0.1:`port`: this process's own, less the settings a
 * developer's shell may carry that would point it elsewhere (DATABASE_URL, REDIS_URL, SMTP_URL,
 * AUTH_SECRET), in development mode, not seeding, logging warnings. `settings` come last (DATA_DIR
 * at least); one given as undefined is unset (DATABASE_URL: undefined, the embedded database).
 */
export function spawnedServerEnv(
  port: number,
  settings: Record<string, string | undefined>,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${port}`,
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'AUTH_SECRET']) delete env[name];
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

export type SpawnedProcess = {
  child: ChildProcess;
  /** Its exit code, once it has exited (null after a signal). */
  exited: Promise<number | null>;
  /** All it has written to stdout and stderr so far. */
  output(): string;
};

/** A command started in the repository's root with `env`, its output collected. */
export function spawnCollecting(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): SpawnedProcess {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** The server bundle (serverBundle(name)) started with `env` (spawnedServerEnv). */
export async function spawnServer(name: string, env: NodeJS.ProcessEnv): Promise<SpawnedProcess> {
  return spawnCollecting(process.execPath, [await serverBundle(name)], env);
}
