import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Clients routes (api.md §9). */
const clientsRoutes: FastifyPluginAsyncZod = async () => {};

export default clientsRoutes;
