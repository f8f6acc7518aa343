import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorFallback } from './error-fallback';

describe('the routing error fallback', () => {
  it("shows 'Unexpected Application Error!' with a way home when a route fails", async () => {
    const routes = [
      {
        path: '/',
        errorElement: <ErrorFallback />,
        loader: () => {
          throw new Error('boom');
        },
        element: <p>never shown</p>,
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://calmpath.test/'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const router = createStaticRouter(handler.dataRoutes, context);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToString(<StaticRouterProvider router={router} context={context} />);
    quiet.mockRestore();
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('href="/"');
    expect(html).not.toContain('never shown');
  });
});
