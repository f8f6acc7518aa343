import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_VIEW_DATA_ID } from '../../common/first-view-data';
import { firstViewCalls } from '../../common/page-modules';

/* Better Auth's session cookie (its `__Secure-` name in production). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/* Every page's first call: who is asking (common/page-modules.ts `firstViewCalls`). */
const SESSION_CALL = '/api/me';

/* A call that failed outright (not a refusal: those answer) leaves the page to ask itself. */
const noSession = () => ({ signedIn: false, setCookie: [] as string[] });
const noBlock = () => null;

/* `</script>` (or `<!--`) in a review's text must not end the data block early. */
const forScriptBlock = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export type FirstViewData = {
  /**
   * The session's own call (`/api/me`, every page's first): whether it answered, and the
   * renewed session cookie it may carry. The page's head can be sent once this is known.
   */
  session: Promise<{ signedIn: boolean; setCookie: string[] }>;
  /**
   * Asks the page's other calls (none for a refused cookie) and gives the data block once every
   * call has answered (null when none did).
   */
  block: () => Promise<string | null>;
};

/**
 * The API answers a signed-in visitor's first view shows (common/page-modules.ts
 * `firstViewCalls`), as a `<script type="application/json">` data block for the page's HTML:
 * web/src/app/first-page.ts puts them in the query cache before the first render, so /admin and
 * the dashboard render with their data at once instead of asking for it after their code has
 * run (decision 048). Each answer comes from the API itself (`inject`, with the visitor's cookie
 * and address), so it is exactly what the page would have been sent: the same checks of who is
 * asking, the same refusals (a refused call is left out and the page asks, and is refused, as
 * before). A browser (a data block is never run, so the CSP has nothing to allow). Without a
 * session cookie there is nothing to ask (null).
 *
 * The session's call (`/api/me`) goes first, alone, so that the page's head (which names its code)
 * can leave as soon as it answers, before the rest of the data is read (server/plugins/web-app.ts);
 * the page's other calls follow, side by side, when `block` is asked for: once the head is on its
 * way (PGlite runs a query on the main thread, and would hold the head back until it is done). A renewed session cookie reaches the browser
 * from that first call, as it would have from the page's own; a refused cookie asks nothing more.
 */
export function firstViewData(
  app: FastifyInstance,
  request: FastifyRequest,
  urlPath: string,
  search: string,
): FirstViewData | null {
  const cookie = request.headers.cookie;
  if (!cookie || !SESSION_COOKIE.test(cookie)) return null;
  const calls = firstViewCalls(urlPath, search);
  if (calls[0] !== SESSION_CALL) return null;
  const ask = (url: string) =>
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
    });
  const asked = ask(SESSION_CALL);
  const session = asked.then((res) => {
    const renewed = res.headers['set-cookie'];
    return {
      signedIn: res.statusCode === 200,
      setCookie: renewed ? (Array.isArray(renewed) ? renewed : [renewed]) : [],
    };
  }, noSession);
  const block = () =>
    Promise.all([
      asked,
      session.then(({ signedIn }) => (signedIn ? Promise.all(calls.slice(1).map(ask)) : [])),
    ]).then(([me, rest]) => {
      const answers: Record<string, unknown> = {};
      for (const [i, res] of [me, ...rest].entries()) {
        const url = calls[i];
        if (url && res.statusCode === 200) answers[url] = res.json();
      }
      if (Object.keys(answers).length === 0) return null;
      return `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${forScriptBlock(JSON.stringify(answers))}</script>`;
    }, noBlock);
  return { session, block };
}
