import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_TAB_MODULES, firstViewModules, PAGE_MODULES } from './page-modules';
import { APP_ROUTES } from './routes';

const WEB = path.resolve(__dirname, '../web/src');
const source = (file: string) => readFileSync(path.join(WEB, file), 'utf8');

/*
 * The server hints the modules this table names; the router loads its own. If the two drifted,
 * a direct visit would fetch code it never runs and still wait for the code it does (decision 048).
 */
describe('the page module of each route (HTML code hints)', () => {
  it('names a module for every route but the home page, and each module exists', () => {
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(APP_ROUTES.filter((r) => r !== '/').sort());
    for (const module of [...Object.values(PAGE_MODULES), ...Object.values(ADMIN_TAB_MODULES)]) {
      expect([module, existsSync(path.join(WEB, `${module}.tsx`))]).toEqual([module, true]);
    }
  });

  it('names the module router.tsx loads for each route', () => {
    const router = source('router.tsx');
    const firstPage = source('app/first-page.ts');
    const loaders = Object.fromEntries(
      /* `() => import('./x')`, or after something it waits for: `() => words().then(() => import(…))`. */
      [
        ...firstPage.matchAll(
          /export const (\w+) = \(\) =>\s*(?:\w+\(\)\.then\(\(\) => )?import\('\.\/([^']+)'\)/g,
        ),
      ].map(([, name, file]) => [name, `app/${file}`]),
    );
    const authPage = /const authPage = \(\) => import\('\.\/([^']+)'\)/.exec(router)?.[1];
    /* Each route object: its path(s), then the first module its `lazy` imports. */
    for (const [route, module] of Object.entries(PAGE_MODULES)) {
      /* `path: 'x'`, or one of the paths of `...['x', 'y'].map((path) => …)`. */
      const at = router.search(new RegExp(`(path: |\\[|, )'${route.slice(1)}'`));
      expect([route, at]).not.toEqual([route, -1]);
      const next = router.indexOf("path: '", at + 1);
      const lazy = router.slice(at, next === -1 ? undefined : next);
      const imported =
        /import\('\.\/([^']+)'\)/.exec(lazy)?.[1] ??
        (/lazy: authPage/.test(lazy) ? authPage : undefined) ??
        loaders[/(\w+PageCode)\(\)/.exec(lazy)?.[1] ?? ''];
      expect([route, imported]).toEqual([route, module]);
    }
  });

  it('names the module admin-tabs.ts loads for each /admin tab', () => {
    const tabs = source('app/routes/admin-tabs.ts');
    for (const [tab, module] of Object.entries(ADMIN_TAB_MODULES)) {
      const at = tabs.indexOf(`  ${tab}: preloadable(`);
      expect([tab, at]).not.toEqual([tab, -1]);
      expect([tab, /import\('@web\/([^']+)'\)/.exec(tabs.slice(at))?.[1]]).toEqual([tab, module]);
    }
  });

  it("gives a direct visit its page's module, and /admin the open tab's too", () => {
    expect(firstViewModules('/', '')).toEqual([]);
    expect(firstViewModules('/no-such-page', '')).toEqual([]);
    expect(firstViewModules('/providers/42', '')).toEqual(['app/routes/provider-profile']);
    expect(firstViewModules('/providers/42/prepare/', '')).toEqual(['app/routes/provider-prepare']);
    expect(firstViewModules('/provider-dashboard', 'x=1')).toEqual([
      'app/routes/provider-dashboard',
    ]);
    expect(firstViewModules('/admin', '')).toEqual([
      'app/routes/admin',
      ADMIN_TAB_MODULES.moderation,
    ]);
    expect(firstViewModules('/admin', 'tab=photos&q=x')).toEqual([
      'app/routes/admin',
      ADMIN_TAB_MODULES.photos,
    ]);
    /* An unknown tab opens the default one, as the page does; an inherited key is no tab. */
    for (const search of ['tab=nope', 'tab=constructor', 'tab=__proto__']) {
      expect(firstViewModules('/admin', search)).toEqual([
        'app/routes/admin',
        ADMIN_TAB_MODULES.moderation,
      ]);
    }
  });
});
