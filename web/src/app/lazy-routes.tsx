import { preloadable } from '@web/lib/preloadable';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  Suspense,
  use,
} from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { ErrorFallback } from './routes/error-fallback';

type LazyPage = { Component?: ComponentType | null; element?: ReactNode };

/*
 * The route table keeps React Router's `lazy: () => import(...)` shape, but the app runs in
 * declarative mode (`useRoutes` in a `BrowserRouter`): the data router's loader and action
 * machinery cost 18 KB gzip on every first visit and no page used it (decision 024). Each lazy
 * route becomes a suspending page inside Suspense: a direct visit shows `fallback` inside the
 * layout while the page's code arrives; a link click keeps the current page until then (React
 * Router wraps navigations in startTransition).
 */
type PageLoad = () => Promise<LazyPage>;

/*
 * One load per route, shared by the direct-visit preload and the page itself: once a page's code
 * has arrived, the page renders at once (no Suspense fallback), so a direct visit whose page
 * arrived with the entry paints the page itself first, not a spinner that the page then replaces.
 */
type Load = { promise: Promise<LazyPage>; page?: LazyPage };
const loads = new WeakMap<PageLoad, Load>();

function startLoad(load: PageLoad): Load {
  const known = loads.get(load);
  if (known) return known;
  const entry: Load = { promise: load().then((page) => (entry.page = page)) };
  loads.set(load, entry);
  return entry;
}

function renderPage(page: LazyPage) {
  const Loaded = page.Component;
  return Loaded ? <Loaded /> : page.element;
}

function LazyRoutePage({ load }: { load: PageLoad }) {
  const entry = startLoad(load);
  /* Suspends until the code arrives; a rejected load throws here, for the route's error boundary. */
  return renderPage(entry.page ?? use(entry.promise));
}

export function withLazyPages(routes: RouteObject[], Fallback: ComponentType): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withLazyPages(route.children, Fallback) : undefined;
    if (typeof route.lazy !== 'function') {
      return (children ? { ...route, children } : route) as RouteObject;
    }
    const load = route.lazy as unknown as PageLoad;
    const { lazy: _lazy, ...rest } = route;
    return {
      ...rest,
      ...(children ? { children } : {}),
      element: (
        <Suspense fallback={<Fallback />}>
          <LazyRoutePage load={load} />
        </Suspense>
      ),
    } as RouteObject;
  });
}

export { PreloadedComponent } from '@web/lib/preloaded-component';
/*
 * `preloadable` lives in a module of its own, free of React and the router: first-page-code.ts
 * starts an /admin tab's code before the rest of the entry has run (decision 048).
 */
export { preloadable };

/**
 * On a direct visit, starts fetching the lazy page for the address being opened while the entry
 * still runs, instead of after React's first render asked for it. The promise settles when that
 * code has arrived (or failed: the page then shows the error), at once for a page in the entry.
 */
export function preloadPageFor(routes: RouteObject[], pathname: string): Promise<void> {
  const pending: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function')
      pending.push(startLoad(route.lazy as unknown as PageLoad).promise);
  }
  return Promise.allSettled(pending).then(() => undefined);
}

/** Catches what a page throws while rendering and shows the app's error page instead of nothing. */
export class RouteErrorBoundary extends Component<
  { children: ReactNode },
  { error: unknown; failed: boolean }
> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}
