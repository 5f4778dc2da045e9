import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Projects routes (api.md §8). */
const projectsRoutes: FastifyPluginAsyncZod = async () => {};

export default projectsRoutes;
