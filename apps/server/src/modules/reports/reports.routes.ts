import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the reports module (api.md); filled in by the courses issue. */
const reportsRoutes: FastifyPluginAsyncZod = async () => {};

export default reportsRoutes;
