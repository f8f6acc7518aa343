import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/* Scaffold: the business-account slice fills this in. */
export const businessRoutes: FastifyPluginAsyncZod = async () => {};
