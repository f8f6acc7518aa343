// The server the browser tests run against: a fresh embedded database with demo data, on E2E_PORT.
import { mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, forwardSignals, runServer } from './start.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !path.resolve(dataDir).includes('.tmp')) {
  console.error('e2e-server: DATA_DIR must point into .tmp/ (it is wiped)');
  process.exit(2);
}
rmSync(dataDir, { recursive: true, force: true });

/* On PostgreSQL (E2E_DATABASE_URL names a server): a fresh database per port, seeded on start. */
const adminUrl = process.env.E2E_DATABASE_URL;
if (adminUrl) {
  const { default: pg } = await import('pg');
  const name = `calmpath_e2e_${Number(process.env.PORT)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.SEED_ON_EMPTY = 'true';
}

forwardSignals();
await buildIfStale();
/* The whole log of the run, which tests/e2e/log-scan.teardown.ts searches for issued tokens. */
mkdirSync(dataDir, { recursive: true });
const logFile = process.env.E2E_LOG_FILE;
runServer(logFile ? { logFd: openSync(logFile, 'w') } : {});
