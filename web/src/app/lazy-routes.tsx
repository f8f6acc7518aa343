import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { ErrorFallback } from './routes/error-fallback';

type LazyPage = { Component?: ComponentType | null; element?: ReactNode };

/*
 * The route table keeps React Router's `lazy: () => import(...)` shape, but the app runs in
 * declarative mode (`useRoutes` in a `BrowserRouter`): the data router's loader and action
 * machinery cost 18 KB gzip on every first visit and no page used it (decision 024). Each lazy
 * route becomes a React.lazy page inside Suspense: a direct visit shows `fallback` inside the
 * layout while the page's code arrives; a link click keeps the current page until then (React
 * Router wraps navigations in startTransition).
 */
export function withLazyPages(routes: RouteObject[], Fallback: ComponentType): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withLazyPages(route.children, Fallback) : undefined;
    if (typeof route.lazy !== 'function') {
      return (children ? { ...route, children } : route) as RouteObject;
    }
    const load = route.lazy as unknown as () => Promise<LazyPage>;
    const Page = lazy(async () => {
      const page = await load();
      const Loaded = page.Component;
      return { default: () => (Loaded ? <Loaded /> : page.element) };
    });
    const { lazy: _lazy, ...rest } = route;
    return {
      ...rest,
      ...(children ? { children } : {}),
      element: (
        <Suspense fallback={<Fallback />}>
          <Page />
        </Suspense>
      ),
    } as RouteObject;
  });
}

/**
 * On a direct visit, starts fetching the lazy page for the address being opened while the entry
 * still runs, instead of after React's first render asked for it (the browser fetches a module
 * once, so React.lazy's own import finds it on the way).
 */
export function preloadPageFor(routes: RouteObject[], pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void (route.lazy as unknown as () => Promise<unknown>)();
  }
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
