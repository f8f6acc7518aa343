import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstViewModules } from '../../common/page-modules';
import { isAppRoute } from '../../common/routes';
import {
  providerHead,
  providerPagePath,
  withProviderHead,
} from '../features/provider-profile/profile-head';
import { acceptedEncoding } from '../lib/accepted-encoding';
import { WEB_DIST } from '../lib/paths';
import { firstViewData } from './first-view-data';

/* Vite names every file under assets/ by its content hash: a new build means a new name. */
const HASHED_ASSET = `${path.sep}assets${path.sep}`;
const PRECOMPRESSED = /\.(?:br|gz)$/;
/* Written by the build (scripts/page-files-plugin.ts): each lazy page module's code files. */
const PAGE_FILES = 'page-files.json';
const SAFE_ASSET = /^\/assets\/[\w.-]+\.js$/;

/**
 * The code files a direct visit's first view needs beyond index.html's own, as
 * `<link rel="modulepreload">` tags: the browser fetches them beside the entry's files instead
 * of after the entry has run and asked for them (decision 048). Empty for the home page, for an
 * unknown path and for a build without page-files.json.
 */
export function pageHints(
  pageFiles: Readonly<Record<string, readonly string[]>>,
  urlPath: string,
  search: string,
): string {
  const files = new Set<string>();
  for (const module of firstViewModules(urlPath, search)) {
    for (const file of pageFiles[module] ?? []) if (SAFE_ASSET.test(file)) files.add(file);
  }
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
}

function readPageFiles(root: string): Record<string, string[]> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(root, PAGE_FILES), 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

type Html = { text: string; br?: Buffer; gzip?: Buffer; kept?: boolean };
/* A kept page is compressed once, at brotli's best; a signed-in visitor's, per request, quickly. */
const BROTLI_KEPT = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const BROTLI_ONCE = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** A kept page, compressed once per encoding the browsers ask for. */
function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: Html,
  cacheControl = 'no-cache',
) {
  reply.type('text/html; charset=utf-8').header('Cache-Control', cacheControl);
  /* A page with someone's data in it differs by their cookie too. */
  reply.header(
    'vary',
    cacheControl.startsWith('private') ? 'accept-encoding, cookie' : 'accept-encoding',
  );
  const encoding = acceptedEncoding(request);
  if (!encoding) return reply.send(html.text);
  if (encoding === 'br')
    html.br ??= brotliCompressSync(html.text, html.kept ? BROTLI_KEPT : BROTLI_ONCE);
  else html.gzip ??= gzipSync(html.text);
  return reply.header('content-encoding', encoding).send(html[encoding]);
}

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
  const readIndex = () => (indexHtml ??= readFileSync(path.join(root, 'index.html'), 'utf8'));
  const pageFiles = readPageFiles(root);
  /* One kept page per set of hints: about 30 (a page each, one per /admin tab). */
  const hinted = new Map<string, Html>();
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [urlPath = '/', search = ''] = request.url.split('?', 2);
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
    /* Unknown paths still get the app (it renders the 404 page), with a real 404 status. */
    if (!isAppRoute(urlPath)) {
      reply.status(404);
      return reply.type('text/html').sendFile('index.html');
    }
    const hints = pageHints(pageFiles, urlPath, search);
    const withHints = (html: string) =>
      hints ? html.replace('</head>', () => `  ${hints}\n  </head>`) : html;
    /* A provider's page carries its own title, Open Graph tags and JSON-LD (decision 027). */
    const providerPage = providerPagePath(urlPath);
    let providerHtml: string | undefined;
    if (providerPage) {
      const head = await providerHead(app.database.db, app.config.siteUrl, providerPage);
      /* Not public: 404, though the app still loads (its owner and admins see a preview). */
      if (head) providerHtml = withHints(withProviderHead(readIndex(), head));
      else reply.status(404);
    }
    /* A signed-in visitor's page carries its first view's data: theirs alone, never kept. */
    const data = await firstViewData(app, request, urlPath, search);
    if (data) {
      if (data.setCookie.length > 0) reply.header('set-cookie', data.setCookie);
      const html = providerHtml ?? withHints(readIndex());
      return sendHtml(
        request,
        reply,
        { text: html.replace('</body>', () => `  ${data.block}\n  </body>`) },
        'private, no-cache',
      );
    }
    if (providerHtml) return sendHtml(request, reply, { text: providerHtml });
    if (!hints) return reply.type('text/html').sendFile('index.html');
    let page = hinted.get(hints);
    if (!page) {
      page = { text: withHints(readIndex()), kept: true };
      hinted.set(hints, page);
    }
    return sendHtml(request, reply, page);
  });
}
