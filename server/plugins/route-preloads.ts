import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ROUTES, appRouteOf, ROUTE_PAGES } from '../../common/routes';

/* Vite's build manifest (vite.config.ts, `build.manifest`): each module's file and imports. */
type ManifestEntry = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestEntry>;

/**
 * For each lazily loaded route, the `<link rel="modulepreload">` tags of its page's files that the
 * home page does not already load (decision 034). A direct visit to /review otherwise fetches the
 * entry script, runs it, and only then asks for the page's 15 files: on a slow phone connection
 * that is a round trip and a download after the entry's, before anything of the page shows.
 * Empty when the build has no manifest (an older build: the page still loads, one step later).
 */
export function routePreloads(webRoot: string): Map<string, string> {
  const out = new Map<string, string>();
  const file = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return out;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? closure(entry) : new Set<string>();
  for (const route of APP_ROUTES) {
    const page = ROUTE_PAGES[route];
    if (!page) continue;
    const key = `src/app/routes/${page}.tsx`;
    if (!manifest[key]) continue;
    const files = [...closure(key)]
      .filter((k) => !loaded.has(k))
      .map((k) => manifest[k]?.file)
      .filter((f): f is string => typeof f === 'string' && /^assets\/[\w.-]+\.js$/.test(f));
    out.set(
      route,
      files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    '),
    );
  }
  return out;
}

/** index.html with the route's preload tags before </head>; unchanged for other paths. */
export function withRoutePreloads(
  html: string,
  preloads: Map<string, string>,
  pathname: string,
): string {
  const route = appRouteOf(pathname);
  const tags = route ? preloads.get(route) : undefined;
  return tags ? html.replace('</head>', () => `  ${tags}\n  </head>`) : html;
}
