import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, appRouteOf, isAppRoute, ROUTE_PAGES } from './routes';

const ROUTER = readFileSync(path.resolve(import.meta.dirname, '../web/src/router.tsx'), 'utf8');

describe('the app routes', () => {
  it('finds the route pattern a path opens', () => {
    expect(appRouteOf('/')).toBe('/');
    expect(appRouteOf('/review')).toBe('/review');
    expect(appRouteOf('/review/')).toBe('/review');
    expect(appRouteOf('/providers/12')).toBe('/providers/:id');
    expect(appRouteOf('/providers/12/prepare')).toBe('/providers/:id/prepare');
    expect(appRouteOf('/providers/12/other')).toBeNull();
    expect(appRouteOf('/no-such-page')).toBeNull();
    expect(isAppRoute('/no-such-page')).toBe(false);
  });

  /* ROUTE_PAGES tells the server which files a route needs: it must say what the router loads. */
  it('names for every lazy route the page module web/src/router.tsx imports for it', () => {
    const imported = new Set(
      [...ROUTER.matchAll(/import\('\.\/app\/routes\/([\w-]+)'\)/g)].map((m) => m[1]),
    );
    expect(new Set(Object.values(ROUTE_PAGES))).toEqual(imported);
    /* Each route's page is the import that follows its path in the route table. */
    for (const [route, page] of Object.entries(ROUTE_PAGES)) {
      expect(APP_ROUTES).toContain(route);
      const routePath = route.slice(1);
      const at = ROUTER.search(new RegExp(`'${routePath.replace(/[/:-]/g, (c) => `\\${c}`)}'`));
      expect([route, at >= 0]).toEqual([route, true]);
      const after = ROUTER.slice(at);
      const next = /import\('\.\/app\/routes\/([\w-]+)'\)|lazy: (authPage)/.exec(after) ?? [];
      expect([route, next[1] ?? (next[2] ? 'auth' : undefined)]).toEqual([route, page]);
    }
  });
});
