import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppRoute } from '../../common/routes';
import { WEB_DIST } from '../lib/paths';

/**
 * Serves the built React app: real files from dist/web, index.html for every other non-API GET
 * (client-side routes, including the 404 page which the app renders itself).
 */
export async function registerWebApp(app: FastifyInstance, root = WEB_DIST) {
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`No built web app at ${root}; run \`npm run build\`. Only the API is served.`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath.startsWith('/api/') || urlPath === '/api') {
      return reply.callNotFound();
    }
    const candidate = path.join(root, path.normalize(urlPath));
    if (
      candidate.startsWith(root) &&
      urlPath !== '/' &&
      existsSync(candidate) &&
      !candidate.endsWith(path.sep)
    ) {
      return reply.sendFile(path.relative(root, candidate));
    }
    reply.header('Cache-Control', 'no-cache');
    /* Unknown paths still get the app (it renders the 404 page), with a real 404 status. */
    if (!isAppRoute(urlPath)) reply.status(404);
    return reply.type('text/html').sendFile('index.html');
  });
}
