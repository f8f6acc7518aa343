import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RouteErrorBoundary } from '../lazy-routes';
import { ErrorFallback } from './error-fallback';

describe('the error fallback', () => {
  it("shows 'Unexpected Application Error!' with a way home", () => {
    const html = renderToString(<ErrorFallback error={new Error('boom')} />);
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('href="/"');
  });

  it('is what the route error boundary turns a thrown error into', () => {
    const error = new Error('boom');
    expect(RouteErrorBoundary.getDerivedStateFromError(error)).toEqual({ error, failed: true });
    const boundary = new RouteErrorBoundary({ children: <p>never shown</p> });
    boundary.state = { error, failed: true };
    const html = renderToString(boundary.render() as ReactElement);
    expect(html).toContain('Unexpected Application Error!');
    expect(html).not.toContain('never shown');
  });
});
