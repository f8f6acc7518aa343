import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/** The compression the request accepts, as the compression plugin (plugins/compress.ts) reads it. */
export function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return null;
  /* '*' and 'x-gzip' mean gzip, as @fastify/compress reads them (RFC 7230, 4.2.3). */
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS);
}
