// The server the browser tests run against: a fresh embedded database with demo data, on E2E_PORT.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, forwardSignals, runServer } from './start.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !path.resolve(dataDir).includes('.tmp')) {
  console.error('e2e-server: DATA_DIR must point into .tmp/ (it is wiped)');
  process.exit(2);
}
rmSync(dataDir, { recursive: true, force: true });
forwardSignals();
await buildIfStale();
runServer();
