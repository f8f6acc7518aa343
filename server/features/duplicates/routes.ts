import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/* Scaffold: the admin-verification slice fills this in. */
export const duplicateEmailRoutes: FastifyPluginAsyncZod = async () => {};
