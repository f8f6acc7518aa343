import type { IncomingMessage } from 'node:http';

/* Long enough for the client to read our short answer, short enough to cost little. */
export const LINGER_MS = 1000;
export const LINGER_BYTES = 2 * 1024 * 1024;

/**
 * Ends an upload we refused before its body had arrived (signed out, wrong type, too large).
 * Left alone, Node would read and discard the rest to keep the connection alive, so a 1 GB upload
 * would still cost 1 GB of traffic. Closing at once is no better: the client's unread data makes
 * the kernel reset the connection, and the browser then shows a network error instead of our
 * message. So, as web servers do ("lingering close"), keep discarding for a moment, up to a
 * small amount, then cut the connection.
 */
export function cutOffRefusedUpload(request: IncomingMessage) {
  if (request.complete || request.destroyed) return;
  let discarded = 0;
  const cut = () => {
    clearTimeout(timer);
    /* Under app.inject there is no real socket to cut. */
    if (typeof request.socket?.destroy === 'function') request.socket.destroy();
  };
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) cut();
  });
  request.once('end', () => clearTimeout(timer));
  request.once('close', () => clearTimeout(timer));
  request.resume();
}
