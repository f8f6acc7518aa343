import type { FastifyInstance } from 'fastify';
import { survivorOf } from './survivor-of';

/* A provider's page (and its prep sheet), and the profile the page reads. */
const MERGEABLE_PATH = /^\/(api\/)?providers\/(\d{1,10})(\/prepare|\/profile)?\/?$/;

/**
 * A merged listing's old address leads to the survivor (decision 063): the page, its prep sheet
 * and its profile data answer 301 to the survivor's. Only an answer that was going to be a 404
 * looks the merge up, so a listed place's page costs nothing more.
 */
export function redirectMergedPlaces(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 404 || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return payload;
    }
    const [urlPath = '', search] = request.url.split('?', 2);
    const match = MERGEABLE_PATH.exec(urlPath);
    const id = Number(match?.[2]);
    if (!match || !(id > 0 && id <= 2_147_483_647)) return payload;
    const api = match[1] !== undefined;
    const tail = match[3] ?? '';
    /* /api/providers/:id/prepare is no route, and /providers/:id/profile no page. */
    if (api ? tail === '/prepare' : tail === '/profile') return payload;
    const survivor = await survivorOf(app.database.db, id);
    if (survivor === null) return payload;
    /* The 404 body (a file stream for the app's page) is not sent: let go of it. */
    if (payload && typeof (payload as { destroy?: unknown }).destroy === 'function') {
      (payload as { destroy(): void }).destroy();
    }
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-length');
    reply.removeHeader('content-type');
    reply.removeHeader('etag');
    reply.removeHeader('last-modified');
    reply
      .code(301)
      .header(
        'location',
        `/${api ? 'api/' : ''}providers/${survivor}${tail}${search ? `?${search}` : ''}`,
      )
      .header('cache-control', 'no-cache');
    return '';
  });
}
