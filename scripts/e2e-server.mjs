// The server the browser tests run against: a fresh embedded database with demo data, on E2E_PORT.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, serverBundle } from './start.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !path.resolve(dataDir).includes('.tmp')) {
  console.error('e2e-server: DATA_DIR must point into .tmp/ (it is wiped)');
  process.exit(2);
}
rmSync(dataDir, { recursive: true, force: true });
await buildIfStale();
const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
