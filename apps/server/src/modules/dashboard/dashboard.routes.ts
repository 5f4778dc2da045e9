import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the dashboard module (api.md); filled in by the courses issue. */
const dashboardRoutes: FastifyPluginAsyncZod = async () => {};

export default dashboardRoutes;
