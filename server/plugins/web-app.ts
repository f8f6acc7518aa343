import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppRoute } from '../../common/routes';
import {
  providerHead,
  providerPagePath,
  withProviderHead,
} from '../features/provider-profile/profile-head';
import { WEB_DIST } from '../lib/paths';

/* Vite names every file under assets/ by its content hash: a new build means a new name. */
const HASHED_ASSET = `${path.sep}assets${path.sep}`;
const PRECOMPRESSED = /\.(?:br|gz)$/;

/**
 * Serves the built React app: real files from dist/web, index.html for every other non-API GET
 * (client-side routes, including the 404 page which the app renders itself). The build wrote a
 * .br and a .gz beside each compressible file (scripts/precompress.mjs); @fastify/static picks
 * one by Accept-Encoding and says `Vary: Accept-Encoding` (decision 022).
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
    preCompressed: true,
    /* The compressed copies are served in place of their original, never under their own name. */
    globIgnore: [
      '**/*.br',
      '**/*.gz',
      /* Server routes (features/provider-profile): a build from before they existed must not shadow them. */
      'robots.txt',
      'sitemap.xml',
    ],
    setHeaders(res, filePath) {
      res.header(
        'Cache-Control',
        filePath.includes(HASHED_ASSET)
          ? 'public, max-age=31536000, immutable'
          : /* index.html, favicon.svg: same name across builds, so revalidate. */
            'no-cache',
      );
    },
  });
  let indexHtml: string | undefined;
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath.startsWith('/api/') || urlPath === '/api') {
      return reply.callNotFound();
    }
    const candidate = path.join(root, path.normalize(urlPath));
    if (
      candidate.startsWith(root) &&
      urlPath !== '/' &&
      !PRECOMPRESSED.test(candidate) &&
      existsSync(candidate) &&
      !candidate.endsWith(path.sep)
    ) {
      return reply.sendFile(path.relative(root, candidate));
    }
    /* A provider's page carries its own title, Open Graph tags and JSON-LD (decision 027). */
    const providerPage = providerPagePath(urlPath);
    if (providerPage) {
      const head = await providerHead(app.database.db, app.config.siteUrl, providerPage);
      if (head) {
        indexHtml ??= readFileSync(path.join(root, 'index.html'), 'utf8');
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .send(withProviderHead(indexHtml, head));
      }
      /* Not public: 404, though the app still loads (its owner and admins see a preview). */
      reply.status(404);
    }
    /* Unknown paths still get the app (it renders the 404 page), with a real 404 status. */
    if (!isAppRoute(urlPath)) reply.status(404);
    return reply.type('text/html').sendFile('index.html');
  });
}
