import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/* Scaffold: the admin-moderation slice fills this in. */
export const practitionerRoutes: FastifyPluginAsyncZod = async () => {};
