import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/* This feature's routes (reserved: its change fills them in). */
export const visitMessageRoutes: FastifyPluginAsyncZod = async () => {};
