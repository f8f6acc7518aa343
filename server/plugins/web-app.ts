import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdminPath } from '../../common/admin-path';
import {
  DEFAULT_LOCALE,
  isLocale,
  localeOfPath,
  pathWithoutLocale,
} from '../../common/i18n/locales';
import { firstViewModules } from '../../common/page-modules';
import { isAppRoute, isStaticAppRoute } from '../../common/routes';
import {
  providerHead,
  providerPagePath,
  withProviderHead,
} from '../features/provider-profile/profile-head';
import { acceptedEncoding } from '../lib/accepted-encoding';
import { WEB_DIST } from '../lib/paths';
import { firstViewData } from './first-view-data';
import {
  choiceToRemember,
  cookieLocale,
  type EntryRequest,
  entryRedirect,
  localeCookieHeader,
  localizedIndex,
} from './page-locale';

/* Vite names every file under assets/ by its content hash: a new build means a new name. */
const HASHED_ASSET = `${path.sep}assets${path.sep}`;
const PRECOMPRESSED = /\.(?:br|gz)$/;
/* Written by the build (scripts/page-files-plugin.ts): each lazy page module's code files. */
const PAGE_FILES = 'page-files.json';
const SAFE_ASSET = /^\/assets\/[\w.-]+\.(?:js|css)$/;

/* The app itself: the entry imports it once the page's words are in place (decision 062). */
export const APP_START_MODULE = 'app/start';
/* The Spanish words and the English objects they are written over (scripts/page-files-plugin.ts). */
export const SPANISH_WORDS_MODULE = 'i18n/es';
/* The admin page's Spanish words, which only /es/admin needs. */
const SPANISH_ADMIN_WORDS_MODULE = 'i18n/es-admin';

/**
 * The code files a direct visit's first view needs beyond index.html's own, as
 * `<link rel="modulepreload">` tags (and their stylesheets as `<link rel="stylesheet">`): the
 * browser fetches them beside the entry's files instead
 * of after the entry has run and asked for them (decisions 048, 062): the app's own files on every
 * page (the entry imports them only after choosing the page's language), a Spanish page's words,
 * and the page's code. Empty for a build without page-files.json.
 */
export function pageHints(
  pageFiles: Readonly<Record<string, readonly string[]>>,
  urlPath: string,
  search: string,
): string {
  const files = new Set<string>();
  const modules = [
    ...(localeOfPath(urlPath) === 'es' ? [SPANISH_WORDS_MODULE] : []),
    ...(localeOfPath(urlPath) === 'es' && isAdminPath(urlPath) ? [SPANISH_ADMIN_WORDS_MODULE] : []),
    APP_START_MODULE,
    ...firstViewModules(urlPath, search),
  ];
  for (const module of modules) {
    for (const file of pageFiles[module] ?? []) if (SAFE_ASSET.test(file)) files.add(file);
  }
  return [...files]
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="${file}">`
        : `<link rel="modulepreload" crossorigin href="${file}">`,
    )
    .join('');
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

/** A page's type, caching and `Vary` headers. */
function htmlHeaders(reply: FastifyReply, cacheControl: string, byLanguage: boolean) {
  reply.type('text/html; charset=utf-8').header('Cache-Control', cacheControl);
  /*
   * A page with someone's data in it differs by their cookie too; an English address answers a
   * visitor whose browser or cookie asks for Spanish with a redirect (page-locale.ts).
   */
  reply.header(
    'vary',
    byLanguage
      ? 'accept-encoding, accept-language, cookie'
      : cacheControl.startsWith('private')
        ? 'accept-encoding, cookie'
        : 'accept-encoding',
  );
}

/** A kept page, compressed once per encoding the browsers ask for. */
function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: Html,
  cacheControl = 'no-cache',
  byLanguage = false,
) {
  htmlHeaders(reply, cacheControl, byLanguage);
  const encoding = acceptedEncoding(request);
  if (!encoding) return reply.send(html.text);
  if (encoding === 'br')
    html.br ??= brotliCompressSync(html.text, html.kept ? BROTLI_KEPT : BROTLI_ONCE);
  else html.gzip ??= gzipSync(html.text);
  return reply.header('content-encoding', encoding).send(html[encoding]);
}

/**
 * A signed-in visitor's page, in two parts: everything before `</body>` at once (the head names
 * the page's code), then `block()` (its first view's data, asked for once the head is out) and
 * the end. Compressed as one stream, flushed after the first part; never kept, private to the
 * visitor.
 */
function streamHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  block: () => Promise<string | null>,
  byLanguage: boolean,
) {
  htmlHeaders(reply, 'private, no-cache', byLanguage);
  const end = html.lastIndexOf('</body>');
  const first = end === -1 ? html : html.slice(0, end);
  const last = end === -1 ? '' : html.slice(end);
  const encoding = acceptedEncoding(request);
  const compress =
    encoding === 'br'
      ? createBrotliCompress(BROTLI_ONCE)
      : encoding === 'gzip'
        ? createGzip()
        : null;
  if (encoding) reply.header('content-encoding', encoding);
  const out = compress ?? new PassThrough();
  /*
   * The data is asked for once the head is out: compressed (off the main thread) and, a turn
   * later, written to the socket. An embedded database's queries run on the main thread and
   * would otherwise keep the head waiting until the whole page is ready.
   */
  const rest = () =>
    setImmediate(() => void block().then((text) => out.end(text ? `  ${text}\n  ${last}` : last)));
  out.write(first);
  if (compress) compress.flush(rest);
  else rest();
  return reply.send(out);
}

/**
 * Serves the built React app: real files from dist/web, index.html for every other non-API GET
 * (client-side routes, including the 404 page which the app renders itself). The build wrote a
 * .br and a .gz beside each compressible file (scripts/precompress.mjs); @fastify/static picks
 * one by Accept-Encoding and says `Vary: Accept-Encoding` (decision 022).
 */
export async function registerWebApp(
  app: FastifyInstance,
  root = WEB_DIST,
  options: { siteUrl?: string } = {},
) {
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
  const siteUrl = options.siteUrl ?? app.config?.siteUrl ?? '';
  const secureCookie = siteUrl.startsWith('https://');
  /*
   * Kept pages, compressed once: one per language, page without parameters (its alternates name
   * its path) and set of hints (an /admin tab): about 70. A page with an id or a token in its path
   * is written per request.
   */
  const kept = new Map<string, Html>();
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [urlPath = '/', search = ''] = request.url.split('?', 2);
    const plainPath = pathWithoutLocale(urlPath);
    if (plainPath.startsWith('/api/') || plainPath === '/api') {
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
    const locale = localeOfPath(urlPath);
    const hints = pageHints(pageFiles, urlPath, search);
    const withHints = (html: string) =>
      hints ? html.replace('</head>', () => `  ${hints}\n  </head>`) : html;
    /* Unknown paths still get the app (it renders the 404 page), with a real 404 status. */
    if (!isAppRoute(urlPath)) {
      reply.status(404);
      const key = `404 ${locale}`;
      let page = kept.get(key);
      if (!page) {
        page = { text: withHints(localizedIndex(readIndex(), locale, null)), kept: true };
        kept.set(key, page);
      }
      return sendHtml(request, reply, page);
    }
    const entry: EntryRequest = {
      pathname: urlPath,
      search,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
      userAgent: request.headers['user-agent'],
      fetchSite: header(request, 'sec-fetch-site'),
      account: await accountLocale(app, request),
    };
    const byLanguage = locale === 'en';
    const redirect = entryRedirect(entry);
    if (redirect) {
      return reply
        .header('Cache-Control', 'no-cache')
        .header('vary', 'accept-language, cookie')
        .redirect(redirect, 302);
    }
    const setCookie: string[] = [];
    const remember = choiceToRemember(entry, locale);
    if (remember) setCookie.push(localeCookieHeader(remember, secureCookie));
    const pageIndex = () =>
      withHints(localizedIndex(readIndex(), locale, { siteUrl, pathname: urlPath }));
    /* A provider's page carries its own title, Open Graph tags and JSON-LD (decision 027). */
    const providerPage = providerPagePath(plainPath);
    let providerHtml: string | undefined;
    if (providerPage) {
      const head = await providerHead(app.database.db, siteUrl, providerPage, locale);
      /* Not public: 404, though the app still loads (its owner and admins see a preview). */
      if (head) providerHtml = withProviderHead(pageIndex(), head);
      else reply.status(404);
    }
    /*
     * A signed-in visitor's page carries its first view's data: theirs alone, never kept. Its
     * head leaves as soon as the session is known, so the browser fetches the page's code while
     * the rest of the data is read; the data block follows before </body>, which the app's code
     * (module scripts, run once the whole page is parsed) always finds in place.
     */
    const data = firstViewData(app, request, urlPath, search);
    const session = data ? await data.session : null;
    if (session) setCookie.push(...session.setCookie);
    if (setCookie.length > 0) reply.header('set-cookie', setCookie);
    if (data && session?.signedIn) {
      const html = providerHtml ?? pageIndex();
      return streamHtml(request, reply, html, data.block, byLanguage);
    }
    if (providerHtml)
      return sendHtml(request, reply, { text: providerHtml }, 'no-cache', byLanguage);
    const trimmed = urlPath.replace(/(.)\/$/, '$1');
    if (!isStaticAppRoute(urlPath))
      return sendHtml(request, reply, { text: pageIndex() }, 'no-cache', byLanguage);
    const key = `${trimmed} ${hints}`;
    let page = kept.get(key);
    if (!page) {
      page = { text: pageIndex(), kept: true };
      kept.set(key, page);
    }
    return sendHtml(request, reply, page, 'no-cache', byLanguage);
  });
}

/* Better Auth's session cookie (its `__Secure-` name in production). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * A signed-in visitor's account language, when their browser remembers none (a new browser): asked
 * of the API itself, with their cookie, so the session is checked as for any call. Null otherwise.
 */
async function accountLocale(app: FastifyInstance, request: FastifyRequest) {
  const cookie = request.headers.cookie;
  if (!cookie || !SESSION_COOKIE.test(cookie) || cookieLocale(cookie) !== null) return null;
  const res = await app.inject({
    method: 'GET',
    url: '/api/me/locale',
    headers: { cookie, 'user-agent': request.headers['user-agent'] ?? '' },
    remoteAddress: request.ip,
  });
  if (res.statusCode !== 200) return null;
  const locale = (res.json() as { locale?: unknown }).locale;
  /* Every account starts in English: only another language says something was chosen. */
  return isLocale(locale) && locale !== DEFAULT_LOCALE ? locale : null;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
