import { once } from 'node:events';
import { createServer } from 'node:net';

/** A TCP port that was free a moment ago, for servers spawned by tests and benchmarks. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server.close();
  await once(server, 'close');
  return port;
}
