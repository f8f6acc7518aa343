import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/*
 * JSON answers above 1 KB go out compressed (a search page: 9-16 KB, 1.7-2.4 KB gzipped; about
 * 0.2 ms of CPU). Only JSON: the web app's files were compressed at build time (web-app.ts), and
 * a reply that already has a Content-Encoding is left alone. Brotli at its fast level 4.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json\b/,
  });
}
