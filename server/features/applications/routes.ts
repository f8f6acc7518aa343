import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/* Scaffold: the business-application slice fills this in. */
export const applicationRoutes: FastifyPluginAsyncZod = async () => {};
