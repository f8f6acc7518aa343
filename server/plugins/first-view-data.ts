import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_VIEW_DATA_ID } from '../../common/first-view-data';
import { firstViewCalls } from '../../common/page-modules';

/* Better Auth's session cookie (its `__Secure-` name in production). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/* `</script>` (or `<!--`) in a review's text must not end the data block early. */
const forScriptBlock = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export type FirstViewData = { block: string; setCookie: string[] };

/**
 * The API answers a signed-in visitor's first view shows (common/page-modules.ts
 * `firstViewCalls`), as a `<script type="application/json">` data block for the page's HTML:
 * web/src/app/first-page.ts puts them in the query cache before the first render, so /admin and
 * the dashboard render with their data at once instead of asking for it after their code has
 * run (decision 048). Each answer comes from the API itself (`inject`, with the visitor's cookie
 * and address), so it is exactly what the page would have been sent: the same checks of who is
 * asking, the same refusals (a refused call is left out and the page asks, and is refused, as
 * before). A browser (a data block is never run, so the CSP has nothing to allow). Without a
 * session cookie there is nothing to ask.
 */
export async function firstViewData(
  app: FastifyInstance,
  request: FastifyRequest,
  urlPath: string,
  search: string,
): Promise<FirstViewData | null> {
  const cookie = request.headers.cookie;
  if (!cookie || !SESSION_COOKIE.test(cookie)) return null;
  /* At once: on PostgreSQL the calls run side by side (PGlite takes them in turn). */
  const calls = firstViewCalls(urlPath, search);
  const responses = await Promise.all(
    calls.map((url) =>
      app.inject({
        method: 'GET',
        url,
        headers: {
          cookie,
          'user-agent': request.headers['user-agent'] ?? '',
          ...(request.headers['accept-language']
            ? { 'accept-language': request.headers['accept-language'] }
            : {}),
        },
        remoteAddress: request.ip,
      }),
    ),
  );
  const answers: Record<string, unknown> = {};
  const setCookie: string[] = [];
  for (const [i, res] of responses.entries()) {
    /* A renewed session cookie reaches the browser as it would have from the call itself. */
    const renewed = res.headers['set-cookie'];
    if (renewed) setCookie.push(...(Array.isArray(renewed) ? renewed : [renewed]));
    const url = calls[i];
    if (url && res.statusCode === 200) answers[url] = res.json();
  }
  if (Object.keys(answers).length === 0) return null;
  return {
    block: `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${forScriptBlock(JSON.stringify(answers))}</script>`,
    setCookie,
  };
}
